import { matchPath, Navigate, Outlet, useLocation } from 'react-router'
import { paths, protectedPartnerPaths } from '@/config/paths'
import { usePartnerAuth } from './partner-auth-context'

export type ReturnTo = { pathname: string; search: string; hash: string }
export type PartnerAuthLocationState = { from?: ReturnTo }

/** Guards the four partner routes of docs/product.md#partner-portal, remembering where the partner
 * was going. */
export function RequirePartner() {
  const { status } = usePartnerAuth()
  const { pathname, search, hash } = useLocation()

  if (status === 'loading') {
    return (
      <main id="main" tabIndex={-1} className="grid min-h-dvh place-items-center text-ink-700">
        <p role="status">Loading...</p>
      </main>
    )
  }
  if (status === 'logged-out') {
    const state: PartnerAuthLocationState = { from: { pathname, search, hash } }
    return <Navigate to={paths.partner.auth} replace state={state} />
  }
  return <Outlet />
}

/** Where to go after sign in: the remembered partner page, else the dashboard. */
export function returnPathAfterSignIn(state: unknown): ReturnTo | string {
  const from = (state as PartnerAuthLocationState | null)?.from
  const pathname = from?.pathname.replace(/(.)\/+$/, '$1')
  const isPartnerPage =
    pathname !== undefined && protectedPartnerPaths.some((path) => matchPath(path, pathname))
  if (from && isPartnerPage) {
    return { pathname: from.pathname, search: from.search ?? '', hash: from.hash ?? '' }
  }
  return paths.partner.dashboard
}
