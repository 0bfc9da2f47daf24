import { Navigate, Outlet } from 'react-router'
import { providerPaths } from '@/config/paths'
import { useProviderAuth } from './provider-auth-context'

/** Guards the portal's screens: a signed-out visitor goes to the sign-in screen. */
export function RequireProviderUser() {
  const { status } = useProviderAuth()
  if (status === 'loading') {
    return (
      <main id="main" tabIndex={-1} className="grid min-h-dvh place-items-center text-ink-700">
        <p role="status">Loading...</p>
      </main>
    )
  }
  if (status === 'signed-out') return <Navigate to={providerPaths.signIn} replace />
  return <Outlet />
}
