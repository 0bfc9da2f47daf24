import { z } from 'zod'
import { bookingCodeSchema } from './booking-code'
import { bookingCreateFields } from './booking-create'
import { bookingStatusSchema, paymentStatusSchema } from './booking-status'

/**
 * One booking as GET /bookings/{id} and PATCH /bookings/{id} return it: the payload's fields as
 * stored, with the server's figures. `total_price` is in USD like `vehicle_price`;
 * `vehicle_price` already includes any night surcharge (`night_charge_amount`).
 */
export const bookingSchema = bookingCreateFields
  .omit({
    quote_id: true,
    payment_status: true,
    payment_reference: true,
    booking_status: true,
    referral_code: true,
  })
  .extend({
    id: z.uuid(),
    booking_code: bookingCodeSchema,
    booking_status: bookingStatusSchema,
    payment_status: paymentStatusSchema,
    payment_reference: z.string(),
    /** The partner discount taken off the fare, in USD (0 without a partner). */
    partner_discount_amount: z.number().nonnegative(),
    total_price: z.number().nonnegative(),
    created_at: z.iso.datetime({ offset: true }),
  })
export type Booking = z.infer<typeof bookingSchema>
