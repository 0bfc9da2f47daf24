import { z } from 'zod'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../passenger/email'
import { PHONE_DIGITS } from '../passenger/person-fields'
import { oneLineTextSchema } from '../validation/one-line'
import { vehicleClasses } from '../vehicle/vehicle-classes'
import { providerMessages as m } from './provider-messages'
import { mailNameSchema } from '../validation/mail-name'
import { textableMobileSchema } from '../validation/mobile-phone'

/** A required one-line text: line breaks folded, trimmed, then at least one character. */
export const requiredText = (max: number, required: string) =>
  z
    .string({ error: required })
    .pipe(oneLineTextSchema(max, m.tooLong))
    .refine((value) => value !== '', { error: required })

/** A person's or business's name, which mails quote: one line, no markup, no formula. */
export const requiredName = (max: number, required: string) =>
  mailNameSchema({ max, required, tooLong: m.tooLong })

const PHONE_PATTERN = new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`)

/** Spaces, dashes and brackets people type are dropped; an optional + then 7–16 digits stay. */
export const registryPhoneSchema = z
  .string({ error: m.phoneInvalid })
  .overwrite((value) => value.replace(/[\s().-]/g, ''))
  .regex(PHONE_PATTERN, m.phoneInvalid)

/** A driver's mobile: job links are texted to it. */
export const driverPhoneSchema = textableMobileSchema(m.driverPhoneInvalid)

export const registryEmailSchema = z
  .string({ error: m.emailInvalid })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: m.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, m.emailInvalid)

/** Commission as a percent of the fare: 0–100 with at most two decimals (12.5, 15.75). */
export const commissionPercentSchema = z
  .number({ error: m.commissionInvalid })
  .min(0, m.commissionInvalid)
  .max(100, m.commissionInvalid)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: m.commissionInvalid,
  })

/** Stored as whole hundredths of a percent so no float ever reaches the database. */
export const commissionToHundredths = (percent: number) => Math.round(percent * 100)
export const commissionFromHundredths = (hundredths: number) => hundredths / 100

/** Upper-case, inner runs of spaces folded: 'ab 12  cd' and 'AB 12 CD' are one plate. */
export function normalizePlate(plate: string): string {
  return plate.trim().replace(/\s+/g, ' ').toUpperCase()
}

export const plateSchema = z
  .string({ error: m.plateInvalid })
  .overwrite(normalizePlate)
  .regex(/^[A-Z0-9][A-Z0-9 -]{0,13}[A-Z0-9]$/, m.plateInvalid)

export const vehicleClassIds = vehicleClasses.map((vehicleClass) => vehicleClass.id) as [
  string,
  ...string[],
]
export const vehicleClassIdSchema = z.enum(vehicleClassIds, { error: m.vehicleClassInvalid })

export const seatsSchema = z
  .number({ error: m.seatsInvalid })
  .int(m.seatsInvalid)
  .min(1, m.seatsInvalid)
  .max(60, m.seatsInvalid)

export const languageSchema = z
  .string({ error: m.languageInvalid })
  .trim()
  .regex(/^[\p{L}][\p{L} '-]{0,38}[\p{L}]$/u, m.languageInvalid)

const coordinate = (min: number, max: number, invalid: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? m.homeBaseIncomplete : invalid) })
    .min(min, invalid)
    .max(max, invalid)

/**
 * Where a driver starts from, for auto-assign's nearest free driver when they have shared no
 * position (docs/decisions/035-automatic-dispatch.md#provider-options): a point picked in the
 * place search, both coordinates or none (`null` clears it).
 */
export const homeBaseSchema = z.object(
  {
    lat: coordinate(-90, 90, m.homeBaseLatInvalid),
    lng: coordinate(-180, 180, m.homeBaseLngInvalid),
  },
  { error: m.homeBaseInvalid },
)
export type HomeBase = z.infer<typeof homeBaseSchema>

/** 'English, Hindi' as the form's one text field holds it → ['English', 'Hindi']. */
export function languagesFromText(text: string): string[] {
  return text
    .split(',')
    .map((language) => language.trim())
    .filter((language) => language !== '')
}
