import type { BoardRow } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiEventStream, apiRequest } from '@/lib/api-client'
import { buildFlight } from '@/test/flight-fixtures'
import { OpsBookingsPage } from './ops-bookings-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiEventStream: vi.fn(),
}))

const row: BoardRow = {
  id: '00000000-0000-4000-8000-0000000000aa',
  booking_code: 'RL7KQ2MX',
  status: 'confirmed',
  pickup_time: '2030-01-15T14:30:00.000Z',
  timezone: 'America/New_York',
  pickup_location: 'JFK Airport',
  dropoff_location: 'Times Square',
  area_id: 'new-york',
  service_area: 'New York',
  vehicle_name: 'Sedan',
  passenger_name: 'Asha Rao',
  partner_name: null,
  provider_name: null,
  total_cents: 8015,
  created_at: '2030-01-01T10:00:00.000Z',
  needs_assignment: true,
  sandbox: false,
  escalated: false,
  escalation_reason: null,
  flight: null,
  version: 3,
}

function fakeApi(rows: BoardRow[] = [row]) {
  // Nothing changes behind the board's back here: its live stream opens and stays quiet.
  vi.mocked(apiEventStream).mockImplementation(() => new Promise(() => undefined))
  vi.mocked(apiRequest).mockImplementation(async (path: string) => {
    if (path.includes('/choices'))
      return { service_areas: [{ id: 'london', name: 'London' }], partners: [], providers: [] }
    return { bookings: rows, pagination: { current_page: 2, total_pages: 3, total: 51 } }
  })
}

function renderBoard(url: string) {
  const router = createMemoryRouter([{ path: '/ops/bookings', element: <OpsBookingsPage /> }], {
    initialEntries: [url],
  })
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const boardCalls = () =>
  vi
    .mocked(apiRequest)
    .mock.calls.map(([path]) => path)
    .filter((path) => /^\/ops\/bookings\?/.test(path))

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiEventStream).mockReset()
})

describe('the bookings board page', () => {
  it('asks for what the address says and shows it in the form', async () => {
    fakeApi()
    renderBoard('/ops/bookings?q=asha&status=confirmed&area=london&page=2')
    const link = await screen.findAllByRole('link', { name: 'RL7KQ2MX' })
    expect(link[0]).toHaveAttribute('href', `/ops/bookings/${row.id}`)
    expect(boardCalls()[0]).toContain('?q=asha&status=confirmed&area=london&page=2')
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('asha')
    expect(screen.getByRole('checkbox', { name: 'Confirmed' })).toBeChecked()
    expect(await screen.findByRole('option', { name: 'London' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Service area' })).toHaveValue('london')
    expect(screen.getByText('51 bookings match')).toBeInTheDocument()
  })

  it('shows the pickup on its own clock and names rides nobody runs yet', async () => {
    fakeApi()
    renderBoard('/ops/bookings')
    const table = await screen.findByRole('table')
    const cells = within(table).getAllByRole('row')[1]!
    expect(cells).toHaveTextContent('15 Jan 2030, 09:30 GMT-5 (America/New_York)')
    expect(cells).toHaveTextContent('Starts within 24 h, nobody assigned')
    expect(cells).toHaveTextContent('$80.15')
  })

  it('flags a ride automatic dispatch handed back to the operators', async () => {
    fakeApi([
      row,
      {
        ...row,
        id: '00000000-0000-4000-8000-0000000000ab',
        booking_code: 'RLESC8',
        escalated: true,
        escalation_reason: 'no_provider',
      },
      {
        ...row,
        id: '00000000-0000-4000-8000-0000000000ac',
        booking_code: 'RLESC9',
        status: 'assigned',
        provider_name: 'Metro Cars',
        escalated: true,
        escalation_reason: 'no_driver',
      },
    ])
    renderBoard('/ops/bookings')
    const table = await screen.findByRole('table')
    const [, plain, escalated, noDriver] = within(table).getAllByRole('row')
    expect(plain).not.toHaveTextContent('No provider took it')
    expect(escalated).toHaveTextContent('No provider took it: assign by hand')
    expect(noDriver).toHaveTextContent('Its provider has no driver yet: call them or reassign')
    expect(noDriver).not.toHaveTextContent('No provider took it')
  })

  it('shows each ride’s flight beside its pickup, and a flight that needs an operator', async () => {
    const ride = (n: number, extra: Partial<BoardRow>): BoardRow => ({
      ...row,
      id: `00000000-0000-4000-8000-0000000000b${n}`,
      booking_code: `RLFLT${n}`,
      ...extra,
    })
    fakeApi([
      ride(1, { flight: buildFlight() }),
      ride(2, { flight: buildFlight({ arrivalAt: new Date('2030-01-15T13:35:00.000Z') }) }),
      ride(3, {
        flight: buildFlight({
          originName: null,
          scheduledArrival: null,
          arrivalAt: null,
          state: 'unknown',
          mismatch: 'not_found',
        }),
      }),
      ride(4, {
        flight: buildFlight({ state: 'cancelled' }),
        escalated: true,
        escalation_reason: 'flight',
      }),
      ride(5, { flight: null }),
    ])
    renderBoard('/ops/bookings')
    const table = await screen.findByRole('table')
    const [, late, onTime, notFound, cancelled, none] = within(table).getAllByRole('row')
    expect(late).toHaveTextContent('flight +95 min')
    expect(onTime).toHaveTextContent('flight on time')
    expect(notFound).toHaveTextContent('flight not found')
    expect(cancelled).toHaveTextContent('flight cancelled')
    expect(cancelled).toHaveTextContent('Flight needs a look: decide the pickup')
    expect(cancelled).not.toHaveTextContent('No provider took it')
    expect(none).not.toHaveTextContent(/flight/i)

    // The cards of a phone show the same as badges, those that need a look marked.
    const cards = within(screen.getByRole('list', { name: 'Bookings' })).getAllByRole('listitem')
    const badge = (card: number, text: string) => within(cards[card]!).getByText(text)
    expect(badge(0, 'flight +95 min')).toHaveAttribute('data-warn', 'true')
    expect(badge(1, 'flight on time')).not.toHaveAttribute('data-warn')
    expect(badge(2, 'flight not found')).toHaveAttribute('data-warn', 'true')
    expect(badge(3, 'flight cancelled')).toHaveAttribute('data-warn', 'true')
    expect(cards[4]).not.toHaveTextContent(/flight/i)
  })

  it('writes a change into the address and starts again at page 1', async () => {
    fakeApi()
    const router = renderBoard('/ops/bookings?q=asha&page=2')
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cancelled' }))
    expect(router.state.location.search).toBe('?q=asha&status=cancelled')
    await userEvent.click(screen.getByRole('button', { name: /^Code/ }))
    expect(router.state.location.search).toBe('?q=asha&status=cancelled&sort=code&dir=asc')
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search bookings' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'rao{Enter}')
    expect(router.state.location.search).toBe('?q=rao&status=cancelled&sort=code&dir=asc')
    expect(boardCalls().at(-1)).toContain('?q=rao&status=cancelled&sort=code&dir=asc')
    // Back shows the earlier search again.
    await router.navigate(-1)
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('asha'),
    )
  })

  it('leaves sandbox bookings out until asked, then marks each one', async () => {
    const testRide: BoardRow = {
      ...row,
      id: '00000000-0000-4000-8000-0000000000bb',
      booking_code: 'RLSANDBX',
      needs_assignment: false,
      sandbox: true,
    }
    fakeApi([testRide, row])
    const router = renderBoard('/ops/bookings')
    await screen.findByRole('table')
    const filter = screen.getByRole('combobox', { name: /^Sandbox bookings/ })
    expect(filter).toHaveValue('exclude')
    expect(boardCalls()[0]).not.toContain('sandbox')

    await userEvent.selectOptions(filter, 'Shown with the others')
    expect(router.state.location.search).toBe('?sandbox=include')
    await waitFor(() => expect(boardCalls().at(-1)).toContain('?sandbox=include'))
    const [, sandboxRow, realRow] = within(screen.getByRole('table')).getAllByRole('row')
    expect(sandboxRow).toHaveTextContent('RLSANDBX')
    expect(within(sandboxRow!).getByText('Sandbox', { exact: true })).toBeVisible()
    expect(within(realRow!).queryByText('Sandbox', { exact: true })).toBeNull()
    expect(screen.getByRole('button', { name: 'Filters (1 on)' })).toBeInTheDocument()

    await userEvent.selectOptions(filter, 'Only sandbox bookings')
    expect(router.state.location.search).toBe('?sandbox=only')
  })

  it('folds the filters under one button that counts those in use', async () => {
    fakeApi()
    renderBoard('/ops/bookings?status=confirmed,assigned&area=london')
    await screen.findByRole('table')
    const toggle = screen.getByRole('button', { name: 'Filters (2 on)' })
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).toHaveClass('hidden')
    expect(panel).toContainElement(screen.getByRole('combobox', { name: 'Service area' }))
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(panel).not.toHaveClass('hidden')
  })
})
