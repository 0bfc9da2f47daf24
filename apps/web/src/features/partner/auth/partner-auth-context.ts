import type { PartnerAccount, PartnerViewer } from '@ridelane/domain'
import { createContext, useContext } from 'react'

export type PartnerAuthStatus = 'loading' | 'logged-in' | 'logged-out'

export type PartnerAuth = {
  status: PartnerAuthStatus
  partner: PartnerAccount | null
  /**
   * Who of the account is signed in (its own login or a team member) and their role; absent or
   * null while nobody is signed in.
   */
  viewer?: PartnerViewer | null
  /** Keeps a token from sign in or sign up; the session is then loaded from the profile call. */
  signIn: (token: string) => void
  /** Forgets the session, clears session storage and returns to the landing page
   * (docs/product.md#partner-portal). */
  logout: () => Promise<void>
}

export const PartnerAuthContext = createContext<PartnerAuth | null>(null)

export function usePartnerAuth(): PartnerAuth {
  const auth = useContext(PartnerAuthContext)
  if (!auth) throw new Error('usePartnerAuth must be used inside PartnerAuthProvider')
  return auth
}
