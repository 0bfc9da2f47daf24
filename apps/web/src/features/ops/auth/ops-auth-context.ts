import type { OperatorMe } from '@ridelane/domain'
import { createContext, useContext } from 'react'

export type OpsAuthStatus = 'loading' | 'signed-in' | 'signed-out'

export type OpsAuth = {
  status: OpsAuthStatus
  operator: OperatorMe['operator'] | null
  /** Keeps the session token from the second sign-in step. */
  signIn: (token: string) => void
  /** Ends the session on the server and here, then shows the sign-in screen. */
  signOut: () => Promise<void>
}

export const OpsAuthContext = createContext<OpsAuth | null>(null)

export function useOpsAuth(): OpsAuth {
  const auth = useContext(OpsAuthContext)
  if (!auth) throw new Error('useOpsAuth must be used inside OpsAuthProvider')
  return auth
}
