import { z } from 'zod'
import { apiKeyModes, apiKeyPrefixes, apiKeyScopes, type ApiKeyMode } from './partner-access'
import { partnerStatusMessages, type PartnerStatus } from './partner-status'

// A partner's API keys (docs/decisions/030-partner-business-tools.md): GET, POST
// /partners/api-keys and POST /partners/api-keys/{id}/revoke, and the portal page that calls them.

export const apiKeyLimits = {
  /** Requests a minute a new key may make unless the admin says otherwise. */
  defaultRequestsPerMinute: 60,
  minRequestsPerMinute: 1,
  /** Past this a partner should talk to us: it is ten requests a second from one key. */
  maxRequestsPerMinute: 600,
  nameMaxLength: 60,
  /** Keys not revoked a partner may hold at once. */
  activeKeysPerPartner: 20,
  /** Random characters after the mode's prefix (base64url, so 256 bits in 43). */
  secretLength: 43,
  /** How many leading characters of a key are kept and shown to tell keys apart. */
  visiblePrefixLength: 12,
  /** A key's last use is written at most this often, so busy keys do not write on every call. */
  lastUsedResolutionSeconds: 60,
} as const

export const apiKeyScopeLabels: Record<(typeof apiKeyScopes)[number], string> = {
  quotes: 'Quotes: price rides',
  'bookings:read': 'Read bookings, their events and receipts',
  'bookings:write': 'Make, change, pay for and cancel bookings',
}

export const apiKeyModeLabels: Record<ApiKeyMode, string> = {
  live: 'Live: real bookings and payments',
  test: 'Test: sandbox bookings, no real money',
}

export const apiKeyMessages = {
  nameRequired: 'Give the key a name, such as the system that will use it.',
  nameTooLong: `Keep the name under ${apiKeyLimits.nameMaxLength + 1} characters.`,
  scopesRequired: 'Choose at least one thing the key may do.',
  requestsPerMinuteRange: `Requests per minute must be a whole number from ${apiKeyLimits.minRequestsPerMinute} to ${apiKeyLimits.maxRequestsPerMinute}.`,
  tooManyKeys: `You already have ${apiKeyLimits.activeKeysPerPartner} active keys. Revoke one you no longer use first.`,
  created: 'Key created. Copy it now: it will not be shown again.',
  revoked: 'Key revoked. Calls made with it are now refused.',
  keyNotFound: 'That API key was not found.',
  loadFailed: 'Your API keys could not be loaded. Please try again.',
  createFailed: 'The key could not be created. Please try again.',
  revokeFailed: 'The key could not be revoked. Please try again.',
  invalidKey: 'This API key is not valid or has been revoked.',
  emailUnconfirmed:
    'Confirm your email before creating API keys: open the link we sent you, or ask for a new one.',
  liveNeedsApproval:
    'Live keys are for approved partners. Until we approve your account, create a test key: its bookings are sandbox only.',
  tooManyRequests: (perMinute: number, retryAfterSeconds: number) =>
    `This API key may make ${perMinute} requests a minute. Try again in ${retryAfterSeconds} seconds.`,
} as const

/**
 * The kinds of key a partner may make and use in each state (docs/api.md#1-create-a-key): none
 * before its email is confirmed, test keys from then on (an integrator may start before we approve
 * the account), live keys only once approved. A key whose partner leaves its state stops working.
 */
export const apiKeyModesByStatus: Record<PartnerStatus, readonly ApiKeyMode[]> = {
  email_unconfirmed: [],
  pending_approval: ['test'],
  active: ['live', 'test'],
  suspended: [],
  closed: [],
}

/** Why a partner may not have a key of `mode` now, in words it can act on; null when it may. */
export function apiKeyModeRefusal(status: PartnerStatus, mode: ApiKeyMode): string | null {
  if (apiKeyModesByStatus[status].includes(mode)) return null
  if (status === 'email_unconfirmed') return apiKeyMessages.emailUnconfirmed
  if (status === 'suspended') return partnerStatusMessages.suspended
  if (status === 'closed') return partnerStatusMessages.closed
  return apiKeyMessages.liveNeedsApproval
}

/** What the portal's API keys page says about the keys the partner may make, and why. */
export const apiKeyModeNotes: Record<PartnerStatus, string> = {
  email_unconfirmed:
    'You can create API keys once your email is confirmed: open the link we sent you.',
  pending_approval:
    'You can create test keys now: their bookings are sandbox only and take no real money. Live keys are available once we approve your account.',
  active: 'You can create live keys for real bookings and test keys for sandbox bookings.',
  suspended: partnerStatusMessages.suspended,
  closed: partnerStatusMessages.closed,
}

/** True when a bearer token is shaped like one of our API keys (not a portal session). */
export function isApiKeyToken(token: string): boolean {
  return apiKeyModes.some((mode) => token.startsWith(apiKeyPrefixes[mode]))
}

/** The mode a key's prefix names. */
export function apiKeyModeOf(token: string): ApiKeyMode | undefined {
  return apiKeyModes.find((mode) => token.startsWith(apiKeyPrefixes[mode]))
}

/** Body of POST /partners/api-keys. */
export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .trim()
    .min(1, { error: apiKeyMessages.nameRequired, abort: true })
    .max(apiKeyLimits.nameMaxLength, apiKeyMessages.nameTooLong),
  mode: z.enum(apiKeyModes),
  scopes: z
    .array(z.enum(apiKeyScopes), { error: apiKeyMessages.scopesRequired })
    .min(1, apiKeyMessages.scopesRequired)
    .max(apiKeyScopes.length)
    // Each scope once, in the list's own order (overwrite keeps the type, so OpenAPI can say it).
    .overwrite((scopes) => apiKeyScopes.filter((scope) => scopes.includes(scope))),
  requests_per_minute: z
    .number({ error: apiKeyMessages.requestsPerMinuteRange })
    .int(apiKeyMessages.requestsPerMinuteRange)
    .min(apiKeyLimits.minRequestsPerMinute, apiKeyMessages.requestsPerMinuteRange)
    .max(apiKeyLimits.maxRequestsPerMinute, apiKeyMessages.requestsPerMinuteRange)
    .default(apiKeyLimits.defaultRequestsPerMinute),
})
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>

/** A key as lists show it: never the key itself, which only its creation answer holds. */
export const apiKeyViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mode: z.enum(apiKeyModes),
  /** The first characters, e.g. `rl_live_8fK2`, to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  requests_per_minute: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  /** Within a minute: uses are written at most once a minute. */
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
  revoked_at: z.iso.datetime({ offset: true }).nullable(),
})
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>

/** `data` of GET /partners/api-keys: newest first, revoked ones too. */
export const apiKeyListResponseSchema = z.object({ api_keys: z.array(apiKeyViewSchema) })
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>

/** `data` of POST /partners/api-keys: the only answer that ever holds the whole key. */
export const apiKeyCreatedResponseSchema = z.object({
  message: z.string(),
  key: z.string(),
  api_key: apiKeyViewSchema,
})
export type ApiKeyCreatedResponse = z.infer<typeof apiKeyCreatedResponseSchema>

/** `data` of POST /partners/api-keys/{id}/revoke. */
export const apiKeyRevokedResponseSchema = z.object({
  message: z.string(),
  api_key: apiKeyViewSchema,
})
export type ApiKeyRevokedResponse = z.infer<typeof apiKeyRevokedResponseSchema>
