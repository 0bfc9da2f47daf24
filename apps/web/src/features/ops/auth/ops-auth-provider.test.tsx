import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import { readOperatorToken, storeOperatorToken } from '@/lib/operator-token'
import { OpsAccountPage } from '../components/ops-account-page'
import { OpsAuthProvider } from './ops-auth-provider'
import { RequireOperator } from './require-operator'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

// What the client throws for the API's 401 envelope on a session it no longer accepts.
const sessionEnded = () =>
  new ApiError('Your session has expired or is not valid.', { status: 401, code: 'UNAUTHORIZED' })

function renderConsoleAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      {
        path: '/ops',
        element: <OpsAuthProvider />,
        children: [
          { path: 'sign-in', element: <h1>Sign-in screen</h1> },
          {
            element: <RequireOperator />,
            children: [{ path: 'account', element: <OpsAccountPage /> }],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

// A block body: beforeEach runs a returned function (mockReset returns the mock) as cleanup.
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

describe('the operator session in the browser', () => {
  it('sends a signed-out visitor to the sign-in screen', async () => {
    renderConsoleAt('/ops/account')
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument()
  })

  it('ends when a console call is refused for the session, e.g. after 12 idle hours', async () => {
    storeOperatorToken('operator-token')
    vi.mocked(apiRequest).mockImplementation(async (path: string) => {
      if (path === '/ops/me') {
        return { operator: { id: 'op-1', email: 'desk@ridelane.example', role: 'admin' } }
      }
      throw sessionEnded()
    })
    renderConsoleAt('/ops/account')
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument()
    expect(readOperatorToken()).toBeNull()
  })
})
