import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readOperatorToken, storeOperatorToken } from '@/lib/operator-token'
import { OpsAccountPage } from '../components/ops-account-page'
import { OpsAuthProvider } from './ops-auth-provider'
import { RequireOperator } from './require-operator'

const envelope = (data: unknown) => new Response(JSON.stringify({ success: true, data }))
const sessionEnded = () =>
  new Response(
    JSON.stringify({
      success: false,
      error: { code: 'UNAUTHORIZED', message: 'Your session has expired or is not valid.' },
    }),
    { status: 401 },
  )

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

afterEach(() => vi.unstubAllGlobals())

describe('the operator session in the browser', () => {
  it('sends a signed-out visitor to the sign-in screen', async () => {
    renderConsoleAt('/ops/account')
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument()
  })

  it('ends when a console call is refused for the session, e.g. after 12 idle hours', async () => {
    storeOperatorToken('operator-token')
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/ops/me')
          ? envelope({ operator: { id: 'op-1', email: 'desk@ridelane.example', role: 'admin' } })
          : sessionEnded(),
      ),
    )
    renderConsoleAt('/ops/account')
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument()
    expect(readOperatorToken()).toBeNull()
  })
})
