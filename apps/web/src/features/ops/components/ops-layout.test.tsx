import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import { OpsAuthContext, type OpsAuth } from '../auth/ops-auth-context'
import { RequireAdmin } from '../auth/require-operator'
import { OpsHomePage } from './ops-home-page'
import { OpsLayout } from './ops-layout'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

function renderConsoleAt(url: string, role: 'admin' | 'dispatcher') {
  const auth: OpsAuth = {
    status: 'signed-in',
    operator: { id: 'op-1', email: 'desk@ridelane.example', role },
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
  }
  const router = createMemoryRouter(
    [
      {
        element: (
          <OpsAuthContext value={auth}>
            <OpsLayout />
          </OpsAuthContext>
        ),
        children: [
          { path: '/ops', element: <OpsHomePage /> },
          {
            element: <RequireAdmin />,
            children: [{ path: '/ops/operators', element: <h1>Operators screen</h1> }],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  )
  // The start page's overview stays loading: this file is about the frame around it.
  vi.mocked(apiRequest).mockImplementation(() => new Promise(() => undefined))
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('the operator console frame', () => {
  it('shows an admin every section and who is signed in', () => {
    renderConsoleAt('/ops', 'admin')
    const nav = screen.getByRole('navigation', { name: 'Operator console' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Start',
      'Bookings',
      'Providers',
      'Catalogue',
      'Partners',
      'Operators',
      'Account',
      'Outbox',
      'Audit',
    ])
    expect(screen.getByRole('banner')).toHaveTextContent('desk@ridelane.example')
    expect(screen.getByRole('heading', { name: 'Operators' })).toBeInTheDocument()
  })

  it('offers a dispatcher no admin section, and turns them back from its address', async () => {
    renderConsoleAt('/ops/operators', 'dispatcher')
    expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeInTheDocument()
    expect(screen.queryByText('Operators screen')).not.toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Operator console' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Start', 'Bookings', 'Providers', 'Catalogue', 'Partners', 'Account', 'Outbox'])
    expect(screen.getByRole('main')).toHaveTextContent('a dispatcher')
    expect(screen.queryByRole('link', { name: 'Operators' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument()
  })
})
