import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, type Context } from 'react'
import { Outlet, useNavigate } from 'react-router'
import {
  sessionState,
  useTokenSession,
  type SessionQuery,
  type SessionState,
  type TokenStore,
} from '@/hooks/use-token-session'

/** What every signed-in portal offers its screens; each adds its account under its own name. */
export type SessionAuth<Data> = {
  status: SessionState
  /** The session's account, only while signed in. */
  data: Data | null
  signIn: (token: string) => void
  signOut: () => Promise<void>
}

type AuthProviderOptions<Data, Auth> = {
  tokens: TokenStore
  useSessionQuery: (token: string | null) => SessionQuery<Data>
  /** The portal's query and mutation key scope: its data goes with the session. */
  scope: readonly [string]
  /** Ends the session on the server; it reads the token, so it runs before it is forgotten. */
  endSession: () => Promise<unknown>
  signInPath: string
  Context: Context<Auth | null>
  toAuth: (session: SessionAuth<Data>) => Auth
}

/**
 * A portal's top route (the console, the provider portal): who is signed in, for every screen
 * below it. A refused session, or any portal call refused for it, signs out.
 */
export function createAuthProvider<Data, Auth>(options: AuthProviderOptions<Data, Auth>) {
  const { tokens, useSessionQuery, scope, endSession, signInPath, Context, toAuth } = options

  return function AuthProvider() {
    const queryClient = useQueryClient()
    const navigate = useNavigate()
    const { token, session, signIn, forget } = useTokenSession({
      tokens,
      useSessionQuery,
      watchedScope: scope,
    })

    const signOut = useCallback(async () => {
      await endSession().catch(() => undefined)
      forget()
      queryClient.removeQueries({ queryKey: scope })
      await navigate(signInPath)
    }, [navigate, queryClient, forget])

    const status = sessionState(token, session)
    const data = status === 'signed-in' ? (session.data ?? null) : null
    const auth = useMemo(
      () => toAuth({ status, data, signIn, signOut }),
      [status, data, signIn, signOut],
    )

    return (
      <Context value={auth}>
        <Outlet />
      </Context>
    )
  }
}
