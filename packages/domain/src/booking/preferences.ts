import { z } from 'zod'
import {
  CHILD_SEAT_BOUNDS,
  LUGGAGE_BOUNDS,
  childSeatCountSchema,
  luggageCountSchema,
} from '../trip/trip-bounds'

export const FLIGHT_NUMBER_MAX_LENGTH = 10
export const DRIVER_NOTES_MAX_LENGTH = 1000

/** Optional; kept loose because carriers' codes vary ('BA 117', 'AI101', '6E2341'). */
export const flightNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(FLIGHT_NUMBER_MAX_LENGTH, 'Enter a valid flight number')
  .regex(/^[A-Z0-9 ]*$/, 'Enter a valid flight number')

export const driverNotesSchema = z
  .string()
  .trim()
  .max(
    DRIVER_NOTES_MAX_LENGTH,
    `Instructions must be at most ${DRIVER_NOTES_MAX_LENGTH} characters`,
  )

/** Step 3's ride preferences (docs/product.md#booking-wizard). `notes` are the special instructions
 * for the driver. */
export const preferencesSchema = z.object({
  flightNumber: flightNumberSchema.default(''),
  luggageCount: luggageCountSchema.default(LUGGAGE_BOUNDS.default),
  childSeat: z.boolean().default(false),
  childSeatCount: childSeatCountSchema.default(CHILD_SEAT_BOUNDS.default),
  meetGreet: z.boolean().default(false),
  notes: driverNotesSchema.default(''),
})
export type Preferences = z.infer<typeof preferencesSchema>

export const defaultPreferences: Preferences = preferencesSchema.parse({})
