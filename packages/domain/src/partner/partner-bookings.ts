import { z } from 'zod'
import { bookingCodeSchema } from '../booking/booking-code'
import { bookingStatusSchema } from '../booking/booking-status'
import { paginationSchema } from '../pagination/pagination-schema'
import { offsetDateTimeSchema } from '../trip/zoned-time'

// GET /partners/bookings?page&limit (docs/product.md#endpoints).
/** What the bookings screen asks for. */
export const PARTNER_BOOKINGS_PAGE_SIZE = 10
/** What the call assumes when not told. */
export const PARTNER_BOOKINGS_LIMIT = { default: 20, max: 100 } as const
export const PARTNER_BOOKINGS_DEFAULT_PAGE = 1

/** Query strings arrive as text, hence the coercion. */
const pageMessage = 'Page must be a whole number of at least 1'
const limitMessage = `Limit must be a whole number from 1 to ${PARTNER_BOOKINGS_LIMIT.max}`
export const partnerBookingsQuerySchema = z.object({
  page: z.coerce
    .number({ error: pageMessage })
    .int(pageMessage)
    .min(1, pageMessage)
    .default(PARTNER_BOOKINGS_DEFAULT_PAGE),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(PARTNER_BOOKINGS_LIMIT.max, limitMessage)
    .default(PARTNER_BOOKINGS_LIMIT.default),
})
export type PartnerBookingsQuery = z.infer<typeof partnerBookingsQuerySchema>

export const partnerBookingListItemSchema = z.object({
  id: z.uuid(),
  booking_code: bookingCodeSchema,
  pickup_location: z.string(),
  dropoff_location: z.string(),
  pickup_time: offsetDateTimeSchema,
  vehicle_price: z.number().nonnegative(),
  booking_status: bookingStatusSchema,
})
export type PartnerBookingListItem = z.infer<typeof partnerBookingListItemSchema>

export const partnerBookingsResponseSchema = z.object({
  bookings: z.array(partnerBookingListItemSchema),
  pagination: paginationSchema,
})
export type PartnerBookingsResponse = z.infer<typeof partnerBookingsResponseSchema>
