import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PARTNER_TOKEN_KEY } from '@ridelane/domain'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import { usePartnerAuth } from './partner-auth-context'
import { PartnerAuthProvider } from './partner-auth-provider'
import { RequirePartner } from './require-partner'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

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

// A block body: beforeEach runs a returned function (mockReset returns the mock) as cleanup.
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

describe('PartnerAuthProvider logout', () => {
  it('lands on the landing page logged out, with storage cleared and the server told', async () => {
    localStorage.setItem(PARTNER_TOKEN_KEY, 'good-token')
    sessionStorage.setItem('booking_draft', '{}')
    vi.mocked(apiRequest).mockResolvedValue({ partner: { id: 'p1' } })
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
    expect(apiRequest).toHaveBeenCalledWith('/partners/logout', expect.anything())
  })
})
