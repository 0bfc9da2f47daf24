import { DomainError } from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import { bearerToken } from '../http/bearer-token'
import { hashSecretToken } from '../lib/secret-token'
import { authGuard } from './auth-first'
import { signInRequiredMessage } from './partner-auth'

/** A signed-in provider user: every provider call is scoped to `providerId`. */
export type SignedInProviderUser = {
  id: string
  providerId: string
  email: string
  name: string
}

export type ProviderAuthOptions = {
  /** The provider-accounts module's lookup, handed over by app.ts so this plugin imports no module. */
  findProviderUserBySession: (
    db: Database,
    tokenHash: string,
  ) => Promise<SignedInProviderUser | null>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The provider user whose live session came as `Authorization: Bearer`, else null. */
    providerUser: SignedInProviderUser | null
  }
}

/** The provider portal's calls: the only ones that read a provider session. */
const PROVIDER_ROUTES = '/api/v1/provider/'

/**
 * Resolves `request.providerUser` on the provider portal's calls only; a missing, unknown,
 * revoked or expired token leaves it null, and routes that need one add `requireProviderUser`.
 */
export const providerAuthPlugin = fp<ProviderAuthOptions>(
  async (app, { findProviderUserBySession }) => {
    app.decorateRequest('providerUser', null)
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.url?.startsWith(PROVIDER_ROUTES)) return
      const token = bearerToken(request)
      if (token) {
        request.providerUser = await findProviderUserBySession(app.db, hashSecretToken(token))
      }
    })
  },
  { name: 'provider-auth', dependencies: ['db'] },
)

/** preHandler: 401 UNAUTHORIZED envelope unless a provider user is signed in. */
export async function requireProviderUser(request: FastifyRequest): Promise<void> {
  if (!request.providerUser) throw new DomainError('UNAUTHORIZED', signInRequiredMessage)
}
authGuard(requireProviderUser)

/** The signed-in provider user, for handlers behind `requireProviderUser`. */
export function signedInProviderUser(request: FastifyRequest): SignedInProviderUser {
  if (!request.providerUser) throw new DomainError('UNAUTHORIZED', signInRequiredMessage)
  return request.providerUser
}
