import { z } from 'zod'
import { currencyCodeSchema } from '../currency/currencies'
import { offsetDateTimeSchema, timeZoneSchema } from '../trip/zoned-time'
import { roundTripIssue } from './booking-create'
import { bookingCodeSchema } from './booking-code'

/** POST /api/v1/bookings/{id}/complete (SPEC.md §7 "booking completion"). */
export const bookingCompletionRequestSchema = z
  .object({
    payment_status: z.literal('success'),
    payment_reference: z.string().trim().min(1, 'Payment reference is required').max(100),
    booking_status: z.literal('confirmed'),
    currency_code: currencyCodeSchema,
    /** The traveller's browser zone. */
    timezone: timeZoneSchema,
    is_round_trip: z.boolean(),
    round_trip_time: offsetDateTimeSchema.nullable(),
  })
  .superRefine((request, ctx) => {
    const message = roundTripIssue(request)
    if (message) {
      ctx.addIssue({ code: 'custom', message, path: ['round_trip_time'], input: request })
    }
  })
export type BookingCompletionRequest = z.infer<typeof bookingCompletionRequestSchema>

export const bookingCompletionResponseSchema = z.object({ booking_code: bookingCodeSchema })
export type BookingCompletionResponse = z.infer<typeof bookingCompletionResponseSchema>
