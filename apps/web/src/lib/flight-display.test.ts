import { describe, expect, it } from 'vitest'
import { buildFlight } from '@/test/flight-fixtures'
import {
  flightArrivalText,
  flightDelayText,
  flightIsOff,
  flightMismatchText,
} from './flight-display'

const at = (iso: string) => new Date(iso)
const clock = (iso: string) => iso.slice(11, 16)

describe('how a tracked flight reads', () => {
  it('marks a flight 15 minutes or more off its schedule, either way, and one that will not come', () => {
    expect(flightIsOff(buildFlight())).toBe(true)
    expect(flightIsOff(buildFlight({ arrivalAt: at('2030-01-15T13:49:00.000Z') }))).toBe(false)
    expect(flightIsOff(buildFlight({ arrivalAt: at('2030-01-15T13:50:00.000Z') }))).toBe(true)
    expect(flightIsOff(buildFlight({ arrivalAt: at('2030-01-15T13:20:00.000Z') }))).toBe(true)
    const onTime = { arrivalAt: at('2030-01-15T13:35:00.000Z') }
    expect(flightIsOff(buildFlight({ ...onTime, state: 'diverted' }))).toBe(true)
    expect(flightIsOff(buildFlight({ ...onTime, state: 'cancelled' }))).toBe(true)
  })

  it('says when it lands or landed, and nothing for a flight that will not land there', () => {
    expect(flightArrivalText(buildFlight(), clock)).toBe('lands 15:10')
    expect(flightArrivalText(buildFlight({ state: 'landed' }), clock)).toBe('landed 15:10')
    expect(flightArrivalText(buildFlight({ arrivalAt: null }), clock)).toBe('lands 13:35')
    expect(flightArrivalText(buildFlight({ state: 'diverted' }), clock)).toBeNull()
  })

  it('words a mismatch found at booking as the board does', () => {
    expect(flightMismatchText(buildFlight({ mismatch: 'after_pickup' }))).toBe(
      'flight lands after pickup',
    )
    expect(flightMismatchText(buildFlight())).toBeNull()
  })

  it('says how late it is in the words the API uses for English', () => {
    const cases = [
      buildFlight(),
      buildFlight({ arrivalAt: at('2030-01-15T13:35:00.000Z') }),
      buildFlight({ arrivalAt: at('2030-01-15T13:20:00.000Z') }),
      buildFlight({ state: 'cancelled' }),
      buildFlight({ state: 'diverted' }),
      buildFlight({ scheduledArrival: null, arrivalAt: null }),
    ]
    expect(cases.map(flightDelayText)).toEqual(cases.map((flight) => flight.label))
    expect(cases.map(flightDelayText).slice(0, 4)).toEqual([
      'flight +95 min',
      'flight on time',
      'flight −15 min',
      'flight cancelled',
    ])
  })
})
