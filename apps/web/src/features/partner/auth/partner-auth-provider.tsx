import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useAfterHydration } from '@/hooks/use-after-hydration'
import { sessionState, useTokenSession } from '@/hooks/use-token-session'
import { clearPartnerToken, readPartnerToken, storePartnerToken } from '@/lib/partner-token'
import { partnerQueryScope, usePartnerSessionQuery } from '../api/get-partner-session'
import { logoutPartner } from '../api/logout-partner'
import {
  PartnerAuthContext,
  type PartnerAuth,
  type PartnerAuthStatus,
} from './partner-auth-context'

const partnerTokens = { read: readPartnerToken, store: storePartnerToken, clear: clearPartnerToken }

const partnerStatus = {
  loading: 'loading',
  'signed-in': 'logged-in',
  'signed-out': 'logged-out',
} as const satisfies Record<string, PartnerAuthStatus>

export function PartnerAuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // docs/product.md#partner-portal: a rejected or unsuccessful profile call means logged out,
  // silently.
  const { token, session, signIn, forget } = useTokenSession({
    tokens: partnerTokens,
    useSessionQuery: usePartnerSessionQuery,
  })

  // However a session ends, no partner data outlives it.
  const previousToken = useRef(token)
  useEffect(() => {
    if (previousToken.current !== null && token === null) {
      queryClient.removeQueries({ queryKey: partnerQueryScope })
    }
    previousToken.current = token
  }, [token, queryClient])

  // The session ends in memory only once the landing page is showing: ended earlier, the guard
  // would still be on a partner page and send the partner to sign in instead.
  const { pathname } = useLocation()
  const [leaving, setLeaving] = useState(false)
  useEffect(() => {
    if (!leaving || pathname !== paths.home) return
    setLeaving(false)
    forget()
  }, [leaving, pathname, forget])

  const logout = useCallback(async () => {
    // The request reads the token before it is cleared below; its outcome does not matter.
    logoutPartner().catch(() => undefined)
    clearPartnerToken()
    sessionStorage.clear()
    setLeaving(true)
    await navigate(paths.home)
  }, [navigate])

  // The prerendered page cannot know of a stored sign-in: like the build, it offers the partner
  // login (also to visitors without JavaScript) until hydrated, then checks the stored one.
  const knownToken = useAfterHydration(token, null)
  const status = partnerStatus[sessionState(knownToken, session)]

  const auth = useMemo<PartnerAuth>(
    () => ({
      status,
      partner: status === 'logged-in' ? (session.data?.partner ?? null) : null,
      viewer: status === 'logged-in' ? (session.data?.viewer ?? null) : null,
      signIn,
      logout,
    }),
    [status, session.data, signIn, logout],
  )

  return <PartnerAuthContext value={auth}>{children}</PartnerAuthContext>
}
