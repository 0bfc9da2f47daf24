import { describe, expect, it } from 'vitest'
import { declineMessage, declineMessages } from './payment-messages'
import { paymentRecordStatus } from './payment-status'
import { sandboxCardOutcome, sandboxOffSessionDecline, sandboxTestCards } from './test-cards'

describe('the sandbox test cards', () => {
  it('answer each well-known number with its outcome', () => {
    expect(sandboxCardOutcome('4242 4242 4242 4242')).toEqual({ kind: 'succeeds' })
    expect(sandboxCardOutcome('5555 5555 5555 4444')).toEqual({ kind: 'succeeds' })
    expect(sandboxCardOutcome('4000 0000 0000 0002')).toEqual({
      kind: 'declined',
      declineCode: 'card_declined',
    })
    expect(sandboxCardOutcome('4000 0000 0000 9995')).toEqual({
      kind: 'declined',
      declineCode: 'insufficient_funds',
    })
    expect(sandboxCardOutcome('4000 0025 0000 3155')).toEqual({ kind: 'challenge' })
  })

  it('decline any other valid number and know no invalid one', () => {
    expect(sandboxCardOutcome('4111 1111 1111 1111')).toEqual({
      kind: 'declined',
      declineCode: 'card_declined',
    })
    expect(sandboxCardOutcome('4242 4242 4242 4241')).toBeNull()
  })

  it('are all valid numbers', () => {
    for (const card of sandboxTestCards) expect(sandboxCardOutcome(card.number)).not.toBeNull()
  })
})

describe('a sandbox card kept on file and charged later', () => {
  it('is taken from the cards that paid, and declined from the one that wants its holder', () => {
    expect(sandboxOffSessionDecline('4242 4242 4242 4242')).toBeNull()
    expect(sandboxOffSessionDecline('4000 0025 0000 3155')).toBeNull()
    expect(sandboxCardOutcome('4000 0027 6000 3184')).toEqual({ kind: 'challenge' })
    expect(sandboxOffSessionDecline('4000 0027 6000 3184')).toBe('authentication_required')
    // Cards that never pay are never kept; asked anyway, they decline as they always do.
    expect(sandboxOffSessionDecline('4000 0000 0000 9995')).toBe('insufficient_funds')
    expect(sandboxOffSessionDecline('4111 1111 1111 1111')).toBe('card_declined')
  })
})

describe('decline messages', () => {
  it('are our own words, and an unknown code reads as a plain decline', () => {
    expect(declineMessage('insufficient_funds')).toBe(declineMessages.insufficient_funds)
    expect(declineMessage('card_declined')).toMatch(/^Your card was declined\./)
    expect(declineMessage('do_not_honor')).toBe(declineMessages.card_declined)
    expect(declineMessage('toString')).toBe(declineMessages.card_declined)
  })
})

describe('our payment status', () => {
  it('calls a payment sent back for another card declined', () => {
    expect(paymentRecordStatus({ status: 'requires_payment_method', declineCode: null })).toBe(
      'pending',
    )
    expect(
      paymentRecordStatus({ status: 'requires_payment_method', declineCode: 'card_declined' }),
    ).toBe('declined')
    expect(paymentRecordStatus({ status: 'succeeded', declineCode: null })).toBe('succeeded')
    expect(paymentRecordStatus({ status: 'requires_action', declineCode: null })).toBe(
      'requires_action',
    )
  })
})
