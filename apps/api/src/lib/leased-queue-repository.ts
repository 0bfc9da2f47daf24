import { and, asc, eq, getTableColumns, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'

// A queue kept in a table and worked by every API process: a pass claims due rows for a lease,
// and only the claim that still holds a row may settle it (docs/decisions/033-leased-queue.md).
// Each queue's repository owns its table and hands it here with the columns below.

export type LeasedQueueColumns = {
  id: PgColumn
  /** 'pending' while the row waits or is held; anything else once settled. */
  status: PgColumn
  /** Counted up by every claim: the count a claim wrote is that claim's token. */
  attempts: PgColumn
  /** When the row is next due. */
  dueAt: PgColumn
  /** Until when a claim holds the row: a column of its own, or `dueAt` pushed ahead. */
  leasedUntil: PgColumn
}

/** What a worker keeps of its claim: the row and the attempt count its claim wrote. */
export type QueueClaim = { id: string; attempts: number }

const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`

export function leasedQueue<T extends PgTable>(table: T, columns: LeasedQueueColumns) {
  // Drizzle's update takes property names, the conditions take columns.
  const nameOf = (column: PgColumn) =>
    Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0]
  const attempts = nameOf(columns.attempts)
  const leasedUntil = nameOf(columns.leasedUntil)
  const dueAt = nameOf(columns.dueAt)
  const leaseOfItsOwn = leasedUntil !== dueAt
  const leaseEnded = leaseOfItsOwn ? { [leasedUntil]: null } : {}
  type Changes = PgUpdateSetSource<T>
  type Row = T['$inferSelect']

  const update = async (db: Database, claim: QueueClaim, changes: Record<string, unknown>) => {
    const rows = await db
      .update(table)
      .set(changes as Changes)
      // The claim is checked in the statement itself: a worker whose lease ran out and whose row
      // another worker claimed since finds its count outdated and changes nothing.
      .where(
        and(
          eq(columns.id, claim.id),
          eq(columns.status, 'pending'),
          eq(columns.attempts, claim.attempts),
        ),
      )
      .returning({ id: columns.id })
    return rows.length > 0
  }

  return {
    /**
     * Takes up to `limit` due rows, oldest first, counts the attempt and leases them for
     * `leaseSeconds`. SKIP LOCKED keeps two concurrent claims off the same rows. A row is due by
     * `now` when the caller gives it (the app's clock, lib/clock.ts), else by the database's
     * clock; leases always run on the database's clock, since they guard against processes dying.
     */
    async claim(
      db: Database,
      options: { limit: number; leaseSeconds: number; where?: SQL; now?: Date },
    ): Promise<Row[]> {
      const due = db
        .select({ id: columns.id })
        // The linter finds this assertion needless; the compiler needs it for a generic table.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
        .from(table as PgTable)
        .where(
          and(
            eq(columns.status, 'pending'),
            lte(columns.dueAt, options.now ?? sql`now()`),
            leaseOfItsOwn
              ? or(isNull(columns.leasedUntil), lte(columns.leasedUntil, sql`now()`))
              : undefined,
            options.where,
          ),
        )
        .orderBy(asc(columns.dueAt))
        .limit(options.limit)
        .for('update', { skipLocked: true })
      const claimed = await db
        .update(table)
        .set({
          [attempts]: sql`${columns.attempts} + 1`,
          [leasedUntil]: inSeconds(options.leaseSeconds),
        } as Changes)
        .where(inArray(columns.id, due))
        .returning()
      return claimed as Row[]
    },

    /** Holds the row `leaseSeconds` longer; false when the claim was lost. */
    extend: (db: Database, claim: QueueClaim, leaseSeconds: number) =>
      update(db, claim, { [leasedUntil]: inSeconds(leaseSeconds) }),

    /** Settles the row with `changes` (a final status); false when the claim was lost. */
    complete: (db: Database, claim: QueueClaim, changes: Changes) =>
      update(db, claim, { ...leaseEnded, ...changes }),

    /** A failed attempt: due again in `retryInSeconds`; false when the claim was lost. */
    /** Due again `retryInSeconds` after `now` when given (the caller's clock, as `claim` took), else after the database's. */
    retryLater: (
      db: Database,
      claim: QueueClaim,
      retryInSeconds: number,
      changes: Changes,
      now?: Date,
    ) =>
      update(db, claim, {
        ...changes,
        ...leaseEnded,
        [dueAt]: now ? new Date(now.getTime() + retryInSeconds * 1000) : inSeconds(retryInSeconds),
      }),

    /** Gives back a row this worker did not start: due now, its attempt uncounted. */
    release: (db: Database, claim: QueueClaim) =>
      update(db, claim, {
        [attempts]: sql`${columns.attempts} - 1`,
        ...(leaseOfItsOwn ? leaseEnded : { [dueAt]: sql`now()` }),
      }),
  }
}

/**
 * The wait before the next attempt after `attempts` failed ones: `firstSeconds`, then four times
 * longer each time, at most `maxSeconds`.
 */
export const retryBackoff =
  (firstSeconds: number, maxSeconds = Number.POSITIVE_INFINITY) =>
  (attempts: number) =>
    Math.min(firstSeconds * 4 ** (attempts - 1), maxSeconds)
