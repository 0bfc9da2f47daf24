import type { App } from '../../src/app'
import { signedInPartnerToken } from './partner-token'

/**
 * Real records and bodies the API accepts, so mutated requests get past the first check and
 * reach the services and the database: a quote, a booking with its token, a partner session.
 */
export type KnownRecords = {
  partnerToken: string | undefined
  bookingId: string | undefined
  bookingToken: string | undefined
  /** An accepted body per 'METHOD /path' of the document. */
  validBodies: Record<string, Record<string, unknown>>
}

const threeDaysAhead = () => new Date(Date.now() + 3 * 24 * 3_600_000).toISOString()

const profile = {
  business_name: 'Harbour Transfers',
  admin_email: 'desk@harbour.example',
  admin_contact: '+442071234567',
  address: '1 Quay Street',
  country: 'United Kingdom',
  city: 'London',
  tax_id: 'GB123456789',
  website: 'https://harbour.example',
}

export async function knownRecords(app: App): Promise<KnownRecords> {
  const priceRequest = {
    ride_type: 'one-way',
    pickup: { address: 'JFK Airport, Queens, NY', lat: 40.6413, lng: -73.7781 },
    dropoff: { address: 'Times Square, Manhattan, NY', lat: 40.758, lng: -73.9855 },
    booking_time: threeDaysAhead(),
    timezone: 'America/New_York',
    roundTrip: false,
    passengers: 2,
  }
  const priced = await post(app, '/api/v1/prices/calculate', priceRequest)
  const quote = priced?.data as
    | {
        quote_id?: string
        available_vehicles?: { city_vehicle_id: string; vehicle_name: string; price: number }[]
      }
    | undefined
  const vehicle = quote?.available_vehicles?.[0]
  const booking = vehicle && {
    quote_id: quote!.quote_id,
    name: 'Amara Okafor',
    phone_number: '+12125550147',
    email: 'amara@example.com',
    flight_number: 'BA 117',
    luggage_count: 2,
    driver_instructions: 'Two large suitcases',
    pickup_location: priceRequest.pickup.address,
    dropoff_location: priceRequest.dropoff.address,
    pickup_time: priceRequest.booking_time,
    vehicle_id: vehicle.city_vehicle_id,
    vehicle_name: vehicle.vehicle_name,
    vehicle_price: vehicle.price,
    currency_code: 'USD',
    timezone: priceRequest.timezone,
  }
  const created = booking ? await post(app, '/api/v1/bookings', booking) : undefined
  const { id, access_token } = (created?.data ?? {}) as { id?: string; access_token?: string }
  return {
    partnerToken: await signedInPartnerToken(app),
    bookingId: id,
    bookingToken: access_token,
    validBodies: {
      'POST /api/v1/prices/calculate': priceRequest,
      ...(booking
        ? { 'POST /api/v1/bookings': booking, 'POST /api/v1/partners/bookings': booking }
        : {}),
      'PATCH /api/v1/bookings/{id}': { driver_instructions: 'Gate 4', luggage_count: 3 },
      'POST /api/v1/bookings/{id}/complete': {
        payment_status: 'success',
        payment_reference: 'CARD-PAYMENT-PLACEHOLDER',
        booking_status: 'confirmed',
        currency_code: 'EUR',
        timezone: 'Europe/Berlin',
        is_round_trip: false,
        round_trip_time: null,
      },
      'PUT /api/v1/partners/profile': profile,
      'POST /api/v1/partners/signup': {
        email: 'new@harbour.example',
        contact_number: '+442071234567',
        password: 'Str0ng!pass',
      },
      'POST /api/v1/partners/login': { email: 'desk@harbour.example', password: 'Str0ng!pass' },
      'POST /api/v1/partners/request-password-reset': { email: 'desk@harbour.example' },
      'POST /api/v1/partners/reset-password': { token: 'a'.repeat(43), password: 'Str0ng!pass' },
    },
  }
}

async function post(app: App, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, payload })
  return response.statusCode < 300 ? response.json<{ data: unknown }>() : undefined
}
