import {
  amountToPayCents,
  canTransitionPayment,
  DomainError,
  isDomainError,
  moneyCoversTotal,
  paymentMessages,
  SYSTEM_ACTOR,
  type Actor,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { transitionHistory, updateBookingWhere } from '../bookings'
import { lockBooking, updateBooking, type BookingRow, type NewBooking } from '../bookings'
import { applyTransition } from '../bookings'
import type { GatewayPayment, PaymentGateway } from '../payments'
import { paymentRecordFor } from '../payments'
import {
  findPaymentByReference,
  moneyForBooking,
  recordGatewayAnswer,
  type PaymentRow,
} from '../payments'

/** What settling a change's payment did (modules/rides applies the change it paid for). */
export type ChangePaymentOutcome = {
  booking: BookingRow
  /** True only for the one call that applied the change and queued its mail. */
  applied: boolean
  /** Money taken for a change that can no longer be applied: to be given back after the commit. */
  refund: { bookingId: string; amountCents: number; reason: string } | undefined
}

/** Applies a change once its extra cost is paid, inside the settlement's locked transaction. */
export type ChangePaymentSettler = (
  tx: Database,
  booking: BookingRow,
  payment: PaymentRow,
) => Promise<ChangePaymentOutcome>

// Changes belong to the ride page (modules/rides), which pays for them through this module: it
// registers how a change is applied, so that paying does not import the module that imports it.
let changeSettler: ChangePaymentSettler | undefined

/** Registers how a paid change is applied (modules/rides does, when the app is built). */
export function onChangePaymentSettled(settle: ChangePaymentSettler): void {
  changeSettler = settle
}

/** Told of every gateway answer a settlement recorded, after it committed. */
export type PaymentSettledListener = (payment: Pick<PaymentRow, 'gateway' | 'status'>) => void

// By name, like the booking hooks: a second app in one process replaces the first one's.
const settledListeners = new Map<string, PaymentSettledListener>()

/** Registers what hears of recorded payment answers (app.ts: the metrics' outcome counter). */
export function onPaymentSettled(name: string, listener: PaymentSettledListener): void {
  settledListeners.set(name, listener)
}

export type SettleInput = {
  bookingId: string
  gateway: PaymentGateway['name']
  /** The gateway's own answer about the payment: never anything a client sent. */
  payment: GatewayPayment
  /** The key the payment was created with (kept when the row is new). */
  idempotencyKey: string
  /** Who confirms the booking if this payment does: the payer, or the system for notifications. */
  actor?: Actor
  /** Set on the booking with its confirmation (completion's traveller time zone). */
  onConfirm?: Partial<NewBooking>
  /** For a new payment of a change's extra cost: the change it pays for. */
  changeId?: string | null
  /** Where the confirmation mail's ride link points (config.appBaseUrl). */
  appBaseUrl: string
  /**
   * The booking as the caller read it moments ago, when it did. An answer that confirms nothing
   * is then settled without taking the booking's lock (settleWithoutLock); a success always
   * takes it.
   */
  booking?: BookingRow
}

export type Settlement = {
  booking: BookingRow
  payment: PaymentRow
  /** True only for the one call that confirmed the booking and queued its email. */
  confirmed: boolean
  /** Why the lifecycle refused to confirm a paid booking (its price lapsed, it was cancelled…). */
  refusal: DomainError | undefined
  /** True only for the one call that applied the change this payment paid for, and mailed it. */
  changeApplied?: boolean
  /**
   * Money taken for a change that could no longer be applied, claimed as a pending refund in
   * this transaction: the caller asks the gateway for it after the commit (settleChangeRefund).
   */
  changeRefund?: { bookingId: string; amountCents: number; reason: string } | undefined
}

/**
 * The one place a payment's outcome reaches the booking (docs/decisions/024-payments.md#settlement).
 * In one transaction holding the booking's lock: the gateway's view of the payment is recorded,
 * the booking's payment columns follow it, and a succeeded payment confirms a booking still
 * awaiting payment through the lifecycle, with its confirmation email in the outbox. Whoever calls
 * it (the card call, a page reload, a webhook, completion, reconciliation) and however often or
 * concurrently, the booking is confirmed and mailed once: the second caller finds it confirmed.
 * A payment of a change's extra cost (`change_id`) applies that change instead, also once
 * (modules/rides/change-booking.ts, docs/decisions/028-ride-page.md#change).
 */
export async function settlePayment(db: Database, input: SettleInput): Promise<Settlement> {
  const settlement = await settle(db, input)
  for (const listener of settledListeners.values()) listener(settlement.payment)
  return settlement
}

async function settle(db: Database, input: SettleInput): Promise<Settlement> {
  if (input.booking && input.payment.status !== 'succeeded') {
    const settled = await settleWithoutLock(db, input, input.booking)
    if (settled) return settled
  }
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId)
    if (!booking) throw new Error(`No booking ${input.bookingId} for payment`)
    const payment = await recordAnswer(tx, input)
    if (payment.bookingId !== booking.id) {
      throw new Error(`Payment ${payment.gatewayReference} belongs to another booking`)
    }
    if (payment.changeId) {
      // A change's extra cost: it applies the change (once), never the booking's own payment state.
      if (!changeSettler) throw new Error('No settlement is registered for a change’s payment')
      const outcome = await changeSettler(tx, booking, payment)
      return {
        booking: outcome.booking,
        payment,
        confirmed: false,
        refusal: undefined,
        changeApplied: outcome.applied,
        changeRefund: outcome.refund,
      }
    }
    if (payment.offSession) {
      // A later charge of the card on file (extra waiting, modules/waiting-charges) records
      // itself with the booking's total; a notification about it only brings its row up to date.
      return { booking, payment, confirmed: false, refusal: undefined }
    }
    if (payment.status !== 'succeeded') {
      // The domain's payment transitions decide which writes may happen (pending → failed).
      if (payment.status === 'declined' && canTransitionPayment(booking.paymentStatus, 'failed')) {
        const failed = await updateBooking(tx, booking.id, { paymentStatus: 'failed' })
        return { booking: failed, payment, confirmed: false, refusal: undefined }
      }
      return { booking, payment, confirmed: false, refusal: undefined }
    }
    const paidColumns: Partial<NewBooking> = {
      paymentStatus: 'success',
      paymentMethod: 'card',
      paymentReference: payment.gatewayReference,
    }
    if (booking.bookingStatus !== 'pending_payment') {
      // Already confirmed (by an earlier call) or past being paid: record the money only.
      const current = canTransitionPayment(booking.paymentStatus, 'success')
        ? await updateBooking(tx, booking.id, paidColumns)
        : booking
      return { booking: current, payment, confirmed: false, refusal: undefined }
    }
    // Confirmed only when the money held covers the total: a payment opened before the price
    // went up took too little, and the rest is paid by a payment of its own.
    const money = await moneyForBooking(tx, booking)
    if (!moneyCoversTotal(money, booking.totalCents)) {
      const due = amountToPayCents(money, booking.totalCents)
      const refusal = new DomainError('PAYMENT_REQUIRED', paymentMessages.paymentShort(due))
      return { booking, payment, confirmed: false, refusal }
    }
    try {
      // Read under the lock, with the quote's vehicles for the mail's seats.
      const history = await transitionHistory(tx, booking, { quoteVehicles: true })
      const confirmed = await applyTransition(
        tx,
        booking,
        {
          to: 'confirmed',
          actor: input.actor ?? SYSTEM_ACTOR,
          input: { paymentReference: payment.gatewayReference },
          details: {
            payment_method: 'card',
            gateway: payment.gateway,
            payment: payment.gatewayReference,
          },
          // The confirmation mail is the booking's reaction to the move (bookings/booking-reactions.ts).
          appBaseUrl: input.appBaseUrl,
        },
        { ...paidColumns, ...input.onConfirm, confirmedAt: new Date() },
        history,
      )
      return { booking: confirmed, payment, confirmed: true, refusal: undefined }
    } catch (error) {
      // Refused before anything was written (e.g. the price lapsed): keep the money on record.
      if (!isDomainError(error)) throw error
      const current = await updateBooking(tx, booking.id, paidColumns)
      return { booking: current, payment, confirmed: false, refusal: error }
    }
  })
}

/**
 * Records the gateway's answer (recordGatewayAnswer); where the stored row was kept (a recorded
 * success an older answer must not take back), answers that row, as reading it first did.
 */
async function recordAnswer(db: Database, input: SettleInput): Promise<PaymentRow> {
  const recorded = await recordGatewayAnswer(db, paymentRecordFor(input))
  if (recorded) return recorded
  const known = await findPaymentByReference(db, input.payment.reference)
  if (!known) throw new Error('The payment could not be stored')
  return known
}

/**
 * Settles an answer that confirms nothing (not a success) for a booking the caller has just read,
 * in one statement where the locked settlement takes four: recording a payment that is not a
 * success touches only its own row, whose upsert is atomic and never takes a success back. When
 * the outcome is anything else (the stored row was kept, it is a change's payment or a success,
 * or the booking's payment state moved since it was read), undefined: the locked settlement then
 * decides, as it always did.
 */
async function settleWithoutLock(
  db: Database,
  input: SettleInput,
  booking: BookingRow,
): Promise<Settlement | undefined> {
  if (booking.id !== input.bookingId) return undefined
  const payment = await recordGatewayAnswer(db, paymentRecordFor(input))
  if (!payment || payment.changeId || payment.status === 'succeeded') return undefined
  if (payment.offSession) return { booking, payment, confirmed: false, refusal: undefined }
  if (payment.status === 'declined' && canTransitionPayment(booking.paymentStatus, 'failed')) {
    // The locked settlement's check and write, as one conditional statement.
    const failed = await updateBookingWhere(
      db,
      booking.id,
      { paymentStatus: booking.paymentStatus },
      { paymentStatus: 'failed' },
    )
    if (!failed) return undefined
    return { booking: failed, payment, confirmed: false, refusal: undefined }
  }
  return { booking, payment, confirmed: false, refusal: undefined }
}
