import { t } from '@lingui/core/macro'
import { cardFormSchemaAt, type CardForm } from '@ridelane/domain'
import { z } from 'zod'
import { domainText } from '@/i18n/catalogues'

/** How the form asks for the expiry: one MM/YY field, or a month and a year of their own. */
export type ExpiryLayout = 'one-field' | 'month-and-year'

/**
 * The one message of our own: the domain's rules know a month and a year, the form one field.
 * This is its English; the form says it in the page's language (expiryFormatText).
 */
export const expiryFormatMessage = 'Enter the expiry date as MM/YY, for example 04/30.'
const expiryFormatText = () => t`Enter the expiry date as MM/YY, for example 04/30.`

/** The fields as typed; a layout uses either `expiry` or `exp_month` and `exp_year`. */
export type CardFields = {
  number: string
  expiry: string
  exp_month: string
  exp_year: string
  cvc: string
}

export const emptyCard: CardFields = {
  number: '',
  expiry: '',
  exp_month: '',
  exp_year: '',
  cvc: '',
}

const expiryPattern = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/

/** 'MM/YY' (or 'MM/YYYY') as the month and four-digit year, or null when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = expiryPattern.exec(expiry)
  if (!match) return null
  const [, month = '', year = ''] = match
  return { month: Number(month), year: year.length === 2 ? 2000 + Number(year) : Number(year) }
}

const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text))

/**
 * The typed fields checked with the domain's card rules (the API applies the same ones), their
 * messages in the page's language. With one expiry field, the rules' month and year messages land
 * on it.
 */
export function cardFieldsSchemaAt(layout: ExpiryLayout, now: () => Date = () => new Date()) {
  const card = cardFormSchemaAt(now)
  return z
    .object({
      number: z.string(),
      expiry: z.string(),
      exp_month: z.string(),
      exp_year: z.string(),
      cvc: z.string(),
    })
    .transform((input, ctx): CardForm => {
      const oneField = layout === 'one-field'
      const expiry = oneField ? parseExpiry(input.expiry) : null
      if (oneField && !expiry) {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: expiryFormatText() })
      }
      const checked = card.safeParse({
        number: input.number,
        // A malformed expiry already has its message; these stand-ins keep the others checked.
        exp_month: oneField ? (expiry?.month ?? 1) : typedNumber(input.exp_month),
        exp_year: oneField ? (expiry?.year ?? 9999) : typedNumber(input.exp_year),
        cvc: input.cvc,
      })
      if (checked.success && (expiry || !oneField)) return checked.data
      for (const issue of checked.error?.issues ?? []) {
        const field = String(issue.path[0])
        const onExpiry = field === 'exp_month' || field === 'exp_year'
        if (oneField && onExpiry && !expiry) continue
        const path = oneField && onExpiry ? 'expiry' : field
        ctx.addIssue({ code: 'custom', path: [path], message: domainText(issue.message) })
      }
      return z.NEVER
    })
}
