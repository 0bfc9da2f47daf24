import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PARTNER_TOKEN_KEY } from '@ridelane/domain'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import { usePartnerAuth } from './partner-auth-context'
import { PartnerAuthProvider } from './partner-auth-provider'
import { RequirePartner, returnPathAfterSignIn } from './require-partner'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

function SignInStub() {
  const { signIn } = usePartnerAuth()
  const location = useLocation()
  return (
    <button type="button" onClick={() => signIn('fresh-token')}>
      {`Sign in to reach ${JSON.stringify(returnPathAfterSignIn(location.state))}`}
    </button>
  )
}

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      {
        element: (
          <QueryClientProvider client={queryClient}>
            <PartnerAuthProvider>
              <Outlet />
            </PartnerAuthProvider>
          </QueryClientProvider>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/partner/auth', element: <SignInStub /> },
          {
            element: <RequirePartner />,
            children: [{ path: '/partner/bookings', element: <h1>Your Bookings</h1> }],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

/** The guard's only call is the profile check; anything else would be a call it must not make. */
function answerProfileWith(answer: object | ApiError) {
  vi.mocked(apiRequest).mockImplementation(async (path: string) => {
    if (path !== '/partners/profile') throw new Error(`Unexpected call ${path}`)
    if (answer instanceof ApiError) throw answer
    return answer
  })
}

// A block body: beforeEach runs a returned function (mockReset returns the mock) as cleanup.
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

describe('RequirePartner', () => {
  it('sends a logged-out visitor to sign in, remembering the page with its query', async () => {
    answerProfileWith({ partner: { id: 'p1' } })
    const router = renderAt('/partner/bookings?page=2#top')
    const remembered = await screen.findByRole('button', { name: /Sign in to reach/ })
    expect(router.state.location.pathname).toBe('/partner/auth')
    expect(remembered).toHaveTextContent('"/partner/bookings","search":"?page=2","hash":"#top"')
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('shows Loading... while the stored token is checked, then the page', async () => {
    localStorage.setItem(PARTNER_TOKEN_KEY, 'good-token')
    answerProfileWith({ partner: { id: 'p1' } })
    renderAt('/partner/bookings')
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Your Bookings' })).toBeInTheDocument()
  })

  it('forgets a token the profile call rejects and treats the partner as logged out', async () => {
    localStorage.setItem(PARTNER_TOKEN_KEY, 'expired-token')
    answerProfileWith(new ApiError('No', { status: 401, code: 'UNAUTHORIZED' }))
    const router = renderAt('/partner/bookings')
    await screen.findByRole('button', { name: /Sign in to reach/ })
    expect(router.state.location.pathname).toBe('/partner/auth')
    expect(localStorage.getItem(PARTNER_TOKEN_KEY)).toBeNull()
  })

  it('keeps the token from sign in', async () => {
    answerProfileWith({ partner: { id: 'p1' } })
    renderAt('/partner/auth')
    await userEvent.click(await screen.findByRole('button', { name: /Sign in to reach/ }))
    expect(localStorage.getItem(PARTNER_TOKEN_KEY)).toBe('fresh-token')
  })
})

describe('returnPathAfterSignIn', () => {
  it('falls back to the dashboard without a remembered partner page', () => {
    expect(returnPathAfterSignIn(null)).toBe('/partner/dashboard')
    expect(returnPathAfterSignIn({ from: { pathname: '/partner/auth' } })).toBe(
      '/partner/dashboard',
    )
    expect(returnPathAfterSignIn({ from: { pathname: 'https://elsewhere.test/' } })).toBe(
      '/partner/dashboard',
    )
  })

  it("goes back to one booking's page", () => {
    const from = { pathname: '/partner/bookings/3f2b8c1e-0d4a-4b6e-9a7c-5e1f2d3c4b5a', search: '' }
    expect(returnPathAfterSignIn({ from })).toEqual({ ...from, hash: '' })
    expect(returnPathAfterSignIn({ from: { pathname: '/partner/bookings/a/b' } })).toBe(
      '/partner/dashboard',
    )
  })
})
