import { createAuthProvider } from '@/components/create-auth-provider'
import { opsPaths } from '@/config/paths'
import { clearOperatorToken, readOperatorToken, storeOperatorToken } from '@/lib/operator-token'
import { opsQueryScope, signOutOperator, useOperatorSessionQuery } from '../api/ops-account'
import { OpsAuthContext } from './ops-auth-context'

/**
 * The operator console's top route: who is signed in, for every /ops screen below it. A session
 * revoked, idle for 12 hours or of a disabled operator signs out, on any console call.
 */
export const OpsAuthProvider = createAuthProvider({
  tokens: { read: readOperatorToken, store: storeOperatorToken, clear: clearOperatorToken },
  useSessionQuery: useOperatorSessionQuery,
  scope: opsQueryScope,
  endSession: signOutOperator,
  signInPath: opsPaths.signIn,
  Context: OpsAuthContext,
  toAuth: ({ data, ...session }) => ({ ...session, operator: data?.operator ?? null }),
})
