import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { ApiError } from '@/lib/api-client'

/** Where a portal keeps its session token (lib/*-token.ts). */
export type TokenStore = {
  read: () => string | null
  store: (token: string) => void
  clear: () => void
}

/** What the portal's "who am I" query gives; a refused one means signed out. */
export type SessionQuery<Data> = { data: Data | undefined; isError: boolean; isSuccess: boolean }

type TokenSessionOptions<Data> = {
  tokens: TokenStore
  useSessionQuery: (token: string | null) => SessionQuery<Data>
  /** When set, any query or mutation under this key scope refused for the session signs out. */
  watchedScope?: readonly [string]
}

export type SessionState = 'loading' | 'signed-in' | 'signed-out'

/** Signed out without a token or once the session is refused; signed in once it answered. */
export function sessionState(token: string | null, session: SessionQuery<unknown>): SessionState {
  if (token === null || session.isError) return 'signed-out'
  return session.isSuccess ? 'signed-in' : 'loading'
}

/** A portal's stored session token and the session it opens, shared by the portals' providers. */
export function useTokenSession<Data>({
  tokens,
  useSessionQuery,
  watchedScope,
}: TokenSessionOptions<Data>) {
  const queryClient = useQueryClient()
  const [token, setToken] = useState(tokens.read)
  const session = useSessionQuery(token)

  const forget = useCallback(() => {
    tokens.clear()
    setToken(null)
  }, [tokens])

  // A refused session (revoked, expired, account disabled) means signed out.
  const rejected = token !== null && session.isError
  useEffect(() => {
    if (rejected) forget()
  }, [rejected, forget])

  // A call refused for the session signs out too, so the guard shows sign-in instead of an error.
  const scope = watchedScope?.[0]
  useEffect(() => {
    if (scope === undefined) return
    const inScope = (key: readonly unknown[] | undefined) => key?.[0] === scope
    const endedSession = (error: unknown) =>
      error instanceof ApiError && error.status === 401 && tokens.read() !== null
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return
      if (inScope(event.query.queryKey as readonly unknown[]) && endedSession(event.action.error))
        forget()
    })
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || !inScope(event.mutation.options.mutationKey)) return
      if (endedSession(event.mutation.state.error)) forget()
    })
    return () => {
      queries()
      mutations()
    }
  }, [queryClient, scope, tokens, forget])

  const signIn = useCallback(
    (newToken: string) => {
      tokens.store(newToken)
      setToken(newToken)
    },
    [tokens],
  )

  return { token, session, signIn, forget }
}
