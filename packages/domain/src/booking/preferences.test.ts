import { describe, expect, it } from 'vitest'
import { defaultPreferences, flightNumberSchema, preferencesSchema } from './preferences'

describe('preferencesSchema', () => {
  it('defaults to one bag and one child seat, nothing chosen', () => {
    expect(defaultPreferences).toEqual({
      flightNumber: '',
      luggageCount: 1,
      childSeat: false,
      childSeatCount: 1,
      meetGreet: false,
      notes: '',
    })
  })

  it('keeps luggage 0–10 and child seats 1–10', () => {
    expect(preferencesSchema.safeParse({ luggageCount: 0 }).success).toBe(true)
    expect(preferencesSchema.safeParse({ luggageCount: 11 }).success).toBe(false)
    expect(preferencesSchema.safeParse({ childSeatCount: 0 }).success).toBe(false)
    expect(preferencesSchema.safeParse({ childSeatCount: 10 }).success).toBe(true)
  })
})

describe('flightNumberSchema', () => {
  it('upper-cases and accepts carrier codes', () => {
    expect(flightNumberSchema.parse(' ba 117 ')).toBe('BA 117')
    expect(flightNumberSchema.parse('')).toBe('')
  })

  it('refuses symbols and overlong values', () => {
    expect(flightNumberSchema.safeParse('BA-117').error?.issues[0]?.message).toBe(
      'Enter a valid flight number',
    )
    expect(flightNumberSchema.safeParse('ABCDEFGHIJK').success).toBe(false)
  })
})
