import { DEFAULT_DISPATCH_RULES } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { OpsAuthContext } from '../auth/ops-auth-context'
import type { CatalogueAreaDetail } from './catalogue-types'
import { OpsCatalogueAreaPage } from './ops-catalogue-area-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const sedanRate = {
  vehicle_class_id: 'sedan',
  base_fare_cents: 1000,
  per_km_cents: 180,
  per_minute_cents: 50,
  minimum_fare_cents: 4500,
  hourly_rate_cents: 6500,
  daily_rate_cents: 45000,
  meet_greet_mode: null,
  child_seat_mode: null,
  waiting_charge_cents_per_block: null,
  cancellation_terms: null,
  active: true,
}
const detail: CatalogueAreaDetail = {
  area: {
    id: 'new-york',
    name: 'New York',
    country_code: 'US',
    timezone: 'America/New_York',
    center_lat: 40.7,
    center_lng: -74,
    radius_km: 60,
    average_speed_kmh: 30,
    airport_fee_cents: 500,
    night_surcharge_percent: 20,
    round_trip_discount_percent: 10,
    lead_time_hours: 4,
    meet_greet_mode: 'additional_charge',
    meet_greet_charge_cents: 1500,
    child_seat_mode: 'additional_charge',
    child_seat_charge_cents: 1000,
    free_waiting_airport_minutes: 60,
    free_waiting_other_minutes: 15,
    waiting_charge_cents_per_block: 1000,
    no_show_radius_meters: 300,
    arrival_buffer_minutes: 60,
    active: true,
    updated_at: '2026-11-24T10:00:00.000Z',
  },
  rates: [sedanRate],
  vehicle_classes: [
    {
      id: 'sedan',
      name: 'Sedan',
      seats: 3,
      standard_cancellation_terms: {
        transfer: [{ hours_notice: 24, refund_percent: 100 }],
        charter: [{ hours_notice: 48, refund_percent: 100 }],
        multiday: [{ hours_notice: 72, refund_percent: 100 }],
      },
    },
  ],
}

// The area's dispatch rules are tested in dispatch-rules-section.test.tsx.
const dispatchRules = {
  area_id: 'new-york',
  rules: { ...DEFAULT_DISPATCH_RULES, preferred_provider_ids: [] },
  updated_at: null,
}

// The server's answer: the per-km rate it was sent, so the screen shows what was asked.
function previewOf(options: ApiRequestOptions) {
  const body = options.body as { rates?: Record<string, { per_km_cents: number }> }
  const perKm = body.rates?.sedan?.per_km_cents ?? sedanRate.per_km_cents
  return {
    vehicles: [
      {
        vehicle_class_id: 'sedan',
        vehicle_name: 'Sedan',
        price_type: 'fixed',
        price_cents: perKm * 20,
        ride_cents: perKm * 20,
        airport_fee_cents: 0,
        night_charge_cents: 0,
      },
    ],
  }
}

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      const key = `${options.method ?? 'GET'} ${path}`
      if (key === 'GET /ops/catalogue/areas/new-york') return detail
      if (key === 'POST /ops/catalogue/areas/new-york/preview') return previewOf(options)
      if (key === 'PUT /ops/catalogue/areas/new-york/rates/sedan') return { rate: options.body }
      if (key === 'PATCH /ops/catalogue/areas/new-york') {
        return { ...detail, area: { ...detail.area, ...(options.body as object) } }
      }
      if (key === 'GET /ops/catalogue/areas/new-york/dispatch-rules') return dispatchRules
      if (key === 'GET /ops/providers') return { providers: [] }
      throw new Error(`Unexpected call ${key}`)
    },
  )
})

function renderAs(role: 'admin' | 'dispatcher') {
  const auth = {
    status: 'signed-in' as const,
    operator: { id: 'op-1', email: 'desk@ridelane.example', role },
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
  }
  const router = createMemoryRouter(
    [{ path: '/ops/catalogue/:areaId', element: <OpsCatalogueAreaPage /> }],
    { initialEntries: ['/ops/catalogue/new-york'] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <OpsAuthContext value={auth}>
        <RouterProvider router={router} />
      </OpsAuthContext>
    </QueryClientProvider>,
  )
}

describe('a service area in the console', () => {
  it('previews an unsaved rate with the server and names a bad value', async () => {
    renderAs('admin')
    const sedan = within(await screen.findByRole('region', { name: /Sedan/ }))
    await waitFor(() => expect(screen.getByTestId('preview-sedan')).toHaveTextContent('$36.00'))
    const perKm = sedan.getByLabelText('Per km (US cents)')
    await user.clear(perKm)
    await user.type(perKm, '300')
    await waitFor(() => expect(screen.getByTestId('preview-sedan')).toHaveTextContent('$60.00'), {
      timeout: 3000,
    })
    await user.clear(perKm)
    await user.type(perKm, '-1')
    expect(
      await sedan.findByText('Enter an amount in cents: a whole number of 0 or more'),
    ).toBeVisible()
  })

  it("lets a class offer an add-on its own way or follow the area's setting", async () => {
    renderAs('admin')
    const sedan = within(await screen.findByRole('region', { name: /Sedan/ }))
    const meetGreet = sedan.getByLabelText('Meet & greet')
    expect(meetGreet).toHaveValue('')
    expect(within(meetGreet).getByRole('option', { name: 'As the area sets it' })).toBeVisible()
    await user.selectOptions(meetGreet, 'Included')
    await user.click(sedan.getByRole('button', { name: 'Save Sedan rates' }))
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        '/ops/catalogue/areas/new-york/rates/sedan',
        expect.objectContaining({
          method: 'PUT',
          body: expect.objectContaining({ meet_greet_mode: 'included', child_seat_mode: null }),
        }),
      ),
    )
    expect(await sedan.findByText('Rates saved.')).toBeVisible()
  })

  it('edits the area’s waiting and no-show figures, naming a bad value', async () => {
    renderAs('admin')
    const otherFree = await screen.findByLabelText('Free waiting at other pickups (minutes)')
    expect(otherFree).toHaveValue(15)
    expect(screen.getByLabelText('Free waiting at airport arrivals (minutes)')).toHaveValue(60)
    expect(screen.getByLabelText('Extra waiting, per started 15 minutes (US cents)')).toHaveValue(
      1000,
    )
    expect(screen.getByLabelText('Pickup after a flight lands (minutes)')).toHaveValue(60)
    const radius = screen.getByLabelText('No-show only within (metres of the pickup)')
    await user.clear(radius)
    await user.type(radius, '10')
    expect(
      await screen.findByText('Enter a no-show radius in whole metres, from 50 to 5000'),
    ).toBeVisible()
    await user.clear(radius)
    await user.type(radius, '450')
    await user.clear(otherFree)
    await user.type(otherFree, '20')
    await user.click(screen.getByRole('button', { name: 'Save area' }))
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        '/ops/catalogue/areas/new-york',
        expect.objectContaining({
          method: 'PATCH',
          body: expect.objectContaining({
            free_waiting_other_minutes: 20,
            no_show_radius_meters: 450,
            waiting_charge_cents_per_block: 1000,
          }),
        }),
      ),
    )
  })

  it('lets a class charge its own waiting rate, or the area’s when left empty', async () => {
    renderAs('admin')
    const sedan = within(await screen.findByRole('region', { name: /Sedan/ }))
    const waiting = sedan.getByLabelText('Extra waiting per 15 min (US cents; empty: the area’s)')
    expect(waiting).toHaveValue(null)
    const save = sedan.getByRole('button', { name: 'Save Sedan rates' })
    await user.click(save)
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        '/ops/catalogue/areas/new-york/rates/sedan',
        expect.objectContaining({
          body: expect.objectContaining({ waiting_charge_cents_per_block: null }),
        }),
      ),
    )
    await user.type(waiting, '2500')
    await user.click(save)
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        '/ops/catalogue/areas/new-york/rates/sedan',
        expect.objectContaining({
          body: expect.objectContaining({ waiting_charge_cents_per_block: 2500 }),
        }),
      ),
    )
    await user.clear(waiting)
    await user.type(waiting, '-5')
    expect(
      await sedan.findByText('Enter an amount in cents: a whole number of 0 or more'),
    ).toBeVisible()
  })

  it('gives a class its own refund tiers, starting from the standard ones, and back', async () => {
    renderAs('admin')
    const sedan = within(await screen.findByRole('region', { name: /Sedan/ }))
    const own = sedan.getByLabelText('This class has its own refund tiers in this area')
    expect(own).not.toBeChecked()
    expect(
      sedan.getByText(
        'Standard terms for 3 seats: Transfers: 100 % from 24 h; Hourly hire: 100 % from 48 h; Multi-day hire: 100 % from 72 h.',
      ),
    ).toBeVisible()
    await user.click(own)
    const transfers = within(sedan.getByRole('group', { name: /^Transfers/ }))
    expect(transfers.getByLabelText('Tier 1: refund (%)')).toHaveValue(100)
    expect(transfers.getByLabelText('with notice (hours)')).toHaveValue(24)
    // A second tier that refunds more for less notice is refused by name.
    await user.click(transfers.getByRole('button', { name: /Add a tier to transfers/ }))
    const percents = transfers.getAllByLabelText(/refund \(%\)/)
    const hours = transfers.getAllByLabelText('with notice (hours)')
    await user.clear(hours[0]!)
    await user.type(hours[0]!, '72')
    await user.clear(percents[1]!)
    await user.type(percents[1]!, '100')
    await user.clear(hours[1]!)
    await user.type(hours[1]!, '12')
    await user.clear(percents[0]!)
    await user.type(percents[0]!, '60')
    await user.click(sedan.getByRole('button', { name: 'Save Sedan rates' }))
    expect(
      await transfers.findByText('A shorter notice cannot refund more than a longer one'),
    ).toBeVisible()
    await user.clear(percents[1]!)
    await user.type(percents[1]!, '40')
    await user.click(sedan.getByRole('button', { name: 'Save Sedan rates' }))
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        '/ops/catalogue/areas/new-york/rates/sedan',
        expect.objectContaining({
          body: expect.objectContaining({
            cancellation_terms: {
              transfer: [
                { hours_notice: 72, refund_percent: 60 },
                { hours_notice: 12, refund_percent: 40 },
              ],
              charter: [{ hours_notice: 48, refund_percent: 100 }],
              multiday: [{ hours_notice: 72, refund_percent: 100 }],
            },
          }),
        }),
      ),
    )
    // Unticked, the class goes back to the standard terms.
    await user.click(own)
    expect(sedan.queryByRole('group', { name: /^Transfers/ })).toBeNull()
    await user.click(sedan.getByRole('button', { name: 'Save Sedan rates' }))
    await waitFor(() => {
      const saves = vi
        .mocked(apiRequest)
        .mock.calls.filter(([path]) => path === '/ops/catalogue/areas/new-york/rates/sedan')
      expect(saves).toHaveLength(2)
      expect(saves[1]![1]).toMatchObject({ body: { cancellation_terms: null } })
    })
  })

  it('shows a dispatcher the values without save buttons', async () => {
    renderAs('dispatcher')
    expect(await screen.findByLabelText('Night surcharge (%)')).toHaveAttribute('readonly')
    expect(screen.queryByRole('button', { name: 'Save area' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Deactivate area' })).toBeNull()
  })
})
