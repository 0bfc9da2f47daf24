import { z } from 'zod'
import { PHONE_DIGITS } from '../passenger/person-fields'

const INTERNATIONAL_PHONE_PATTERN = new RegExp(`^\\+\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`)

/**
 * A mobile that texts go to (a driver's job links, an admin's escalations): it must be
 * international, + and the country code, since a national number could reach someone else's
 * phone abroad. Spaces, dots, dashes and brackets as people type them are dropped and a leading
 * 00 becomes +, so the stored value is `+` and digits ('+447700900123').
 */
export const textableMobileSchema = (invalid: string) =>
  z
    .string({ error: invalid })
    .overwrite((value) => value.replace(/[\s().-]/g, '').replace(/^00/, '+'))
    .regex(INTERNATIONAL_PHONE_PATTERN, invalid)
