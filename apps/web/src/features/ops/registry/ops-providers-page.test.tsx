import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { OpsAuthContext } from '../auth/ops-auth-context'
import { OpsProvidersPage } from './ops-providers-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const choices = {
  service_areas: [{ id: 'indore', name: 'Indore' }],
  vehicle_classes: [{ id: 'sedan', name: 'Sedan' }],
}

const skyline = {
  id: '0b6c3f1e-2f4a-4e8b-9d5c-1a2b3c4d5e6f',
  name: 'Skyline Cabs',
  contact_name: 'Asha Rao',
  email: 'desk@skyline.example',
  phone: '+919876543210',
  licence_number: 'MP-TR-2024-118',
  service_area_ids: ['indore'],
  commission_percent: 12.5,
  active: true,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  driver_count: 2,
  vehicle_count: 1,
}
const metro = { ...skyline, id: '5d1f6c2a-8b7e-4f3a-9c2d-6e5f4a3b2c1d', name: 'Metro Rides' }

let providers: unknown[] = []
beforeEach(() => {
  providers = []
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      const key = `${options.method ?? 'GET'} ${path}`
      if (key === 'GET /ops/providers') return { providers }
      if (key === 'GET /ops/providers/choices') return choices
      if (key === 'GET /ops/providers/ratings') {
        return { providers: [{ provider_id: skyline.id, average: 4.67, count: 3 }] }
      }
      throw new Error(`Unexpected call ${key}`)
    },
  )
})

function renderPage() {
  const auth = {
    status: 'signed-in' as const,
    operator: { id: 'op-1', email: 'desk@ridelane.example', role: 'admin' as const },
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
  }
  const router = createMemoryRouter([{ path: '/ops/providers', element: <OpsProvidersPage /> }], {
    initialEntries: ['/ops/providers'],
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <OpsAuthContext value={auth}>
        <RouterProvider router={router} />
      </OpsAuthContext>
    </QueryClientProvider>,
  )
}

describe('the providers list', () => {
  it('says so when there is no provider yet', async () => {
    renderPage()
    expect(await screen.findByText('No providers yet.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'New provider' })).toBeVisible()
  })

  it('shows each provider’s average rating, and says when one has none', async () => {
    providers = [skyline, metro]
    renderPage()
    const table = await screen.findByRole('table')
    expect(within(table).getByRole('columnheader', { name: 'Rating' })).toBeInTheDocument()
    expect(
      await within(table).findByRole('row', { name: /Skyline Cabs .*4\.7 ★ \(3 ratings\)/ }),
    ).toBeInTheDocument()
    expect(
      within(table).getByRole('row', { name: /Metro Rides .*No ratings yet/ }),
    ).toBeInTheDocument()
    const cards = screen.getByRole('list', { name: 'Providers' })
    expect(within(cards).getByText('4.7 ★ (3 ratings)')).toBeInTheDocument()
  })
})
