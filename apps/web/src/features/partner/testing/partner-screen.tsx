import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router'
import { vi } from 'vitest'
import { ApiError, type ApiRequestOptions } from '@/lib/api-client'
import { PartnerAuthContext, type PartnerAuth } from '../auth/partner-auth-context'

/** Shows where the app went, so tests can assert navigation as a user sees the address. */
function CurrentAddress() {
  const { pathname, search } = useLocation()
  return <p data-testid="address">{`${pathname}${search}`}</p>
}

export const signedInPartner: PartnerAuth = {
  status: 'logged-in',
  partner: {
    id: 'partner-1',
    email: 'ops@harbourtravel.test',
    contact_number: '+442079460321',
    created_at: '2025-07-01T09:00:00.000Z',
    status: 'active',
  },
  viewer: { kind: 'owner', email: 'ops@harbourtravel.test', role: 'admin' },
  signIn: vi.fn(),
  logout: vi.fn(async () => undefined),
}

type ScreenOptions = { path: string; url?: string; auth?: PartnerAuth | null }

/** Renders one partner screen at `path` inside a router, a fresh query cache and auth. */
export function renderPartnerScreen(screen: ReactElement, options: ScreenOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const auth = options.auth === undefined ? signedInPartner : options.auth
  const frame = (
    <QueryClientProvider client={queryClient}>
      {auth ? (
        <PartnerAuthContext value={auth}>
          <Outlet />
        </PartnerAuthContext>
      ) : (
        <Outlet />
      )}
    </QueryClientProvider>
  )
  const router = createMemoryRouter(
    [
      {
        element: frame,
        children: [
          { path: options.path, element: screen },
          { path: '*', element: <CurrentAddress /> },
        ],
      },
    ],
    { initialEntries: [options.url ?? options.path] },
  )
  render(<RouterProvider router={router} />)
  return { router, queryClient }
}

export type CallHandler = (options: ApiRequestOptions) => unknown

/** Answers apiRequest by 'METHOD /path'; anything unexpected fails loudly. */
export function answerCalls(
  apiRequest: (path: string, options?: ApiRequestOptions) => Promise<unknown>,
  handlers: Record<string, CallHandler>,
) {
  vi.mocked(apiRequest).mockImplementation(async (path, options = {}) => {
    const key = `${options.method ?? 'GET'} ${path}`
    const handler = handlers[key]
    if (!handler) throw new Error(`Unexpected call ${key}`)
    return handler(options)
  })
}

/** What api-client throws for a failed call: the server's message, else the call's default. */
export function failWith(status: number, serverMessage?: string): CallHandler {
  return (options) => {
    throw new ApiError(serverMessage ?? options.defaultErrorMessage ?? 'Request failed', {
      status,
      code: serverMessage ? 'SERVER_ERROR' : `HTTP_${status}`,
    })
  }
}

/** The body a call was sent with. */
export function sentBody(
  apiRequest: (path: string, options?: ApiRequestOptions) => Promise<unknown>,
  key: string,
): unknown {
  const call = vi
    .mocked(apiRequest)
    .mock.calls.find(([path, options]) => `${options?.method ?? 'GET'} ${path}` === key)
  return call?.[1]?.body
}
