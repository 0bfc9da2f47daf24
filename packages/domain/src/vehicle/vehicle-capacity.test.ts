import { describe, expect, it } from 'vitest'
import { defaultPreferences } from '../booking/preferences'
import { getVehicleClass } from './vehicle-classes'
import {
  childSeatBoundsFor,
  clampChildSeatsFor,
  clampLuggageFor,
  luggageBoundsFor,
  preferencesWithinVehicle,
  vehicleCapacityIssues,
  vehicleCapacityMessages,
} from './vehicle-capacity'
import { worded } from '../language/translator'

const sedanClass = getVehicleClass('sedan')!
const sedan = { seats: sedanClass.seats, luggage: sedanClass.bags }
const coach = { seats: 55, luggage: 50 }

describe('what a vehicle holds', () => {
  it('bounds the steppers by the vehicle, within the general 0–10 bags and 1–10 seats', () => {
    expect(luggageBoundsFor(sedan)).toEqual({ min: 0, max: 2 })
    expect(childSeatBoundsFor(sedan)).toEqual({ min: 1, max: 3 })
    expect(luggageBoundsFor(coach)).toEqual({ min: 0, max: 10 })
    expect(childSeatBoundsFor(coach)).toEqual({ min: 1, max: 10 })
    expect(clampLuggageFor('9', sedan)).toBe(2)
    expect(clampChildSeatsFor(10, sedan)).toBe(3)
    expect(clampLuggageFor('', sedan)).toBe(1)
  })

  it('names each field past what the vehicle holds', () => {
    const issues = vehicleCapacityIssues(
      { luggageCount: 10, childSeatApplicable: true, childSeatCount: 10 },
      sedan,
    )
    expect(issues.map(({ path, message }) => ({ path, message: worded(message) }))).toEqual([
      {
        path: 'luggage_count',
        message: 'This vehicle holds up to 2 bags. Choose a larger vehicle for more luggage.',
      },
      {
        path: 'child_seat_count',
        message: 'This vehicle takes up to 3 child seats. Choose a larger vehicle for more.',
      },
    ])
    // The limits are kept apart, for the reader's language.
    expect(issues.map(({ message }) => message)).toEqual([
      {
        message: 'This vehicle holds up to {limit} bags. Choose a larger vehicle for more luggage.',
        values: { limit: 2 },
      },
      {
        message: 'This vehicle takes up to {limit} child seats. Choose a larger vehicle for more.',
        values: { limit: 3 },
      },
    ])
    // A count without a child seat chosen is not a seat.
    expect(
      vehicleCapacityIssues(
        { luggageCount: 2, childSeatApplicable: false, childSeatCount: 10 },
        sedan,
      ),
    ).toEqual([])
  })

  it('says one bag and one child seat as before, each its own message without a plural', () => {
    expect(worded(vehicleCapacityMessages.tooMuchLuggage(1))).toBe(
      'This vehicle holds up to 1 bag. Choose a larger vehicle for more luggage.',
    )
    expect(worded(vehicleCapacityMessages.tooManyChildSeats(1))).toBe(
      'This vehicle takes up to 1 child seat. Choose a larger vehicle for more.',
    )
    expect(vehicleCapacityMessages.tooMuchLuggage(1).values).toEqual({ limit: 1 })
    expect(worded(vehicleCapacityMessages.tooMuchLuggage(0))).toBe(
      'This vehicle holds up to 0 bags. Choose a larger vehicle for more luggage.',
    )
  })

  it('brings counts chosen for a bigger vehicle down to a smaller one', () => {
    const chosen = { ...defaultPreferences, luggageCount: 8, childSeat: true, childSeatCount: 6 }
    expect(preferencesWithinVehicle(chosen, sedan)).toMatchObject({
      luggageCount: 2,
      childSeatCount: 3,
    })
  })
})
