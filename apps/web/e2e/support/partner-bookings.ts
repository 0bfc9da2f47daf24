import { expect, type APIRequestContext } from '@playwright/test'

type Place = { address: string; lat: number; lng: number }
export const timesSquare: Place = {
  address: 'Times Square, Manhattan, NY',
  lat: 40.758,
  lng: -73.9855,
}
export const jfk: Place = { address: 'JFK Airport, Queens, NY', lat: 40.6413, lng: -73.7781 }

/** Another trip than the morning ride to JFK: from the airport with a flight, at a set time. */
export type TripOptions = {
  pickup: Place
  dropoff: Place
  /** An instant with its offset (or Z). */
  pickupTime: string
  flightNumber?: string
}

/** 10:00 in New York `days` from now, with its offset (EST in winter, EDT in summer). */
function newYorkMorning(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${day}T15:00:00Z`))
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '')
  return `${day}T10:00:00${offset}`
}

/**
 * Books a Times Square → JFK sedan as the partner (or, without a token, as a traveller), through
 * the same calls as the wizard; `trip` books another one.
 */
export async function bookRideAsPartner(
  request: APIRequestContext,
  token: string | undefined,
  days: number,
  passenger = 'Amara Okafor',
  email = 'amara@example.com',
  trip?: TripOptions,
) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  const pickupTime = trip?.pickupTime ?? newYorkMorning(days)
  const pickup = trip?.pickup ?? timesSquare
  const dropoff = trip?.dropoff ?? jfk
  const quote = await request.post('/api/v1/prices/calculate', {
    headers,
    data: {
      ride_type: 'one-way',
      pickup,
      dropoff,
      booking_time: pickupTime,
      timezone: 'America/New_York',
      passengers: 2,
    },
  })
  expect(quote.ok(), await quote.text()).toBe(true)
  const { data } = (await quote.json()) as {
    data: {
      quote_id: string
      available_vehicles: Array<{ city_vehicle_id: string; vehicle_name: string; price: number }>
    }
  }
  const vehicle = data.available_vehicles[0]!
  const booking = await request.post('/api/v1/bookings', {
    headers,
    data: {
      quote_id: data.quote_id,
      name: passenger,
      phone_number: '+12125550147',
      email,
      luggage_count: 1,
      ...(trip?.flightNumber ? { flight_number: trip.flightNumber } : {}),
      pickup_location: pickup.address,
      dropoff_location: dropoff.address,
      pickup_time: pickupTime,
      vehicle_id: vehicle.city_vehicle_id,
      vehicle_name: vehicle.vehicle_name,
      vehicle_price: vehicle.price,
      currency_code: 'USD',
      timezone: 'America/New_York',
    },
  })
  expect(booking.ok(), await booking.text()).toBe(true)
  return (
    (await booking.json()) as { data: { id: string; booking_code: string; access_token: string } }
  ).data
}
