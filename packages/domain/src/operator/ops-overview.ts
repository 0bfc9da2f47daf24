import { z } from 'zod'
import { bookingCodeSchema } from '../booking/booking-code'
import { bookingStatuses, type BookingStatus } from '../booking/booking-status'
import { moneyBreakKinds } from '../payment/money-invariants'

// The /ops start page's figures (docs/decisions/016-ops-overview.md).

/** How far ahead an unassigned ride counts as due soon, and how many the overview lists. */
export const OVERVIEW_DUE_SOON_HOURS = 24
export const OVERVIEW_DUE_SOON_LIMIT = 20
/** How many days, today included, the charts cover. */
export const OVERVIEW_DAYS = 30

const count = z.number().int().nonnegative()

/** Rides per status for one day; every status is present, zero when none. */
export const statusCountsSchema = z.object(
  Object.fromEntries(bookingStatuses.map((status) => [status, count])) as Record<
    BookingStatus,
    typeof count
  >,
)
export type StatusCounts = z.infer<typeof statusCountsSchema>

export const emptyStatusCounts = (): StatusCounts =>
  Object.fromEntries(bookingStatuses.map((status) => [status, 0])) as StatusCounts

export const dueSoonRideSchema = z.object({
  id: z.uuid(),
  booking_code: bookingCodeSchema,
  pickup_time: z.iso.datetime({ offset: true }),
  timezone: z.string(),
  pickup_location: z.string(),
  vehicle_name: z.string(),
})
export type DueSoonRide = z.infer<typeof dueSoonRideSchema>

export const overviewDaySchema = z.object({
  /** A UTC calendar day, YYYY-MM-DD. */
  day: z.iso.date(),
  bookings: count,
  revenue_cents: count,
  cancelled: count,
})
export type OverviewDay = z.infer<typeof overviewDaySchema>

/** A booking whose money breaks a rule (moneyBreaks), listed for an operator to look into. */
export const moneyBreakRowSchema = z.object({
  id: z.uuid(),
  booking_code: bookingCodeSchema,
  status: z.enum(bookingStatuses),
  breaks: z.array(z.enum(moneyBreakKinds)),
})
export type MoneyBreakRow = z.infer<typeof moneyBreakRowSchema>

export const opsOverviewSchema = z.object({
  today: statusCountsSchema,
  tomorrow: statusCountsSchema,
  unassigned_due_soon: z.array(dueSoonRideSchema),
  last_30_days: z.array(overviewDaySchema),
  /** Cancelled among the period's bookings, 0 to 1; 0 when there were none. */
  cancellation_rate: z.number().min(0).max(1),
  /** Bookings of the last 90 days whose payments and refunds break the money rules. */
  money_breaks: z.array(moneyBreakRowSchema),
})
export type OpsOverview = z.infer<typeof opsOverviewSchema>
