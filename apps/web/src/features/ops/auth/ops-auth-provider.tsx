import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Outlet, useNavigate } from 'react-router'
import { opsPaths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { clearOperatorToken, readOperatorToken, storeOperatorToken } from '@/lib/operator-token'
import { opsQueryScope, signOutOperator, useOperatorSessionQuery } from '../api/ops-account'
import { OpsAuthContext, type OpsAuth, type OpsAuthStatus } from './ops-auth-context'

/** The operator console's top route: who is signed in, for every /ops screen below it. */
export function OpsAuthProvider() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [token, setToken] = useState(readOperatorToken)
  const session = useOperatorSessionQuery(token)

  // A refused session (revoked, idle for 12 hours, operator disabled) means signed out.
  const rejected = token !== null && session.isError
  useEffect(() => {
    if (!rejected) return
    clearOperatorToken()
    setToken(null)
  }, [rejected])

  // Any console call refused for the session (12 hours idle, revoked elsewhere, operator
  // disabled) signs out here too, so the guard shows the sign-in screen instead of an error.
  useEffect(() => {
    const endedSession = (error: unknown) =>
      error instanceof ApiError && error.status === 401 && readOperatorToken() !== null
    const forget = () => {
      clearOperatorToken()
      setToken(null)
    }
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return
      if (event.query.queryKey[0] === opsQueryScope[0] && endedSession(event.action.error)) forget()
    })
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type !== 'updated' ||
        event.mutation.options.mutationKey?.[0] !== opsQueryScope[0]
      ) {
        return
      }
      if (endedSession(event.mutation.state.error)) forget()
    })
    return () => {
      queries()
      mutations()
    }
  }, [queryClient])

  const signIn = useCallback((newToken: string) => {
    storeOperatorToken(newToken)
    setToken(newToken)
  }, [])

  const signOut = useCallback(async () => {
    // The call reads the token before it is cleared; its outcome does not matter.
    await signOutOperator().catch(() => undefined)
    clearOperatorToken()
    setToken(null)
    queryClient.removeQueries({ queryKey: opsQueryScope })
    await navigate(opsPaths.signIn)
  }, [navigate, queryClient])

  const status: OpsAuthStatus =
    token === null || session.isError ? 'signed-out' : session.isSuccess ? 'signed-in' : 'loading'

  const auth = useMemo<OpsAuth>(
    () => ({
      status,
      operator: status === 'signed-in' ? (session.data?.operator ?? null) : null,
      signIn,
      signOut,
    }),
    [status, session.data, signIn, signOut],
  )

  return (
    <OpsAuthContext value={auth}>
      <Outlet />
    </OpsAuthContext>
  )
}
