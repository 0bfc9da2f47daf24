import {
  DEFAULT_DISPATCH_RULES,
  dispatchMessages,
  type DispatchRulesView,
  type ProviderSummary,
} from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { OpsAuthContext } from '../auth/ops-auth-context'
import type { CatalogueAreaDetail } from './catalogue-types'
import { OpsCatalogueAreaPage } from './ops-catalogue-area-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const rulesUrl = '/ops/catalogue/areas/pune/dispatch-rules'
const detail: CatalogueAreaDetail = {
  area: {
    id: 'pune',
    name: 'Pune',
    country_code: 'IN',
    timezone: 'Asia/Kolkata',
    center_lat: 18.52,
    center_lng: 73.85,
    radius_km: 40,
    average_speed_kmh: 30,
    airport_fee_cents: 500,
    night_surcharge_percent: 20,
    round_trip_discount_percent: 10,
    lead_time_hours: 4,
    meet_greet_mode: 'included',
    meet_greet_charge_cents: 0,
    child_seat_mode: 'included',
    child_seat_charge_cents: 0,
    free_waiting_airport_minutes: 60,
    free_waiting_other_minutes: 15,
    waiting_charge_cents_per_block: 1000,
    no_show_radius_meters: 300,
    arrival_buffer_minutes: 60,
    active: true,
    updated_at: '2026-11-24T10:00:00.000Z',
  },
  rates: [],
  vehicle_classes: [],
}

const providerIds = {
  deccan: '0c5e3a1e-6f7b-4c1d-9a35-1f0b7a3d2c11',
  sahyadri: '5b2f8d4e-1a6c-4e3b-8d27-9c4e6f1a0b22',
  mumbai: '9d1c7b3a-2e5f-4a6d-b819-3e7a5c2d1f33',
  retired: 'e4a6c2b8-7d1f-4b3e-a952-6c8d0e4f2a44',
}
function provider(id: string, name: string, areas: string[], active = true): ProviderSummary {
  return {
    id,
    name,
    contact_name: 'Desk',
    email: 'desk@cabs.example',
    phone: '+919876543210',
    licence_number: 'MH-12-0001',
    service_area_ids: areas,
    commission_percent: 12,
    active,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    driver_count: 2,
    vehicle_count: 2,
  }
}
const providers = [
  provider(providerIds.deccan, 'Deccan Cabs', ['pune']),
  provider(providerIds.sahyadri, 'Sahyadri Travels', ['pune', 'mumbai']),
  provider(providerIds.mumbai, 'Mumbai Cars', ['mumbai']),
  provider(providerIds.retired, 'Retired Rides', ['pune'], false),
]
const defaults: DispatchRulesView = {
  area_id: 'pune',
  rules: { ...DEFAULT_DISPATCH_RULES, preferred_provider_ids: [] },
  updated_at: null,
}

let rulesAnswer: () => Promise<DispatchRulesView>
let saveAnswer: (options: ApiRequestOptions) => Promise<DispatchRulesView>
const user = userEvent.setup()
beforeEach(() => {
  rulesAnswer = async () => defaults
  saveAnswer = async (options) => ({
    area_id: 'pune',
    rules: options.body as DispatchRulesView['rules'],
    updated_at: '2026-11-25T09:00:00.000Z',
  })
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      const key = `${options.method ?? 'GET'} ${path}`
      if (key === 'GET /ops/catalogue/areas/pune') return detail
      if (key === 'POST /ops/catalogue/areas/pune/preview') return { vehicles: [] }
      if (key === 'GET /ops/providers') return { providers }
      if (key === `GET ${rulesUrl}`) return rulesAnswer()
      if (key === `PUT ${rulesUrl}`) return saveAnswer(options)
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
    { initialEntries: ['/ops/catalogue/pune'] },
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

async function dispatchSection() {
  const section = within(await screen.findByRole('region', { name: 'Dispatch' }))
  await section.findByRole('switch', { name: 'Automatic dispatch' })
  return section
}

const puts = () =>
  vi.mocked(apiRequest).mock.calls.filter(([path, options]) => {
    return path === rulesUrl && options?.method === 'PUT'
  })

describe("an area's dispatch rules in the console", () => {
  it('shows the defaults of an area that never had rules', async () => {
    renderAs('admin')
    const region = within(await screen.findByRole('region', { name: 'Dispatch' }))
    expect(region.getByRole('status')).toHaveTextContent('Loading dispatch rules...')
    const section = await dispatchSection()
    expect(section.getByText(/Never set/)).toBeVisible()
    expect(section.getByRole('switch', { name: 'Automatic dispatch' })).not.toBeChecked()
    expect(section.getByRole('radio', { name: 'Offer at confirmation' })).toBeChecked()
    expect(section.queryByLabelText('Hours before pickup')).toBeNull()
    expect(section.getByLabelText('Minutes each offer stands')).toHaveValue(
      DEFAULT_DISPATCH_RULES.offer_minutes,
    )
    expect(
      section.getByRole('checkbox', { name: 'Then offer to every provider of the area at once' }),
    ).toBeChecked()
    expect(section.getByLabelText('Call in operators (minutes before pickup)')).toHaveValue(
      DEFAULT_DISPATCH_RULES.escalate_minutes_before_pickup,
    )
    expect(section.getByLabelText("Driver's lead margin (minutes before pickup)")).toHaveValue(
      DEFAULT_DISPATCH_RULES.lead_margin_minutes,
    )
    expect(section.getByLabelText('Buffer after drop-off (minutes)')).toHaveValue(
      DEFAULT_DISPATCH_RULES.buffer_minutes,
    )
    // Only active providers that serve the area can be added.
    const choices = within(section.getByLabelText('Provider to add')).getAllByRole('option')
    expect(choices.map((option) => option.textContent)).toEqual([
      'Choose a provider',
      'Deccan Cabs',
      'Sahyadri Travels',
    ])
  })

  it('says so when the rules cannot be loaded', async () => {
    rulesAnswer = async () => {
      throw new ApiError('Service unavailable', { status: 503, code: 'SERVICE_UNAVAILABLE' })
    }
    renderAs('admin')
    const region = within(await screen.findByRole('region', { name: 'Dispatch' }))
    expect(await region.findByRole('alert')).toHaveTextContent('Service unavailable')
  })

  it('saves the rules as the API takes them, providers in the order set', async () => {
    renderAs('admin')
    const section = await dispatchSection()
    await user.click(section.getByRole('switch', { name: 'Automatic dispatch' }))
    await user.click(
      section.getByRole('radio', { name: 'Offer a set number of hours before pickup' }),
    )
    const hours = section.getByLabelText('Hours before pickup')
    await user.clear(hours)
    await user.type(hours, '12')
    for (const name of ['Deccan Cabs', 'Sahyadri Travels']) {
      await user.selectOptions(section.getByLabelText('Provider to add'), name)
      await user.click(section.getByRole('button', { name: 'Add provider' }))
    }
    await user.click(section.getByRole('button', { name: 'Move Sahyadri Travels up' }))
    const list = section.getByRole('list', { name: /Preferred providers/ })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Sahyadri Travels'), expect.stringContaining('Deccan Cabs')])
    const minutes = section.getByLabelText('Minutes each offer stands')
    await user.clear(minutes)
    await user.type(minutes, '15')
    await user.click(section.getByRole('button', { name: 'Save dispatch rules' }))

    await waitFor(() => expect(puts()).toHaveLength(1))
    expect(puts()[0]![1]!.body).toEqual({
      enabled: true,
      offer_hours_before_pickup: 12,
      preferred_provider_ids: [providerIds.sahyadri, providerIds.deccan],
      offer_minutes: 15,
      one_by_one_offers: DEFAULT_DISPATCH_RULES.one_by_one_offers,
      broadcast: true,
      escalate_minutes_before_pickup: DEFAULT_DISPATCH_RULES.escalate_minutes_before_pickup,
      lead_margin_minutes: DEFAULT_DISPATCH_RULES.lead_margin_minutes,
      buffer_minutes: DEFAULT_DISPATCH_RULES.buffer_minutes,
    })
    expect(await section.findByText('Dispatch rules saved.')).toBeVisible()
    expect(section.getByText(/Last saved/)).toBeVisible()
  })

  it("shows the domain's refusal of rules that ask nobody, without sending them", async () => {
    renderAs('admin')
    const section = await dispatchSection()
    await user.click(section.getByRole('switch', { name: 'Automatic dispatch' }))
    await user.click(
      section.getByRole('checkbox', { name: 'Then offer to every provider of the area at once' }),
    )
    await user.click(section.getByRole('button', { name: 'Save dispatch rules' }))
    expect(await section.findByText(dispatchMessages.nobodyToAsk)).toBeVisible()
    expect(puts()).toHaveLength(0)
  })

  it("shows the server's refusal on the preferred provider it names", async () => {
    saveAnswer = async () => {
      const message = dispatchMessages.providerNotInArea
      throw new ApiError(message, {
        status: 400,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'preferred_provider_ids.1', message }],
      })
    }
    renderAs('admin')
    const section = await dispatchSection()
    for (const name of ['Deccan Cabs', 'Sahyadri Travels']) {
      await user.selectOptions(section.getByLabelText('Provider to add'), name)
      await user.click(section.getByRole('button', { name: 'Add provider' }))
    }
    await user.click(section.getByRole('button', { name: 'Save dispatch rules' }))
    const items = within(section.getByRole('list', { name: /Preferred providers/ })).getAllByRole(
      'listitem',
    )
    expect(await within(items[1]!).findByText(dispatchMessages.providerNotInArea)).toBeVisible()
    expect(within(items[0]!).queryByText(dispatchMessages.providerNotInArea)).toBeNull()
    expect(section.queryByText('Dispatch rules saved.')).toBeNull()
  })

  it('shows a dispatcher the rules without a way to change them', async () => {
    rulesAnswer = async () => ({
      area_id: 'pune',
      rules: {
        ...DEFAULT_DISPATCH_RULES,
        enabled: true,
        offer_hours_before_pickup: 6,
        preferred_provider_ids: [providerIds.deccan],
      },
      updated_at: '2026-11-25T09:00:00.000Z',
    })
    renderAs('dispatcher')
    const section = await dispatchSection()
    expect(section.getByRole('switch', { name: 'Automatic dispatch' })).toBeDisabled()
    expect(section.getByRole('switch', { name: 'Automatic dispatch' })).toBeChecked()
    expect(section.getByRole('radio', { name: 'Offer at confirmation' })).toBeDisabled()
    expect(section.getByLabelText('Hours before pickup')).toHaveAttribute('readonly')
    expect(section.getByLabelText('Hours before pickup')).toHaveValue(6)
    expect(section.getByLabelText('Minutes each offer stands')).toHaveAttribute('readonly')
    expect(section.getByText(/Deccan Cabs/)).toBeVisible()
    expect(section.queryByRole('button', { name: 'Save dispatch rules' })).toBeNull()
    expect(section.queryByRole('button', { name: 'Add provider' })).toBeNull()
    expect(section.queryByRole('button', { name: /Remove|Move/ })).toBeNull()
  })
})
