import { describe, expect, it } from 'vitest'
import {
  creditLeftCents,
  creditLimitMessages,
  exceedsCreditLimit,
  onAccountBalanceCents,
  openInvoices,
  opsPartnerCreditRequestSchema,
  partnerCreditView,
  statementDueDate,
} from './credit-limit'
import { partnerStatementLine } from './partner-statement'

const line = (totalCents: number, refundedCents = 0, month = '2030-01') => ({
  month,
  totalCents,
  partnerDiscountCents: 0,
  refundedCents,
})

describe('onAccountBalanceCents', () => {
  it('adds up what each statement line charges, in whole cents', () => {
    // 0.10 + 0.20 in dollars is 0.30000000000000004; in cents it stays 30.
    expect(onAccountBalanceCents([line(10), line(20)])).toBe(30)
    expect(onAccountBalanceCents([line(8015), line(12_000, 3_000), line(5_000, 9_000)])).toBe(
      8015 + 9_000 + 0,
    )
    expect(onAccountBalanceCents([])).toBe(0)
  })

  it('is the statement’s own charged amount, line by line', () => {
    const rows = [line(10_001, 1), line(333, 333)]
    const charged = rows.map(partnerStatementLine).reduce((sum, l) => sum + l.chargedCents, 0)
    expect(onAccountBalanceCents(rows)).toBe(charged)
  })
})

describe('exceedsCreditLimit', () => {
  it('refuses only what goes past the limit: reaching it exactly is fine', () => {
    const limit = { limitCents: 100_000, balanceCents: 90_000 }
    expect(exceedsCreditLimit({ ...limit, amountCents: 10_000 })).toBe(false)
    expect(exceedsCreditLimit({ ...limit, amountCents: 10_001 })).toBe(true)
  })

  it('never refuses without a limit, or a charge of nothing', () => {
    expect(exceedsCreditLimit({ limitCents: null, balanceCents: 10 ** 9, amountCents: 1 })).toBe(
      false,
    )
    expect(exceedsCreditLimit({ limitCents: 0, balanceCents: 500, amountCents: 0 })).toBe(false)
    expect(exceedsCreditLimit({ limitCents: 0, balanceCents: 0, amountCents: 1 })).toBe(true)
  })
})

describe('creditLeftCents', () => {
  it('is the limit less the balance, never below zero, null without a limit', () => {
    expect(creditLeftCents(50_000, 12_345)).toBe(37_655)
    expect(creditLeftCents(50_000, 60_000)).toBe(0)
    expect(creditLeftCents(null, 60_000)).toBeNull()
  })
})

describe('statementDueDate and openInvoices', () => {
  it('sets each month due 30 days after it ends', () => {
    expect(statementDueDate('2030-01')).toBe('2030-03-02')
    expect(statementDueDate('2030-12')).toBe('2031-01-30')
  })

  it('lists ended months still owed, oldest first, overdue once past their due day', () => {
    const rows = [
      line(5_000, 0, '2030-02'),
      line(1_000, 0, '2030-01'),
      line(2_000, 2_000, '2029-12'),
      line(700, 0, '2030-03'),
    ]
    expect(openInvoices(rows, '2030-03-02')).toEqual([
      { month: '2030-01', amountDueCents: 1_000, dueDate: '2030-03-02', overdue: false },
      { month: '2030-02', amountDueCents: 5_000, dueDate: '2030-03-30', overdue: false },
    ])
    expect(openInvoices(rows, '2030-03-03')[0]).toMatchObject({ month: '2030-01', overdue: true })
  })
})

describe('partnerCreditView', () => {
  it('writes the balance, the limit and what is left in dollars', () => {
    expect(
      partnerCreditView({
        onAccount: true,
        limitCents: 100_000,
        paidThrough: '2029-12',
        lines: [line(33_333, 0, '2030-01'), line(10, 0, '2030-02')],
        today: '2030-04-15',
      }),
    ).toEqual({
      on_account: true,
      credit_limit: 1000,
      paid_through: '2029-12',
      balance: 333.43,
      available: 666.57,
      invoices: [
        { month: '2030-01', amount_due: 333.33, due_date: '2030-03-02', overdue: true },
        { month: '2030-02', amount_due: 0.1, due_date: '2030-03-30', overdue: true },
      ],
    })
  })
})

describe('the refusal and the operator’s request', () => {
  it('names the limit, what is owed and the booking in dollars and cents', () => {
    expect(creditLimitMessages.bookingOverLimit(500_000, 490_050, 15_000)).toBe(
      'This booking would take your account past its credit limit of $5,000.00: $4,900.50 is ' +
        'already owed and this booking costs $150.00. Pay your open invoices or ask us to raise ' +
        'the limit, then confirm the booking again.',
    )
    expect(creditLimitMessages.changeOverLimit(100)).toContain('credit limit of $1.00.')
  })

  it('takes a limit in dollars with whole cents, or none', () => {
    const parse = (body: object) => opsPartnerCreditRequestSchema.safeParse(body)
    expect(parse({ credit_limit: 1234.56, paid_through: '2030-01' }).data).toEqual({
      credit_limit: 1234.56,
      paid_through: '2030-01',
    })
    expect(parse({ credit_limit: null, paid_through: null }).success).toBe(true)
    expect(parse({ credit_limit: 0, paid_through: null }).success).toBe(true)
    // Far past the range too: the whole-cents check must not be reached (it throws past 2^53 cents).
    for (const credit_limit of [
      1.005,
      -1,
      1_000_000.01,
      '100',
      Number.NaN,
      -90071992547409.92,
      1e300,
    ]) {
      const result = parse({ credit_limit, paid_through: null })
      expect(result.error?.issues[0]?.message, String(credit_limit)).toBe(
        creditLimitMessages.limitInvalid,
      )
    }
    for (const paid_through of ['2030-13', '2030-1', 'soon']) {
      expect(parse({ credit_limit: null, paid_through }).error?.issues[0]?.message).toBe(
        creditLimitMessages.paidThroughInvalid,
      )
    }
    expect(parse({ paid_through: null }).success).toBe(false)
  })
})
