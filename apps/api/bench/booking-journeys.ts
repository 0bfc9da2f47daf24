// Booking creation, payment with the sandbox's 4242 card and completion, back to back, from concurrent clients against one API.
import { randomUUID } from 'node:crypto'
import { Pool } from 'undici'
import type { BookingCreatePayloadInput, PriceCalculationResponse } from '@ridelane/domain'
import { percentile } from './report'
import { priceRequest } from './trip'

export type JourneyFigures = {
  journeys: number
  perSecond: number
  p50: number
  p99: number
  /** Failed journeys by the status that ended them (0 for a network error). */
  errors: Record<number, number>
}

/**
 * The load's HTTP client: undici's pool of kept-alive connections, one per client loop. Global
 * fetch (undici behind a WHATWG layer of streams and promises) cost the load generator about
 * 1.9 ms of CPU a request, a quarter of the two cores the API and PostgreSQL share with it.
 */
type Client = (path: string, body: unknown, headers?: Record<string, string>) => Promise<Answer>
type Answer = { status: number; json: { data: never } }

function httpClient(pool: Pool): Client {
  return async (path, body, headers = {}) => {
    const response = await pool.request({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    return { status: response.statusCode, json: (await response.body.json()) as Answer['json'] }
  }
}

/** One quote, as the wizard gets it, and the booking it would send for the first vehicle. */
async function quotedBooking(post: Client): Promise<BookingCreatePayloadInput> {
  const request = priceRequest()
  const priced = await post(`/api/v1/prices/calculate`, request)
  const quote = priced.json.data as PriceCalculationResponse
  const vehicle = quote.available_vehicles[0]
  if (priced.status !== 200 || !vehicle) throw new Error(`no quote: ${JSON.stringify(quote)}`)
  return {
    quote_id: quote.quote_id,
    name: 'Amara Okafor',
    phone_number: '+1 (212) 555-0147',
    email: 'amara@example.com',
    pickup_location: request.pickup.address,
    dropoff_location: request.dropoff.address,
    pickup_time: request.booking_time,
    vehicle_id: vehicle.city_vehicle_id,
    vehicle_name: vehicle.vehicle_name,
    vehicle_price: vehicle.price,
    currency_code: 'USD',
    timezone: request.timezone,
  }
}

/** The sandbox's card that always goes through. */
const testCard = {
  number: '4242424242424242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  return_url: '/booking?payment=return',
}

const completion = {
  payment_status: 'success',
  payment_reference: 'CARD-PAYMENT-PLACEHOLDER',
  booking_status: 'confirmed',
  currency_code: 'USD',
  timezone: 'America/New_York',
  is_round_trip: false,
  round_trip_time: null,
}

/**
 * Runs journeys from `clients` loops for `seconds`. A journey is what the wizard's last steps
 * send: create the booking, open its payment, pay with the sandbox's 4242 card, complete; it
 * counts once all four succeed. A quote backs one booking, so each journey first gets its own
 * quote, outside the timing.
 */
export async function runBookingJourneys(
  baseUrl: string,
  seconds: number,
  clients: number,
): Promise<JourneyFigures> {
  const latencies: number[] = []
  const errors: Record<number, number> = {}
  const fail = (status: number) => (errors[status] = (errors[status] ?? 0) + 1)
  const started = performance.now()
  const deadline = started + seconds * 1000

  const pool = new Pool(baseUrl, { connections: clients })
  const post = httpClient(pool)

  async function client() {
    while (performance.now() < deadline) {
      try {
        const payload = await quotedBooking(post)
        const begun = performance.now()
        const created = await post(`/api/v1/bookings`, payload, {
          'idempotency-key': randomUUID(),
        })
        if (created.status !== 201) {
          fail(created.status)
          continue
        }
        const { id, access_token } = created.json.data as { id: string; access_token: string }
        const access = { 'x-booking-token': access_token }
        const started = await post(`/api/v1/bookings/${id}/payment`, {}, access)
        if (started.status !== 200) {
          fail(started.status)
          continue
        }
        const card = await post(`/api/v1/bookings/${id}/payment/card`, testCard, access)
        if (card.status !== 200) {
          fail(card.status)
          continue
        }
        const done = await post(`/api/v1/bookings/${id}/complete`, completion, {
          'x-booking-token': access_token,
        })
        if (done.status === 200) latencies.push(performance.now() - begun)
        else fail(done.status)
      } catch {
        fail(0)
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  await pool.close()
  const elapsed = (performance.now() - started) / 1000
  return {
    journeys: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  }
}
