import type { ProviderMe } from '@ridelane/domain'
import { createContext, useContext } from 'react'

export type ProviderAuthStatus = 'loading' | 'signed-in' | 'signed-out'

export type ProviderAuth = {
  status: ProviderAuthStatus
  /** The signed-in user and their provider, once GET /provider/me has answered. */
  account: ProviderMe | null
  signIn: (token: string) => void
  signOut: () => Promise<void>
}

export const ProviderAuthContext = createContext<ProviderAuth | null>(null)

export function useProviderAuth(): ProviderAuth {
  const auth = useContext(ProviderAuthContext)
  if (!auth) throw new Error('useProviderAuth needs ProviderAuthProvider above it')
  return auth
}
