// Who acts for a partner and what they may do (docs/decisions/030-partner-business-tools.md).
// The API's guards and the portal's menus both read these lists.

/** Roles of a partner's team. The account's own sign-up login is always an admin. */
export const partnerRoles = ['admin', 'booker'] as const
export type PartnerRole = (typeof partnerRoles)[number]

/** What an API key may be allowed to do. */
export const apiKeyScopes = ['quotes', 'bookings:read', 'bookings:write'] as const
export type ApiKeyScope = (typeof apiKeyScopes)[number]

/** `rl_live_` keys book for real; `rl_test_` keys book against the sandbox gateway only. */
export const apiKeyModes = ['live', 'test'] as const
export type ApiKeyMode = (typeof apiKeyModes)[number]
export const apiKeyPrefixes: Record<ApiKeyMode, string> = { live: 'rl_live_', test: 'rl_test_' }

/** Booking events a webhook endpoint can subscribe to. */
export const webhookEventTypes = [
  'booking.created',
  'booking.confirmed',
  'booking.assigned',
  'booking.status_changed',
  'booking.cancelled',
  'booking.completed',
] as const
export type WebhookEventType = (typeof webhookEventTypes)[number]

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Ridelane-Signature'

/**
 * The one doing a partner's request: its own sign-up login ('owner', always an admin), an
 * invited team member, or one of its API keys.
 */
export type PartnerActor =
  | { kind: 'owner'; email: string; role: 'admin' }
  | { kind: 'member'; memberId: string; email: string; role: PartnerRole }
  | {
      kind: 'api_key'
      keyId: string
      name: string
      mode: ApiKeyMode
      scopes: readonly ApiKeyScope[]
      requestsPerMinute: number
    }

/**
 * Whether the actor works in the sandbox only: a test API key books, reads, lists and exports its
 * partner's sandbox bookings and nothing else (issue 30's probes), while the portal's users and a
 * live key see every booking, sandbox ones marked.
 */
export function actsInSandboxOnly(actor: PartnerActor | undefined): boolean {
  return actor?.kind === 'api_key' && actor.mode === 'test'
}

/** The label a booking keeps of who made it. */
export function bookedByLabel(actor: PartnerActor): string {
  return actor.kind === 'api_key' ? `API key ${actor.name}` : actor.email
}
