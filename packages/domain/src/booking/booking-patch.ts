import { z } from 'zod'
import {
  emailSchema,
  personNameSchema,
  phoneSchema,
  whatsappSchema,
} from '../passenger/person-fields'
import { childSeatCountSchema, luggageCountSchema } from '../trip/trip-bounds'
import { driverInstructionsSchema } from './booking-create'
import { flightNumberSchema } from './preferences'
import { bookingReferenceFieldSchema, costCentreFieldSchema } from '../partner/booking-fields'
import { sellingPriceSchema } from '../partner/rate-plan'

/**
 * PATCH /bookings/{id}: any of the traveller's own fields (docs/product.md#endpoints). Price,
 * vehicle, times and statuses are not patchable, so unknown keys are refused rather than ignored.
 * No defaults here: a field left out must stay as stored.
 */
export const bookingPatchSchema = z
  .strictObject({
    name: personNameSchema.optional(),
    phone_number: phoneSchema.optional(),
    email: emailSchema.optional(),
    whatsapp_number: whatsappSchema.optional(),
    flight_number: flightNumberSchema.optional(),
    luggage_count: luggageCountSchema.optional(),
    driver_instructions: driverInstructionsSchema.optional(),
    meet_greet_applicable: z.boolean().optional(),
    child_seat_applicable: z.boolean().optional(),
    child_seat_count: childSeatCountSchema.optional(),
    /** A partner's booking only, checked against its settings; '' takes the value off. */
    cost_centre: costCentreFieldSchema,
    booking_reference: bookingReferenceFieldSchema,
    selling_price: sellingPriceSchema
      .nullable()
      .optional()
      .describe(
        'The partner that made a net-rate booking only: the total in USD its traveller is shown, ' +
          'at least the net; null goes back to the net plus the mark-up.',
      ),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'Nothing to update',
  })
export type BookingPatch = z.infer<typeof bookingPatchSchema>
