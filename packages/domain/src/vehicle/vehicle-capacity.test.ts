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
} from './vehicle-capacity'

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
    expect(
      vehicleCapacityIssues(
        { luggageCount: 10, childSeatApplicable: true, childSeatCount: 10 },
        sedan,
      ),
    ).toEqual([
      {
        path: 'luggage_count',
        message: 'This vehicle holds up to 2 bags. Choose a larger vehicle for more luggage.',
      },
      {
        path: 'child_seat_count',
        message: 'This vehicle takes up to 3 child seats. Choose a larger vehicle for more.',
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

  it('brings counts chosen for a bigger vehicle down to a smaller one', () => {
    const chosen = { ...defaultPreferences, luggageCount: 8, childSeat: true, childSeatCount: 6 }
    expect(preferencesWithinVehicle(chosen, sedan)).toMatchObject({
      luggageCount: 2,
      childSeatCount: 3,
    })
  })
})
