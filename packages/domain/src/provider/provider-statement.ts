import { z } from 'zod'
import { providerPayoutCents } from './provider-jobs'

// A provider's monthly statement (issue 15, item 8; docs/decisions/029-providers-and-drivers.md
// #statements-and-ratings): its paid jobs of one month, with what each earned, our commission and
// what we owe it. Money is in USD cents until the answer is written.

export const providerStatementMessages = {
  monthInvalid: 'Choose a month as YYYY-MM, for example 2030-01',
} as const

/**
 * The ends of a ride a provider is paid for: a completed ride, and a no-show (the driver came and
 * waited the free time; the traveller gets nothing back for it). Cancelled rides pay nothing.
 */
export const paidJobStatuses = ['completed', 'no_show'] as const
export const paidJobStatusSchema = z.enum(paidJobStatuses)

const FIRST_YEAR = 2000
const LAST_YEAR = 2100

/** 'YYYY-MM', read on each pickup's own calendar. */
export const statementMonthSchema = z
  .string({ error: providerStatementMessages.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, providerStatementMessages.monthInvalid)
  .refine((month) => {
    const year = Number(month.slice(0, 4))
    return year >= FIRST_YEAR && year <= LAST_YEAR
  }, providerStatementMessages.monthInvalid)

export const providerStatementQuerySchema = z.object({ month: statementMonthSchema })
export type ProviderStatementQuery = z.infer<typeof providerStatementQuerySchema>

/** The month's first day and the next month's first day, as 'YYYY-MM-DD'. */
export function statementMonthDays(month: string): { first: string; next: string } {
  const year = Number(month.slice(0, 4))
  const index = Number(month.slice(5, 7))
  const nextYear = index === 12 ? year + 1 : year
  const nextIndex = index === 12 ? 1 : index + 1
  return {
    first: `${month}-01`,
    next: `${String(nextYear).padStart(4, '0')}-${String(nextIndex).padStart(2, '0')}-01`,
  }
}

/**
 * The month an instant falls in on a zone's calendar (the runtime's own zone when none is given),
 * e.g. the current month as a picker's default.
 */
export function monthInZone(instant: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}`
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** '2030-01' → 'January 2030'. */
export function statementMonthLabel(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`
}

/** The month `current` and the `count - 1` before it, newest first: a month picker's choices. */
export function recentStatementMonths(current: string, count: number): string[] {
  const start = Number(current.slice(0, 4)) * 12 + Number(current.slice(5, 7)) - 1
  return Array.from({ length: count }, (_, back) => {
    const index = start - back
    const year = Math.floor(index / 12)
    return `${year}-${String((index % 12) + 1).padStart(2, '0')}`
  })
}

export type StatementJobMoney = {
  /** The booking's total as it stands (a change has already repriced it). */
  totalCents: number
  /** The partner's discount, which we bear: the provider is paid on the fare before it. */
  partnerDiscountCents: number
  /** Refunds given or on their way for the ride itself (not a change's difference). */
  refundedCents: number
}

export type StatementLineCents = {
  bookedFareCents: number
  refundedCents: number
  fareCents: number
  commissionCents: number
  payoutCents: number
}

/**
 * One job's figures: the fare the ride earned (the fare before any partner discount, less what
 * was refunded for it, never below zero), our commission on it and the provider's payout. The
 * commission is rounded once per job, and payout = fare − commission, so totals add up exactly.
 */
export function statementLine(job: StatementJobMoney, commissionHundredths: number) {
  const bookedFareCents = job.totalCents + job.partnerDiscountCents
  const fareCents = Math.max(0, bookedFareCents - job.refundedCents)
  const payoutCents = providerPayoutCents(fareCents, commissionHundredths)
  return {
    bookedFareCents,
    refundedCents: job.refundedCents,
    fareCents,
    commissionCents: fareCents - payoutCents,
    payoutCents,
  } satisfies StatementLineCents
}

/** The sums of the lines, each in whole cents. */
export function statementTotals(lines: readonly StatementLineCents[]): StatementLineCents {
  const sum = (pick: (line: StatementLineCents) => number) =>
    lines.reduce((total, line) => total + pick(line), 0)
  return {
    bookedFareCents: sum((line) => line.bookedFareCents),
    refundedCents: sum((line) => line.refundedCents),
    fareCents: sum((line) => line.fareCents),
    commissionCents: sum((line) => line.commissionCents),
    payoutCents: sum((line) => line.payoutCents),
  }
}

/** Whole cents as the text a statement shows: 12345 → '123.45', exact for any whole cents. */
export function centsText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const money = z.number()

const statementMoneySchema = z.object({
  /** The fare before any partner discount. */
  booked_fare: money,
  refunded: money,
  /** What the ride earned: booked_fare − refunded. */
  fare: money,
  commission: money,
  payout: money,
})

export const providerStatementJobSchema = statementMoneySchema.extend({
  booking_id: z.uuid(),
  booking_code: z.string(),
  status: paidJobStatusSchema,
  ride_type: z.string(),
  pickup_time: z.iso.datetime({ offset: true }),
  timezone: z.string(),
  /** The pickup on its own clock ('2030-01-15', '09:30'). */
  pickup_date_local: z.string(),
  pickup_time_local: z.string(),
  pickup_location: z.string(),
  dropoff_location: z.string().nullable(),
  duration_hours: z.number().int().nullable(),
  driver_name: z.string().nullable(),
})
export type ProviderStatementJob = z.infer<typeof providerStatementJobSchema>

/** GET /provider/statement and GET /ops/providers/{id}/statement. */
export const providerStatementSchema = z.object({
  month: z.string(),
  provider: z.object({ id: z.uuid(), name: z.string(), commission_percent: z.number() }),
  currency: z.literal('USD'),
  jobs: z.array(providerStatementJobSchema),
  totals: statementMoneySchema.extend({ jobs: z.number().int() }),
})
export type ProviderStatement = z.infer<typeof providerStatementSchema>

/** How a statement names a job's route: 'A → B', or 'A · 4 h' for a ride by the hour. */
export function statementRoute(
  job: Pick<ProviderStatementJob, 'pickup_location' | 'dropoff_location' | 'duration_hours'>,
): string {
  if (job.dropoff_location) return `${job.pickup_location} → ${job.dropoff_location}`
  return job.duration_hours
    ? `${job.pickup_location} · ${job.duration_hours} h`
    : job.pickup_location
}
