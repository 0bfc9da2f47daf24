import { describe, expect, it } from 'vitest'
import {
  BOOKING_CODE_ALPHABET,
  bookingCodeFromRandomBytes,
  bookingCodeSchema,
  isBookingCode,
  normalizeBookingCode,
} from './booking-code'

describe('BOOKING_CODE_ALPHABET', () => {
  it('has upper-case letters and digits without 0, O, 1, I or L', () => {
    expect(BOOKING_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/)
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) {
      expect(BOOKING_CODE_ALPHABET).not.toContain(ambiguous)
    }
    expect(new Set(BOOKING_CODE_ALPHABET).size).toBe(31)
  })
})

describe('isBookingCode / bookingCodeSchema', () => {
  it.each([
    ['AB3K7Q2M', true],
    ['AB3K7Q2', false],
    ['AB3K7Q2MX', false],
    ['ab3k7q2m', false],
    ['AB3K7Q2O', false],
    ['AB3K7Q21', false],
    ['AB3K7Q2L', false],
    ['AB3K-7Q2', false],
  ])('%s → %s', (value, valid) => {
    expect(isBookingCode(value)).toBe(valid)
    expect(bookingCodeSchema.safeParse(value).success).toBe(valid)
  })

  it('says why a code is refused', () => {
    expect(bookingCodeSchema.safeParse('nope').error?.issues[0]?.message).toBe(
      'Enter a valid booking code',
    )
  })
})

describe('normalizeBookingCode', () => {
  it('drops spaces and dashes and upper-cases', () => {
    expect(normalizeBookingCode(' ab3k-7q2m ')).toBe('AB3K7Q2M')
  })
})

describe('bookingCodeFromRandomBytes', () => {
  it('maps bytes onto the alphabet', () => {
    expect(bookingCodeFromRandomBytes(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 30]))).toBe('ABCDEFG9')
    expect(bookingCodeFromRandomBytes(new Uint8Array([31, 32, 33, 34, 35, 36, 37, 38]))).toBe(
      'ABCDEFGH',
    )
  })

  it('skips biased bytes (248 and above)', () => {
    expect(bookingCodeFromRandomBytes(new Uint8Array([248, 255, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(
      'AAAAAAAA',
    )
  })

  it('always yields a valid code', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => (i * 97 + 13) % 256)
    expect(isBookingCode(bookingCodeFromRandomBytes(bytes))).toBe(true)
  })

  it('throws when too few usable bytes are given', () => {
    expect(() => bookingCodeFromRandomBytes(new Uint8Array([1, 2, 3, 250]))).toThrow(RangeError)
  })
})
