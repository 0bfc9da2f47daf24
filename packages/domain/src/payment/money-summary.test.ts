import { describe, expect, it } from 'vitest'
import { bookingMoney } from './money-summary'

const usd = (amountCents: number, status: string) =>
  ({ amountCents, currency: 'USD', status }) as never

describe('a booking’s money', () => {
  it('is all due before any payment', () => {
    expect(bookingMoney({ totalCents: 12_500, payments: [], refunds: [] })).toEqual({
      paidCents: 0,
      refundedCents: 0,
      refundPendingCents: 0,
      refundableCents: 0,
      dueCents: 12_500,
    })
  })

  it('counts only succeeded payments as paid', () => {
    const money = bookingMoney({
      totalCents: 12_500,
      payments: [usd(12_500, 'declined'), usd(12_500, 'requires_action'), usd(12_500, 'succeeded')],
      refunds: [],
    })
    expect(money).toMatchObject({ paidCents: 12_500, dueCents: 0, refundableCents: 12_500 })
  })

  it('takes refunds off what can still be refunded, pending ones too, failed ones not', () => {
    const money = bookingMoney({
      totalCents: 12_500,
      payments: [usd(12_500, 'succeeded')],
      refunds: [usd(5_000, 'succeeded'), usd(2_500, 'pending'), usd(4_000, 'failed')],
    })
    expect(money).toEqual({
      paidCents: 12_500,
      refundedCents: 5_000,
      refundPendingCents: 2_500,
      refundableCents: 5_000,
      dueCents: 0,
    })
  })

  it('owes what part payments leave, never less than nothing', () => {
    expect(
      bookingMoney({ totalCents: 10_000, payments: [usd(4_000, 'succeeded')], refunds: [] })
        .dueCents,
    ).toBe(6_000)
    expect(
      bookingMoney({ totalCents: 10_000, payments: [usd(12_000, 'succeeded')], refunds: [] })
        .dueCents,
    ).toBe(0)
  })

  it('refuses records in another currency instead of adding them to dollars', () => {
    expect(() =>
      bookingMoney({
        totalCents: 100,
        payments: [{ amountCents: 100, currency: 'EUR', status: 'succeeded' }],
        refunds: [],
      }),
    ).toThrow(RangeError)
  })
})
