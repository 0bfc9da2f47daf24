import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings } from '../../db/tables/bookings'
import { payments, refunds } from '../../db/tables/payments'

// Our own record of money taken and given back (docs/decisions/024-payments.md#the-tables).

export type PaymentRow = typeof payments.$inferSelect
export type NewPayment = typeof payments.$inferInsert
export type RefundRow = typeof refunds.$inferSelect
export type NewRefund = typeof refunds.$inferInsert

/**
 * Stores a payment as the gateway reports it, or brings the stored one up to date: the gateway's
 * reference is the payment's identity, so reporting it twice keeps one row.
 */
export async function upsertPayment(db: Database, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values(payment)
    .onConflictDoUpdate({
      target: payments.gatewayReference,
      set: {
        status: payment.status,
        cardBrand: payment.cardBrand ?? null,
        cardLast4: payment.cardLast4 ?? null,
        declineCode: payment.declineCode ?? null,
        declineMessage: payment.declineMessage ?? null,
        updatedAt: sql`now()`,
      },
    })
    .returning()
  if (!row) throw new Error('The payment could not be stored')
  return row
}

export function listPayments(db: Database, bookingId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt), asc(payments.id))
}

export function listRefunds(db: Database, bookingId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
}

/** The booking's total in USD cents, or undefined when there is no such booking. */
export async function bookingTotalCents(db: Database, bookingId: string) {
  const [row] = await db
    .select({ totalCents: bookings.totalCents })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
  return row?.totalCents
}

export type RefundClaim =
  { found: false } | { found: true; refund: RefundRow; claimed: boolean; payment: PaymentRow }

/**
 * Inside one transaction holding the booking's row lock: the refund already made for this reason,
 * or the one `decide` makes from the booking's payments and its refunds not refused, stored as
 * `pending`. Two calls for one booking take turns on the lock, so the second always sees the
 * first one's row.
 */
export async function claimRefund(
  db: Database,
  bookingId: string,
  reason: string,
  decide: (records: {
    payments: PaymentRow[]
    refunds: RefundRow[]
  }) => Omit<NewRefund, 'bookingId' | 'reason' | 'status'>,
): Promise<RefundClaim> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update')
    if (!booking) return { found: false }
    const [earlier] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, bookingId), eq(refunds.reason, reason)))
    const paid = await listPayments(tx, bookingId)
    if (earlier) {
      const payment = paid.find((row) => row.id === earlier.paymentId)
      if (!payment) throw new Error(`Refund ${earlier.id} has no payment`)
      return { found: true, refund: earlier, claimed: false, payment }
    }
    const given = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, bookingId), ne(refunds.status, 'failed')))
    const values = decide({ payments: paid, refunds: given })
    const [refund] = await tx
      .insert(refunds)
      .values({ ...values, bookingId, reason, status: 'pending' })
      .returning()
    const payment = paid.find((row) => row.id === values.paymentId)
    if (!refund || !payment) throw new Error('The refund could not be stored')
    return { found: true, refund, claimed: true, payment }
  })
}

/**
 * Records the gateway's answer on a pending refund. A refund no longer pending (settled by a
 * racing call or a notification) keeps what it has. Answers the row as it now stands.
 */
export async function settleRefund(
  db: Database,
  id: string,
  answer: { status: RefundRow['status']; gatewayReference: string },
): Promise<RefundRow> {
  await db
    .update(refunds)
    .set({ ...answer, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id))
  if (!row) throw new Error(`No refund ${id}`)
  return row
}

/** Forgets a pending refund the gateway refused, so the reason may be asked for again. */
export async function dropPendingRefund(db: Database, id: string): Promise<void> {
  await db
    .delete(refunds)
    .where(
      and(
        eq(refunds.id, id),
        eq(refunds.status, 'pending'),
        sql`${refunds.gatewayReference} is null`,
      ),
    )
}
