import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { preparedOn } from '../../db/prepared'
import {
  operatorPasswordLinks,
  operatorRecoveryCodes,
  operatorSessions,
  operatorSignInTickets,
  operators,
} from '../../db/schema'
import type { SignedInOperator } from '../../plugins/operator-auth'

// The only file of the operators feature that touches Drizzle.

export type OperatorRow = typeof operators.$inferSelect
export type OperatorSessionRow = typeof operatorSessions.$inferSelect

const byEmail = (email: string) => eq(sql`lower(${operators.email})`, email.toLowerCase())

export async function findOperatorByEmail(db: Database, email: string) {
  const [row] = await db.select().from(operators).where(byEmail(email)).limit(1)
  return row
}

export async function findOperatorById(db: Database, id: string) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1)
  return row
}

/** Inserts the operator, or returns the one that already has this email (any case). */
export async function insertOperator(
  db: Database,
  operator: { email: string; role: OperatorRow['role'] },
): Promise<{ operator: OperatorRow; created: boolean }> {
  const [row] = await db.insert(operators).values(operator).onConflictDoNothing().returning()
  if (row) return { operator: row, created: true }
  return { operator: (await findOperatorByEmail(db, operator.email))!, created: false }
}

export function listOperators(db: Database) {
  return db.select().from(operators).orderBy(asc(operators.createdAt), asc(operators.email))
}

export async function updateOperator(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      OperatorRow,
      | 'role'
      | 'status'
      | 'passwordHash'
      | 'totpSecret'
      | 'totpEnabled'
      | 'totpLastStep'
      | 'phone'
      | 'onDuty'
    >
  >,
) {
  const [row] = await db
    .update(operators)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(operators.id, id))
    .returning()
  return row
}

/** Records the time step a code was accepted for; false when that step (or a later one) was used. */
export async function claimTotpStep(db: Database, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, id),
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ id: operators.id })
  return rows.length === 1
}

// Sessions

const liveSession = (idleMs: number) =>
  and(
    isNull(operatorSessions.revokedAt),
    gt(operatorSessions.lastSeenAt, sql`now() - make_interval(secs => ${idleMs / 1000})`),
  )

export async function insertSession(
  db: Database,
  session: { operatorId: string; tokenHash: string; userAgent: string | null },
) {
  await db.insert(operatorSessions).values(session)
}

/**
 * How stale a session's last-seen time may get before a request writes it again. Writing it on
 * every request made each call of the console a write, and a busy board's calls queued on the
 * session row's lock; a minute is nothing beside the 12-hour idle limit.
 */
export const SESSION_TOUCH_EVERY_MS = 60_000

/**
 * The session lookup every console call makes, built once per database and sent as a named
 * prepared statement: neither Drizzle nor PostgreSQL parses it again on each request.
 */
const sessionLookup = preparedOn((db) =>
  db
    .select({
      id: operatorSessions.id,
      // Decided by the database's clock, the one that wrote the time.
      stale: sql<boolean>`${operatorSessions.lastSeenAt} <= now() - make_interval(secs => ${sql.placeholder('touchSeconds')})`,
      operatorId: operators.id,
      email: operators.email,
      role: operators.role,
    })
    .from(operatorSessions)
    .innerJoin(
      operators,
      and(eq(operators.id, operatorSessions.operatorId), eq(operators.status, 'active')),
    )
    .where(
      and(
        eq(operatorSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(operatorSessions.revokedAt),
        gt(
          operatorSessions.lastSeenAt,
          sql`now() - make_interval(secs => ${sql.placeholder('idleSeconds')})`,
        ),
      ),
    )
    .limit(1)
    .prepare('operator_session_lookup'),
)

/** The active operator behind a live session; using it restarts the idle clock. */
export async function touchSession(
  db: Database,
  tokenHash: string,
  idleMs: number,
): Promise<SignedInOperator | null> {
  const [session] = await sessionLookup(db).execute({
    tokenHash,
    idleSeconds: idleMs / 1000,
    touchSeconds: SESSION_TOUCH_EVERY_MS / 1000,
  })
  if (!session) return null
  if (session.stale) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(operatorSessions.id, session.id))
  }
  const { operatorId: id, email, role } = session
  return { id, email, role, sessionId: session.id }
}

export function listLiveSessions(db: Database, operatorId: string, idleMs: number) {
  return db
    .select()
    .from(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), liveSession(idleMs)))
    .orderBy(desc(operatorSessions.lastSeenAt))
}

/** Revokes one of the operator's own sessions; false when they have no such live session. */
export async function revokeSession(db: Database, operatorId: string, sessionId: string) {
  const rows = await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(operatorSessions.id, sessionId),
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
      ),
    )
    .returning({ id: operatorSessions.id })
  return rows.length === 1
}

export async function revokeEverySession(db: Database, operatorId: string) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)))
}

// Sign-in tickets

export async function insertTicket(
  db: Database,
  ticket: { operatorId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(operatorSignInTickets).values(ticket)
}

const usableTicket = (tokenHash: string, maxFailures: number) =>
  and(
    eq(operatorSignInTickets.tokenHash, tokenHash),
    isNull(operatorSignInTickets.usedAt),
    gt(operatorSignInTickets.expiresAt, sql`now()`),
    lt(operatorSignInTickets.failedCodes, maxFailures),
  )

/** The ticket's operator while the ticket is usable and the operator active. */
export async function findTicketOperator(db: Database, tokenHash: string, maxFailures: number) {
  const [row] = await db
    .select({ ticketId: operatorSignInTickets.id, operator: operators })
    .from(operatorSignInTickets)
    .innerJoin(operators, eq(operators.id, operatorSignInTickets.operatorId))
    .where(and(usableTicket(tokenHash, maxFailures), eq(operators.status, 'active')))
    .limit(1)
  return row
}

/**
 * Counts a code tried on the ticket before it is checked, in one statement, so parallel tries
 * cannot pass the limit; false when the ticket is used, expired or out of tries. A right code
 * uses the ticket up, so in effect only wrong codes add up.
 */
export async function claimTicketTry(db: Database, ticketId: string, maxTries: number) {
  const rows = await db
    .update(operatorSignInTickets)
    .set({ failedCodes: sql`${operatorSignInTickets.failedCodes} + 1` })
    .where(
      and(
        eq(operatorSignInTickets.id, ticketId),
        isNull(operatorSignInTickets.usedAt),
        gt(operatorSignInTickets.expiresAt, sql`now()`),
        lt(operatorSignInTickets.failedCodes, maxTries),
      ),
    )
    .returning({ id: operatorSignInTickets.id })
  return rows.length === 1
}

/** Uses the ticket up; false when another request got there first. */
export async function consumeTicket(db: Database, ticketId: string): Promise<boolean> {
  const rows = await db
    .update(operatorSignInTickets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(operatorSignInTickets.id, ticketId), isNull(operatorSignInTickets.usedAt)))
    .returning({ id: operatorSignInTickets.id })
  return rows.length === 1
}

// Recovery codes

export async function deleteRecoveryCodes(db: Database, operatorId: string) {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId))
}

export async function replaceRecoveryCodes(db: Database, operatorId: string, hashes: string[]) {
  await deleteRecoveryCodes(db, operatorId)
  await db
    .insert(operatorRecoveryCodes)
    .values(hashes.map((codeHash) => ({ operatorId, codeHash })))
}

/** Marks a matching unused code used; false when none matches (each code works once). */
export async function consumeRecoveryCode(db: Database, operatorId: string, codeHash: string) {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id })
  return rows.length === 1
}

// Set-password links

export async function insertPasswordLink(
  db: Database,
  link: { operatorId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(operatorPasswordLinks).values(link)
}

const usableLink = (tokenHash: string) =>
  and(
    eq(operatorPasswordLinks.tokenHash, tokenHash),
    isNull(operatorPasswordLinks.usedAt),
    gt(operatorPasswordLinks.expiresAt, sql`now()`),
  )

export async function isPasswordLinkUsable(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ id: operatorPasswordLinks.id })
    .from(operatorPasswordLinks)
    .innerJoin(operators, eq(operators.id, operatorPasswordLinks.operatorId))
    .where(and(usableLink(tokenHash), eq(operators.status, 'active')))
    .limit(1)
  return row !== undefined
}

/** Claims the link atomically and returns its operator, or null when it was not usable. */
export async function consumePasswordLink(db: Database, tokenHash: string) {
  const [row] = await db
    .update(operatorPasswordLinks)
    .set({ usedAt: sql`now()` })
    .where(usableLink(tokenHash))
    .returning({ operatorId: operatorPasswordLinks.operatorId })
  return row?.operatorId ?? null
}

/** Older links die when a new one is issued or one is used. */
export async function retirePasswordLinks(db: Database, operatorId: string) {
  await db
    .update(operatorPasswordLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(operatorPasswordLinks.operatorId, operatorId), isNull(operatorPasswordLinks.usedAt)),
    )
}

/** The active admins, who are called in, with their mobile and duty. */
export function activeAdmins(db: Database) {
  return db
    .select({
      id: operators.id,
      email: operators.email,
      phone: operators.phone,
      onDuty: operators.onDuty,
    })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.status, 'active')))
    .orderBy(operators.createdAt, operators.id)
}
