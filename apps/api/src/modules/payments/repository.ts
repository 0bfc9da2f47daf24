import type { BookingStatus } from '@ridelane/domain'
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { preparedOn, preparedPerShape } from '../../db/prepared'
import { bookingEvents } from '../../db/tables/booking-events'
import { bookings } from '../../db/tables/bookings'
import { quotes } from '../../db/tables/quotes'
import { partners } from '../../db/tables/partners'
import { payments, refunds } from '../../db/tables/payments'

// Our own record of money taken and given back (docs/decisions/024-payments.md#the-tables).

export type PaymentRow = typeof payments.$inferSelect
export type NewPayment = typeof payments.$inferInsert
export type RefundRow = typeof refunds.$inferSelect
export type NewRefund = typeof refunds.$inferInsert

/**
 * What a later answer of the gateway changes on a stored payment: the answer's own columns, as
 * the insert gives them (a card column the answer leaves out is null there, as it is by default).
 */
const gatewayAnswerColumns = {
  status: sql`excluded.status`,
  cardBrand: sql`excluded.card_brand`,
  cardLast4: sql`excluded.card_last4`,
  declineCode: sql`excluded.decline_code`,
  declineMessage: sql`excluded.decline_message`,
  updatedAt: sql`now()`,
}

/** upsertPayment's statement, prepared per shape of payment. */
const paymentUpsert = preparedPerShape(
  'payment_upsert',
  (db, { payment }: { payment: NewPayment }) =>
    db
      .insert(payments)
      .values(payment)
      .onConflictDoUpdate({ target: payments.gatewayReference, set: gatewayAnswerColumns })
      .returning(),
)

/**
 * Stores a payment as the gateway reports it, or brings the stored one up to date: the gateway's
 * reference is the payment's identity, so reporting it twice keeps one row.
 */
export async function upsertPayment(db: Database, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await paymentUpsert(db, { payment })
  if (!row) throw new Error('The payment could not be stored')
  return row
}

/** recordGatewayAnswer's statement, prepared per shape of payment. */
const gatewayAnswerInsert = preparedPerShape(
  'gateway_answer',
  (db, { payment }: { payment: NewPayment }) =>
    db
      .insert(payments)
      .values(payment)
      .onConflictDoUpdate({
        target: payments.gatewayReference,
        set: gatewayAnswerColumns,
        setWhere: and(
          eq(payments.bookingId, sql`excluded.booking_id`),
          or(ne(payments.status, 'succeeded'), eq(sql`excluded.status`, 'succeeded')),
        ),
      })
      .returning(),
)

/**
 * Stores the gateway's answer about a payment as settlement does, in one statement: a new payment
 * is inserted; a stored one is brought up to date unless that would take a recorded success back
 * (an answer read before the success was recorded) or it is another booking's payment. Undefined
 * when the stored row was kept as it was: read it with findPaymentByReference.
 */
export async function recordGatewayAnswer(
  db: Database,
  payment: NewPayment,
): Promise<PaymentRow | undefined> {
  const [row] = await gatewayAnswerInsert(db, { payment })
  return row
}

/**
 * The payments of a booking's fare: not a change's extra cost (`change_id`, the ride page's own)
 * nor a later charge of a card on file (extra waiting), though both count in its money.
 */
const farePayment = and(isNull(payments.changeId), eq(payments.offSession, false))

/** A booking with what its payment calls need, read in one statement (readBookingPayments). */
export type BookingPayments<B> = {
  booking: B
  /** Its fare payments, oldest first (a change's payments are the ride page's own). */
  payments: PaymentRow[]
  /** Its transitionHistory: when its quote lapses, and its timeline oldest first. */
  history: {
    quoteExpiresAt: Date
    events: { at: Date; toStatus: string; details: Record<string, string> }[]
  }
}

const bookingPayments = preparedOn((db) =>
  db
    .select({
      booking: bookings,
      payment: payments,
      quoteExpiresAt: quotes.expiresAt,
      // The timeline as one value, so the payments' rows do not multiply it.
      events: sql<[string, string, Record<string, string> | null][]>`(
        select coalesce(json_agg(json_build_array(${bookingEvents.at}, ${bookingEvents.toStatus},
          ${bookingEvents.details}) order by ${bookingEvents.at}, ${bookingEvents.id}), '[]')
        from ${bookingEvents} where ${bookingEvents.bookingId} = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .leftJoin(payments, and(eq(payments.bookingId, bookings.id), farePayment))
    .where(eq(bookings.id, sql.placeholder('id')))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .prepare('booking_payments'),
)

/**
 * The booking, its fare payments and its transitionHistory in one statement: what
 * findBookingById, listing its payments and transitionHistory read in three. Undefined when
 * there is no such booking.
 */
export async function readBookingPayments(
  db: Database,
  bookingId: string,
): Promise<BookingPayments<typeof bookings.$inferSelect> | undefined> {
  const rows = await bookingPayments(db).execute({ id: bookingId })
  const [first] = rows
  if (!first) return undefined
  const events: unknown = typeof first.events === 'string' ? JSON.parse(first.events) : first.events
  return {
    booking: first.booking,
    payments: rows.flatMap((row) => (row.payment ? [row.payment] : [])),
    history: {
      quoteExpiresAt: first.quoteExpiresAt,
      events: (events as [string, string, Record<string, string> | null][]).map(
        ([at, toStatus, details]) => ({ at: new Date(at), toStatus, details: details ?? {} }),
      ),
    },
  }
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

/** One part of a refund: its row and the payment it is taken from. */
export type RefundPart = { refund: RefundRow; payment: PaymentRow }

export type RefundClaim = { found: false } | { found: true; parts: RefundPart[]; claimed: boolean }

/**
 * Inside one transaction holding the booking's row lock: the refund already made for this reason
 * (one row per payment it was taken from), or the rows `decide` makes from the booking's payments
 * and its refunds not refused, stored as `pending`. Two calls for one booking take turns on the
 * lock, so the second always sees the first one's rows.
 */
export async function claimRefund(
  db: Database,
  bookingId: string,
  reason: string,
  decide: (records: {
    payments: PaymentRow[]
    refunds: RefundRow[]
  }) => Omit<NewRefund, 'bookingId' | 'reason' | 'status'>[],
): Promise<RefundClaim> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update')
    if (!booking) return { found: false }
    const earlier = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, bookingId), eq(refunds.reason, reason)))
    const paid = await listPayments(tx, bookingId)
    // Parts in the order they were spread: the newest payment first.
    const partsOf = (rows: RefundRow[]) =>
      rows
        .map((refund) => {
          const index = paid.findIndex((row) => row.id === refund.paymentId)
          if (index < 0) throw new Error(`Refund ${refund.id} has no payment`)
          return { refund, payment: paid[index]!, index }
        })
        .sort((a, b) => b.index - a.index)
        .map(({ refund, payment }) => ({ refund, payment }))
    if (earlier.length > 0) return { found: true, parts: partsOf(earlier), claimed: false }
    const given = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, bookingId), ne(refunds.status, 'failed')))
    const values = decide({ payments: paid, refunds: given })
    const stored = await tx
      .insert(refunds)
      .values(values.map((value) => ({ ...value, bookingId, reason, status: 'pending' as const })))
      .returning()
    if (stored.length !== values.length) throw new Error('The refund could not be stored')
    return { found: true, parts: partsOf(stored), claimed: true }
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

/**
 * The booking's latest payment of its fare, or undefined when it has none yet. Payments of a
 * change's extra cost (`change_id` set) are the ride page's own, and a later charge of the card on
 * file is not the fare's: neither is counted here.
 */
export async function latestPayment(db: Database, bookingId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), farePayment))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1)
  return row
}

/** How many fare payments the booking has had: numbers its next gateway idempotency key. */
export async function countPayments(db: Database, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), farePayment))
  return Number(row?.count ?? 0)
}

export async function findPaymentByReference(db: Database, gatewayReference: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.gatewayReference, gatewayReference))
  return row
}

/** Our statuses of a payment the gateway may still move on (no final answer yet). */
export const openPaymentStatuses = ['pending', 'declined', 'requires_action', 'processing'] as const

/**
 * Claims up to `limit` open payments of bookings still awaiting payment, or of a change's extra
 * cost (the booking is confirmed then), that nothing touched
 * since `before`, and takes a lease on them (checked_at = now) so other processes pass them by
 * until it runs out. Rows another process is claiming right now are skipped, not waited for.
 */
export function claimPaymentsToReconcile(
  db: Database,
  before: Date,
  limit: number,
): Promise<PaymentRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(
        and(
          inArray(payments.status, [...openPaymentStatuses]),
          or(eq(bookings.bookingStatus, 'pending_payment'), isNotNull(payments.changeId)),
          lt(payments.updatedAt, before),
          or(isNull(payments.checkedAt), lt(payments.checkedAt, before)),
        ),
      )
      .orderBy(asc(payments.updatedAt))
      .limit(limit)
      .for('update', { of: payments, skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(payments)
      .set({ checkedAt: sql`now()` })
      .where(
        inArray(
          payments.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })
}

/** Whether the partner is billed on account: approved for it and active. */
export async function partnerIsOnAccount(db: Database, partnerId: string | null) {
  if (!partnerId) return false
  const [row] = await db
    .select({ status: partners.status, onAccountSince: partners.onAccountSince })
    .from(partners)
    .where(eq(partners.id, partnerId))
  return row !== undefined && row.status === 'active' && row.onAccountSince !== null
}

const givenBack = sql`coalesce((select sum(${refunds.amountCents}) from ${refunds}
  where ${refunds.bookingId} = ${bookings.id} and ${refunds.status} <> 'failed'), 0)`
const paidIn = sql`coalesce((select sum(${payments.amountCents}) from ${payments}
  where ${payments.bookingId} = ${bookings.id} and ${payments.status} = 'succeeded'), 0)`

/**
 * Bookings made since `since` that may break a money rule, newest first: those that gave money
 * back, and those paid for (`paidFor` statuses, not on account) whose payments less refunds hold
 * less than their total. A coarse filter only: moneyBreaks in packages/domain judges each one.
 */
export function moneyCheckCandidates(
  db: Database,
  since: Date,
  paidFor: BookingStatus[],
  limit: number,
) {
  return db
    .select({
      id: bookings.id,
      bookingCode: bookings.bookingCode,
      status: bookings.bookingStatus,
      onAccount: bookings.onAccount,
      totalCents: bookings.totalCents,
    })
    .from(bookings)
    .where(
      and(
        gte(bookings.createdAt, since),
        sql`(${givenBack} > 0 or (${inArray(bookings.bookingStatus, paidFor)}
          and not ${bookings.onAccount} and ${paidIn} - ${givenBack} < ${bookings.totalCents}))`,
      ),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(limit)
}

/** The payments of several bookings. */
export function listPaymentsOf(db: Database, bookingIds: string[]): Promise<PaymentRow[]> {
  return db.select().from(payments).where(inArray(payments.bookingId, bookingIds))
}

/** The refunds of several bookings. */
export function listRefundsOf(db: Database, bookingIds: string[]): Promise<RefundRow[]> {
  return db.select().from(refunds).where(inArray(refunds.bookingId, bookingIds))
}

/**
 * A booking's payments and refunds as its money needs them (amount, currency, status), in one
 * statement: what settlement reads under the booking's lock before confirming it.
 */
const moneyRecordsOfBooking = preparedOn((db) =>
  db
    .select({
      kind: sql<'payment' | 'refund'>`'payment'`.as('kind'),
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: sql<string>`${payments.status}`,
    })
    .from(payments)
    .where(eq(payments.bookingId, sql.placeholder('bookingId')))
    .unionAll(
      db
        .select({
          kind: sql<'payment' | 'refund'>`'refund'`.as('kind'),
          amountCents: refunds.amountCents,
          currency: refunds.currency,
          status: refunds.status,
        })
        .from(refunds)
        .where(eq(refunds.bookingId, sql.placeholder('bookingId'))),
    )
    .prepare('money_records_of_booking'),
)

export async function moneyRecordsOf(db: Database, bookingId: string) {
  const rows = await moneyRecordsOfBooking(db).execute({ bookingId })
  // The union's one status column is text; each half holds its own table's checked statuses.
  return {
    payments: rows
      .filter((row) => row.kind === 'payment')
      .map((row) => ({ ...row, status: row.status as PaymentRow['status'] })),
    refunds: rows
      .filter((row) => row.kind === 'refund')
      .map((row) => ({ ...row, status: row.status as RefundRow['status'] })),
  }
}

/**
 * The booking's newest succeeded fare payment whose card the payer agreed to keep on file, or
 * undefined: the card a later charge of extra waiting takes (docs/decisions/024-payments.md).
 */
export async function cardOnFilePayment(db: Database, bookingId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        farePayment,
        eq(payments.cardOnFile, true),
        eq(payments.status, 'succeeded'),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1)
  return row
}
