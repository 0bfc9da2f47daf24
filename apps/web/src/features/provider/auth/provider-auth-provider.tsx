import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Outlet, useNavigate } from 'react-router'
import { providerPaths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { clearProviderToken, readProviderToken, storeProviderToken } from '@/lib/provider-token'
import {
  providerQueryScope,
  signOutProviderUser,
  useProviderMeQuery,
} from '../api/provider-account'
import {
  ProviderAuthContext,
  type ProviderAuth,
  type ProviderAuthStatus,
} from './provider-auth-context'

const endedSession = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && readProviderToken() !== null

/** The provider portal's top route: who is signed in, for every /provider screen below it. */
export function ProviderAuthProvider() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [token, setToken] = useState(readProviderToken)
  const me = useProviderMeQuery(token)

  const forget = useCallback(() => {
    clearProviderToken()
    setToken(null)
  }, [])

  // A refused session (signed out elsewhere, user disabled, provider deactivated) means signed out.
  const rejected = token !== null && me.isError
  useEffect(() => {
    if (rejected) forget()
  }, [rejected, forget])

  // Any portal call refused for the session signs out here too, so the guard shows sign-in.
  useEffect(() => {
    const inScope = (key: readonly unknown[] | undefined) => key?.[0] === providerQueryScope[0]
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return
      if (inScope(event.query.queryKey) && endedSession(event.action.error)) forget()
    })
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || !inScope(event.mutation.options.mutationKey)) return
      if (endedSession(event.mutation.state.error)) forget()
    })
    return () => {
      queries()
      mutations()
    }
  }, [queryClient, forget])

  const signIn = useCallback((newToken: string) => {
    storeProviderToken(newToken)
    setToken(newToken)
  }, [])

  const signOut = useCallback(async () => {
    // The call reads the token before it is cleared; its outcome does not matter.
    await signOutProviderUser().catch(() => undefined)
    forget()
    queryClient.removeQueries({ queryKey: providerQueryScope })
    await navigate(providerPaths.signIn)
  }, [navigate, queryClient, forget])

  const status: ProviderAuthStatus =
    token === null || me.isError ? 'signed-out' : me.isSuccess ? 'signed-in' : 'loading'

  const auth = useMemo<ProviderAuth>(
    () => ({
      status,
      account: status === 'signed-in' ? (me.data ?? null) : null,
      signIn,
      signOut,
    }),
    [status, me.data, signIn, signOut],
  )

  return (
    <ProviderAuthContext value={auth}>
      <Outlet />
    </ProviderAuthContext>
  )
}
