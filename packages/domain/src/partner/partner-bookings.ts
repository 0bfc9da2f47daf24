import { z } from 'zod'
import { bookingCodeSchema } from '../booking/booking-code'
import { bookingStatuses, bookingStatusSchema } from '../booking/booking-status'
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
/**
 * The list's filters (issue 16): a status, and a range of pickup days read on each pickup's own
 * calendar (a 09:00 pickup in Tokyo on the 3rd is on the 3rd, whatever the UTC date), both ends
 * included. Test-key bookings stay out unless `test` is on.
 */
export const partnerBookingsFilterMessages = {
  statusInvalid: 'Choose one of the booking statuses',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  rangeReversed: 'The "from" date must not be after the "to" date',
  testInvalid: 'Show test bookings must be true or false',
} as const

const blankIsUnset = (value: unknown) => (value === '' ? undefined : value)

const filterShape = {
  status: z.preprocess(
    blankIsUnset,
    z.enum(bookingStatuses, { error: partnerBookingsFilterMessages.statusInvalid }).optional(),
  ),
  from: z.preprocess(
    blankIsUnset,
    z.iso.date({ error: partnerBookingsFilterMessages.dateInvalid }).optional(),
  ),
  to: z.preprocess(
    blankIsUnset,
    z.iso.date({ error: partnerBookingsFilterMessages.dateInvalid }).optional(),
  ),
  test: z
    .enum(['true', 'false', '1', '0'], { error: partnerBookingsFilterMessages.testInvalid })
    .default('false')
    .transform((value) => value === 'true' || value === '1')
    .pipe(z.boolean()),
}

const rangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to
const rangeReversed = { message: partnerBookingsFilterMessages.rangeReversed, path: ['to'] }

export const partnerBookingsFilterSchema = z.object(filterShape).refine(rangeInOrder, rangeReversed)
export type PartnerBookingsFilter = z.infer<typeof partnerBookingsFilterSchema>

const paging = z.object({
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
export const partnerBookingsQuerySchema = paging
  .extend(filterShape)
  .refine(rangeInOrder, rangeReversed)
export type PartnerBookingsQuery = z.infer<typeof partnerBookingsQuerySchema>

export const partnerBookingListItemSchema = z.object({
  id: z.uuid(),
  booking_code: bookingCodeSchema,
  pickup_location: z.string(),
  dropoff_location: z.string(),
  pickup_time: offsetDateTimeSchema,
  /** The pickup's IANA zone: the list shows the time on the pickup's clock. */
  timezone: z.string(),
  /** The traveller the partner booked for. */
  guest_name: z.string(),
  vehicle_price: z.number().nonnegative(),
  booking_status: bookingStatusSchema,
  /** Who of the partner booked it; the account's own email for bookings from before teams. */
  booked_by: z.string(),
  /** The partner's cost centre and booking reference of the booking; null when it has none. */
  cost_centre: z.string().nullable(),
  booking_reference: z.string().nullable(),
  /** Made with a test API key: never on a statement. */
  sandbox: z.boolean(),
})
export type PartnerBookingListItem = z.infer<typeof partnerBookingListItemSchema>

export const partnerBookingsResponseSchema = z.object({
  bookings: z.array(partnerBookingListItemSchema),
  pagination: paginationSchema,
})
export type PartnerBookingsResponse = z.infer<typeof partnerBookingsResponseSchema>
