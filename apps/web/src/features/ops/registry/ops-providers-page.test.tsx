import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
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

let providers: unknown[] = []
beforeEach(() => {
  providers = []
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      const key = `${options.method ?? 'GET'} ${path}`
      if (key === 'GET /ops/providers') return { providers }
      if (key === 'GET /ops/providers/choices') return choices
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
})
