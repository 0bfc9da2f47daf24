import { flightSummary, type FlightSummary, type StoredFlight } from '@ridelane/domain'

/**
 * A tracked flight as the views send it, built by the domain's own summary: BA117 from London
 * Heathrow into JFK, due 08:35 New York time and now landing 10:10 ('flight +95 min').
 */
export function buildFlight(overrides: Partial<StoredFlight> = {}): FlightSummary {
  return flightSummary({
    code: 'BA117',
    originName: 'London Heathrow',
    scheduledArrival: new Date('2030-01-15T13:35:00.000Z'),
    arrivalAt: new Date('2030-01-15T15:10:00.000Z'),
    state: 'en_route',
    mismatch: null,
    ...overrides,
  })
}
