import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PARTNER_TOKEN_KEY } from '@ridelane/domain'
import { usePartnerAuth } from './partner-auth-context'
import { PartnerAuthProvider } from './partner-auth-provider'
import { RequirePartner } from './require-partner'

function LogoutButton() {
  const { logout } = usePartnerAuth()
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  )
}

function HomeStatus() {
  const { status } = usePartnerAuth()
  return <h1>{`Home, ${status}`}</h1>
}

afterEach(() => vi.unstubAllGlobals())

describe('PartnerAuthProvider logout', () => {
  it('lands on the landing page logged out, with storage cleared and the server told', async () => {
    localStorage.setItem(PARTNER_TOKEN_KEY, 'good-token')
    sessionStorage.setItem('booking_draft', '{}')
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ success: true, data: { partner: { id: 'p1' } } })),
    )
    vi.stubGlobal('fetch', fetchMock)
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
            { path: '/', element: <HomeStatus /> },
            { path: '/partner/auth', element: <h1>Sign in</h1> },
            {
              element: <RequirePartner />,
              children: [{ path: '/partner/bookings', element: <LogoutButton /> }],
            },
          ],
        },
      ],
      { initialEntries: ['/partner/bookings'] },
    )
    render(<RouterProvider router={router} />)

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('heading', { name: 'Home, logged-out' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(localStorage.getItem(PARTNER_TOKEN_KEY)).toBeNull()
    expect(sessionStorage.length).toBe(0)
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/partners/logout', expect.anything())
  })
})
