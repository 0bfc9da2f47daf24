import { z } from 'zod'
import { wording, wordingText } from '../language/translator'
import { firstMessageByField } from '../validation/field-issues'
import { emailSchema, personNameSchema, phoneSchema, whatsappSchema } from './person-fields'

export const NOTES_MAX_LENGTH = 1000

/** Marked for the domain's catalogue, the length kept apart, for the reader's language. */
export const notesTooLong = wording(/*i18n*/ 'Notes must be at most {max} characters', {
  max: NOTES_MAX_LENGTH,
})

export const notesSchema = z.string().trim().max(NOTES_MAX_LENGTH, wordingText(notesTooLong))

/**
 * Step 3's passenger fields (docs/product.md#booking-wizard). One object for react-hook-form's
 * zodResolver and for the server (docs/architecture.md#rules-live-once).
 */
export const passengerDetailsSchema = z.object({
  name: personNameSchema,
  phone: phoneSchema,
  email: emailSchema,
  whatsapp: whatsappSchema.default(''),
  notes: notesSchema.default(''),
})
export type PassengerDetails = z.infer<typeof passengerDetailsSchema>
export type PassengerDetailsInput = z.input<typeof passengerDetailsSchema>

export const emptyPassengerDetails: PassengerDetails = {
  name: '',
  phone: '',
  email: '',
  whatsapp: '',
  notes: '',
}

export type PassengerDetailsErrors = Partial<Record<keyof PassengerDetails, string>>

/** The first message per field, for validating on blur; {} when all is well. */
export function passengerDetailsErrors(values: PassengerDetailsInput): PassengerDetailsErrors {
  return firstMessageByField(passengerDetailsSchema, values)
}

/** Continue is disabled without name, phone and email
 * (docs/product.md#passenger-and-partner-fields). */
export function hasRequiredPassengerDetails(
  values: Pick<PassengerDetailsInput, 'name' | 'phone' | 'email'>,
): boolean {
  return [values.name, values.phone, values.email].every((value) => (value ?? '').trim() !== '')
}
