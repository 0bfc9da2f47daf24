import { describe, expect, it } from 'vitest'
import { sourceText, type Translator } from '../language/translator'
import { flightNumberMessages } from './flight-number'
import { flightCheckMessages as m } from './flight-summary'

// The wizard's flight check in the reader's language: the API passes its translator; without
// one the English is as it always was.

/** A stand-in translator that shows which message it was asked for, with its figures. */
const marked: Translator = { _: (message, values) => `[${sourceText._(message, values)}]` }

describe('flightCheckMessages', () => {
  it('says the check’s findings in English without a translator, as before', () => {
    expect(m.fits('BA117', 'London Heathrow', '09:00')).toBe(
      'BA117 from London Heathrow, lands 09:00',
    )
    expect(m.notFound('AA1', '2030-01-15')).toBe(
      'We could not find flight AA1 on 2030-01-15. Check the number on your ticket; you can still book.',
    )
    expect(m.otherAirport('BA117', 'JFK Airport', '2030-01-15')).toBe(
      'BA117 does not land at JFK Airport on 2030-01-15. Check the number and the pickup; you can still book.',
    )
    expect(m.afterPickup('BA117', 'JFK Airport', '11:00')).toBe(
      'BA117 lands at JFK Airport at 11:00, after the pickup time. Check the date and time; you can still book.',
    )
    expect(m.notAnAirport).toBe('A flight is tracked only for a pickup at an airport.')
    expect(m.unavailable).toBe(
      'Flight details cannot be checked right now; you can still book and we will track it.',
    )
    expect(flightNumberMessages.invalid).toBe(
      'Enter the flight number as it is on your ticket: the airline’s code and the number, like BA117.',
    )
  })

  it('writes each finding with the translator it is given, its figures as arguments', () => {
    const asked: Array<[string, Record<string, unknown> | undefined]> = []
    const recording: Translator = {
      _: (message, values) => {
        asked.push([message, values])
        return marked._(message, values)
      },
    }
    expect(m.fits('BA117', 'London Heathrow', '09:00', recording)).toBe(
      '[BA117 from London Heathrow, lands 09:00]',
    )
    m.notFound('AA1', '15 de enero de 2030', recording)
    m.otherAirport('BA117', 'JFK Airport', '15 de enero de 2030', recording)
    m.afterPickup('BA117', 'JFK Airport', '11:00', recording)
    expect(asked).toEqual([
      [
        '{code} from {origin}, lands {time}',
        { code: 'BA117', origin: 'London Heathrow', time: '09:00' },
      ],
      [
        'We could not find flight {code} on {date}. Check the number on your ticket; you can still book.',
        { code: 'AA1', date: '15 de enero de 2030' },
      ],
      [
        '{code} does not land at {airport} on {date}. Check the number and the pickup; you can still book.',
        { code: 'BA117', airport: 'JFK Airport', date: '15 de enero de 2030' },
      ],
      [
        '{code} lands at {airport} at {time}, after the pickup time. Check the date and time; you can still book.',
        { code: 'BA117', airport: 'JFK Airport', time: '11:00' },
      ],
    ])
  })
})
