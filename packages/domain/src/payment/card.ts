import { z } from 'zod'
import { sourceText, type Translator } from '../language/translator'
import { paymentMessages } from './payment-messages'

/** Card numbers are 12 to 19 digits long (ISO/IEC 7812). */
export const CARD_NUMBER_DIGITS = { min: 12, max: 19 } as const

/** The digits of a card number as typed: spaces and dashes between groups are dropped. */
export function normalizeCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '')
}

/** The Luhn check digit test every card number passes; only digits are accepted. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** A plausible card number: the right number of digits and a correct check digit. */
export function isValidCardNumber(number: string): boolean {
  const digits = normalizeCardNumber(number)
  return (
    digits.length >= CARD_NUMBER_DIGITS.min &&
    digits.length <= CARD_NUMBER_DIGITS.max &&
    passesLuhn(digits)
  )
}

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const
export type CardBrand = (typeof cardBrands)[number]

/** The card's brand from its first digits (the issuer ranges the big networks publish). */
export function cardBrand(number: string): CardBrand {
  const digits = normalizeCardNumber(number)
  if (/^4/.test(digits)) return 'visa'
  const firstTwo = Number(digits.slice(0, 2))
  const firstFour = Number(digits.slice(0, 4))
  if ((firstTwo >= 51 && firstTwo <= 55) || (firstFour >= 2221 && firstFour <= 2720)) {
    return 'mastercard'
  }
  if (firstTwo === 34 || firstTwo === 37) return 'amex'
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover'
  return 'unknown'
}

/** What may be kept of a card: its brand and last four digits, never the number. */
export function cardSummary(number: string): { brand: CardBrand; last4: string } {
  const digits = normalizeCardNumber(number)
  return { brand: cardBrand(digits), last4: digits.slice(-4) }
}

/** A card as a payment keeps it: the brand the gateway reported and the last four digits. */
export type KeptCard = { brand?: string | null; last4?: string | null }

/** The names card networks print on their cards, by the brand a gateway reports. */
const cardBrandNames: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}

/** A brand as the network prints it ('visa' → 'Visa'), in every language; else as reported. */
export function cardBrandName(brand: string): string {
  return cardBrandNames[brand.toLowerCase()] ?? brand
}

/**
 * How a traveller's mail and receipt name the card they paid with: 'Visa ending 4242', in the
 * reader's language when a translator is given (docs/decisions/052-server-messages.md), the
 * brand's name as it is. 'Card ending 4242' without a brand, the brand alone without the digits.
 */
export function cardText(card: KeptCard, i18n: Translator = sourceText): string {
  const brand = card.brand ? cardBrandName(card.brand) : i18n._('Card')
  return card.last4 ? i18n._('{brand} ending {last4}', { brand, last4: card.last4 }) : brand
}

/** Whether a card expiring at the end of this month and year is still good at `now` (UTC). */
export function isExpiryInFuture(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() + 1
  return expYear > year || (expYear === year && expMonth >= month)
}

/**
 * The card form, for the sandbox's payment page: a number (spaces allowed, kept as digits only),
 * the expiry month and four-digit year (this month or later) and the 3 or 4 digit security code.
 * `now` is read when a form is checked, so the expiry rule holds on any day.
 */
export function cardFormSchemaAt(now: () => Date = () => new Date()) {
  return z
    .object({
      number: z
        .string({ error: paymentMessages.cardNumberRequired })
        .overwrite(normalizeCardNumber)
        .min(1, paymentMessages.cardNumberRequired)
        .refine(isValidCardNumber, paymentMessages.cardNumberInvalid),
      exp_month: z
        .number({ error: paymentMessages.expiryMonthInvalid })
        .int(paymentMessages.expiryMonthInvalid)
        .min(1, paymentMessages.expiryMonthInvalid)
        .max(12, paymentMessages.expiryMonthInvalid),
      exp_year: z
        .number({ error: paymentMessages.expiryYearInvalid })
        .int(paymentMessages.expiryYearInvalid)
        .min(1000, paymentMessages.expiryYearInvalid)
        .max(9999, paymentMessages.expiryYearInvalid),
      cvc: z
        .string({ error: paymentMessages.cvcInvalid })
        .trim()
        .regex(/^\d{3,4}$/, paymentMessages.cvcInvalid),
    })
    .refine((card) => isExpiryInFuture(card.exp_month, card.exp_year, now()), {
      path: ['exp_month'],
      error: paymentMessages.cardExpired,
      // Judged only once the month and year are themselves well formed, and never on something
      // that is no form at all (null, a list): that issue has no field in its path.
      when: ({ issues }) =>
        issues.every((issue) => {
          const field = issue.path?.[0]
          return field !== undefined && field !== 'exp_month' && field !== 'exp_year'
        }),
    })
}

export const cardFormSchema = cardFormSchemaAt()
export type CardForm = z.infer<typeof cardFormSchema>
