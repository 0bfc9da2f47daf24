import { emptyStatusCounts, moneyBreakMessages, type OpsOverview } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import { OpsAuthContext, type OpsAuth } from '../auth/ops-auth-context'
import { OpsHomePage } from '../components/ops-home-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const days = Array.from({ length: 30 }, (_, i) => ({
  day: new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10),
  bookings: 0,
  revenue_cents: 0,
  cancelled: 0,
}))
const busy: OpsOverview = {
  today: { ...emptyStatusCounts(), confirmed: 2, assigned: 3 },
  tomorrow: emptyStatusCounts(),
  unassigned_due_soon: [
    {
      id: '6f1c7f63-0d52-4f6e-9a0c-6f8f3f1d2a11',
      booking_code: 'RL-ABCD-1234',
      pickup_time: '2026-11-24T15:00:00Z',
      timezone: 'UTC',
      pickup_location: 'JFK Terminal 4',
      vehicle_name: 'Sedan',
    },
  ],
  last_30_days: days.map((day, i) =>
    i === 29 ? { ...day, bookings: 4, revenue_cents: 12_345, cancelled: 1 } : day,
  ),
  cancellation_rate: 0.25,
  money_breaks: [],
}

function renderStartPage(answer: () => Promise<OpsOverview>) {
  vi.mocked(apiRequest).mockImplementation(async (path) => {
    if (path === '/ops/overview') return answer()
    throw new Error(`Unexpected call ${path}`)
  })
  const auth: OpsAuth = {
    status: 'signed-in',
    operator: { id: 'op-1', email: 'desk@ridelane.example', role: 'dispatcher' },
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '/ops', element: <OpsHomePage /> }], {
    initialEntries: ['/ops'],
  })
  render(
    <QueryClientProvider client={queryClient}>
      <OpsAuthContext value={auth}>
        <RouterProvider router={router} />
      </OpsAuthContext>
    </QueryClientProvider>,
  )
}

const answer = (data: OpsOverview) => async () => data

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

describe('the overview on the console start page', () => {
  it('says it is loading until the figures arrive', () => {
    renderStartPage(() => new Promise<OpsOverview>(() => undefined))
    expect(screen.getByRole('status')).toHaveTextContent('Loading the overview')
    expect(screen.getByRole('link', { name: 'Providers' })).toBeInTheDocument()
  })

  it('shows rides by status, the rides waiting for a driver and the charts with their figures', async () => {
    renderStartPage(answer(busy))
    const today = await screen.findByRole('region', { name: 'Today' })
    expect(within(today).getByRole('heading')).toHaveTextContent('Today: 5 rides')
    expect(today).toHaveTextContent('Confirmed2')
    expect(today).toHaveTextContent('Assigned3')
    expect(screen.getByRole('region', { name: 'Tomorrow' })).toHaveTextContent('No rides.')

    const waiting = screen.getByRole('region', { name: /waiting for a driver/i })
    expect(waiting).toHaveTextContent('RL-ABCD-1234')
    expect(waiting).toHaveTextContent('24 Nov 2026, 15:00 UTC')
    expect(waiting).toHaveTextContent('JFK Terminal 4 · Sedan')

    // The charts load as their own chunk: on a busy machine that takes longer than a second.
    expect(
      await screen.findByRole(
        'img',
        { name: 'Bookings and revenue per day, last 30 days' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: 'Cancellation rate, last 30 days: 25%' }),
    ).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Bookings and revenue per day, last 30 days' })
    expect(within(table).getAllByRole('row')).toHaveLength(31)
    expect(within(table).getByRole('row', { name: /24 Nov/ })).toHaveTextContent('4$123.45')
  })

  it('lists the bookings whose money breaks a rule, each linked to its page, only when there are any', async () => {
    renderStartPage(
      answer({
        ...busy,
        money_breaks: [
          {
            id: '0b0f5a3e-6a43-4d3b-9e0c-2f1e7c9d8a10',
            booking_code: 'RL-WXYZ-9876',
            status: 'confirmed',
            breaks: ['underpaid'],
          },
        ],
      }),
    )
    const money = await screen.findByRole('region', { name: /money to look into: 1 booking/i })
    expect(within(money).getByRole('link', { name: 'RL-WXYZ-9876' })).toHaveAttribute(
      'href',
      '/ops/bookings/0b0f5a3e-6a43-4d3b-9e0c-2f1e7c9d8a10',
    )
    expect(money).toHaveTextContent(moneyBreakMessages.underpaid)
  })

  it('says when no ride is waiting for a driver and shows empty days as zeros', async () => {
    renderStartPage(
      answer({ ...busy, unassigned_due_soon: [], last_30_days: days, cancellation_rate: 0 }),
    )
    expect(
      await screen.findByText('Every ride in the next 24 hours has a driver.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /money to look into/i })).toBeNull()
    const table = await screen.findByRole('table', { name: 'Cancellation rate, last 30 days: 0%' })
    expect(within(table).getByRole('row', { name: /26 Oct/ })).toHaveTextContent('000%')
  })
})
