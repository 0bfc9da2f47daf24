import type { CardBrand } from './card'
import { isValidCardNumber, normalizeCardNumber } from './card'
import type { DeclineCode } from './payment-messages'

/**
 * What the sandbox gateway does with a card (docs/decisions/024-payments.md): take the money,
 * decline it with a code, or ask for a 3-D Secure challenge first and take it if the payer
 * passes (declined as `authentication_failed` if not).
 */
export type SandboxCardOutcome =
  { kind: 'succeeds' } | { kind: 'declined'; declineCode: DeclineCode } | { kind: 'challenge' }

export type SandboxTestCard = {
  number: string
  brand: CardBrand
  description: string
  outcome: SandboxCardOutcome
  /**
   * How a later charge of this card kept on file, without the payer (off-session), is answered:
   * declined with this code, or taken when absent (docs/decisions/024-payments.md#extra-waiting).
   */
  offSessionDecline?: DeclineCode
}

/** The sandbox's test cards, the well-known test numbers card networks and gateways use. */
export const sandboxTestCards: readonly SandboxTestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    description: 'Visa: the payment succeeds',
    outcome: { kind: 'succeeds' },
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    description: 'Mastercard: the payment succeeds',
    outcome: { kind: 'succeeds' },
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    description: 'Declined (a generic decline)',
    outcome: { kind: 'declined', declineCode: 'card_declined' },
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    description: 'Declined: insufficient funds',
    outcome: { kind: 'declined', declineCode: 'insufficient_funds' },
  },
  {
    number: '4000002500003155',
    brand: 'visa',
    description: 'Asks for a 3-D Secure check, then succeeds if the payer approves it',
    outcome: { kind: 'challenge' },
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    description:
      'Asks for a 3-D Secure check every time: pays after the check, and a later charge of the card on file (extra waiting) is declined',
    outcome: { kind: 'challenge' },
    offSessionDecline: 'authentication_required',
  },
]

/** Any other valid number: declined, so only the listed cards ever take money. */
const OTHER_CARD: SandboxCardOutcome = { kind: 'declined', declineCode: 'card_declined' }

/**
 * What the sandbox does with this card number, or null when the number is not a valid card
 * number at all (the card form refuses it before any gateway is asked).
 */
export function sandboxCardOutcome(number: string): SandboxCardOutcome | null {
  if (!isValidCardNumber(number)) return null
  const digits = normalizeCardNumber(number)
  return sandboxTestCards.find((card) => card.number === digits)?.outcome ?? OTHER_CARD
}

/**
 * What a later charge of this card kept on file meets, made without the payer: the decline code,
 * or null when the money is taken. Only cards that paid can be kept, so the decline cards never
 * get here; an unknown number is treated as they are.
 */
export function sandboxOffSessionDecline(number: string): DeclineCode | null {
  const digits = normalizeCardNumber(number)
  const card = sandboxTestCards.find((candidate) => candidate.number === digits)
  if (!card) return 'card_declined'
  if (card.outcome.kind === 'declined') return card.outcome.declineCode
  return card.offSessionDecline ?? null
}
