import { paymentRecordStatuses, refundRecordStatuses } from '@ridelane/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { oneOf } from './one-of'
import { bookingChanges } from './rides'

/**
 * Every attempt to take money for a booking, as the payment gateway reports it
 * (docs/decisions/024-payments.md). Only a card's brand and last four digits are kept.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** Which adapter took it: `sandbox` or `stripe`. */
    gateway: text('gateway').notNull(),
    /** The gateway's id for the payment. */
    gatewayReference: text('gateway_reference').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: paymentRecordStatuses }).notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    declineCode: text('decline_code'),
    declineMessage: text('decline_message'),
    /**
     * Set when the payment is for a change's extra cost rather than the booking's fare: settling
     * it applies that change instead of confirming the booking.
     */
    changeId: uuid('change_id').references(() => bookingChanges.id),
    /**
     * The payer agreed to keep this payment's card on file for extra waiting after the ride, and
     * the gateway was asked to keep it (docs/decisions/024-payments.md#extra-waiting).
     */
    cardOnFile: boolean('card_on_file').notNull().default(false),
    /**
     * Taken later from a card on file, without the payer (extra waiting), rather than in the
     * payment form: not one of the fare's payments, though it counts in the booking's money.
     */
    offSession: boolean('off_session').notNull().default(false),
    /** The key the payment was created with at the gateway. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When reconciliation last claimed the payment to re-read it from the gateway: its lease, so
     * other processes leave it alone for a while (docs/decisions/024-payments.md#reconciliation).
     */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_booking_idx').on(table.bookingId),
    index('payments_open_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} in ('pending', 'declined', 'requires_action', 'processing')`),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
    check('payments_status_check', oneOf(table.status, paymentRecordStatuses)),
    check(
      'payments_card_last4',
      sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`,
    ),
  ],
)

/**
 * Money given back for a booking: for each reason, one row per payment it is taken from (a refund
 * larger than one payment is spread over several, spreadRefund in packages/domain). Asking again
 * for the same reason finds these rows instead of refunding twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Why, in a few words (`cancellation`, …); one refund per booking, reason and payment. */
    reason: text('reason').notNull(),
    status: text('status', { enum: refundRecordStatuses }).notNull(),
    /** The gateway's id for the refund, once it answered. */
    gatewayReference: text('gateway_reference').unique(),
    /** Who asked for it (a lifecycle actor kind, and the operator's id when one did). */
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('refunds_booking_reason_payment_unique').on(
      table.bookingId,
      table.reason,
      table.paymentId,
    ),
    index('refunds_payment_idx').on(table.paymentId),
    check('refunds_amount_positive', sql`${table.amountCents} > 0`),
    check('refunds_status_check', oneOf(table.status, refundRecordStatuses)),
  ],
)

/**
 * The sandbox gateway's own book of payments, kept in our database so it survives restarts and
 * is shared by every API process. It plays the part of a gateway's servers: nothing else reads it.
 */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    reference: text('reference').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    bookingId: uuid('booking_id').notNull(),
    bookingCode: text('booking_code').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The port's GatewayPaymentStatus. */
    status: text('status').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    declineCode: text('decline_code'),
    /** The key of the last confirmation: the same one again changes nothing. */
    confirmKey: text('confirm_key'),
    /** Where the payer goes back to after a 3-D Secure challenge. */
    returnUrl: text('return_url'),
    /** Asked to keep the card for later charges without the payer. */
    cardOnFile: boolean('card_on_file').notNull().default(false),
    /**
     * What a later charge of the card that paid meets (a decline code), null when it is taken:
     * the test card's own behaviour, since the card number is never kept.
     */
    offSessionDecline: text('off_session_decline'),
    /** For a charge of a card on file: the payment whose card it took. */
    chargedFrom: text('charged_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sandbox_gateway_payments_amount_positive', sql`${table.amountCents} > 0`)],
)

/** The sandbox gateway's refunds, one per idempotency key. */
export const sandboxGatewayRefunds = pgTable(
  'sandbox_gateway_refunds',
  {
    reference: text('reference').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentReference: text('payment_reference')
      .notNull()
      .references(() => sandboxGatewayPayments.reference),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_gateway_refunds_payment_idx').on(table.paymentReference),
    check('sandbox_gateway_refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
)
