import { describe, expect, it } from 'vitest'
import { moneyBreaks, type MoneyLedger } from './money-invariants'

const paid = (id: string, amountCents: number, status = 'succeeded') =>
  ({ id, amountCents, currency: 'USD', status }) as MoneyLedger['payments'][number]
const refund = (paymentId: string, amountCents: number, status = 'succeeded') =>
  ({ paymentId, amountCents, currency: 'USD', status }) as MoneyLedger['refunds'][number]

const ledger = (over: Partial<MoneyLedger>): MoneyLedger => ({
  status: 'confirmed',
  onAccount: false,
  totalCents: 23_650,
  payments: [],
  refunds: [],
  ...over,
})

describe('the rules money keeps', () => {
  it('finds a booking confirmed with less held than its total', () => {
    expect(moneyBreaks(ledger({ payments: [paid('a', 13_650)] }))).toEqual(['underpaid'])
    expect(moneyBreaks(ledger({ payments: [paid('a', 13_650), paid('b', 10_000)] }))).toEqual([])
    expect(
      moneyBreaks(ledger({ payments: [paid('a', 23_650)], refunds: [refund('a', 1, 'pending')] })),
    ).toEqual(['underpaid'])
  })

  it('asks nothing of a booking awaiting payment, cancelled, or billed on account', () => {
    expect(moneyBreaks(ledger({ status: 'pending_payment' }))).toEqual([])
    expect(moneyBreaks(ledger({ status: 'cancelled' }))).toEqual([])
    expect(moneyBreaks(ledger({ onAccount: true }))).toEqual([])
  })

  it('finds refunds beyond what was paid, over the booking and per payment', () => {
    const payments = [paid('a', 10_000), paid('b', 1_500)]
    expect(
      moneyBreaks(ledger({ status: 'cancelled', payments, refunds: [refund('b', 2_000)] })),
    ).toEqual(['paymentOverRefunded'])
    expect(
      moneyBreaks(
        ledger({
          status: 'cancelled',
          payments,
          refunds: [refund('a', 10_000), refund('b', 1_500), refund('a', 1, 'pending')],
        }),
      ),
    ).toEqual(['overRefunded', 'paymentOverRefunded'])
    // A refused refund gave nothing back.
    expect(
      moneyBreaks(
        ledger({ status: 'cancelled', payments, refunds: [refund('b', 9_000, 'failed')] }),
      ),
    ).toEqual([])
  })
})
