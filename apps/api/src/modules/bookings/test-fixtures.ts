import { randomUUID } from 'node:crypto'
import type { BookingCreatePayloadInput } from '@ridelane/domain'
import type { App } from '../../app'
import { desc, eq } from 'drizzle-orm'
import { payments, quotes } from '../../db/schema'
import type { QuoteContent, QuotedVehicleRecord } from '../pricing'

// Helpers for this feature's API tests only; nothing in the app imports this file.

/** 09:30 in New York on a winter morning (EST, UTC−5). */
export const PICKUP_AT = '2030-01-15T14:30:00.000Z'
export const TIME_ZONE = 'America/New_York'

export function quotedVehicle(overrides: Partial<QuotedVehicleRecord> = {}): QuotedVehicleRecord {
  return {
    city_vehicle_id: 'new-york:sedan',
    vehicle_class_id: 'sedan',
    vehicle_name: 'Sedan',
    vehicle_model: 'Toyota Camry or similar',
    vehicle_type: 'standard',
    vehicle_logo: '/images/fleet/sedan.webp',
    category: 'Sedan',
    passenger_capacity: 3,
    luggage_capacity: 2,
    price_type: 'fixed',
    price_cents: 8_015,
    ride_cents: 6_515,
    airport_fee_cents: 1_500,
    night_charge_cents: 0,
    meet_greet_mode: 'additional_charge',
    child_seat_mode: 'additional_charge',
    ...overrides,
  }
}

export const businessSedan = quotedVehicle({
  city_vehicle_id: 'new-york:business-sedan',
  vehicle_class_id: 'business-sedan',
  vehicle_name: 'Business Sedan',
  vehicle_type: 'luxury',
  price_cents: 12_000,
  meet_greet_mode: 'included',
  child_seat_mode: 'not_allowed',
})

type QuotedPlace = { address: string; lat: number; lng: number; place_id?: string }

export const JFK: QuotedPlace = { address: 'JFK Airport, Queens, NY', lat: 40.6413, lng: -73.7781 }
export const TIMES_SQUARE: QuotedPlace = {
  address: 'Times Square, Manhattan, NY',
  lat: 40.758,
  lng: -73.9855,
}

export type QuoteFixture = {
  vehicles?: QuotedVehicleRecord[]
  expiresAt?: Date
  roundTripDateTime?: string
  pickup?: QuotedPlace
  dropoff?: QuotedPlace
}

/** The quote POST /prices/calculate would give for JFK to Times Square, one way. */
export function quoteContent(fixture: QuoteFixture = {}): QuoteContent {
  const roundTrip = fixture.roundTripDateTime !== undefined
  return {
    id: randomUUID(),
    // As POST /prices/calculate prices it: JFK and Times Square lie in the New York area.
    areaId: 'new-york',
    rideType: 'one-way',
    request: {
      ride_type: 'one-way',
      pickup: fixture.pickup ?? JFK,
      dropoff: fixture.dropoff ?? TIMES_SQUARE,
      booking_time: PICKUP_AT,
      timezone: TIME_ZONE,
      roundTrip,
      ...(roundTrip ? { roundTripDateTime: fixture.roundTripDateTime } : {}),
      passengers: 2,
    },
    pickupAt: new Date(PICKUP_AT),
    timezone: TIME_ZONE,
    distanceKm: 27.4,
    durationMin: 48,
    vehicles: fixture.vehicles ?? [quotedVehicle(), businessSedan],
    meetGreetMode: 'additional_charge',
    meetGreetChargeCents: 1_500,
    childSeatMode: 'additional_charge',
    childSeatChargeCents: 1_000,
    createdAt: new Date(),
    expiresAt: fixture.expiresAt ?? new Date(Date.now() + 30 * 60_000),
  }
}

/**
 * That quote signed by the app, as the calculation's `quote_id` carries it (nothing is stored
 * until a booking uses it).
 */
export async function signQuote(app: App, fixture: QuoteFixture = {}): Promise<string> {
  return app.quoteSigner.sign(quoteContent(fixture))
}

/** The quote id inside a signed quote: the stored quote's id once a booking used it. */
export function quoteIdOf(signedQuote: string): string {
  const body = signedQuote.split('.')[2] ?? ''
  const json = Buffer.from(body, 'base64url').toString('utf8')
  return (JSON.parse(json) as { id: string }).id
}

/**
 * A quote row no booking uses, as the calculation stored them before quotes were signed
 * (docs/decisions/021): what the clean-up still removes.
 */
export async function storeUnbookedQuote(app: App, fixture: QuoteFixture = {}): Promise<string> {
  const { id, ...row } = quoteContent(fixture)
  await app.db.insert(quotes).values({ id, ...row })
  return id
}

/** What the wizard sends for the Sedan of that quote, before any add-ons. */
export function bookingPayload(
  quoteId: string,
  overrides: Partial<BookingCreatePayloadInput> = {},
): BookingCreatePayloadInput {
  return {
    quote_id: quoteId,
    name: 'Amara Okafor',
    phone_number: '+1 (212) 555-0147',
    email: 'amara@example.com',
    whatsapp_number: '+12125550147',
    flight_number: 'BA 117',
    luggage_count: 2,
    driver_instructions: 'Two large suitcases',
    pickup_location: 'JFK Airport, Queens, NY',
    dropoff_location: 'Times Square, Manhattan, NY',
    pickup_time: '2030-01-15T09:30:00-05:00',
    vehicle_id: 'new-york:sedan',
    vehicle_name: 'Sedan',
    vehicle_price: 80.15,
    meet_greet_charge: 15,
    child_seat_charge: 10,
    currency_code: 'USD',
    timezone: TIME_ZONE,
    ...overrides,
  }
}

export const bookingToken = (token: string) => ({ 'x-booking-token': token })

export function postBooking(
  app: App,
  payload: BookingCreatePayloadInput,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/v1/bookings', payload, headers })
}

export function completion(overrides: Record<string, unknown> = {}) {
  return {
    payment_status: 'success',
    payment_reference: 'CARD-PAYMENT-PLACEHOLDER',
    booking_status: 'confirmed',
    // The booking's own (bookingPayload's): completion keeps it.
    currency_code: 'USD',
    timezone: 'Europe/Berlin',
    is_round_trip: false,
    round_trip_time: null,
    ...overrides,
  }
}

/** The sandbox card that always goes through. */
export const GOOD_CARD = '4242424242424242'

/** The card form as POST /bookings/{id}/payment/card takes it. */
export function cardForm(number = GOOD_CARD, overrides: Record<string, unknown> = {}) {
  return {
    number,
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    return_url: '/booking?payment=return',
    ...overrides,
  }
}

type BookingAccess = { id: string; access_token?: string }

/** The credentials the booking's calls take: its token, or the given headers (a partner's). */
const accessOf = (booking: BookingAccess, headers?: Record<string, string>) =>
  headers ?? (booking.access_token ? bookingToken(booking.access_token) : {})

/** Pays the booking with `number` through the sandbox, as the booking page does. */
export async function payBooking(
  app: App,
  booking: BookingAccess,
  number = GOOD_CARD,
  headers?: Record<string, string>,
) {
  const access = accessOf(booking, headers)
  const created = await app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${booking.id}/payment`,
    headers: access,
  })
  if (created.statusCode !== 200) throw new Error(`payment not created: ${created.body}`)
  return app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${booking.id}/payment/card`,
    headers: access,
    payload: cardForm(number),
  })
}

/**
 * Pays the booking with the 4242 card through the card endpoint, then completes it: what every
 * test that needs a confirmed booking does. Answers the completion's response.
 */
export async function payAndComplete(
  app: App,
  booking: BookingAccess,
  options: { headers?: Record<string, string>; completion?: Record<string, unknown> } = {},
) {
  const paid = await payBooking(app, booking, GOOD_CARD, options.headers)
  if (paid.statusCode !== 200) throw new Error(`card not taken: ${paid.body}`)
  return app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${booking.id}/complete`,
    headers: accessOf(booking, options.headers),
    payload: completion(options.completion),
  })
}

/**
 * Pays the booking at the gateway only, as Stripe's form does in the browser: nothing on our
 * side hears of it until completion, GET payment, a webhook or reconciliation asks the gateway.
 */
export async function payAtGatewayOnly(app: App, booking: BookingAccess, number = GOOD_CARD) {
  const created = await app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${booking.id}/payment`,
    headers: accessOf(booking),
  })
  if (created.statusCode !== 200) throw new Error(`payment not created: ${created.body}`)
  const [payment] = await app.db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(desc(payments.createdAt))
    .limit(1)
  return app.payments.confirmPayment({
    reference: payment!.gatewayReference,
    paymentMethod: { kind: 'card', number, expMonth: 12, expYear: 2030, cvc: '123' },
    returnUrl: '/booking?payment=return',
    idempotencyKey: randomUUID(),
  })
}
