import { z } from 'zod'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../passenger/email'
import { normalizePhoneNumber, PHONE_DIGITS } from '../passenger/person-fields'
import { partnerMessages } from './partner-messages'

export const PASSWORD_MIN_LENGTH = 8
/** Long passphrases pass; the cap keeps hashing cost bounded. */
export const PASSWORD_MAX_LENGTH = 128

const CONTACT_PATTERN = new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`)

/** Partner sign-in identity: trimmed and lower-cased so one address is one account. */
export const partnerEmailSchema = z
  .string({ error: partnerMessages.emailInvalid })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: partnerMessages.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, partnerMessages.emailInvalid)

/** Whether a typed number is an optional plus then 7–16 digits once spaces, dashes and brackets
 * are dropped, as the traveller's phone is read ("+44 20 7946 0111"). */
export function isContactNumber(value: string): boolean {
  return CONTACT_PATTERN.test(normalizePhoneNumber(value))
}

/**
 * Optional plus then 7–16 digits, written with spaces, dashes or brackets if the partner likes
 * (docs/product.md#passenger-and-partner-fields); stored without them, e.g. '+442079460111'.
 */
export const contactNumberSchema = z
  .string({ error: partnerMessages.contactInvalid })
  .trim()
  .max(40, { error: partnerMessages.contactInvalid, abort: true })
  .refine(isContactNumber, partnerMessages.contactInvalid)
  .overwrite(normalizePhoneNumber)

/** Which strength rules a password meets; special means neither letter, digit nor space. */
export function passwordStrength(password: string) {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
  }
}

export function isStrongPassword(password: string): boolean {
  return Object.values(passwordStrength(password)).every(Boolean)
}

/** Sign-up and reset (docs/product.md#passenger-and-partner-fields). Not trimmed: spaces are part
 * of a password. */
export const newPasswordSchema = z
  .string({ error: partnerMessages.passwordWeak })
  .max(PASSWORD_MAX_LENGTH, { error: partnerMessages.passwordTooLong, abort: true })
  .refine(isStrongPassword, { error: partnerMessages.passwordWeak })

/** Sign-in only checks that something was typed. */
export const signInPasswordSchema = z
  .string({ error: partnerMessages.passwordRequired })
  .min(1, { error: partnerMessages.passwordRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, partnerMessages.passwordTooLong)
