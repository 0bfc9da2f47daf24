import { Navigate, Outlet } from 'react-router'
import { opsPaths } from '@/config/paths'
import { useOpsAuth } from './ops-auth-context'

/** Guards the console's screens; `admin` also turns a dispatcher back to the console's start. */
export function RequireOperator({ role }: { role?: 'admin' }) {
  const { status, operator } = useOpsAuth()
  if (status === 'loading') {
    return (
      <main id="main" tabIndex={-1} className="grid min-h-dvh place-items-center text-ink-700">
        <p role="status">Loading...</p>
      </main>
    )
  }
  if (status === 'signed-out') return <Navigate to={opsPaths.signIn} replace />
  if (role === 'admin' && operator?.role !== 'admin') return <Navigate to={opsPaths.home} replace />
  return <Outlet />
}

export function RequireAdmin() {
  return <RequireOperator role="admin" />
}
