import { z } from 'zod'
import {
  CHILD_SEAT_BOUNDS,
  LUGGAGE_BOUNDS,
  childSeatCountSchema,
  luggageCountSchema,
} from '../trip/trip-bounds'
import { wording, wordingText, type Wording } from '../language/translator'

export const FLIGHT_NUMBER_MAX_LENGTH = 10
export const DRIVER_NOTES_MAX_LENGTH = 1000

/**
 * Marked for the domain's catalogue, a length's figure kept apart (a `Wording`), so the API's
 * errors and the forms write them in the reader's language (docs/decisions/052-server-messages.md).
 */
export const preferenceMessages = {
  flightNumberInvalid: /*i18n*/ 'Enter a valid flight number',
  instructionsTooLong: (max: number): Wording =>
    wording(/*i18n*/ 'Instructions must be at most {max} characters', { max }),
} as const

/** Optional; kept loose because carriers' codes vary ('BA 117', 'AI101', '6E2341'). */
export const flightNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(FLIGHT_NUMBER_MAX_LENGTH, preferenceMessages.flightNumberInvalid)
  .regex(/^[A-Z0-9 ]*$/, preferenceMessages.flightNumberInvalid)

export const driverNotesSchema = z
  .string()
  .trim()
  .max(
    DRIVER_NOTES_MAX_LENGTH,
    wordingText(preferenceMessages.instructionsTooLong(DRIVER_NOTES_MAX_LENGTH)),
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
