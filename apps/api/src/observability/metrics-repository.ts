import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import { mailOutbox } from '../db/tables/mail-outbox'
import { outboundMessages, rideOffers, scheduledJobs } from '../db/tables/provider-portal'

// What the metrics read from the database at scrape time (docs/operations.md#metrics): the
// queues of docs/decisions/033-leased-queue.md and the providers' offers. Read-only, a few
// aggregate queries on the tables' partial `status = 'pending'` and `status = 'open'` indexes.

export const queueNames = ['mail', 'text', 'webhook', 'job'] as const
export type QueueName = (typeof queueNames)[number]

/** One queue now: rows still pending, those due and free to claim, and how late the oldest is. */
export type QueueState = { pending: number; due: number; oldestDueAgeSeconds: number }

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`

/** Due by `now` and held by no live lease (what a worker's claim would take). */
function dueCondition(dueAt: PgColumn, now: Date, leasedUntil?: PgColumn): SQL | undefined {
  return and(
    lte(dueAt, at(now)),
    leasedUntil ? or(isNull(leasedUntil), lte(leasedUntil, sql`now()`)) : undefined,
  )
}

function queueColumns(dueAt: PgColumn, now: Date, leasedUntil?: PgColumn) {
  const due = dueCondition(dueAt, now, leasedUntil)
  return {
    pending: sql<number>`count(*)`.mapWith(Number),
    due: sql<number>`count(*) filter (where ${due})`.mapWith(Number),
    oldestDueAgeSeconds:
      sql<number>`coalesce(extract(epoch from ${at(now)} - min(${dueAt}) filter (where ${due})), 0)`.mapWith(
        Number,
      ),
  }
}

const empty: QueueState = { pending: 0, due: 0, oldestDueAgeSeconds: 0 }

/**
 * Every queue's state by `now` (the app's clock, as the workers judge what is due). The mail
 * outbox's lease is its due time pushed ahead, so a mail being sent is pending but not due.
 * Webhook deliveries are the `webhook_delivery` jobs, counted apart from the other jobs.
 */
export async function readQueueStates(
  db: Database,
  now: Date,
): Promise<Record<QueueName, QueueState>> {
  const isWebhook = sql<boolean>`${scheduledJobs.kind} = 'webhook_delivery'`
  const [[mail], [text], jobs] = await Promise.all([
    db
      .select(queueColumns(mailOutbox.availableAt, now))
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending')),
    db
      .select(queueColumns(outboundMessages.availableAt, now, outboundMessages.leasedUntil))
      .from(outboundMessages)
      .where(eq(outboundMessages.status, 'pending')),
    db
      .select({
        webhook: isWebhook,
        ...queueColumns(scheduledJobs.runAt, now, scheduledJobs.leasedUntil),
      })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.status, 'pending'))
      .groupBy(isWebhook),
  ])
  const job = (webhook: boolean) => {
    const row = jobs.find((one) => Boolean(one.webhook) === webhook)
    return row
      ? { pending: row.pending, due: row.due, oldestDueAgeSeconds: row.oldestDueAgeSeconds }
      : empty
  }
  return {
    mail: mail ?? empty,
    text: text ?? empty,
    webhook: job(true),
    job: job(false),
  }
}

/**
 * Offers waiting for a provider's answer, and offers that lapsed unanswered in the hour before
 * `now` (closed as expired by the expiry job, or still open past their time until it runs).
 */
export async function readOfferCounts(
  db: Database,
  now: Date,
): Promise<{ outstanding: number; lapsedLastHour: number }> {
  const hourAgo = new Date(now.getTime() - 3_600_000)
  const [row] = await db
    .select({
      outstanding:
        sql<number>`count(*) filter (where ${rideOffers.status} = 'open' and ${gt(rideOffers.expiresAt, at(now))})`.mapWith(
          Number,
        ),
      lapsedLastHour:
        sql<number>`count(*) filter (where ${lte(rideOffers.expiresAt, at(now))} and ${gt(rideOffers.expiresAt, at(hourAgo))})`.mapWith(
          Number,
        ),
    })
    .from(rideOffers)
    .where(
      and(
        inArray(rideOffers.status, ['open', 'expired']),
        or(eq(rideOffers.status, 'open'), gt(rideOffers.expiresAt, at(hourAgo))),
      ),
    )
  return { outstanding: row?.outstanding ?? 0, lapsedLastHour: row?.lapsedLastHour ?? 0 }
}
