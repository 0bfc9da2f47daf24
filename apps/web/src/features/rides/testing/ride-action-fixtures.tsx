import { rideViewSchema, type PaymentView, type RideView } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { vi } from 'vitest'
import { ApiError, apiRequest, type ApiRequestOptions } from '@/lib/api-client'

/** A confirmed one-way ride in New York, paid $120, three days ahead of 2030-01-12. */
export const baseRide: RideView = rideViewSchema.parse({
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  booking_code: 'ABCD2345',
  booking_status: 'confirmed',
  payment_status: 'success',
  version: 3,
  on_account: false,
  viewer: 'traveller',
  booked_by: null,
  trip: {
    ride_type: 'one-way',
    pickup_location: 'JFK Terminal 4',
    pickup_address_detail: '',
    dropoff_location: 'Times Square, New York',
    dropoff_address_detail: '',
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
  vehicle: { id: 'sedan', name: 'Sedan', seats: 4 },
  passenger: {
    name: 'Amara Okafor',
    email: 'amara@example.com',
    phone_number: '+15550100',
    whatsapp_number: null,
    passengers: 2,
    luggage_count: 2,
    driver_instructions: null,
    meet_greet: false,
    child_seat_count: 0,
  },
  fare: { lines: [{ label: 'Vehicle fare', amount: 120 }], total: 120, display_currency: 'USD' },
  money: { paid: 120, refunded: 0, refund_pending: 0, due: 0 },
  payments: [],
  refunds: [],
  cancellation: {
    free_until: '2030-01-14T15:30:00.000Z',
    free_until_text: 'Free cancellation until Mon 14 Jan, 10:30 New York time',
    allowed: true,
    refused_message: null,
    refund_now: { amount: 60, percent: 50, add_on_percent: 100, paid: 120 },
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
  meeting: { kind: 'airport_arrivals', name_sign: null, free_waiting_minutes: 60 },
  support: {
    email: 'support@ridelane.com',
    email_link: 'mailto:support@ridelane.com',
    whatsapp: '+44 7700 900321',
    whatsapp_link: 'https://wa.me/447700900321',
  },
  timeline: [],
  rating: null,
  can_rate: false,
  receipt: { available: true, invoice_number: null },
})

export const tokenAccess = { ref: 'ABCD2345', token: 'ride-token' }

export const openPayment: PaymentView = {
  gateway: 'sandbox',
  status: 'requires_payment_method',
  amount: 25,
  currency: 'USD',
  client_secret: null,
  publishable_key: null,
  action_url: null,
  decline_message: null,
  card: null,
  card_on_file: false,
  booking_status: 'confirmed',
}

export type Answers = Partial<Record<string, (init?: ApiRequestOptions) => unknown>>

/** Answers api-client calls by "METHOD /path"; anything else is a 404. */
export function answerCalls(calls: Answers) {
  vi.mocked(apiRequest).mockImplementation(async (path: string, init?: ApiRequestOptions) => {
    const reply = calls[`${init?.method ?? 'GET'} ${path}`]
    if (reply) return reply(init)
    throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' })
  })
}

export const callsTo = (method: string, path: string) =>
  vi
    .mocked(apiRequest)
    .mock.calls.filter(([p, init]) => p === path && (init?.method ?? 'GET') === method)

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname}</p>
}

/** Renders a ride action on /rides/ABCD2345, with the sandbox's check page beside it. */
export function renderOnRidePage(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/rides/ABCD2345']}>
        <Routes>
          <Route path="/rides/:code" element={element} />
          <Route path="/pay/sandbox/challenge/:reference" element={<p>Bank check</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}
