import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { providers, providerUsers, providerUserTokens } from '../../db/schema'

// The provider accounts feature's Drizzle queries; sessions live in session-repository.ts.

export type ProviderUserRow = typeof providerUsers.$inferSelect
export type ProviderUserTokenPurpose = 'set_password' | 'sign_in_ticket'

export async function findProvider(db: Database, id: string) {
  const [row] = await db
    .select({ id: providers.id, name: providers.name, active: providers.active })
    .from(providers)
    .where(eq(providers.id, id))
  return row
}

export function listProviderUsers(db: Database, providerId: string) {
  return db
    .select()
    .from(providerUsers)
    .where(eq(providerUsers.providerId, providerId))
    .orderBy(asc(providerUsers.createdAt), asc(providerUsers.email))
}

export async function findProviderUser(db: Database, providerId: string, id: string) {
  const [row] = await db
    .select()
    .from(providerUsers)
    .where(and(eq(providerUsers.providerId, providerId), eq(providerUsers.id, id)))
  return row
}

export async function findProviderUserById(db: Database, id: string) {
  const [row] = await db.select().from(providerUsers).where(eq(providerUsers.id, id))
  return row
}

/** The user with this email who may sign in: active, and of an active provider. */
export async function findUserWhoMaySignIn(db: Database, email: string) {
  const [row] = await db
    .select({ user: providerUsers })
    .from(providerUsers)
    .innerJoin(providers, eq(providers.id, providerUsers.providerId))
    .where(
      and(
        sql`lower(${providerUsers.email}) = ${email.toLowerCase()}`,
        eq(providerUsers.status, 'active'),
        eq(providers.active, true),
      ),
    )
  return row?.user
}

/** Inserts the user; undefined when the email is taken (by any provider). */
export async function insertProviderUser(
  db: Database,
  values: { providerId: string; name: string; email: string },
) {
  const [row] = await db
    .insert(providerUsers)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing()
    .returning()
  return row
}

type UserChange = Partial<
  Pick<ProviderUserRow, 'status' | 'passwordHash' | 'totpSecret' | 'totpEnabled' | 'totpLastStep'>
>

export async function updateProviderUser(db: Database, id: string, change: UserChange) {
  const [row] = await db
    .update(providerUsers)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(providerUsers.id, id))
    .returning()
  return row
}

/** Records the 30-second step a code was used in; false when that step or a later one was. */
export async function claimTotpStep(db: Database, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(providerUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(providerUsers.id, id),
        or(isNull(providerUsers.totpLastStep), lt(providerUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: providerUsers.id })
  return rows.length === 1
}

// Tokens: set-password links and sign-in tickets, both single use and stored hashed.

export async function insertUserToken(
  db: Database,
  values: {
    providerUserId: string
    purpose: ProviderUserTokenPurpose
    tokenHash: string
    expiresAt: Date
  },
) {
  await db.insert(providerUserTokens).values(values)
}

const usable = (purpose: ProviderUserTokenPurpose, tokenHash: string) =>
  and(
    eq(providerUserTokens.tokenHash, tokenHash),
    eq(providerUserTokens.purpose, purpose),
    isNull(providerUserTokens.usedAt),
    gt(providerUserTokens.expiresAt, sql`now()`),
  )

/** The token's row, its user and whether their provider is active, while the token is unused and unexpired. */
export async function findUsableToken(
  db: Database,
  purpose: ProviderUserTokenPurpose,
  tokenHash: string,
) {
  const [row] = await db
    .select({ token: providerUserTokens, user: providerUsers, providerActive: providers.active })
    .from(providerUserTokens)
    .innerJoin(providerUsers, eq(providerUsers.id, providerUserTokens.providerUserId))
    .innerJoin(providers, eq(providers.id, providerUsers.providerId))
    .where(usable(purpose, tokenHash))
  return row
}

/** Uses the token up; the user's id, or undefined when another use got there first. */
export async function consumeToken(
  db: Database,
  purpose: ProviderUserTokenPurpose,
  tokenHash: string,
) {
  const [row] = await db
    .update(providerUserTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(purpose, tokenHash))
    .returning({ providerUserId: providerUserTokens.providerUserId })
  return row?.providerUserId
}

/**
 * Counts a code tried on a sign-in ticket before the code is checked, in one statement, so
 * parallel tries cannot pass the limit; false when the ticket is spent or used. A right code uses
 * the ticket up, so what is counted is in effect the wrong ones; the ticket dies at `limit`.
 */
export async function claimTicketTry(db: Database, tokenId: string, limit: number) {
  const rows = await db
    .update(providerUserTokens)
    .set({ failedCodes: sql`${providerUserTokens.failedCodes} + 1` })
    .where(
      and(
        eq(providerUserTokens.id, tokenId),
        isNull(providerUserTokens.usedAt),
        lt(providerUserTokens.failedCodes, limit),
      ),
    )
    .returning({ id: providerUserTokens.id })
  return rows.length === 1
}

/** Every unused token of this purpose stops working (a new link went out, the user was disabled). */
export async function retireUserTokens(
  db: Database,
  providerUserId: string,
  purpose?: ProviderUserTokenPurpose,
) {
  await db
    .update(providerUserTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(providerUserTokens.providerUserId, providerUserId),
        purpose === undefined ? undefined : eq(providerUserTokens.purpose, purpose),
        isNull(providerUserTokens.usedAt),
      ),
    )
}
