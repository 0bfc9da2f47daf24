import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createContext, useContext } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { createAuthProvider, type SessionAuth } from './create-auth-provider'

// A made-up portal: its token lives in memory, its "who am I" call answers from `accounts`.
type Auth = Omit<SessionAuth<string>, 'data'> & { name: string | null }
const AuthContext = createContext<Auth | null>(null)
let stored: string | null = null
const accounts = new Map([['token-1', 'Avery']])
const endSession = vi.fn(async () => undefined)

const PortalAuthProvider = createAuthProvider<string, Auth>({
  tokens: { read: () => stored, store: (token) => (stored = token), clear: () => (stored = null) },
  useSessionQuery: (token: string | null) =>
    useQuery({
      queryKey: ['portal', 'me', token],
      enabled: token !== null,
      queryFn: async () => {
        const name = accounts.get(token ?? '')
        if (!name) throw new Error('refused')
        return name
      },
    }),
  scope: ['portal'],
  endSession,
  signInPath: '/portal/sign-in',
  Context: AuthContext,
  toAuth: ({ data, ...session }) => ({ ...session, name: data }),
})

function Home() {
  const auth = useContext(AuthContext)!
  if (auth.status !== 'signed-in') return <p>{auth.status}</p>
  return (
    <button type="button" onClick={() => void auth.signOut()}>
      Sign out {auth.name}
    </button>
  )
}

function SignIn() {
  const auth = useContext(AuthContext)!
  return (
    <button type="button" onClick={() => auth.signIn('token-1')}>
      Sign in ({auth.status})
    </button>
  )
}

function renderPortal(token: string | null) {
  stored = token
  const router = createMemoryRouter(
    [
      {
        path: '/portal',
        element: <PortalAuthProvider />,
        children: [
          { index: true, element: <Home /> },
          { path: 'sign-in', element: <SignIn /> },
        ],
      },
    ],
    { initialEntries: ['/portal'] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('createAuthProvider', () => {
  it('opens the stored session and shows its account', async () => {
    renderPortal('token-1')
    expect(await screen.findByRole('button', { name: 'Sign out Avery' })).toBeVisible()
  })

  it('forgets a session the server refuses', async () => {
    renderPortal('revoked-token')
    expect(await screen.findByText('signed-out')).toBeVisible()
    expect(stored).toBeNull()
  })

  it('signs out on the server and here, then shows the sign-in screen', async () => {
    const router = renderPortal('token-1')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Avery' }))
    expect(await screen.findByRole('button', { name: 'Sign in (signed-out)' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/portal/sign-in')
    expect(endSession).toHaveBeenCalledOnce()
    expect(stored).toBeNull()
  })

  it('keeps the token of a new sign-in', async () => {
    const router = renderPortal(null)
    await router.navigate('/portal/sign-in')
    await userEvent.click(await screen.findByRole('button', { name: /Sign in/ }))
    expect(stored).toBe('token-1')
    await router.navigate('/portal')
    expect(await screen.findByRole('button', { name: 'Sign out Avery' })).toBeVisible()
  })
})
