import type { RideDetails } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from '@/lib/api-client'
import type * as ApiClient from '@/lib/api-client'
import { completeRide } from '../../testing/booking-fixtures'
import { TripStep } from './trip-step'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))
const api = vi.mocked(apiRequest)

// Both places picked, no date or time yet.
const placesOnly: RideDetails = { ...completeRide, date: '' as RideDetails['date'], time: '' }
const noQuote = { isFetching: false, error: null }

function renderStep(ride: RideDetails) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const step = (current: RideDetails) =>
    wrap(
      <TripStep
        ride={current}
        confirmed={false}
        quote={noQuote}
        onRideChange={vi.fn()}
        onConfirmedChange={vi.fn()}
        onRefresh={vi.fn()}
        onFindVehicles={vi.fn()}
      />,
    )
  const view = render(step(ride))
  return { rerender: (next: RideDetails) => view.rerender(step(next)) }
}

beforeEach(() => {
  api.mockReset()
  api.mockImplementation(async (path, options) => {
    if (path === '/places/search') return { places: [] }
    if (path !== '/routes/estimate') throw new Error(`unexpected call ${path}`)
    const to = String(options?.query?.dropoff)
    return to.startsWith('51.5163')
      ? { distance_km: 24.3, duration_min: 41 }
      : { distance_km: 31, duration_min: 75 }
  })
})

describe('TripStep route info', () => {
  it('shows distance and time as soon as both places are picked, with no date', async () => {
    renderStep(placesOnly)
    const panel = await screen.findByText('Distance:')
    expect(panel.closest('[role="status"]')).toHaveTextContent(
      'Distance: 24.3 kmEstimated time: 41 min',
    )
    expect(api).toHaveBeenCalledWith(
      '/routes/estimate',
      expect.objectContaining({ query: { pickup: '51.4775,-0.4614', dropoff: '51.5163,-0.1764' } }),
    )
    expect(screen.getByRole('button', { name: 'Find Vehicles' })).toBeDisabled()
  })

  it('asks again when a place changes', async () => {
    const view = renderStep(placesOnly)
    expect(await screen.findByText('24.3 km')).toBeVisible()
    view.rerender({
      ...placesOnly,
      dropoff: { address: 'Canary Wharf', lat: 51.5054, lng: -0.0235 },
    })
    expect(await screen.findByText('31.0 km')).toBeVisible()
    expect(screen.getByText('1 h 15 min')).toBeVisible()
  })

  it('shows nothing and asks nothing until both places are picked', async () => {
    renderStep({ ...placesOnly, dropoff: { address: 'Paddington', lat: null, lng: null } })
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Trip Configuration' })).toBeVisible(),
    )
    expect(screen.queryByText('Route info')).toBeNull()
    expect(api).not.toHaveBeenCalledWith('/routes/estimate', expect.anything())
  })

  it("sends the pickup with the dropoff's search, so places near it come first", async () => {
    renderStep({ ...placesOnly, dropoff: { address: '', lat: null, lng: null } })
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Dropoff location' }),
      'Manhattan',
    )
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/places/search',
        expect.objectContaining({
          query: expect.objectContaining({ q: 'Manhattan', near: '51.4775,-0.4614' }),
        }),
      ),
    )
  })
})
