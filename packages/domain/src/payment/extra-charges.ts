import { sourceText, type Translator } from '../language/translator'
import { formatMoney } from '../currency/money-format'
import { fromCents } from '../fare/money'
import { WAITING_BLOCK_MINUTES } from '../booking/waiting-policy'

// Extra waiting charged after the ride (docs/decisions/024-payments.md#extra-waiting): the
// traveller may agree, when paying, that waiting beyond the free time is charged to the same card
// afterwards; an on-account partner's booking has it added to the statement instead. Money is in
// USD cents. No zod here, so the wizard's payment step and the mails can use it cheaply.

/** What became of a booking's extra waiting once the ride ended. */
export const waitingChargeOutcomes = [
  /** Taken from the card kept on file, and added to the total. */
  'charged',
  /** Added to the total of an on-account booking, so it is on the partner's statement. */
  'billed_to_account',
  /** The card on file was asked and refused (or wanted the payer there): nothing taken. */
  'declined',
  /** The traveller did not agree to a later charge: nothing taken. */
  'no_consent',
] as const
export type WaitingChargeOutcome = (typeof waitingChargeOutcomes)[number]

/**
 * The checkbox at payment: its label (marked for the domain's catalogue), and what it means with
 * the default rate per block, in the language of `i18n` (English without one), the amount
 * written in `locale` (docs/decisions/052-server-messages.md).
 */
export const extrasConsent = {
  label: /*i18n*/ 'Keep this card on file for extra waiting at the pickup',
  description: (chargeCentsPerBlock: number, i18n: Translator = sourceText, locale?: string) =>
    i18n._(
      'If the driver waits beyond the free time, each started {minutes} minutes is charged to this card after the ride: {amount} by default, though some areas and vehicles have their own rate. Nothing is charged when the driver does not wait beyond the free time, and you can pay without it.',
      {
        minutes: WAITING_BLOCK_MINUTES,
        amount: formatMoney(fromCents(chargeCentsPerBlock), 'USD', locale),
      },
    ),
} as const

/** 'under a minute', '1 min', '30 min'. */
export const waitingMinutesText = (minutes: number, i18n: Translator = sourceText) =>
  minutes < 1 ? i18n._('under a minute') : i18n._('{minutes} min', { minutes })

/** The fare line, receipt line and mail line of charged extra waiting: 'Extra waiting (30 min)'. */
export const extraWaitingLabel = (minutes: number, i18n: Translator = sourceText) =>
  i18n._('Extra waiting ({time})', { time: waitingMinutesText(minutes, i18n) })

/**
 * How many started blocks a charge is: its cents over the rate when they divide evenly (the rate
 * it was charged at), else from the minutes (a rate changed since).
 */
export function waitingBlocks(input: {
  extraMinutes: number
  chargeCents: number
  chargeCentsPerBlock: number
}): number {
  const { extraMinutes, chargeCents, chargeCentsPerBlock } = input
  if (chargeCentsPerBlock > 0 && chargeCents % chargeCentsPerBlock === 0) {
    return chargeCents / chargeCentsPerBlock
  }
  return Math.max(1, Math.ceil(extraMinutes / WAITING_BLOCK_MINUTES))
}

/** What the timeline and the operators read about the charge, in our own words. */
export const waitingChargeMessages = {
  /** The timeline entry's reason: 'Extra waiting: 30 min (2 × 15 min)'. */
  reason: (minutes: number, blocks: number) =>
    `Extra waiting: ${waitingMinutesText(minutes)} (${blocks} × ${WAITING_BLOCK_MINUTES} min)`,
  charged: (amount: string, card: string) => `Charged ${amount} to ${card}, the card on file.`,
  billedToAccount: (amount: string) =>
    `Added ${amount} to the booking's total, billed on the partner's monthly statement.`,
  declined: (amount: string, why: string) => `Not charged: ${amount} was refused. ${why}`,
  nothingToRetry:
    'Only a declined extra-waiting charge of a card-paid booking can be charged again.',
  /** Why, when the gateway never answered on the job's last try. */
  unreachable:
    'The card gateway could not be reached after several tries: look for a charge under this booking at the gateway before charging by hand.',
  noConsent: (amount: string) =>
    `Not charged: ${amount} is due, but the traveller did not agree to a later charge of their card when paying.`,
  callInSubject: (code: string) => `Extra waiting not charged: ${code}`,
  callInText: (code: string, amount: string, why: string) =>
    `Ridelane: the extra waiting of ${code} (${amount}) could not be charged to the card on file. ${why} See the booking in the console.`,
} as const
