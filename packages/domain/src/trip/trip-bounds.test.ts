import { describe, expect, it } from 'vitest'
import { wordsOf } from '../language/translator'
import {
  CHILD_SEAT_BOUNDS,
  HOURLY_DURATION_BOUNDS,
  LUGGAGE_BOUNDS,
  MULTIDAY_DAYS_BOUNDS,
  PASSENGER_BOUNDS,
  childSeatCountSchema,
  clampChildSeatCount,
  clampHourlyDuration,
  clampLuggageCount,
  clampMultidayDays,
  clampPassengers,
  hourlyDurationSchema,
  luggageCountSchema,
  multidayDaysSchema,
  passengerCountSchema,
} from './trip-bounds'

describe('bounds constants (docs/product.md#trip-details-and-bounds)', () => {
  it('match the spec figures', () => {
    expect(PASSENGER_BOUNDS).toEqual({ min: 1, max: 8, default: 1 })
    expect(HOURLY_DURATION_BOUNDS).toEqual({ min: 1, max: 24 })
    expect(MULTIDAY_DAYS_BOUNDS).toEqual({ min: 2, max: 30 })
    expect(LUGGAGE_BOUNDS).toEqual({ min: 0, max: 10, default: 1 })
    expect(CHILD_SEAT_BOUNDS).toEqual({ min: 1, max: 10, default: 1 })
  })
})

describe('clampPassengers', () => {
  it.each([
    [0, 1],
    [1, 1],
    [8, 8],
    [9, 8],
    [-3, 1],
    ['5', 5],
    ['abc', 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [3.9, 3],
  ])('%j → %i', (input, expected) => {
    expect(clampPassengers(input)).toBe(expected)
  })
})

describe('clampHourlyDuration', () => {
  it.each([
    [0, 1],
    [1, 1],
    [24, 24],
    [25, 24],
    ['x', 1],
  ])('%j → %i', (input, expected) => {
    expect(clampHourlyDuration(input)).toBe(expected)
  })
})

describe('clampMultidayDays', () => {
  it.each([
    [1, 2],
    [2, 2],
    [30, 30],
    [31, 30],
    ['x', 2],
  ])('%j → %i', (input, expected) => {
    expect(clampMultidayDays(input)).toBe(expected)
  })
})

describe('clampLuggageCount', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [10, 10],
    [11, 10],
    ['x', 1],
    ['', 1],
  ])('%j → %i', (input, expected) => {
    expect(clampLuggageCount(input)).toBe(expected)
  })
})

describe('clampChildSeatCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 10],
    [11, 10],
    ['x', 1],
  ])('%j → %i', (input, expected) => {
    expect(clampChildSeatCount(input)).toBe(expected)
  })
})

describe('bound schemas', () => {
  it.each([
    [passengerCountSchema, 0, 1, 8, 9, 'Passengers must be between 1 and 8'],
    [hourlyDurationSchema, 0, 1, 24, 25, 'Hours must be between 1 and 24'],
    [multidayDaysSchema, 1, 2, 30, 31, 'Days must be between 2 and 30'],
    [luggageCountSchema, -1, 0, 10, 11, 'Luggage count must be between 0 and 10'],
    [childSeatCountSchema, 0, 1, 10, 11, 'Child seats must be between 1 and 10'],
  ])('accept the bounds and refuse just past them', (schema, below, min, max, above, message) => {
    expect(schema.safeParse(min).success).toBe(true)
    expect(schema.safeParse(max).success).toBe(true)
    expect(schema.safeParse(below).error?.issues[0]?.message).toBe(message)
    expect(schema.safeParse(above).error?.issues[0]?.message).toBe(message)
    expect(schema.safeParse(min + 0.5).error?.issues[0]?.message).toBe(message)
    expect(schema.safeParse('3').error?.issues[0]?.message).toBe(message)
  })

  // The bounds are kept apart, so the API's errors and the forms write them in the reader's
  // language (docs/decisions/052-server-messages.md).
  it.each([
    ['Passengers must be between 1 and 8', 'Passengers', 1, 8],
    ['Hours must be between 1 and 24', 'Hours', 1, 24],
    ['Days must be between 2 and 30', 'Days', 2, 30],
    ['Luggage count must be between 0 and 10', 'Luggage count', 0, 10],
    ['Child seats must be between 1 and 10', 'Child seats', 1, 10],
  ])('words “%s” with its bounds apart', (english, count, min, max) => {
    expect(wordsOf(english)).toEqual({
      message: `${count} must be between {min} and {max}`,
      values: { min, max },
    })
  })
})
