import { z } from 'zod'
import { currencyCodeSchema } from '../currency/currencies'
import { offsetDateTimeSchema, timeZoneSchema } from '../trip/zoned-time'
import { roundTripIssue } from './booking-create'
import { bookingCodeSchema } from './booking-code'

export const PAYMENT_REFERENCE_MAX_LENGTH = 100

/** POST /api/v1/bookings/{id}/complete (docs/product.md#endpoints). */
export const bookingCompletionRequestSchema = z
  .object({
    payment_status: z.literal('success'),
    /** Any text up to 100 characters: no provider is called yet, so nothing rests on it. */
    payment_reference: z
      .string()
      .trim()
      .max(PAYMENT_REFERENCE_MAX_LENGTH, 'Payment reference must be at most 100 characters'),
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
