import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { OpsAuthContext } from '../auth/ops-auth-context'
import { OpsNewAreaPage } from './ops-new-area-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const user = userEvent.setup()
let takenIds: string[] = []
beforeEach(() => {
  takenIds = ['new-york']
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      const body = options.body as { id: string }
      if (options.method === 'POST' && path === '/ops/catalogue/areas') {
        if (takenIds.includes(body.id)) {
          throw new ApiError('A service area already has this id', {
            status: 409,
            code: 'CONFLICT',
            details: [{ path: 'id', message: 'A service area already has this id' }],
          })
        }
        return { area: body, rates: [], vehicle_classes: [] }
      }
      throw new Error(`Unexpected call ${options.method ?? 'GET'} ${path}`)
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
    [
      { path: '/ops/catalogue/new', element: <OpsNewAreaPage /> },
      { path: '/ops/catalogue/:areaId', element: <h1>Area page</h1> },
      { path: '/ops/catalogue', element: <h1>All areas</h1> },
    ],
    { initialEntries: ['/ops/catalogue/new'] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <OpsAuthContext value={auth}>
        <RouterProvider router={router} />
      </OpsAuthContext>
    </QueryClientProvider>,
  )
  return router
}

const filled: Array<[string, string]> = [
  ['Name', 'Lisbon'],
  ['Country code', 'pt'],
  ['Time zone', 'Europe/Lisbon'],
  ['Centre latitude', '38.72'],
  ['Centre longitude', '-9.14'],
  ['Radius (km)', '40'],
  ['Average speed (km/h)', '28'],
  ['Airport fee (US cents)', '500'],
  ['Night surcharge (%)', '20'],
  ['Round-trip discount (%)', '10'],
  ['Lead time (hours)', '4'],
  ['Meet & greet charge (US cents)', '1500'],
  ['Child seat charge (US cents)', '1000'],
]

async function fillIn(id: string) {
  await user.type(screen.getByLabelText(/^Id/), id)
  for (const [label, value] of filled) await user.type(screen.getByLabelText(label), value)
}

describe('adding a service area', () => {
  it('names every missing field before anything is sent', async () => {
    renderAs('admin')
    await user.click(await screen.findByRole('button', { name: 'Add service area' }))
    expect(
      await screen.findByText('Enter an id of 2 to 40 lowercase letters, digits or dashes'),
    ).toBeVisible()
    expect(screen.getByText('Enter a name')).toBeVisible()
    expect(screen.getByText('Enter a latitude between -90 and 90')).toBeVisible()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('sends the area and opens its page to set the rates', async () => {
    const router = renderAs('admin')
    await fillIn('lisbon')
    await user.selectOptions(screen.getByLabelText('Child seats'), 'Included')
    await user.click(screen.getByRole('button', { name: 'Add service area' }))
    expect(await screen.findByRole('heading', { name: 'Area page' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/ops/catalogue/lisbon')
    expect(apiRequest).toHaveBeenCalledWith(
      '/ops/catalogue/areas',
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({
          id: 'lisbon',
          name: 'Lisbon',
          country_code: 'PT',
          center_lat: 38.72,
          child_seat_mode: 'included',
          meet_greet_mode: 'additional_charge',
          // The waiting figures start at the standard policy.
          free_waiting_airport_minutes: 60,
          free_waiting_other_minutes: 15,
          waiting_charge_cents_per_block: 1000,
          no_show_radius_meters: 300,
          arrival_buffer_minutes: 60,
          active: true,
        }),
      }),
    )
  })

  it('names a bad waiting figure before anything is sent', async () => {
    renderAs('admin')
    await fillIn('lisbon')
    const free = screen.getByLabelText('Free waiting at airport arrivals (minutes)')
    await user.clear(free)
    await user.type(free, '300')
    await user.click(screen.getByRole('button', { name: 'Add service area' }))
    expect(
      await screen.findByText('Enter free waiting in whole minutes, from 0 to 240'),
    ).toBeVisible()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('puts a taken id under the id field', async () => {
    renderAs('admin')
    await fillIn('new-york')
    await user.click(screen.getByRole('button', { name: 'Add service area' }))
    expect(await screen.findByText('A service area already has this id')).toBeVisible()
    expect(screen.getByLabelText(/^Id/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('sends a dispatcher back to the list', async () => {
    renderAs('dispatcher')
    expect(await screen.findByRole('heading', { name: 'All areas' })).toBeVisible()
  })
})
