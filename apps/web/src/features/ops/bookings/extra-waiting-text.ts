import type { WaitingChargeOutcome } from '@ridelane/domain'

// What the console says about extra waiting once the ride ended (docs/decisions/
// 024-payments.md#extra-waiting): charged to the card on file, billed to the partner's account,
// refused by the card, or not charged for want of the traveller's consent.

/** A few words after the waiting's minutes and amount: '(charged to the card on file)'. */
export const waitingOutcomeWords: Record<WaitingChargeOutcome, string> = {
  charged: 'charged to the card on file',
  billed_to_account: 'billed to the partner’s account',
  declined: 'not charged: the card declined',
  no_consent: 'not charged: no consent to keep the card',
}

/**
 * The payments section's sentence, or null while nothing was decided. `charge` is what the
 * waiting costs and `charged` what it added to the total, both written out ('$20.00 USD').
 */
export function waitingOutcomeSentence(
  outcome: WaitingChargeOutcome | null | undefined,
  charge: string,
  charged: string,
): string | null {
  switch (outcome) {
    case 'charged':
      return `Extra waiting: ${charged} charged to the card on file after the ride, and added to the total.`
    case 'billed_to_account':
      return `Extra waiting: ${charged} added to the total, billed on the partner’s monthly statement.`
    case 'declined':
      return `Extra waiting: ${charge} not charged, as the card on file declined it. The total is unchanged; the admins were called in.`
    case 'no_consent':
      return `Extra waiting: ${charge} not charged, as the traveller did not agree to keep the card on file.`
    default:
      return null
  }
}

/** The timeline's headline of the entry that collected it. */
export function extraWaitingEventTitle(details: Record<string, string>): string {
  const outcome = details.outcome as WaitingChargeOutcome | undefined
  const words = outcome ? waitingOutcomeWords[outcome] : undefined
  return words ? `Extra waiting ${words}` : 'Extra waiting'
}
