import {
  wallClockInZone,
  zonedDateTimeToIso,
  type PriceCalculationRequestInput,
} from '@ridelane/domain'
import type { App } from '../../app'

// Places in and out of the demo service areas.
export const places = {
  jfk: { address: 'JFK Airport', lat: 40.6413, lng: -73.7781 },
  timesSquare: { address: 'Times Square', lat: 40.758, lng: -73.9855 },
  centralPark: { address: 'Central Park', lat: 40.7829, lng: -73.9654 },
  dubaiMall: { address: 'The Dubai Mall', lat: 25.1972, lng: 55.2744 },
  connaughtPlace: { address: 'Connaught Place', lat: 28.6315, lng: 77.2167 },
  parisOpera: { address: 'Opéra Garnier', lat: 48.872, lng: 2.3316 },
  reykjavik: { address: 'Reykjavík', lat: 64.1466, lng: -21.9426 },
}

/** A local date `days` from now in `timeZone`, at `time` there, with its offset. */
export function localPickup(time: string, timeZone = 'America/New_York', days = 3): string {
  const { date } = wallClockInZone(new Date(Date.now() + days * 86_400_000), timeZone)
  return zonedDateTimeToIso(date, time, timeZone)
}

export function oneWayRequest(
  overrides: Partial<PriceCalculationRequestInput> = {},
): PriceCalculationRequestInput {
  return {
    ride_type: 'one-way',
    pickup: places.timesSquare,
    dropoff: places.centralPark,
    booking_time: localPickup('10:00'),
    timezone: 'America/New_York',
    passengers: 2,
    ...overrides,
  }
}

export function calculate(app: App, body: unknown) {
  return app.inject({ method: 'POST', url: '/api/v1/prices/calculate', payload: body as object })
}

type Vehicle = { city_vehicle_id: string; price: number; [key: string]: unknown }

export function vehicle(data: { available_vehicles: Vehicle[] }, classId: string): Vehicle {
  const found = data.available_vehicles.find((v) => v.city_vehicle_id.endsWith(`:${classId}`))
  if (!found) throw new Error(`No ${classId} in the quote`)
  return found
}
