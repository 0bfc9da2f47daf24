import {
  apiKeyLimits,
  apiKeyMessages,
  DomainError,
  isApiKeyToken,
  type ApiKeyScope,
  type PartnerActor,
  type PartnerRatePlan,
  type PartnerStatus,
} from '@ridelane/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import { bearerToken } from '../http/bearer-token'
import { hashSecretToken } from '../lib/secret-token'
import { authGuard } from './auth-first'

/** The partner a request acts for, through a portal session or an API key. */
export type SignedInPartner = {
  id: string
  email: string
  status: PartnerStatus
  /** What new quotes and bookings take off: 0 until an operator approves the partner. */
  discountPercent: number
  /**
   * The rate plan new quotes and bookings follow (docs/decisions/043-partner-rate-plans.md):
   * public prices until an operator approves the partner. Under a net plan `discountPercent` is 0.
   */
  ratePlan: PartnerRatePlan
  /** Who is acting: the account's own login, a team member or an API key. */
  actor: PartnerActor
}

/** The partners' and API keys' lookups, handed over by app.ts so this plugin imports no module. */
export type PartnerAuthOptions = {
  findPartnerBySession: (db: Database, tokenHash: string) => Promise<SignedInPartner | null>
  findPartnerByApiKey: (
    db: Database,
    keyHash: string,
    resolutionSeconds: number,
  ) => Promise<SignedInPartner | null>
  /** Counts a request made with an API key against that key's own limit. */
  apiKeyRequestLimit: (
    app: FastifyInstance,
  ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner whose live session token or API key came as `Authorization: Bearer`, else null. */
    partner: SignedInPartner | null
  }
}

export const signInRequiredMessage = 'Your session has expired or is not valid. Please sign in.'

/** The operator console's and provider portal's routes, which never read a partner session. */
const NOT_PARTNER_ROUTES = ['/api/v1/ops/', '/api/v1/provider/']

/**
 * Resolves `request.partner` on every request outside the operator console. A missing, unknown,
 * revoked or expired token simply leaves it null: routes that need a partner add
 * `requirePartner`. Console calls skip the lookup: their bearer is an operator's, and looking it
 * up among partner sessions cost every board refresh a query for nothing.
 */
export const partnerAuthPlugin = fp<PartnerAuthOptions>(
  async (app, { findPartnerBySession, findPartnerByApiKey, apiKeyRequestLimit }) => {
    app.decorateRequest('partner', null)
    const keyLimit = apiKeyRequestLimit(app)
    app.addHook('onRequest', async (request, reply) => {
      const url = request.routeOptions.url
      if (url && NOT_PARTNER_ROUTES.some((prefix) => url.startsWith(prefix))) return
      const token = bearerToken(request)
      if (!token) return
      if (isApiKeyToken(token)) {
        // rl_live_… / rl_test_…: a partner's own system, counted against the key's own limit.
        const resolution = apiKeyLimits.lastUsedResolutionSeconds
        request.partner = await findPartnerByApiKey(app.db, hashSecretToken(token), resolution)
        if (request.partner) await keyLimit(request, reply)
        return
      }
      request.partner = await findPartnerBySession(app.db, hashSecretToken(token))
    })
  },
  { name: 'partner-auth', dependencies: ['db', 'rate-limit'] },
)

/** The 401 for a request that opens no partner: worded for a key when it sent one. */
function notSignedIn(request: FastifyRequest): DomainError {
  const token = bearerToken(request)
  const message = token && isApiKeyToken(token) ? apiKeyMessages.invalidKey : signInRequiredMessage
  return new DomainError('UNAUTHORIZED', message)
}

/** preHandler: 401 UNAUTHORIZED envelope unless a partner is signed in. */
export async function requirePartner(request: FastifyRequest): Promise<void> {
  if (!request.partner) throw notSignedIn(request)
}

/**
 * preHandler for calls a partner may make but a guest may too (booking calls): a request that
 * sends credentials which open no live session gets a 401 instead of silently being treated as a
 * guest, which would book at the public price and leave the booking out of the partner's list.
 */
export async function refuseInvalidPartnerToken(request: FastifyRequest): Promise<void> {
  if (request.headers.authorization !== undefined && !request.partner) {
    throw notSignedIn(request)
  }
}

/**
 * preHandler for calls a guest may make and a portal session need not (pricing): an API key that
 * opens nothing (unknown, revoked, its partner suspended) gets a 401 rather than guest prices.
 */
export async function refuseInvalidApiKey(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request)
  if (token && isApiKeyToken(token) && !request.partner) throw notSignedIn(request)
}

/** The signed-in partner, for handlers behind `requirePartner`. */
export function signedInPartner(request: FastifyRequest): SignedInPartner {
  if (!request.partner) throw notSignedIn(request)
  return request.partner
}

export const portalOnlyMessage = 'API keys cannot use this call; sign in to the partner portal.'
export const adminOnlyMessage = 'Only an admin of your account can do this.'

/** preHandler: a partner signed in to the portal (its own login or a team member), not an API key. */
export async function requirePortalUser(request: FastifyRequest): Promise<void> {
  const partner = signedInPartner(request)
  if (partner.actor.kind === 'api_key') throw new DomainError('FORBIDDEN', portalOnlyMessage)
}

/** preHandler: a portal user with the admin role (team, API keys, webhooks). */
export async function requirePartnerAdmin(request: FastifyRequest): Promise<void> {
  const partner = signedInPartner(request)
  if (partner.actor.kind === 'api_key') throw new DomainError('FORBIDDEN', portalOnlyMessage)
  if (partner.actor.role !== 'admin') throw new DomainError('FORBIDDEN', adminOnlyMessage)
}

/** The message of a 403 for an API key without the scope a call needs. */
export const missingScopeMessage = (scope: ApiKeyScope) =>
  `This API key does not have the ${scope} scope.`

/**
 * preHandler factory: a signed-in partner; an API key must also hold `scope` (403 otherwise).
 * Portal sessions hold every scope.
 */
export function requirePartnerScope(scope: ApiKeyScope) {
  return authGuard(async (request: FastifyRequest): Promise<void> => {
    const partner = signedInPartner(request)
    if (partner.actor.kind === 'api_key' && !partner.actor.scopes.includes(scope)) {
      throw new DomainError('FORBIDDEN', missingScopeMessage(scope))
    }
  })
}

/**
 * For calls a guest may make too: when the caller is an API key, it must hold `scope`
 * (a guest or a portal session passes).
 */
export function refuseKeyWithoutScope(scope: ApiKeyScope) {
  return authGuard(async (request: FastifyRequest): Promise<void> => {
    const actor = request.partner?.actor
    if (actor?.kind === 'api_key' && !actor.scopes.includes(scope)) {
      throw new DomainError('FORBIDDEN', missingScopeMessage(scope))
    }
  })
}

// Credentials only, never the body: these run before validation (plugins/auth-first.ts).
for (const guard of [
  requirePartner,
  refuseInvalidPartnerToken,
  refuseInvalidApiKey,
  requirePortalUser,
  requirePartnerAdmin,
]) {
  authGuard(guard)
}
