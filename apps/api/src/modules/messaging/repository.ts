import { defaultLanguage, type Language } from '@ridelane/domain'
import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings, outboundMessages } from '../../db/schema'
import { leasedQueue, type QueueClaim } from '../../lib/leased-queue-repository'
import { originOfCurrentWork } from '../../lib/work-context'

// Text messages (SMS or WhatsApp) to drivers and travellers, written in the caller's
// transaction and sent once by the delivery loop through the messaging port
// (docs/decisions/029-providers-and-drivers.md).

export type TextChannel = 'sms' | 'whatsapp'

export type NewTextMessage = {
  channel: TextChannel
  /** E.164 or as the traveller typed it; the port normalises it. */
  to: string
  body: string
  /** The same text goes here by mail when the messaging service refuses it. */
  fallbackEmail?: string | null
  bookingId?: string | null
  /** One message per event: the same key twice queues it once (`driver-assigned:<booking>:<driver>`). */
  dedupeKey: string
}

/** Queues a message in the caller's transaction; false when that key was queued before. */
export async function queueTextMessage(tx: Database, message: NewTextMessage): Promise<boolean> {
  const rows = await tx
    .insert(outboundMessages)
    .values({
      channel: message.channel,
      toNumber: message.to,
      body: message.body,
      fallbackEmail: message.fallbackEmail ?? null,
      bookingId: message.bookingId ?? null,
      dedupeKey: message.dedupeKey,
      traceContext: originOfCurrentWork(),
    })
    .onConflictDoNothing({ target: outboundMessages.dedupeKey })
    .returning({ id: outboundMessages.id })
  return rows.length > 0
}

export type TextMessageRow = typeof outboundMessages.$inferSelect

const queue = leasedQueue(outboundMessages, {
  id: outboundMessages.id,
  status: outboundMessages.status,
  attempts: outboundMessages.attempts,
  dueAt: outboundMessages.availableAt,
  leasedUntil: outboundMessages.leasedUntil,
})

/**
 * Takes up to `limit` due messages, counts the attempt and leases them for `leaseSeconds`; other
 * processes skip rows another one holds and see them as taken until the lease ends, when a dead
 * process's messages are due again.
 */
export function claimDueTextMessages(
  db: Database,
  limit: number,
  leaseSeconds: number,
): Promise<TextMessageRow[]> {
  return queue.claim(db, { limit, leaseSeconds })
}

/** Gives back a claimed message this process did not start (it is shutting down): due now. */
export function releaseTextMessage(db: Database, message: QueueClaim): Promise<boolean> {
  return queue.release(db, message)
}

export type TextMessageOutcome =
  | { status: 'sent'; reference: string | null }
  | { status: 'logged' }
  | { status: 'emailed' | 'failed'; error: string }

/**
 * Settles a claimed message: sent, logged (no service), emailed instead, or given up. False when
 * the claim was no longer this process's (its lease ran out and another process took it).
 */
export function settleTextMessage(
  db: Database,
  message: QueueClaim,
  outcome: TextMessageOutcome,
): Promise<boolean> {
  return queue.complete(db, message, {
    status: outcome.status,
    ...(outcome.status === 'sent'
      ? { providerReference: outcome.reference, sentAt: sql`now()`, lastError: null }
      : {}),
    ...(outcome.status === 'emailed' ? { lastError: outcome.error, sentAt: sql`now()` } : {}),
    ...(outcome.status === 'failed' ? { lastError: outcome.error } : {}),
  })
}

/** A temporary failure: the message is due again in `retryInSeconds`. */
export async function retryTextMessageLater(
  db: Database,
  message: QueueClaim,
  error: string,
  retryInSeconds: number,
) {
  await queue.retryLater(db, message, retryInSeconds, { lastError: error })
}

/**
 * The language of the mail that carries a refused text (docs/decisions/052-server-messages.md):
 * the booking's when it goes to the booking's traveller, whose texts are written in it; English
 * for anyone else (a provider's address, where a driver's text falls back to).
 */
export async function fallbackMailLanguage(
  db: Database,
  message: Pick<TextMessageRow, 'bookingId' | 'fallbackEmail'>,
): Promise<Language> {
  if (!message.bookingId || !message.fallbackEmail) return defaultLanguage
  const [booking] = await db
    .select({ email: bookings.email, language: bookings.language })
    .from(bookings)
    .where(eq(bookings.id, message.bookingId))
  const traveller = booking?.email.toLowerCase() === message.fallbackEmail.toLowerCase()
  return traveller ? booking.language : defaultLanguage
}

/** The newest `limit` text messages, oldest first, for `npm run outbox`. */
export async function recentTextMessages(db: Database, limit: number): Promise<TextMessageRow[]> {
  const rows = await db
    .select()
    .from(outboundMessages)
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(limit)
  return rows.reverse()
}
