import { z } from 'zod'
import { formatMoney } from '../currency/money-format'
import { fromCents, toCents } from '../fare/money'
import { statementMonthDays } from '../provider/provider-statement'
import {
  partnerStatementLine,
  partnerStatementTotals,
  type PartnerStatementMoney,
} from './partner-statement'
import { partnerStatusMessages } from './partner-status'

// Credit limits of partners billed on account (docs/decisions/044-partner-credit-on-account.md).
// What a partner owes is the statement's own rule (partnerStatementLine's charged amount of its
// on-account bookings), never a second sum: the balance is that amount for every statement month
// not yet recorded as paid. Money is in USD cents until the answer is written.

/** Days after a statement month ends by which its amount due on account is to be paid. */
export const ON_ACCOUNT_PAYMENT_DAYS = 30

/** The highest limit an operator may set: $1,000,000.00. */
export const MAX_CREDIT_LIMIT_CENTS = 100_000_000

const usd = (cents: number) => formatMoney(fromCents(cents), 'USD')

export const creditLimitMessages = {
  limitInvalid: `Enter a limit from $0.00 to ${usd(MAX_CREDIT_LIMIT_CENTS)} in dollars and cents, or leave it empty for no limit`,
  paidThroughInvalid:
    'Choose the last month paid as YYYY-MM, or leave it empty if nothing is paid yet',
  /** A booking an on-account partner completes (POST /bookings/{id}/complete). */
  bookingOverLimit: (limitCents: number, balanceCents: number, amountCents: number) =>
    `This booking would take your account past its credit limit of ${usd(limitCents)}: ` +
    `${usd(balanceCents)} is already owed and this booking costs ${usd(amountCents)}. ` +
    'Pay your open invoices or ask us to raise the limit, then confirm the booking again.',
  /** A change that makes an on-account ride dearer (POST /rides/{ref}/changes). */
  changeOverLimit: (limitCents: number) =>
    `This change would take the account this ride is billed to past its credit limit of ${usd(limitCents)}. ` +
    'The ride stays as it was. The account holder can pay open invoices or ask us to raise the limit.',
} as const

/** What a partner owes on account: the charged amount of each booking, as its statement counts it. */
export function onAccountBalanceCents(rows: readonly PartnerStatementMoney[]): number {
  return partnerStatementTotals(rows.map(partnerStatementLine)).chargedCents
}

/**
 * Whether adding `amountCents` to the balance goes past the limit; reaching it exactly does not.
 * No limit (null) is never exceeded, and a charge of nothing never refused.
 */
export function exceedsCreditLimit(input: {
  limitCents: number | null
  balanceCents: number
  amountCents: number
}): boolean {
  if (input.limitCents === null || input.amountCents <= 0) return false
  return input.balanceCents + input.amountCents > input.limitCents
}

/** What the partner may still put on account; null without a limit, never below zero. */
export function creditLeftCents(limitCents: number | null, balanceCents: number): number | null {
  return limitCents === null ? null : Math.max(0, limitCents - balanceCents)
}

/** The day a statement month's amount due is to be paid by: `ON_ACCOUNT_PAYMENT_DAYS` after it ends. */
export function statementDueDate(month: string): string {
  const { next } = statementMonthDays(month)
  const due = new Date(`${next}T00:00:00Z`)
  due.setUTCDate(due.getUTCDate() + ON_ACCOUNT_PAYMENT_DAYS - 1)
  return due.toISOString().slice(0, 10)
}

export type OnAccountLineCents = PartnerStatementMoney & {
  /** The statement month of the booking: its pickup's month on the pickup's calendar. */
  month: string
}

export type OpenInvoiceCents = {
  month: string
  amountDueCents: number
  dueDate: string
  /** Past its due date and not recorded as paid. */
  overdue: boolean
}

/**
 * The statement months that have ended with something still owed, oldest first: each is an
 * invoice sent, due `ON_ACCOUNT_PAYMENT_DAYS` after the month, overdue once `today` (YYYY-MM-DD)
 * is past that day. The month in progress and later months are owed but not yet invoiced.
 */
export function openInvoices(
  rows: readonly OnAccountLineCents[],
  today: string,
): OpenInvoiceCents[] {
  const byMonth = new Map<string, PartnerStatementMoney[]>()
  for (const row of rows) byMonth.set(row.month, [...(byMonth.get(row.month) ?? []), row])
  const current = today.slice(0, 7)
  return [...byMonth.entries()]
    .filter(([month]) => month < current)
    .map(([month, lines]) => {
      const dueDate = statementDueDate(month)
      return {
        month,
        amountDueCents: onAccountBalanceCents(lines),
        dueDate,
        overdue: today > dueDate,
      }
    })
    .filter((invoice) => invoice.amountDueCents > 0)
    .sort((a, b) => a.month.localeCompare(b.month))
}

/** A limit as operators type it, in dollars: whole cents only, from 0 to the maximum. */
export const creditLimitAmountSchema = z
  .number({ error: creditLimitMessages.limitInvalid })
  // Out of range stops here: the whole-cents check below cannot take an amount past 2^53 cents.
  .min(0, { error: creditLimitMessages.limitInvalid, abort: true })
  .max(fromCents(MAX_CREDIT_LIMIT_CENTS), { error: creditLimitMessages.limitInvalid, abort: true })
  .refine((amount) => fromCents(toCents(amount)) === amount, creditLimitMessages.limitInvalid)

/** PUT /ops/partners/{id}/credit: the whole of a partner's credit terms. */
export const opsPartnerCreditRequestSchema = z.object({
  /** In USD; null: no limit. */
  credit_limit: creditLimitAmountSchema.nullable(),
  /** The last statement month the partner has paid; null: none yet. */
  paid_through: z
    .string({ error: creditLimitMessages.paidThroughInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, creditLimitMessages.paidThroughInvalid)
    .nullable(),
  reason: z.string().trim().max(500, partnerStatusMessages.reasonTooLong).optional(),
})
export type OpsPartnerCreditRequest = z.infer<typeof opsPartnerCreditRequestSchema>

export const partnerInvoiceStandingSchema = z.object({
  month: z.string(),
  amount_due: z.number(),
  due_date: z.string(),
  overdue: z.boolean(),
})

/** A partner's credit as the console and the portal show it, in USD. */
export const partnerCreditSchema = z.object({
  on_account: z.boolean(),
  /** Null: no limit. */
  credit_limit: z.number().nullable(),
  paid_through: z.string().nullable(),
  /** Owed on account for every month after `paid_through`, invoiced or not. */
  balance: z.number(),
  /** What may still go on account; null without a limit. */
  available: z.number().nullable(),
  /** Ended months still owed, oldest first. */
  invoices: z.array(partnerInvoiceStandingSchema),
})
export type PartnerCredit = z.infer<typeof partnerCreditSchema>

/** The credit view from a partner's terms, its unpaid on-account lines and today's date. */
export function partnerCreditView(input: {
  onAccount: boolean
  limitCents: number | null
  paidThrough: string | null
  lines: readonly OnAccountLineCents[]
  today: string
}): PartnerCredit {
  const balanceCents = onAccountBalanceCents(input.lines)
  const left = creditLeftCents(input.limitCents, balanceCents)
  return {
    on_account: input.onAccount,
    credit_limit: input.limitCents === null ? null : fromCents(input.limitCents),
    paid_through: input.paidThrough,
    balance: fromCents(balanceCents),
    available: left === null ? null : fromCents(left),
    invoices: openInvoices(input.lines, input.today).map((invoice) => ({
      month: invoice.month,
      amount_due: fromCents(invoice.amountDueCents),
      due_date: invoice.dueDate,
      overdue: invoice.overdue,
    })),
  }
}
