import { randomBytes } from 'node:crypto'
import {
  apiKeyLimits,
  apiKeyMessages,
  apiKeyModeRefusal,
  apiKeyPrefixes,
  DomainError,
  type ApiKeyCreate,
  type ApiKeyCreatedResponse,
  type ApiKeyView,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashSecretToken } from '../../lib/secret-token'
import { isUuid } from '../../lib/uuid'
import type { SignedInPartner } from '../../plugins/partner-auth'
import {
  countActiveApiKeys,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  type ApiKeyRow,
} from './repository'

// Creating, listing and revoking a partner's API keys (docs/decisions/030-partner-business-tools.md).

export function apiKeyView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyView['scopes'],
    requests_per_minute: row.requestsPerMinute,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  }
}

/**
 * A new key: its mode's prefix and 32 random bytes in base64url (256 bits, as session tokens).
 * Only its SHA-256 is stored, so the answer is the one time anyone sees it whole.
 */
export function newApiKey(mode: ApiKeyCreate['mode']): string {
  return `${apiKeyPrefixes[mode]}${randomBytes(32).toString('base64url')}`
}

export async function createApiKey(
  db: Database,
  partner: SignedInPartner,
  input: ApiKeyCreate,
): Promise<ApiKeyCreatedResponse> {
  // Live keys wait for approval, any key for a confirmed email (docs/api.md#1-create-a-key).
  const refusal = apiKeyModeRefusal(partner.status, input.mode)
  if (refusal) throw new DomainError('FORBIDDEN', refusal)
  if ((await countActiveApiKeys(db, partner.id)) >= apiKeyLimits.activeKeysPerPartner) {
    throw new DomainError('CONFLICT', apiKeyMessages.tooManyKeys)
  }
  const key = newApiKey(input.mode)
  const row = await insertApiKey(db, {
    partnerId: partner.id,
    name: input.name,
    mode: input.mode,
    prefix: key.slice(0, apiKeyLimits.visiblePrefixLength),
    keyHash: hashSecretToken(key),
    scopes: input.scopes,
    requestsPerMinute: input.requests_per_minute,
    createdByMemberId: partner.actor.kind === 'member' ? partner.actor.memberId : null,
  })
  return { message: apiKeyMessages.created, key, api_key: apiKeyView(row) }
}

export async function listPartnerApiKeys(db: Database, partnerId: string): Promise<ApiKeyView[]> {
  return (await listApiKeys(db, partnerId)).map(apiKeyView)
}

/** Another partner's key, or an id that is none, is simply not found. */
export async function revokePartnerApiKey(
  db: Database,
  partnerId: string,
  id: string,
): Promise<ApiKeyView> {
  const row = isUuid(id) ? await revokeApiKey(db, partnerId, id) : undefined
  if (!row) throw new DomainError('NOT_FOUND', apiKeyMessages.keyNotFound)
  return apiKeyView(row)
}
