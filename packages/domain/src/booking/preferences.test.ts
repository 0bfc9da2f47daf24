import { describe, expect, it } from 'vitest'
import { wordsOf } from '../language/translator'
import {
  defaultPreferences,
  driverNotesSchema,
  flightNumberSchema,
  preferenceMessages,
  preferencesSchema,
} from './preferences'

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
    expect(flightNumberSchema.safeParse('ABCDEFGHIJK').error?.issues[0]?.message).toBe(
      preferenceMessages.flightNumberInvalid,
    )
    expect(preferenceMessages.flightNumberInvalid).toBe('Enter a valid flight number')
  })
})

describe('driverNotesSchema', () => {
  it('says how long the notes may be, the figure kept apart for the reader’s language', () => {
    const message = driverNotesSchema.safeParse('x'.repeat(1001)).error?.issues[0]?.message
    expect(message).toBe('Instructions must be at most 1000 characters')
    expect(wordsOf(message!)).toEqual(preferenceMessages.instructionsTooLong(1000))
    expect(preferenceMessages.instructionsTooLong(1000)).toEqual({
      message: 'Instructions must be at most {max} characters',
      values: { max: 1000 },
    })
  })
})
