import { z } from 'zod'
import { bookingCodeSchema } from '../booking/booking-code'
import { bookingStatusSchema } from '../booking/booking-status'
import { offsetDateTimeSchema } from '../trip/zoned-time'
import { partnerCreditSchema } from './credit-limit'
import { partnerProfileSchema } from './partner-profile'

// docs/product.md#partner-accounts GET /partners/dashboard.
export const DASHBOARD_RECENT_BOOKINGS_LIMIT = 5

const count = z.number().int().nonnegative()

/** Pending counts pending_payment bookings; revenue sums confirmed fares in USD
 * (docs/product.md#partner-accounts). */
export const dashboardStatsSchema = z.object({
  total_bookings: count,
  confirmed_bookings: count,
  pending_bookings: count,
  total_revenue: z.number().nonnegative(),
})
export type DashboardStats = z.infer<typeof dashboardStatsSchema>

export const recentBookingSchema = z.object({
  id: z.uuid(),
  booking_code: bookingCodeSchema,
  pickup_location: z.string(),
  dropoff_location: z.string(),
  created_at: offsetDateTimeSchema,
  vehicle_price: z.number().nonnegative(),
  booking_status: bookingStatusSchema,
})
export type RecentBooking = z.infer<typeof recentBookingSchema>

export const dashboardResponseSchema = z.object({
  profile: partnerProfileSchema,
  stats: dashboardStatsSchema,
  recent_bookings: z.array(recentBookingSchema),
  /** The account's credit while it is billed on account; null (or absent) when it pays by card. */
  credit: partnerCreditSchema.nullable().optional(),
})
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>
