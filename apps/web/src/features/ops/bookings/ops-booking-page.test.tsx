import type { OpsBookingDetail } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { OpsAuthContext } from '../auth/ops-auth-context'
import { OpsBookingPage } from './ops-booking-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const id = '0b6c3f1e-2f4a-4e8b-9d5c-1a2b3c4d5e6f'
const detail = {
  booking: {
    id,
    booking_code: 'RLX42K9P',
    name: 'Amara Okafor',
    phone_number: '+12125550147',
    email: 'amara@example.com',
    whatsapp_number: '',
    flight_number: 'BA 117',
    luggage_count: 2,
    driver_instructions: 'Two large suitcases',
    pickup_location: 'JFK Airport, Queens, NY',
    dropoff_location: 'Times Square, Manhattan, NY',
    pickup_address_detail: '',
    dropoff_address_detail: '',
    pickup_time: '2030-01-15T14:30:00.000Z',
    timezone: 'America/New_York',
    round_trip_time: null,
    vehicle_name: 'Sedan',
    vehicle_price: 80.15,
    meet_greet_applicable: false,
    child_seat_applicable: false,
    partner_discount_amount: 0,
    total_price: 80.15,
    booking_status: 'confirmed',
    payment_status: 'success',
    payment_method: 'card',
    payment_reference: 'CARD-PAYMENT-PLACEHOLDER',
    passengers: 2,
    ride_type: 'one-way',
    language: 'hi',
  },
  version: 3,
  updated_at: '2026-11-24T10:00:00.000Z',
  partner: null,
  assignment: { provider: null, driver: null, vehicle: null },
  vehicle_class_id: 'sedan',
  refund: null,
  refund_if_cancelled_now: {
    paid: 80.15,
    hours_notice: 900,
    policy_percent: 100,
    add_ons_paid: 0,
    add_on_percent: 100,
    policy_amount: 80.15,
    full_amount: 80.15,
  },
  on_account: false,
  waiting_extra_minutes: null,
  waiting_charge: 0,
  sandbox: false,
  payments: [],
  refunds: [],
  money: { paid: 0, refunded: 0, refund_pending: 0, due: 80.15 },
  refund_note: null,
  next_statuses: ['assigned', 'completed', 'cancelled'],
  pickup_movable: true,
  events: [
    {
      at: '2026-11-24T10:00:00.000Z',
      actor_kind: 'traveller',
      actor_id: null,
      actor_email: null,
      from_status: null,
      to_status: 'pending_payment',
      reason: null,
      details: {},
    },
  ],
  rating: null,
  notes: [
    {
      id: 'n1',
      body: 'Prefers a call',
      at: '2026-11-24T11:00:00.000Z',
      author: { id: 'op-1', email: 'desk@ridelane.example' },
    },
  ],
} as unknown as OpsBookingDetail

const user = userEvent.setup()
let answer: () => Promise<unknown>
beforeEach(() => {
  answer = async () => detail
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      const key = `${options.method ?? 'GET'} ${path}`
      if (key === `GET /ops/bookings/${id}`) return answer()
      if (key === `GET /ops/bookings/${id}/offers`) return { offers: [], can_offer: true }
      if (key === 'GET /ops/providers') return { providers: [] }
      if (key === `POST /ops/bookings/${id}/pickup-time`) {
        throw new ApiError('Someone else changed this booking.', { status: 409, code: 'CONFLICT' })
      }
      throw new Error(`Unexpected call ${key}`)
    },
  )
})

function renderPage() {
  const router = createMemoryRouter([{ path: '/ops/bookings/:id', element: <OpsBookingPage /> }], {
    initialEntries: [`/ops/bookings/${id}`],
  })
  const auth = {
    status: 'signed-in' as const,
    operator: { id: 'op-1', email: 'desk@ridelane.example', role: 'dispatcher' as const },
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
  }
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <OpsAuthContext value={auth}>
        <RouterProvider router={router} />
      </OpsAuthContext>
    </QueryClientProvider>,
  )
}

describe('a booking in the console', () => {
  it('shows the traveller, the ride on the pickup’s clock, the timeline and the notes', async () => {
    renderPage()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking...')
    expect(await screen.findByRole('heading', { name: 'Booking RLX42K9P' })).toBeVisible()
    const traveller = within(screen.getByRole('region', { name: 'Traveller' }))
    expect(traveller.getByText('BA 117')).toBeVisible()
    // The language the traveller's mails and texts are written in.
    expect(traveller.getByText('हिन्दी')).toBeVisible()
    const ride = within(screen.getByRole('region', { name: 'Ride' }))
    expect(ride.getByText(/15 Jan 2030, 09:30/)).toBeVisible()
    expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent('Pending payment')
    expect(screen.getByText('Prefers a call')).toBeVisible()
    expect(screen.getByText(/desk@ridelane\.example,/)).toBeVisible()
    // The next moves the lifecycle allows, and no no-show for a confirmed ride.
    expect(
      screen.getByRole('button', { name: 'Assign provider, driver and vehicle' }),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Mark no-show' })).toBeNull()
  })

  it('opens an action from the keyboard and says so when someone else changed the booking', async () => {
    renderPage()
    const move = await screen.findByRole('button', { name: 'Move pickup time' })
    move.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Close: move pickup time' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByLabelText('New time (America/New_York)')).toHaveValue('09:30')
    await user.type(screen.getByLabelText('Reason'), 'Late flight')
    await user.click(screen.getByRole('button', { name: 'Move pickup and tell the traveller' }))
    expect(
      await screen.findByText('Someone else changed this booking — reload to see what changed.'),
    ).toBeVisible()
  })

  it('has the offer panel for a confirmed ride, and names offers on the timeline', async () => {
    const offered = {
      at: '2026-11-24T12:00:00.000Z',
      actor_kind: 'operator',
      actor_id: 'op-1',
      actor_email: 'desk@ridelane.example',
      from_status: 'confirmed',
      to_status: 'confirmed',
      reason: null,
      details: { change: 'offered', offered_to: 'area', providers: '3' },
    }
    const expired = {
      ...offered,
      actor_kind: 'system',
      actor_email: null,
      details: { change: 'offer_expired', providers: '3' },
    }
    answer = async () => ({ ...detail, events: [...detail.events, offered, expired] })
    renderPage()
    expect(await screen.findByRole('region', { name: 'Offer to providers' })).toBeVisible()
    const timeline = screen.getByRole('region', { name: 'Timeline' })
    expect(timeline).toHaveTextContent('Offered to the area’s providers (3)')
    expect(timeline).toHaveTextContent('Offer expired unanswered: back among the unassigned rides')
  })

  it('shows the extra waiting recorded at a no-show, not yet charged, and its evidence', async () => {
    const noShow = {
      at: '2026-11-24T12:00:00.000Z',
      actor_kind: 'driver',
      actor_id: 'driver-1',
      actor_email: null,
      from_status: 'driver_arrived',
      to_status: 'no_show',
      reason: null,
      details: { distance_m: '42', free_waiting_until: '2026-11-24T11:30:00.000Z' },
    }
    answer = async () => ({
      ...detail,
      booking: { ...detail.booking, booking_status: 'no_show' },
      next_statuses: [],
      refund_if_cancelled_now: null,
      waiting_extra_minutes: 30,
      waiting_charge: 20,
      events: [...detail.events, noShow],
    })
    renderPage()
    const fare = within(await screen.findByRole('region', { name: 'Fare and payment' }))
    expect(fare.getByText('30 min, $20.00 USD (not yet charged)')).toBeVisible()
    expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent(
      'No show (driver’s phone 42 m from the pickup)',
    )
  })

  it('marks a test key’s booking as sandbox and offers no way to a provider', async () => {
    // The server leaves `assigned` out of a sandbox booking's next statuses.
    answer = async () => ({ ...detail, sandbox: true, next_statuses: ['completed', 'cancelled'] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Booking RLX42K9P' })).toBeVisible()
    expect(screen.getByText('Sandbox', { exact: true })).toBeVisible()
    expect(screen.getByText(/test API key: not a real ride/)).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Offer to providers' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Assign provider/ })).toBeNull()
    expect(vi.mocked(apiRequest).mock.calls.map(([path]) => path)).not.toContain(
      `/ops/bookings/${id}/offers`,
    )
  })

  it('shows no rating section before the traveller rated the ride', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Booking RLX42K9P' })).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Traveller’s rating' })).toBeNull()
  })

  it('shows the stars in words and the comment as written', async () => {
    answer = async () => ({
      ...detail,
      rating: {
        stars: 4,
        comment: 'On time.\nThe car was cold.',
        created_at: '2030-01-15T18:00:00.000Z',
      },
    })
    renderPage()
    const rating = within(await screen.findByRole('region', { name: 'Traveller’s rating' }))
    expect(rating.getByText('4 of 5 stars')).toBeVisible()
    expect(rating.getByText(/On time\.\s+The car was cold\./)).toBeVisible()
  })

  it('shows the server’s message when the booking cannot be loaded', async () => {
    answer = async () => {
      throw new ApiError('No booking has this id.', { status: 404, code: 'NOT_FOUND' })
    }
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('No booking has this id.')
    expect(screen.getByLabelText('Open booking by code')).toBeVisible()
  })
})
