import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router'
import { vi } from 'vitest'
import { PartnerAuthContext, type PartnerAuth } from '@/features/partner/auth/partner-auth-context'

export const loggedOut: PartnerAuth = {
  status: 'logged-out',
  partner: null,
  signIn: vi.fn(),
  logout: vi.fn(async () => undefined),
}

/** Where the app went, as the address bar would show it. */
function CurrentAddress() {
  const { pathname, search } = useLocation()
  return <p data-testid="address">{`${pathname}${search}`}</p>
}

/** Renders `screen` at `path` (visited as `url`) with a router, a fresh query cache and auth. */
export function renderRideScreen(
  screen: ReactElement,
  options: { path: string; url: string; auth?: PartnerAuth },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      {
        element: (
          <QueryClientProvider client={queryClient}>
            <PartnerAuthContext value={options.auth ?? loggedOut}>
              <Outlet />
            </PartnerAuthContext>
          </QueryClientProvider>
        ),
        children: [
          { path: options.path, element: screen },
          { path: '*', element: <CurrentAddress /> },
        ],
      },
    ],
    { initialEntries: [options.url] },
  )
  render(<RouterProvider router={router} />)
  return { router, queryClient }
}
