import {
  boardViewMessages,
  rideOfferMessages,
  type BoardRow,
  type BoardView,
  type DriverChoice,
  type ProviderSummary,
  type VehicleChoice,
} from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import {
  ApiError,
  apiEventStream,
  apiRequest,
  type ApiErrorDetail,
  type ApiRequestOptions,
} from '@/lib/api-client'
import { OpsAuthContext } from '../auth/ops-auth-context'
import { localDay, tonightUnassignedSearch } from './board-search'
import { OpsBookingsPage } from './ops-bookings-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiEventStream: vi.fn(),
}))

// The board built for volume (issue 32): chips, density, saved views, selection with bulk
// actions reported ride by ride, assignment on the row, and the keys.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const ride = (n: number, extra: Partial<BoardRow> = {}): BoardRow => ({
  id: id(n),
  booking_code: `RLRIDE0${n}`,
  status: 'confirmed',
  pickup_time: '2030-01-15T14:30:00.000Z',
  timezone: 'America/New_York',
  pickup_location: 'JFK Airport, Queens, NY',
  dropoff_location: 'Times Square, Manhattan, NY',
  area_id: 'new-york',
  service_area: 'New York',
  vehicle_name: 'Sedan',
  passenger_name: `Traveller ${n}`,
  partner_name: null,
  provider_name: null,
  total_cents: 8015,
  created_at: '2030-01-01T10:00:00.000Z',
  needs_assignment: false,
  sandbox: false,
  escalated: false,
  escalation_reason: null,
  flight: null,
  version: 10 + n,
  ...extra,
})

const gotham = id(101)
const harbour = id(102)
const providers = [
  { id: gotham, name: 'Gotham Cars', active: true, service_area_ids: ['new-york'] },
  { id: harbour, name: 'Harbour Cabs', active: true, service_area_ids: ['london'] },
  { id: id(103), name: 'Retired Rides', active: false, service_area_ids: ['new-york'] },
] as ProviderSummary[]
const vehicle = (n: number, extra: Partial<VehicleChoice>): VehicleChoice => ({
  id: id(200 + n),
  vehicle_class_id: 'sedan',
  make_model: `Car ${n}`,
  colour: 'Black',
  plate: `NY ${n}`,
  seats: 4,
  free: true,
  busy_reason: null,
  ...extra,
})
const carBusy = 'Car 3 (NY 3) is already on RLRIDE09 from 15 Jan 09:00 to 15 Jan 10:30.'
/** Gotham's active vehicles as the ride's picker lists them. */
const vehicles = [
  vehicle(1, { vehicle_class_id: 'suv', seats: 6 }),
  vehicle(2, { seats: 2 }),
  vehicle(3, { free: false, busy_reason: carBusy }),
  vehicle(4, {}),
]
const drivers: DriverChoice[] = [
  { id: id(301), name: 'Ana Silva', free: false, busy_reason: 'Ana Silva has another ride.' },
  { id: id(302), name: 'Ravi Kumar', free: true, busy_reason: null },
]

type Call = { method: string; path: string; query: ApiRequestOptions['query']; body: unknown }
type Reply = { status: number; body: unknown }
let calls: Call[]
let rows: BoardRow[]
let views: BoardView[]
/** Per 'METHOD path', what the fake API answers instead of its default. */
let overrides: Record<string, (body: unknown) => Reply>

/** The envelope's data, or the ApiError the real client throws for an error envelope. */
function settle({ status, body }: Reply): unknown {
  if (status < 300) return body
  const { code, message, details } = body as {
    code: string
    message: string
    details?: ApiErrorDetail[]
  }
  throw new ApiError(message, { status, code, details })
}

const refusal = (status: number, code: string, message: string, details?: object[]) => ({
  status,
  body: { code, message, ...(details ? { details } : {}) },
})

function detailOf(row: BoardRow) {
  return {
    booking: { id: row.id, booking_status: row.status, passengers: 3 },
    version: row.version,
    vehicle_class_id: 'sedan',
    assignment: { provider: null, driver: null, vehicle: null },
  }
}

function answer(
  method: string,
  path: string,
  query: ApiRequestOptions['query'],
  body: unknown,
): Reply {
  const key = `${method} ${path}`
  const override = overrides[key]
  if (override) return override(body)
  if (path === '/ops/bookings/choices') {
    return {
      status: 200,
      body: {
        service_areas: [
          { id: 'london', name: 'London' },
          { id: 'new-york', name: 'New York' },
        ],
        partners: [],
        providers: [],
      },
    }
  }
  if (method === 'GET' && path === '/ops/bookings') {
    return {
      status: 200,
      body: { bookings: rows, pagination: { current_page: 1, total_pages: 1, total: rows.length } },
    }
  }
  if (path === '/ops/board-views') {
    if (method === 'GET') return { status: 200, body: { views } }
    const { name, query } = body as { name: string; query: string }
    const view = { id: id(900 + views.length), name, query, created_at: '2030-01-01T10:00:00Z' }
    views = [...views, view].sort((a, b) => a.name.localeCompare(b.name))
    return { status: 201, body: { view } }
  }
  const viewId = /^\/ops\/board-views\/(.+)$/.exec(path)?.[1]
  if (method === 'DELETE' && viewId) {
    views = views.filter((v) => v.id !== viewId)
    return { status: 200, body: { views } }
  }
  if (path === '/ops/providers') return { status: 200, body: { providers } }
  const action = /^\/ops\/bookings\/([^/]+)(?:\/(.+))?$/.exec(path)
  const target = rows.find((row) => row.id === action?.[1])
  if (action && target) {
    if (method === 'GET' && !action[2]) return { status: 200, body: detailOf(target) }
    if (method === 'GET' && action[2] === 'drivers') {
      return { status: 200, body: { drivers: query?.provider_id === gotham ? drivers : [] } }
    }
    if (method === 'GET' && action[2] === 'vehicles') {
      return { status: 200, body: { vehicles: query?.provider_id === gotham ? vehicles : [] } }
    }
    if (method === 'POST' && action[2] === 'offers') {
      return {
        status: 201,
        body: {
          can_offer: false,
          offers: [{ status: 'open' }, { status: 'open' }, { status: 'withdrawn' }],
        },
      }
    }
    if (method === 'POST' && action[2] === 'assignment') {
      const { provider_id: providerId } = body as { provider_id: string }
      const provider = providers.find((p) => p.id === providerId)!
      return {
        status: 200,
        body: {
          ...detailOf(target),
          assignment: {
            provider: { id: provider.id, name: provider.name },
            driver: null,
            vehicle: null,
          },
        },
      }
    }
  }
  throw new Error(`Unexpected call ${key}`)
}

beforeEach(() => {
  calls = []
  views = []
  overrides = {}
  rows = [ride(1), ride(2), ride(3)]
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      const { method = 'GET', query, body } = options
      calls.push({ method, path, query, body })
      // The board asks for its page with the search in the path.
      return settle(answer(method, path.split('?')[0]!, query, body))
    },
  )
  // Nothing changes behind the board's back here: its live stream opens and stays quiet.
  vi.mocked(apiEventStream).mockReset()
  vi.mocked(apiEventStream).mockImplementation(() => new Promise(() => undefined))
})

const user = userEvent.setup()

function renderBoard(url = '/ops/bookings', role: 'admin' | 'dispatcher' = 'dispatcher') {
  const router = createMemoryRouter(
    [
      { path: '/ops/bookings', element: <OpsBookingsPage /> },
      { path: '/ops/bookings/:id', element: <h1>Booking page</h1> },
    ],
    { initialEntries: [url] },
  )
  const auth = {
    status: 'signed-in' as const,
    operator: { id: 'op-1', email: 'desk@ridelane.example', role },
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
  }
  const view = render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <OpsAuthContext value={auth}>
        <RouterProvider router={router} />
      </OpsAuthContext>
    </QueryClientProvider>,
  )
  return { router, ...view }
}

const tableRow = (n: number) => document.querySelector<HTMLElement>(`[data-board-row="${id(n)}"]`)!
const callsTo = (method: string, pattern: RegExp) =>
  calls.filter((call) => call.method === method && pattern.test(call.path))

describe('the board’s filter chips', () => {
  it('shows a chip per filter in use; each takes its filter off', async () => {
    const { router } = renderBoard(
      '/ops/bookings?status=confirmed,assigned&area=london&unassigned=true',
    )
    await screen.findByRole('table')
    const chips = await screen.findByRole('list', { name: 'Filters in use' })
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([
        'Remove filter Status: Confirmed',
        'Remove filter Status: Assigned',
        'Remove filter Area: London',
        'Remove filter Unassigned only',
      ]),
    )
    expect(screen.getByRole('button', { name: 'Filters (3 on)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await user.click(screen.getByRole('button', { name: 'Remove filter Area: London' }))
    expect(router.state.location.search).toBe('?status=confirmed%2Cassigned&unassigned=true')
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Confirmed' }))
    expect(router.state.location.search).toBe('?status=assigned&unassigned=true')
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }))
    expect(router.state.location.search).toBe('')
    expect(screen.queryByRole('list', { name: 'Filters in use' })).toBeNull()
  })
})

describe('the board’s density', () => {
  it('shows one line a ride by default, the full route on focus, and remembers comfortable', async () => {
    const first = renderBoard()
    const table = await screen.findByRole('table')
    expect(table).toHaveClass('table-fixed')
    const route = within(table).getAllByText('JFK Airport → Times Square')[0]!
    expect(route).toHaveAttribute('tabindex', '0')
    expect(route).toHaveAccessibleDescription(
      'JFK Airport, Queens, NY → Times Square, Manhattan, NY New York',
    )
    // The focused row is described by its full route too.
    expect(tableRow(1)).toHaveAccessibleDescription(/^JFK Airport, Queens, NY → Times Square/)
    expect(screen.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Comfortable' }))
    expect(screen.getByRole('button', { name: 'Comfortable' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(table).not.toHaveClass('table-fixed')
    expect(tableRow(1)).toHaveTextContent('JFK Airport, Queens, NY → Times Square, Manhattan, NY')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toContain('Booked')
    expect(localStorage.getItem('ridelane.ops.board-density')).toBe('comfortable')

    first.unmount()
    renderBoard()
    await screen.findByRole('table')
    expect(screen.getByRole('button', { name: 'Comfortable' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

describe('the board’s saved views', () => {
  // A long walk through the menu: about 6 s on a busy two-core machine, over the 5 s default.
  it('applies "Tonight, unassigned", saves the filters on screen, applies and deletes a view', async () => {
    views = [
      { id: id(990), name: 'London', query: 'area=london', created_at: '2030-01-01T10:00:00Z' },
    ]
    const { router } = renderBoard()
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Views' }))
    await user.click(screen.getByRole('button', { name: 'Tonight, unassigned' }))
    expect(router.state.location.search).toBe(`?${tonightUnassignedSearch()}`)
    expect(screen.getByRole('button', { name: 'Views' })).toHaveAttribute('aria-expanded', 'false')

    await user.click(screen.getByRole('button', { name: 'Views' }))
    const name = screen.getByRole('textbox', { name: 'Save the filters on screen as' })
    expect(name).toHaveAttribute('placeholder', 'Tonight, unassigned')
    await user.click(screen.getByRole('button', { name: 'Save view' }))
    expect(await screen.findByText(boardViewMessages.nameRequired)).toBeInTheDocument()
    await user.type(name, 'Tonight, unassigned')
    await user.click(screen.getByRole('button', { name: 'Save view' }))
    expect(await screen.findByText('Saved “Tonight, unassigned”.')).toBeInTheDocument()
    // Its dates are kept relative to the day, so tomorrow it shows tomorrow's rides.
    expect(callsTo('POST', /^\/ops\/board-views$/).map((c) => c.body)).toEqual([
      { name: 'Tonight, unassigned', query: 'from=today&to=today&unassigned=true' },
    ])
    const saved = await screen.findByRole('button', { name: 'Tonight, unassigned', current: true })
    expect(saved).toBeInTheDocument()

    // The same name again: the API's refusal under the field.
    overrides['POST /ops/board-views'] = () =>
      refusal(409, 'CONFLICT', boardViewMessages.nameTaken, [
        { path: 'name', message: boardViewMessages.nameTaken },
      ])
    await user.type(name, 'London')
    await user.click(screen.getByRole('button', { name: 'Save view' }))
    expect(await screen.findByText(boardViewMessages.nameTaken)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'London' }))
    expect(router.state.location.search).toBe('?area=london')

    await user.click(screen.getByRole('button', { name: 'Views' }))
    await user.click(screen.getByRole('button', { name: 'Delete view London' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'London' })).toBeNull())
    expect(callsTo('DELETE', /^\/ops\/board-views\//).map((c) => c.path)).toEqual([
      `/ops/board-views/${id(990)}`,
    ])
    // Escape folds the menu and gives the focus back to its button.
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Views' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Views' })).toHaveAttribute('aria-expanded', 'false')
  }, 20_000)
})

describe('a saved view’s dates', () => {
  it('open on today’s dates when they move with the day, and stay put when they do not', async () => {
    views = [
      {
        id: id(991),
        name: 'Next two days',
        query: 'from=today&to=today%2B1&area=london',
        created_at: '2030-01-01T10:00:00Z',
      },
    ]
    const { router } = renderBoard()
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Views' }))
    const view = screen.getByRole('button', { name: 'Next two days' })
    expect(view).toHaveAccessibleDescription('from today')
    await user.click(view)
    const day = (offset: number) => {
      const at = new Date()
      at.setDate(at.getDate() + offset)
      return localDay(at)
    }
    expect(router.state.location.search).toBe(`?from=${day(0)}&to=${day(1)}&area=london`)

    // Fixed dates on purpose: the box unticked, the dates go as they are.
    await user.click(screen.getByRole('button', { name: 'Views' }))
    expect(screen.getByRole('button', { name: 'Next two days', current: true })).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Dates move with the day' }))
    await user.type(screen.getByRole('textbox', { name: 'Save the filters on screen as' }), 'Fixed')
    await user.click(screen.getByRole('button', { name: 'Save view' }))
    expect(await screen.findByText('Saved “Fixed”.')).toBeInTheDocument()
    expect(callsTo('POST', /^\/ops\/board-views$/).map((c) => c.body)).toEqual([
      { name: 'Fixed', query: `from=${day(0)}&to=${day(1)}&area=london` },
    ])
  })
})

describe('selecting rides and acting on them in bulk', () => {
  it('offers every selected ride to its area and reports each answer, refusals included', async () => {
    overrides[`POST /ops/bookings/${id(2)}/offers`] = () =>
      refusal(409, 'CONFLICT', rideOfferMessages.notOfferable)
    renderBoard()
    await screen.findByRole('table')
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    const bar = screen.getByRole('region', { name: 'Selected rides' })
    expect(bar).toHaveTextContent('3 rides selected')
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Answer within' }), '1 h')
    await user.click(within(bar).getByRole('button', { name: 'Offer to area’s providers' }))

    const results = await screen.findByRole('region', { name: /^Offered to each area’s providers/ })
    expect(results).toHaveAccessibleName(
      'Offered to each area’s providers (3 rides): 2 done, 1 refused',
    )
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'RLRIDE01 Offered to 2 providers for 60 minutes.',
      `RLRIDE02 Refused: ${rideOfferMessages.notOfferable}`,
      'RLRIDE03 Offered to 2 providers for 60 minutes.',
    ])
    expect(callsTo('POST', /\/offers$/).map((c) => c.body)).toEqual([
      { to: 'area', expires_in_minutes: 60 },
      { to: 'area', expires_in_minutes: 60 },
      { to: 'area', expires_in_minutes: 60 },
    ])
    // The refused ride stays selected for another try; the row says what happened.
    expect(screen.getByRole('region', { name: 'Selected rides' })).toHaveTextContent(
      '1 ride selected',
    )
    expect(screen.getByRole('checkbox', { name: 'Select RLRIDE02' })).toBeChecked()
    expect(screen.getByRole('table')).toHaveTextContent(
      `Refused: ${rideOfferMessages.notOfferable}`,
    )
  })

  it('gives the selected rides to one provider with each ride’s version', async () => {
    overrides[`POST /ops/bookings/${id(3)}/assignment`] = () =>
      refusal(
        409,
        'CONFLICT',
        'Someone else changed this booking while you were looking at it. Reload it to see what changed.',
      )
    renderBoard()
    await screen.findByRole('table')
    await user.click(screen.getByRole('checkbox', { name: 'Select RLRIDE01' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select RLRIDE03' }))
    const bar = screen.getByRole('region', { name: 'Selected rides' })
    await user.click(within(bar).getByRole('button', { name: 'Assign provider' }))
    expect(within(bar).getByRole('alert')).toHaveTextContent('Choose a provider.')
    const provider = within(bar).getByRole('combobox', { name: 'Provider' })
    await user.selectOptions(
      provider,
      await within(bar).findByRole('option', { name: 'Gotham Cars' }),
    )
    expect(within(bar).queryByRole('option', { name: 'Retired Rides' })).toBeNull()
    await user.click(within(bar).getByRole('button', { name: 'Assign provider' }))

    const results = await screen.findByRole('region', { name: /^Assigned to Gotham Cars/ })
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'RLRIDE01 Assigned to Gotham Cars.',
      'RLRIDE03 Refused: Someone else changed this booking while you were looking at it. Reload it to see what changed.',
    ])
    expect(callsTo('POST', /\/assignment$/)).toEqual([
      {
        method: 'POST',
        path: `/ops/bookings/${id(1)}/assignment`,
        body: { expected_version: 11, provider_id: gotham },
      },
      {
        method: 'POST',
        path: `/ops/bookings/${id(3)}/assignment`,
        body: { expected_version: 13, provider_id: gotham },
      },
    ])
    expect(sessionStorage.getItem('ridelane.ops.board-last-provider')).toBe(gotham)
  })
})

describe('assigning on the row', () => {
  it('picks the area’s only provider, the first free driver and the first fitting vehicle', async () => {
    renderBoard()
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Assign RLRIDE01' }))
    const form = await screen.findByRole('form', { name: 'Assign RLRIDE01' })
    const assign = within(form).getByRole('button', { name: 'Assign' })
    // Everything chosen: the focus waits on Assign, so Enter does it.
    await waitFor(() => expect(assign).toHaveFocus())
    expect(within(form).getByRole('combobox', { name: 'Provider' })).toHaveValue(gotham)
    expect(within(form).getByRole('combobox', { name: 'Driver' })).toHaveValue(id(302))
    // Not the SUV, not the two-seater for three passengers, not the one on another ride.
    const vehicleField = within(form).getByRole('combobox', { name: 'Vehicle' })
    expect(vehicleField).toHaveValue(id(204))
    expect(
      within(vehicleField).getByRole('option', { name: 'Car 3, NY 3 (sedan, 4 seats) — busy' }),
    ).toBeInTheDocument()
    await user.keyboard('{Enter}')

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Assign RLRIDE01' })).toBeNull())
    expect(callsTo('POST', /\/assignment$/).map((c) => c.body)).toEqual([
      { expected_version: 11, provider_id: gotham, driver_id: id(302), vehicle_id: id(204) },
    ])
    expect(await screen.findByRole('region', { name: /^Assigned RLRIDE01/ })).toHaveTextContent(
      'Assigned: Gotham Cars',
    )
    expect(tableRow(1)).toHaveFocus()
    expect(sessionStorage.getItem('ridelane.ops.board-last-provider')).toBe(gotham)
  })

  it('prefers the provider last used in this session, and leaves the choice open when unsure', async () => {
    rows = [ride(1, { area_id: 'london' }), ride(2, { area_id: 'paris' })]
    sessionStorage.setItem('ridelane.ops.board-last-provider', harbour)
    renderBoard()
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Assign RLRIDE01' }))
    let form = await screen.findByRole('form', { name: 'Assign RLRIDE01' })
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Provider' })).toHaveValue(harbour),
    )
    // Harbour has no driver or vehicle: the first choice left to make takes the focus.
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Driver' })).toHaveFocus(),
    )
    await user.keyboard('{Escape}')
    expect(tableRow(1)).toHaveFocus()

    // Nobody serves Paris: the provider is the operator's to choose.
    await user.click(screen.getByRole('button', { name: 'Assign RLRIDE02' }))
    form = await screen.findByRole('form', { name: 'Assign RLRIDE02' })
    const provider = within(form).getByRole('combobox', { name: 'Provider' })
    await waitFor(() => expect(provider).toHaveFocus())
    expect(provider).toHaveValue('')
    expect(
      within(form).getByRole('option', { name: 'Gotham Cars (other areas)' }),
    ).toBeInTheDocument()
  })

  it('shows a refusal on the row in the API’s words, and lets an admin override a busy driver', async () => {
    const busy = 'Ravi Kumar has another ride from 09:00 to 10:30.'
    overrides[`POST /ops/bookings/${id(1)}/assignment`] = (body) =>
      (body as { override_reason?: string }).override_reason
        ? { status: 200, body: detailOf(rows[0]!) }
        : refusal(409, 'CONFLICT', busy, [{ path: 'driver_id', message: busy }])
    overrides[`POST /ops/bookings/${id(2)}/assignment`] = () =>
      refusal(409, 'INVALID_TRANSITION', 'A cancelled booking cannot be assigned.')
    renderBoard('/ops/bookings', 'admin')
    await screen.findByRole('table')

    await user.click(screen.getByRole('button', { name: 'Assign RLRIDE02' }))
    let form = await screen.findByRole('form', { name: 'Assign RLRIDE02' })
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Assign' })).toHaveFocus())
    await user.keyboard('{Enter}')
    expect(await within(form).findByText('A cancelled booking cannot be assigned.')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Assign RLRIDE01' }))
    form = await screen.findByRole('form', { name: 'Assign RLRIDE01' })
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Assign' })).toHaveFocus())
    await user.keyboard('{Enter}')
    const driver = within(form).getByRole('combobox', { name: 'Driver' })
    await waitFor(() => expect(driver).toHaveAccessibleDescription(busy))
    await user.type(
      within(form).getByRole('textbox', { name: /^Reason to assign this driver anyway/ }),
      'Only driver on shift',
    )
    await user.click(within(form).getByRole('button', { name: 'Assign anyway' }))
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Assign RLRIDE01' })).toBeNull())
    expect(callsTo('POST', new RegExp(`${id(1)}/assignment$`)).at(-1)!.body).toMatchObject({
      override_reason: 'Only driver on shift',
    })
  })

  it('shows a busy vehicle’s refusal on its field, and lets an admin assign it anyway', async () => {
    overrides[`POST /ops/bookings/${id(1)}/assignment`] = (body) =>
      (body as { override_reason?: string }).override_reason
        ? { status: 200, body: detailOf(rows[0]!) }
        : refusal(409, 'CONFLICT', carBusy, [{ path: 'vehicle_id', message: carBusy }])
    renderBoard('/ops/bookings', 'admin')
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Assign RLRIDE01' }))
    const form = await screen.findByRole('form', { name: 'Assign RLRIDE01' })
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Assign' })).toHaveFocus())
    const vehicleField = within(form).getByRole('combobox', { name: 'Vehicle' })
    await user.selectOptions(vehicleField, id(203))
    expect(vehicleField).toHaveAccessibleDescription(carBusy)
    await user.click(within(form).getByRole('button', { name: 'Assign' }))
    await waitFor(() => expect(vehicleField).toHaveAttribute('aria-invalid', 'true'))
    expect(vehicleField).toHaveAccessibleDescription(carBusy)
    await user.type(
      within(form).getByRole('textbox', { name: /^Reason to assign this vehicle anyway/ }),
      'The other ride moves to Car 4',
    )
    await user.click(within(form).getByRole('button', { name: 'Assign anyway' }))
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Assign RLRIDE01' })).toBeNull())
    expect(callsTo('POST', new RegExp(`${id(1)}/assignment$`)).at(-1)!.body).toMatchObject({
      vehicle_id: id(203),
      override_reason: 'The other ride moves to Car 4',
    })
  })
})

describe('the board’s keys', () => {
  it('moves between rides, selects, assigns, offers and opens one, and leaves typing alone', async () => {
    const { router } = renderBoard()
    await screen.findByRole('table')
    await user.keyboard('j')
    expect(tableRow(1)).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(tableRow(2)).toHaveFocus()
    await user.keyboard('j')
    await user.keyboard('j')
    expect(tableRow(3)).toHaveFocus()
    await user.keyboard('k')
    expect(tableRow(2)).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(tableRow(1)).toHaveFocus()
    // Only the focused row is in the Tab order.
    expect(tableRow(1)).toHaveAttribute('tabindex', '0')
    expect(tableRow(2)).toHaveAttribute('tabindex', '-1')

    await user.keyboard('x')
    expect(screen.getByRole('checkbox', { name: 'Select RLRIDE01' })).toBeChecked()
    await user.keyboard('x')
    expect(screen.getByRole('checkbox', { name: 'Select RLRIDE01' })).not.toBeChecked()

    await user.keyboard('a')
    expect(await screen.findByRole('form', { name: 'Assign RLRIDE01' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('form', { name: 'Assign RLRIDE01' })).toBeNull()
    expect(tableRow(1)).toHaveFocus()

    await user.keyboard('o')
    expect(await screen.findByRole('region', { name: /^Offered RLRIDE01/ })).toHaveTextContent(
      'Offered to 2 providers for 30 minutes.',
    )
    expect(callsTo('POST', /\/offers$/).map((c) => c.path)).toEqual([
      `/ops/bookings/${id(1)}/offers`,
    ])

    // Typing in the search box types.
    const search = screen.getByRole('searchbox', { name: 'Search bookings' })
    await user.click(search)
    await user.keyboard('jaxo')
    expect(search).toHaveValue('jaxo')
    expect(screen.queryByRole('form', { name: /^Assign/ })).toBeNull()

    await user.keyboard('{Shift>}?{/Shift}')
    expect(search).toHaveValue('jaxo?')
    tableRow(2).focus()
    await user.keyboard('?')
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(help).toHaveTextContent('Offer the ride to its area’s providers')
    await user.click(within(help).getByRole('button', { name: 'Close' }))

    act(() => tableRow(2).focus())
    await user.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe(`/ops/bookings/${id(2)}`)
  })

  it('gives the focus to the ride that takes the place of one assigned away', async () => {
    const { router } = renderBoard('/ops/bookings?unassigned=true')
    await screen.findByRole('table')
    await user.keyboard('j')
    await user.keyboard('a')
    const form = await screen.findByRole('form', { name: 'Assign RLRIDE01' })
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Assign' })).toHaveFocus())
    // Once assigned, the ride leaves the "unassigned" list.
    overrides[`POST /ops/bookings/${id(1)}/assignment`] = () => {
      rows = rows.slice(1)
      return { status: 200, body: detailOf(ride(1)) }
    }
    await user.keyboard('{Enter}')
    await waitFor(() => expect(tableRow(2)).toHaveFocus())
    expect(router.state.location.search).toBe('?unassigned=true')
    await user.keyboard('a')
    expect(await screen.findByRole('form', { name: 'Assign RLRIDE02' })).toBeInTheDocument()
  })
})
