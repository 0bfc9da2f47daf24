import type { App } from '../../src/app'
import { signedInOperatorToken } from './operator-token'
import { signedInPartnerToken } from './partner-token'

/**
 * Real records and bodies the API accepts, so mutated requests get past the first check and
 * reach the services and the database: a quote, a booking with its token, a partner session.
 */
export type KnownRecords = {
  partnerToken: string | undefined
  /** An admin's session in the operator console. */
  operatorToken: string | undefined
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

const registryProvider = {
  name: 'Harbour Cars',
  contact_name: 'Jonah Reed',
  email: 'fleet@harbour.example',
  phone: '+442071234568',
  licence_number: 'PHV-001234',
  service_area_ids: ['london'],
  commission_percent: 12.5,
}
const registryDriver = {
  name: 'Sam Patel',
  phone: '+447700900123',
  languages: ['English', 'Gujarati'],
  licence_number: 'PATEL701019SJ9AB',
}
const registryVehicle = {
  vehicle_class_id: 'sedan',
  make_model: 'Toyota Prius',
  colour: 'Black',
  plate: 'LD21 ABC',
  seats: 4,
}

const catalogueArea = {
  id: 'harbour-city',
  name: 'Harbour City',
  country_code: 'GB',
  timezone: 'Europe/London',
  center_lat: 51.5,
  center_lng: -0.12,
  radius_km: 30,
  average_speed_kmh: 28,
  airport_fee_cents: 600,
  night_surcharge_percent: 15,
  round_trip_discount_percent: 5,
  lead_time_hours: 3,
  meet_greet_mode: 'additional_charge',
  meet_greet_charge_cents: 1500,
  child_seat_mode: 'not_allowed',
  child_seat_charge_cents: 0,
}
const catalogueRate = {
  base_fare_cents: 1200,
  per_km_cents: 200,
  per_minute_cents: 40,
  minimum_fare_cents: 4000,
  hourly_rate_cents: 7000,
  daily_rate_cents: 50000,
}
const dispatchRules = {
  enabled: true,
  offer_hours_before_pickup: 24,
  preferred_provider_ids: [],
  offer_minutes: 15,
  broadcast: true,
  escalate_minutes_before_pickup: 180,
  lead_margin_minutes: 30,
  buffer_minutes: 15,
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
  // A quote backs one booking: the valid body to fuzz gets a quote of its own.
  const fresh = booking
    ? ((await post(app, '/api/v1/prices/calculate', priceRequest))?.data as { quote_id?: string })
    : undefined
  const bookingBody = booking && { ...booking, quote_id: fresh?.quote_id ?? booking.quote_id }
  const { id, access_token } = (created?.data ?? {}) as { id?: string; access_token?: string }
  return {
    partnerToken: await signedInPartnerToken(app),
    operatorToken: await signedInOperatorToken(app),
    bookingId: id,
    bookingToken: access_token,
    validBodies: {
      'POST /api/v1/prices/calculate': priceRequest,
      ...(bookingBody
        ? { 'POST /api/v1/bookings': bookingBody, 'POST /api/v1/partners/bookings': bookingBody }
        : {}),
      'PATCH /api/v1/bookings/{id}': { driver_instructions: 'Gate 4', luggage_count: 3 },
      'POST /api/v1/ops/operators': { email: 'night-desk@example.com', role: 'dispatcher' },
      'PATCH /api/v1/ops/operators/{id}': { role: 'dispatcher' },
      'PATCH /api/v1/ops/account': { phone: '+44 7700 900123', on_duty: true },
      'POST /api/v1/ops/providers': registryProvider,
      'POST /api/v1/ops/board-views': { name: 'Tonight, unassigned', query: 'unassigned=true' },
      'PATCH /api/v1/ops/providers/{id}': { commission_percent: 10.25, active: false },
      'POST /api/v1/ops/providers/{id}/drivers': registryDriver,
      'PATCH /api/v1/ops/providers/{id}/drivers/{memberId}': { languages: ['Arabic'] },
      'POST /api/v1/ops/providers/{id}/vehicles': registryVehicle,
      'PATCH /api/v1/ops/providers/{id}/vehicles/{memberId}': { plate: 'ab 12 cd', seats: 7 },
      'POST /api/v1/ops/catalogue/areas': catalogueArea,
      'PATCH /api/v1/ops/catalogue/areas/{id}': { night_surcharge_percent: 20, active: false },
      'PUT /api/v1/ops/catalogue/areas/{id}/rates/{classId}': catalogueRate,
      'PUT /api/v1/ops/catalogue/areas/{id}/dispatch-rules': dispatchRules,
      'POST /api/v1/ops/catalogue/areas/{id}/preview': {
        trip: { ride_type: 'one-way', pickup_local_time: '22:30', passengers: 2 },
        rates: { sedan: catalogueRate },
      },
      'POST /api/v1/bookings/{id}/complete': {
        payment_status: 'success',
        payment_reference: 'CARD-PAYMENT-PLACEHOLDER',
        booking_status: 'confirmed',
        currency_code: 'USD',
        timezone: 'Europe/Berlin',
        is_round_trip: false,
        round_trip_time: null,
      },
      // A declined test card, so fuzzing never confirms the known booking by paying for it.
      'POST /api/v1/bookings/{id}/payment/card': {
        number: '4000 0000 0000 0002',
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
        return_url: '/booking?payment=return',
      },
      'POST /api/v1/payments/sandbox/challenge/{reference}': { outcome: 'fail' },
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
