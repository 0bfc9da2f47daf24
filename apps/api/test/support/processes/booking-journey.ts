import {
  bookingPayloadFromFlow,
  preferencesSchema,
  priceRequestFromRideDetails,
  rideDetailsSchema,
  vehicleOptionsFromQuote,
  wallClockInZone,
  type BookingCreatePayloadInput,
  type PriceCalculationResponse,
} from '@ridelane/domain'

// A traveller's journey over HTTP against a running server: quote, book, pay.

type Place = { address: string; lat: number; lng: number }
export type Trip = { area: string; timeZone: string; pickup: Place; dropoff: Place }

/** Airport runs in four demo areas; add-ons are only asked for where they are charged. */
export const trips: Trip[] = [
  {
    area: 'new-york',
    timeZone: 'America/New_York',
    pickup: { address: 'JFK Airport, Queens, NY', lat: 40.6413, lng: -73.7781 },
    dropoff: { address: 'Times Square, Manhattan, NY', lat: 40.758, lng: -73.9855 },
  },
  {
    area: 'london',
    timeZone: 'Europe/London',
    pickup: { address: 'Heathrow Airport, London', lat: 51.47, lng: -0.4543 },
    dropoff: { address: 'Trafalgar Square, London', lat: 51.508, lng: -0.1281 },
  },
  {
    area: 'paris',
    timeZone: 'Europe/Paris',
    pickup: { address: 'Charles de Gaulle Airport, Paris', lat: 49.0097, lng: 2.5479 },
    dropoff: { address: 'Louvre Museum, Paris', lat: 48.8606, lng: 2.3376 },
  },
  {
    area: 'dubai',
    timeZone: 'Asia/Dubai',
    pickup: { address: 'Dubai International Airport', lat: 25.2532, lng: 55.3657 },
    dropoff: { address: 'The Dubai Mall, Dubai', lat: 25.1972, lng: 55.2796 },
  },
]

const travellers = ['Amara Okafor', 'Lena Fischer', 'Kenji Sato', 'Priya Nair', "Sean O'Brien"]

// The envelope as the server sent it; each caller asserts on the parts it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: { success: boolean; data?: any; error?: any } }

/** One JSON call; a refused connection or a timeout throws (the caller decides to retry). */
export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

/** Journey n: one of the trips, 2 to 31 days ahead (always more than a day), at varying hours. */
export function rideFor(n: number) {
  const trip = trips[n % trips.length]!
  const days = 2 + (n % 30)
  const { date } = wallClockInZone(new Date(Date.now() + days * 86_400_000), trip.timeZone)
  const time = `${String(6 + (n % 17)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`
  const rideDetails = rideDetailsSchema.parse({
    pickup: trip.pickup,
    dropoff: trip.dropoff,
    date,
    time,
    passengers: 1 + (n % 3),
  })
  return {
    trip,
    rideDetails,
    priceRequest: priceRequestFromRideDetails(rideDetails, trip.timeZone),
  }
}

/** The booking body for the quote's sedan; every third NY or London journey adds a meet & greet. */
export function bookingRequest(
  n: number,
  ride: ReturnType<typeof rideFor>,
  quote: PriceCalculationResponse,
  email: string,
): BookingCreatePayloadInput {
  const vehicles = vehicleOptionsFromQuote(quote, { currency: 'USD', rate: 1 })
  const vehicle = vehicles.find((v) => v.id.endsWith(':sedan')) ?? vehicles[0]!
  const extras = ['new-york', 'london'].includes(ride.trip.area) && n % 3 === 0
  return bookingPayloadFromFlow({
    rideDetails: ride.rideDetails,
    passengerDetails: {
      name: travellers[n % travellers.length]!,
      phone: '+1 212 555 0147',
      email,
      whatsapp: '',
      notes: '',
    },
    preferences: preferencesSchema.parse({ meetGreet: extras }),
    vehicle,
    quoteId: quote.quote_id,
    currency: 'USD',
    timeZone: ride.trip.timeZone,
  })
}

/** The sandbox's card form with the test card that always goes through. */
export const testCard = {
  number: '4242424242424242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  return_url: '/booking?payment=return',
}

/** Starts the booking's payment and pays it with the test card; answers the card call's answer. */
export async function payWithTestCard(baseUrl: string, id: string, accessToken: string) {
  const headers = { 'x-booking-token': accessToken }
  const started = await call(baseUrl, 'POST', `/bookings/${id}/payment`, undefined, headers)
  if (started.status !== 200) return started
  return call(baseUrl, 'POST', `/bookings/${id}/payment/card`, testCard, headers)
}

/** Completion's body; its payment fields decide nothing now (the server asks the gateway). */
export const cardPayment = (timeZone: string) => ({
  payment_status: 'success',
  payment_reference: 'CARD-PAYMENT-PLACEHOLDER',
  booking_status: 'confirmed',
  currency_code: 'USD',
  timezone: timeZone,
  is_round_trip: false,
  round_trip_time: null,
})
