import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { providers, providerSessions, providerUsers } from '../../db/schema'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import type { SignedInProviderUser } from '../../plugins/provider-auth'

/** How long a provider's portal session lasts, like a partner's. */
export const PROVIDER_SESSION_DAYS = 30

/**
 * The user behind a live session, or null: unknown, revoked or expired tokens, disabled users
 * and deactivated providers all open nothing.
 */
export async function findProviderUserBySession(
  db: Database,
  tokenHash: string,
): Promise<SignedInProviderUser | null> {
  const [row] = await db
    .select({
      id: providerUsers.id,
      providerId: providerUsers.providerId,
      email: providerUsers.email,
      name: providerUsers.name,
    })
    .from(providerSessions)
    .innerJoin(providerUsers, eq(providerUsers.id, providerSessions.providerUserId))
    .innerJoin(providers, eq(providers.id, providerUsers.providerId))
    .where(
      and(
        eq(providerSessions.tokenHash, tokenHash),
        isNull(providerSessions.revokedAt),
        gt(providerSessions.expiresAt, sql`now()`),
        eq(providerUsers.status, 'active'),
        eq(providers.active, true),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Starts a session for a user who has passed every sign-in check; returns the bearer token. */
export async function startProviderSession(
  db: Database,
  providerUserId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken()
  const expiresAt = new Date(now.getTime() + PROVIDER_SESSION_DAYS * 24 * 3600_000)
  await db
    .insert(providerSessions)
    .values({ providerUserId, tokenHash: hashSecretToken(token), expiresAt })
  return { token, expiresAt }
}

/** Ends one session (sign-out). */
export async function endProviderSession(db: Database, tokenHash: string): Promise<void> {
  await db
    .update(providerSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(providerSessions.tokenHash, tokenHash), isNull(providerSessions.revokedAt)))
}

/** Ends every session of a user (password set or reset, user disabled). */
export async function endAllProviderSessions(db: Database, providerUserId: string): Promise<void> {
  await db
    .update(providerSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(providerSessions.providerUserId, providerUserId), isNull(providerSessions.revokedAt)),
    )
}
