import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { invoiceCounters, partners, receipts } from '../../db/schema'

// Receipts and their invoice numbers (docs/decisions/028-ride-page.md#receipt).

export type ReceiptRow = typeof receipts.$inferSelect

export async function findReceipt(
  db: Database,
  bookingId: string,
): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(receipts).where(eq(receipts.bookingId, bookingId)).limit(1)
  return row
}

/** `RL-2026-000042`: the year, then the number in the year on six digits. */
export function invoiceNumber(year: number, sequence: number): string {
  return `RL-${year}-${String(sequence).padStart(6, '0')}`
}

/**
 * The year's next number and the receipt that takes it, in the caller's transaction: the counter
 * row stays locked until it commits, so two receipts never share a number, and a rollback gives
 * the number back with the receipt. The caller locks the booking first, so a booking asked for
 * twice at once waits for the first answer instead of taking a second number.
 */
export async function insertReceipt(
  tx: Database,
  bookingId: string,
  issuedAt: Date,
): Promise<ReceiptRow> {
  const year = issuedAt.getUTCFullYear()
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber })
  const sequence = counter!.lastNumber
  const [row] = await tx
    .insert(receipts)
    .values({ bookingId, year, sequence, invoiceNumber: invoiceNumber(year, sequence), issuedAt })
    .returning()
  return row!
}

/** The name a partner's bookings are billed under: its business name, else its sign-in email. */
export async function partnerBillingName(db: Database, partnerId: string): Promise<string> {
  const [row] = await db
    .select({ businessName: partners.businessName, email: partners.email })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1)
  return row?.businessName?.trim() || row?.email || 'the partner'
}
