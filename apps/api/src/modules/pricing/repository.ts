import { rideTypeSchema, type PriceCalculationRequest } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { quotes } from '../../db/tables/quotes'
import { quotedVehicleRecordsSchema, type Quote } from './quote'

export type NewQuote = Omit<Quote, 'id' | 'createdAt' | 'expired'>

export async function insertQuote(db: Database, quote: NewQuote): Promise<string> {
  const [row] = await db.insert(quotes).values(quote).returning({ id: quotes.id })
  if (!row) throw new Error('The quote was not stored')
  return row.id
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
