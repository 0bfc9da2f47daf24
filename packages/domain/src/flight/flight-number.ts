// Flight numbers as travellers type them ("ba 117", "BAW0117", "6e-2341") and as the flight-status
// services want them (docs/decisions/036-flight-tracking.md): the airline's designator, IATA (two
// characters, at least one a letter) or ICAO (three letters), then one to four digits and an
// optional operational suffix letter. Leading zeros of the number are dropped, as timetables do.

export type FlightNumber = {
  /** "BA117": designator and number, the form shown everywhere and sent to the service. */
  code: string
  airline: string
  number: string
  designator: 'iata' | 'icao'
}

/** Marked for the domain's catalogue: the API and the wizard write it in the reader's language. */
export const flightNumberMessages = {
  invalid:
    /*i18n*/ 'Enter the flight number as it is on your ticket: the airline’s code and the number, like BA117.',
} as const

const ICAO = /^([A-Z]{3})(\d{1,4})([A-Z]?)$/
const IATA = /^([A-Z0-9]{2})(\d{1,4})([A-Z]?)$/

/** The flight number in its one written form, or null when it cannot be one. */
export function normaliseFlightNumber(input: string): FlightNumber | null {
  const compact = input.toUpperCase().replace(/[\s\-.]/g, '')
  const icao = ICAO.exec(compact)
  const iata = icao ? null : IATA.exec(compact)
  const match = icao ?? iata
  if (!match) return null
  const [, airline, digits, suffix] = match as unknown as [string, string, string, string]
  // Two digits are never an airline: "12345" is a number without one.
  if (iata && /^\d{2}$/.test(airline)) return null
  const number = `${String(Number(digits))}${suffix}`
  if (Number(digits) === 0) return null
  return { code: `${airline}${number}`, airline, number, designator: icao ? 'icao' : 'iata' }
}
