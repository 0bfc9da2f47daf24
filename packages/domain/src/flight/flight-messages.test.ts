import { describe, expect, it } from 'vitest'
import type { Translator } from '../language/translator'
import { flightMessages } from './flight-messages'

/** A translator that shows which message it was asked for and with what. */
const asked: Translator = {
  _: (message, values) => `${message} ${JSON.stringify(values)}`,
}

describe('the flight’s reason in the driver’s change text', () => {
  const arrival = 'Tue 15 Jan 2030, 10:35 EST (America/New_York)'

  it('reads in English as the board labels the flight', () => {
    expect(flightMessages.driverWhy('BA117', arrival, 95)).toBe(
      `Flight BA117 now lands ${arrival} (flight +95 min)`,
    )
    expect(flightMessages.driverWhy('BA117', arrival, -20)).toBe(
      `Flight BA117 now lands ${arrival} (flight −20 min)`,
    )
    expect(flightMessages.driverWhy('BA117', arrival, 0)).toBe(
      `Flight BA117 now lands ${arrival} (flight on time)`,
    )
  })

  it('is written by the driver’s translator, its figures passed to it', () => {
    expect(flightMessages.driverWhy('BA117', 'मंगल, 15 जन॰', 95, asked)).toBe(
      'Flight {code} now lands {arrival} (flight +{minutes} min) {"code":"BA117","arrival":"मंगल, 15 जन॰","minutes":95}',
    )
    expect(flightMessages.driverWhy('BA117', 'x', -20, asked)).toBe(
      'Flight {code} now lands {arrival} (flight −{minutes} min) {"code":"BA117","arrival":"x","minutes":20}',
    )
    expect(flightMessages.driverWhy('BA117', 'x', 0, asked)).toBe(
      'Flight {code} now lands {arrival} (flight on time) {"code":"BA117","arrival":"x"}',
    )
  })
})
