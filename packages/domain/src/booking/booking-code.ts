import { z } from 'zod'

/** Letters and digits a traveller cannot misread: no 0/O, 1/I/L. */
export const BOOKING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const BOOKING_CODE_LENGTH = 8

const BOOKING_CODE_PATTERN = new RegExp(`^[${BOOKING_CODE_ALPHABET}]{${BOOKING_CODE_LENGTH}}$`)

export const bookingCodeSchema = z
  .string()
  .regex(BOOKING_CODE_PATTERN, 'Enter a valid booking code')
export type BookingCode = z.infer<typeof bookingCodeSchema>

/**
 * The stand-in code of the ride page's prerendered frame: the build renders `/rides/__RIDE_CODE__`
 * and the server writes the real code in its place (docs/decisions/040-ride-page-frame.md).
 */
export const RIDE_FRAME_CODE = '__RIDE_CODE__'

export function isBookingCode(value: string): boolean {
  return BOOKING_CODE_PATTERN.test(value)
}

/** What a traveller types ('ab3k-7q2m ') in the stored form ('AB3K7Q2M'). */
export function normalizeBookingCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase()
}

/**
 * A booking code from random bytes (the server passes e.g. 16 from node:crypto). Bytes that
 * would bias the alphabet are skipped (rejection sampling), so every code is equally likely.
 */
export function bookingCodeFromRandomBytes(bytes: Uint8Array): BookingCode {
  const size = BOOKING_CODE_ALPHABET.length
  const limit = 256 - (256 % size)
  let code = ''
  for (const byte of bytes) {
    if (byte >= limit) continue
    code += BOOKING_CODE_ALPHABET[byte % size]
    if (code.length === BOOKING_CODE_LENGTH) return code
  }
  throw new RangeError('Not enough random bytes for a booking code')
}
