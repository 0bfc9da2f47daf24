import { z } from 'zod'
import { currencyCodeSchema } from '../currency/currencies'
import { offsetDateTimeSchema, timeZoneSchema } from '../trip/zoned-time'
import { roundTripIssue } from './booking-create'
import { bookingCodeSchema } from './booking-code'

export const PAYMENT_REFERENCE_MAX_LENGTH = 100

/** POST /api/v1/bookings/{id}/complete (docs/product.md#endpoints). */
export const bookingCompletionRequestSchema = z
  .object({
    // The spec's client still sends these three; the server decides from the gateway's answer
    // (or the partner's account) alone, so they are optional, checked for shape and ignored.
    payment_status: z
      .literal('success')
      .optional()
      .meta({ deprecated: true, description: 'Ignored: the gateway’s answer decides.' }),
    payment_reference: z
      .string()
      .trim()
      .max(PAYMENT_REFERENCE_MAX_LENGTH, 'Payment reference must be at most 100 characters')
      .optional()
      .meta({
        deprecated: true,
        description: 'Ignored: the gateway keeps the payment’s reference.',
      }),
    booking_status: z
      .literal('confirmed')
      .optional()
      .meta({ deprecated: true, description: 'Ignored: completion only ever confirms.' }),
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
