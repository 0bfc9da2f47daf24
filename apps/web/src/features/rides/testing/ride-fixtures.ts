import type { RideView } from '@ridelane/domain'

export const RIDE_ID = '3f2b8c1e-0d4a-4b6e-9a7c-5e1f2d3c4b5a'
export const RIDE_CODE = 'ABCD2345'

/** A confirmed airport pickup in New York, paid by card, with no driver yet. */
const baseRide: RideView = {
  id: RIDE_ID,
  booking_code: RIDE_CODE,
  booking_status: 'confirmed',
  payment_status: 'success',
  version: 3,
  on_account: false,
  money_with_partner: false,
  viewer: 'traveller',
  booked_by: null,
  cost_centre: null,
  booking_reference: null,
  trip: {
    ride_type: 'one-way',
    pickup_location: 'John F. Kennedy International Airport (JFK)',
    pickup_address_detail: '',
    dropoff_location: 'Manhattan, New York',
    dropoff_address_detail: 'The Standard, 848 Washington St',
    pickup_point: { lat: 40.6413, lng: -73.7781 },
    dropoff_point: { lat: 40.7397, lng: -74.0081 },
    pickup_time: '2030-01-15T15:30:00.000Z',
    timezone: 'America/New_York',
    traveller_timezone: null,
    is_round_trip: false,
    round_trip_time: null,
    duration_hours: null,
    days: null,
    pickup_at_airport: true,
    flight_number: 'BA117',
    flight: null,
  },
  vehicle: { id: 'nyc-sedan', name: 'Business Sedan', seats: 3 },
  passenger: {
    name: 'Amara Okafor',
    email: 'amara@example.test',
    phone_number: '+447700900123',
    whatsapp_number: null,
    passengers: 2,
    luggage_count: 2,
    driver_instructions: 'Two large suitcases',
    meet_greet: true,
    child_seat_count: 0,
  },
  fare: {
    lines: [
      { label: 'Vehicle fare', amount: 100 },
      { label: 'Meet & greet', amount: 20 },
    ],
    total: 120,
    display_currency: 'USD',
    price_hidden: false,
  },
  money: { paid: 120, refunded: 0, refund_pending: 0, due: 0 },
  payments: [
    {
      amount: 120,
      status: 'succeeded',
      card_brand: 'Visa',
      card_last4: '4242',
      created_at: '2030-01-02T10:00:00.000Z',
    },
  ],
  refunds: [],
  cancellation: {
    free_until: '2030-01-14T15:30:00.000Z',
    free_until_text: 'Free cancellation until Mon 14 Jan, 10:30 New York time',
    allowed: true,
    refused_message: null,
    refund_now: { amount: 120, percent: 100, add_on_percent: 100, paid: 120 },
    cancelled: null,
  },
  change: {
    allowed: true,
    deadline: '2030-01-14T15:30:00.000Z',
    refused_message: null,
    pending: null,
    dropoff_changeable: true,
  },
  driver: null,
  driver_approach: null,
  meeting: { kind: 'airport_arrivals', name_sign: 'Amara Okafor', free_waiting_minutes: 60 },
  support: {
    email: 'support@ridelane.com',
    email_link: 'mailto:support@ridelane.com?subject=Booking%20ABCD2345',
    whatsapp: '+44 7700 900321',
    whatsapp_link: 'https://wa.me/447700900321?text=Booking%20ABCD2345',
  },
  timeline: [
    {
      at: '2030-01-02T09:58:00.000Z',
      actor_kind: 'traveller',
      from_status: null,
      to_status: 'pending_payment',
      reason: null,
      details: {},
    },
    {
      at: '2030-01-02T10:00:00.000Z',
      actor_kind: 'traveller',
      from_status: 'pending_payment',
      to_status: 'confirmed',
      reason: null,
      details: {},
    },
  ],
  rating: null,
  can_rate: false,
  receipt: { available: true, invoice_number: null },
}

type RidePatch = {
  [K in keyof RideView]?: RideView[K] extends object ? Partial<RideView[K]> : RideView[K]
}

/**
 * A RideView for tests: the base ride with `patch` laid over it, one level deep (a patched block
 * keeps the fields it does not name).
 */
export function buildRide(patch: RidePatch = {}): RideView {
  const ride: Record<string, unknown> = structuredClone(baseRide)
  for (const [key, value] of Object.entries(patch)) {
    const current = ride[key]
    ride[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current
        ? { ...(current as object), ...value }
        : value
  }
  return ride as RideView
}

/** The ride once a driver is assigned and on the way. */
export const rideWithDriver = () =>
  buildRide({
    booking_status: 'driver_en_route',
    driver: {
      name: 'Daniel Reyes',
      phone: '+1 (212) 555-0142',
      vehicle: { make_model: 'Toyota Camry', colour: 'Black', plate: 'NYC 4821' },
    },
    timeline: [
      ...baseRide.timeline,
      {
        at: '2030-01-15T14:50:00.000Z',
        actor_kind: 'operator',
        from_status: 'confirmed',
        to_status: 'assigned',
        reason: null,
        details: {},
      },
      {
        at: '2030-01-15T15:00:00.000Z',
        actor_kind: 'driver',
        from_status: 'assigned',
        to_status: 'driver_en_route',
        reason: null,
        details: {},
      },
    ],
  })
