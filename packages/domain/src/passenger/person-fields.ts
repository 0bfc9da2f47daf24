import { z } from 'zod'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email'

// docs/product.md#passenger-and-partner-fields: the exact messages, one small schema per field,
// composed into payloads (docs/architecture.md#rules-live-once). Each field reports only its first
// broken rule.
export const passengerMessages = {
  nameRequired: /*i18n*/ 'Full name is required',
  nameCharacters: /*i18n*/ 'Name can only contain letters, spaces, hyphens, and apostrophes',
  nameTooShort: /*i18n*/ 'Name must be at least 2 characters long',
  nameTooLong: /*i18n*/ 'Name must be at most 100 characters long',
  emailRequired: /*i18n*/ 'Email address is required',
  emailInvalid: /*i18n*/ 'Please enter a valid email address',
  phoneRequired: /*i18n*/ 'Phone number is required',
  phoneInvalid: /*i18n*/ 'Please enter a valid international phone number (e.g., +1234567890)',
  phoneLength: /*i18n*/ 'Phone number must be between 7 and 16 digits',
  whatsappInvalid: /*i18n*/ 'Please enter a valid WhatsApp number (e.g., +1234567890)',
  whatsappLength: /*i18n*/ 'WhatsApp number must be between 7 and 16 digits',
} as const

export const NAME_MIN_LENGTH = 2
export const NAME_MAX_LENGTH = 100
export const PHONE_DIGITS = { min: 7, max: 16 } as const

/** Unicode letters (with combining marks), spaces, hyphens, straight and curly apostrophes. */
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u
const PHONE_LENGTH = new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`)

export const personNameSchema = z
  .string({ error: passengerMessages.nameRequired })
  .trim()
  .min(1, { error: passengerMessages.nameRequired, abort: true })
  .regex(NAME_PATTERN, { error: passengerMessages.nameCharacters, abort: true })
  .min(NAME_MIN_LENGTH, { error: passengerMessages.nameTooShort, abort: true })
  .max(NAME_MAX_LENGTH, passengerMessages.nameTooLong)

export const emailSchema = z
  .string({ error: passengerMessages.emailRequired })
  .trim()
  .min(1, { error: passengerMessages.emailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: passengerMessages.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, passengerMessages.emailInvalid)

/** Drops spaces, dashes and brackets, as typed in "+44 (20) 7946-0958". */
export function normalizePhoneNumber(value: string): string {
  return value.replace(/[\s\-()[\]]/g, '')
}

type NumberMessages = { required?: string; invalid: string; length: string }

/** The first rule a phone-like value breaks, or undefined
 * (docs/product.md#passenger-and-partner-fields). */
function numberProblem(raw: string, messages: NumberMessages): string | undefined {
  if (raw.trim() === '') return messages.required
  const digits = normalizePhoneNumber(raw)
  if (!/^\+?\d+$/.test(digits)) return messages.invalid
  if (!PHONE_LENGTH.test(digits)) return messages.length
  return undefined
}

function internationalNumber(messages: NumberMessages) {
  return z
    .string({ error: messages.required ?? messages.invalid })
    .trim()
    .check((ctx) => {
      const message = numberProblem(ctx.value, messages)
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
    })
    .overwrite(normalizePhoneNumber)
}

/** Required; the parsed value is the normalised number, e.g. '+442079460958'. */
export const phoneSchema = internationalNumber({
  required: passengerMessages.phoneRequired,
  invalid: passengerMessages.phoneInvalid,
  length: passengerMessages.phoneLength,
})

/** Optional: '' passes and stays ''. */
export const whatsappSchema = internationalNumber({
  invalid: passengerMessages.whatsappInvalid,
  length: passengerMessages.whatsappLength,
})
