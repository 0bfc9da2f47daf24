import { describe, expect, it } from 'vitest'
import {
  amountToPayCents,
  bookingMoney,
  heldCents,
  moneyCoversTotal,
  spreadRefund,
} from './money-summary'

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

describe('what a booking holds and how a refund is spread', () => {
  const paidOnce = bookingMoney({
    totalCents: 23_650,
    payments: [usd(13_650, 'succeeded')],
    refunds: [],
  })

  it('does not cover a total raised after the payment was opened', () => {
    expect(moneyCoversTotal(paidOnce, 23_650)).toBe(false)
    expect(amountToPayCents(paidOnce, 23_650)).toBe(10_000)
    expect(moneyCoversTotal(paidOnce, 13_650)).toBe(true)
    expect(amountToPayCents(paidOnce, 13_650)).toBe(0)
  })

  it('counts refunds, pending ones too, against what is held', () => {
    const money = bookingMoney({
      totalCents: 10_000,
      payments: [usd(10_000, 'succeeded')],
      refunds: [usd(500, 'pending')],
    })
    expect(heldCents(money)).toBe(9_500)
    expect(moneyCoversTotal(money, 10_000)).toBe(false)
  })

  it('spreads a refund over several payments, newest first', () => {
    const payments = [
      { id: 'fare', amountCents: 13_060, refundedCents: 0 },
      { id: 'change', amountCents: 1_500, refundedCents: 0 },
    ]
    expect(spreadRefund(payments, 14_560)).toEqual([
      { paymentId: 'change', amountCents: 1_500 },
      { paymentId: 'fare', amountCents: 13_060 },
    ])
    expect(spreadRefund(payments, 1_000)).toEqual([{ paymentId: 'change', amountCents: 1_000 }])
    expect(spreadRefund(payments, 14_561)).toBeUndefined()
  })

  it('passes over what earlier refunds took back', () => {
    const payments = [
      { id: 'fare', amountCents: 10_000, refundedCents: 2_000 },
      { id: 'change', amountCents: 1_500, refundedCents: 1_500 },
    ]
    expect(spreadRefund(payments, 8_000)).toEqual([{ paymentId: 'fare', amountCents: 8_000 }])
    expect(spreadRefund(payments, 8_001)).toBeUndefined()
  })
})
