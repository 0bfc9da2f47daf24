import {
  apiKeyModeRefusal,
  partnerPricing,
  type ApiKeyMode,
  type ApiKeyScope,
} from '@ridelane/domain'
import { and, count, desc, eq, isNull, lt, notInArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { partnerApiKeys, partners } from '../../db/schema'
import type { SignedInPartner } from '../../plugins/partner-auth'

// The only file of the API keys feature that touches Drizzle (docs/architecture.md#api). Every
// query but the bearer lookup filters on the signed-in partner's id.

export type ApiKeyRow = typeof partnerApiKeys.$inferSelect

export async function insertApiKey(
  db: Database,
  key: {
    partnerId: string
    name: string
    mode: ApiKeyMode
    prefix: string
    keyHash: string
    scopes: ApiKeyScope[]
    requestsPerMinute: number
    createdByMemberId: string | null
  },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(partnerApiKeys).values(key).returning()
  return row!
}

export async function countActiveApiKeys(db: Database, partnerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partnerApiKeys)
    .where(and(eq(partnerApiKeys.partnerId, partnerId), isNull(partnerApiKeys.revokedAt)))
  return row?.n ?? 0
}

/** Newest first, revoked keys included (they say when they stopped working). */
export function listApiKeys(db: Database, partnerId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.partnerId, partnerId))
    .orderBy(desc(partnerApiKeys.createdAt), desc(partnerApiKeys.id))
}

/** Revokes the partner's key (once: a second call keeps the first time); undefined if not theirs. */
export async function revokeApiKey(
  db: Database,
  partnerId: string,
  id: string,
): Promise<ApiKeyRow | undefined> {
  const mine = and(eq(partnerApiKeys.id, id), eq(partnerApiKeys.partnerId, partnerId))
  const [revoked] = await db
    .update(partnerApiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(mine, isNull(partnerApiKeys.revokedAt)))
    .returning()
  if (revoked) return revoked
  const [row] = await db.select().from(partnerApiKeys).where(mine).limit(1)
  return row
}

/**
 * The partner an API key acts for: a key not revoked, of a partner whose state allows the key's
 * mode (a live key stops when its partner is no longer approved). Its last use is written at most
 * once a minute (`resolutionSeconds`), and only by the call that finds it stale.
 */
export async function findPartnerByApiKey(
  db: Database,
  keyHash: string,
  resolutionSeconds: number,
): Promise<SignedInPartner | null> {
  const [row] = await db
    .select({
      id: partners.id,
      email: partners.email,
      status: partners.status,
      discountPercent: partners.discountPercent,
      ratePlan: partners.ratePlan,
      netPercent: partners.netPercent,
      markupPercent: partners.markupPercent,
      hidePrices: partners.hidePrices,
      netRates: partners.netRates,
      keyId: partnerApiKeys.id,
      name: partnerApiKeys.name,
      mode: partnerApiKeys.mode,
      scopes: partnerApiKeys.scopes,
      requestsPerMinute: partnerApiKeys.requestsPerMinute,
      lastUsedAt: partnerApiKeys.lastUsedAt,
    })
    .from(partnerApiKeys)
    .innerJoin(partners, eq(partners.id, partnerApiKeys.partnerId))
    .where(
      and(
        eq(partnerApiKeys.keyHash, keyHash),
        isNull(partnerApiKeys.revokedAt),
        notInArray(partners.status, ['suspended', 'closed']),
      ),
    )
    .limit(1)
  if (!row) return null
  const status = row.status
  if (apiKeyModeRefusal(status, row.mode)) return null
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= resolutionSeconds * 1000) {
    await db
      .update(partnerApiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(partnerApiKeys.id, row.keyId),
          or(
            isNull(partnerApiKeys.lastUsedAt),
            lt(partnerApiKeys.lastUsedAt, sql`now() - make_interval(secs => ${resolutionSeconds})`),
          ),
        ),
      )
  }
  return {
    id: row.id,
    email: row.email,
    status,
    ...partnerPricing(row, status),
    actor: {
      kind: 'api_key',
      keyId: row.keyId,
      name: row.name,
      mode: row.mode,
      scopes: row.scopes as ApiKeyScope[],
      requestsPerMinute: row.requestsPerMinute,
    },
  }
}
