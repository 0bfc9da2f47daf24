import { createAuthProvider } from '@/components/create-auth-provider'
import { providerPaths } from '@/config/paths'
import { clearProviderToken, readProviderToken, storeProviderToken } from '@/lib/provider-token'
import {
  providerQueryScope,
  signOutProviderUser,
  useProviderMeQuery,
} from '../api/provider-account'
import { ProviderAuthContext } from './provider-auth-context'

/**
 * The provider portal's top route: who is signed in, for every /provider screen below it. A
 * session signed out elsewhere, of a disabled user or a deactivated provider signs out.
 */
export const ProviderAuthProvider = createAuthProvider({
  tokens: { read: readProviderToken, store: storeProviderToken, clear: clearProviderToken },
  useSessionQuery: useProviderMeQuery,
  scope: providerQueryScope,
  endSession: signOutProviderUser,
  signInPath: providerPaths.signIn,
  Context: ProviderAuthContext,
  toAuth: ({ data, ...session }) => ({ ...session, account: data }),
})
