import { rideTypeSchema, type PriceCalculationRequest } from '@ridelane/domain'
import { and, eq, inArray, lt, notExists } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { bookings } from '../../db/tables/bookings'
import { quotes } from '../../db/tables/quotes'
import { bookingChanges } from '../../db/tables/rides'
import { serverSecrets } from '../../db/tables/server-secrets'
import { quotedVehicleRecordsSchema, type Quote } from './quote'

export type NewQuote = Omit<Quote, 'id' | 'createdAt' | 'expired'>

/**
 * Stores the quote a booking is made from, in that booking's transaction. A quote already stored
 * (the same signed quote booked twice at once) stays as it is: the booking's own unique quote id
 * then decides which booking wins.
 */
export async function storeQuoteUnlessStored(db: Database, quote: Omit<Quote, 'expired'>) {
  await db.insert(quotes).values(quote).onConflictDoNothing({ target: quotes.id })
}

/**
 * The secret stored under `name`, made by `create` and stored if no process stored one yet. Every
 * process that races here reads the one that was stored first.
 */
export async function serverSecret(
  db: Database,
  name: string,
  create: () => string,
): Promise<string> {
  await db.insert(serverSecrets).values({ name, secret: create() }).onConflictDoNothing()
  const [row] = await db
    .select({ secret: serverSecrets.secret })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
  if (!row) throw new Error(`The server secret ${name} could not be stored`)
  return row.secret
}

const quoteIdSchema = z.uuid()

/**
 * The stored quote with this id, or undefined when there is none (any text is a safe id: a
 * non-UUID is simply not found). `expired` is judged at `now`.
 */
export async function findQuote(
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<Quote | undefined> {
  if (!quoteIdSchema.safeParse(id).success) return undefined
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1)
  if (!row) return undefined
  return {
    ...row,
    rideType: rideTypeSchema.parse(row.rideType),
    // Validated by the domain schema before it was stored.
    request: row.request as PriceCalculationRequest,
    vehicles: quotedVehicleRecordsSchema.parse(row.vehicles),
    expired: row.expiresAt.getTime() <= now.getTime(),
  }
}

/**
 * Deletes up to `limit` quotes that expired before `expiredBefore` and back no booking (a booking
 * keeps its quote: a change of add-ons is repriced from it) and no change of a ride (a change
 * names the quote it was priced from). Rows another process is deleting
 * are skipped, not waited for. Returns how many went.
 */
export async function deleteExpiredQuotes(
  db: Database,
  options: { expiredBefore: Date; limit: number },
): Promise<number> {
  const booked = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.quoteId, quotes.id))
  const changed = db
    .select({ id: bookingChanges.id })
    .from(bookingChanges)
    .where(eq(bookingChanges.quoteId, quotes.id))
  const due = db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(lt(quotes.expiresAt, options.expiredBefore), notExists(booked), notExists(changed)))
    .limit(options.limit)
    .for('update', { skipLocked: true })
  const deleted = await db
    .delete(quotes)
    .where(inArray(quotes.id, due))
    .returning({ id: quotes.id })
  return deleted.length
}
