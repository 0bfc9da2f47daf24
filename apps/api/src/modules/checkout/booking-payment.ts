import {
  amountToPayCents,
  bookingMoney,
  DomainError,
  paymentMessages,
  SYSTEM_ACTOR,
  paymentViewStatus,
  type BookingStatus,
  type PaymentCardRequest,
  type PaymentView,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { findAccessible, findAccessibleBooking, type BookingCaller } from '../bookings'
import type { BookingRow } from '../bookings'
import { actorFor, transitionRefusal } from '../bookings'
import {
  GatewayUnavailableError,
  WebhookSignatureError,
  type GatewayEvent,
  type GatewayPayment,
  type PaymentGateway,
} from '../payments'
import {
  findPaymentByReference,
  latestPayment,
  listRefunds,
  openPaymentStatuses,
  partnerIsOnAccount,
  readBookingPayments,
  type BookingPayments,
  type PaymentRow,
} from '../payments'
import { refundBooking } from '../payments'
import { resolveSandboxChallenge, sandboxChallengePath } from '../payments'
import { gatewayForBooking, gatewayForPayment } from '../payments'
import { settlePayment, type SettleInput, type Settlement } from './settle-payment'

// The payment calls of a booking (docs/decisions/024-payments.md#step-4-paying-a-booking).

export type PaymentDeps = {
  db: Database
  gateway: PaymentGateway
  /** Stripe's publishable key, for the Payment Element (STRIPE_PUBLISHABLE_KEY). */
  publishableKey: string | undefined
  /** Where the confirmation mail's ride link points (config.appBaseUrl). */
  appBaseUrl: string
  /** Test only: see AppConfig.chaosCrashAfterGatewaySuccess. */
  chaosCrashAfterGatewaySuccess?: boolean
}

/** A view and whether settling it queued a confirmation email to deliver now. */
export type PaymentAnswer = { view: PaymentView; mailQueued: boolean }

const isOpen = (status: string) => (openPaymentStatuses as readonly string[]).includes(status)

/** The gateway unreachable reads as a 503 the payer may retry; nothing was recorded twice. */
export async function atGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      throw new DomainError('SERVICE_UNAVAILABLE', paymentMessages.paymentGatewayUnavailable, {
        cause: error,
      })
    }
    throw error
  }
}

/**
 * Hands the sandbox card form to the gateway for one open payment (the booking's or a change's),
 * through atGateway. A retry with the same Idempotency-Key is the same confirmation.
 */
export function confirmCard(
  deps: Pick<PaymentDeps, 'gateway'>,
  reference: string,
  card: PaymentCardRequest,
  idempotencyKey: string | undefined,
) {
  return atGateway(() =>
    deps.gateway.confirmPayment({
      reference,
      paymentMethod: {
        kind: 'card',
        number: card.number,
        expMonth: card.exp_month,
        expYear: card.exp_year,
        cvc: card.cvc,
      },
      returnUrl: card.return_url,
      idempotencyKey: idempotencyKey ?? `confirm-${crypto.randomUUID()}`,
    }),
  )
}

function view(
  deps: PaymentDeps,
  bookingStatus: BookingStatus,
  row: PaymentRow,
  fresh: GatewayPayment | undefined,
): PaymentView {
  const status = paymentViewStatus(row.status)
  const stripe = row.gateway === 'stripe'
  const actionUrl =
    status !== 'requires_action'
      ? null
      : (fresh?.actionUrl ??
        (row.gateway === 'sandbox' ? sandboxChallengePath(row.gatewayReference) : null))
  return {
    gateway: row.gateway as 'sandbox' | 'stripe',
    status,
    amount: row.amountCents / 100,
    currency: row.currency,
    client_secret: stripe && status !== 'succeeded' ? (fresh?.clientSecret ?? null) : null,
    publishable_key: stripe ? (deps.publishableKey ?? null) : null,
    action_url: actionUrl,
    decline_message: status === 'declined' ? row.declineMessage : null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    card_on_file: row.cardOnFile,
    booking_status: bookingStatus,
  }
}

/** A payment as the payer's page shows it (a change's extra cost too). */
export const paymentView = view

function onAccountView(booking: BookingRow): PaymentView {
  return {
    gateway: 'on_account',
    status: 'not_required',
    amount: booking.totalCents / 100,
    currency: 'USD',
    client_secret: null,
    publishable_key: null,
    action_url: null,
    decline_message: null,
    card: null,
    card_on_file: false,
    booking_status: booking.bookingStatus,
  }
}

function answer(deps: PaymentDeps, settled: Settlement, fresh: GatewayPayment): PaymentAnswer {
  return {
    view: view(deps, settled.booking.bookingStatus, settled.payment, fresh),
    mailQueued: mailed(settled),
  }
}

/** Whether settling queued a mail: a booking's confirmation, or a change applied. */
export const mailed = (settled: Settlement) => settled.confirmed || settled.changeApplied === true

/**
 * After the commit: gives back money taken for a change that could no longer be applied. A
 * gateway that cannot be reached leaves the refund pending for the operators' "Retry refund".
 */
export async function giveBackChangeMoney(
  deps: Pick<PaymentDeps, 'db' | 'gateway'>,
  settled: Settlement,
) {
  if (!settled.changeRefund) return
  try {
    await refundBooking(deps.db, deps.gateway, { ...settled.changeRefund, actor: SYSTEM_ACTOR })
  } catch {
    // Kept pending (unreachable) or dropped (refused): the booking's money summary shows it.
  }
}

/**
 * Re-reads a payment from its gateway and settles what it says. Used whenever our record may be
 * behind the gateway (a page reload, completion, reconciliation).
 */
export async function refreshPayment(
  inUse: PaymentDeps,
  row: PaymentRow,
  actor?: SettleInput['actor'],
  onConfirm?: SettleInput['onConfirm'],
  /** The payment's booking as the caller just read it (see SettleInput.booking). */
  booking?: BookingRow,
) {
  const deps = { ...inUse, gateway: gatewayForPayment(inUse.db, inUse.gateway, row.gateway) }
  if (row.gateway !== deps.gateway.name) {
    throw new Error(`Payment ${row.gatewayReference} was taken by ${row.gateway}, not in use now`)
  }
  const fresh = await atGateway(() => deps.gateway.retrievePayment(row.gatewayReference))
  const settled = await settlePayment(deps.db, {
    appBaseUrl: deps.appBaseUrl,
    bookingId: row.bookingId,
    gateway: deps.gateway.name,
    payment: fresh,
    idempotencyKey: row.idempotencyKey,
    actor,
    onConfirm,
    changeId: row.changeId,
    booking,
  })
  await giveBackChangeMoney(deps, settled)
  return { settled, fresh }
}

/** The booking, its fare payments and its history, as the caller may see them: one statement. */
type PayableBooking = BookingPayments<BookingRow>

function readPayableBooking(db: Database, id: string, caller: BookingCaller) {
  return findAccessible<PayableBooking>(id, caller, () => readBookingPayments(db, id))
}

/**
 * A booking may be paid only while paying would confirm it: a cancelled or expired one never, and
 * one whose price lapsed not before the expiry pass gets to it (the lifecycle's own refusal).
 */
async function assertPayable(db: Database, state: PayableBooking, caller: BookingCaller) {
  const { booking } = state
  if (booking.bookingStatus === 'cancelled' || booking.bookingStatus === 'expired') {
    throw new DomainError('CONFLICT', paymentMessages.bookingNotPayable)
  }
  const refusal = await transitionRefusal(
    db,
    booking,
    { to: 'confirmed', actor: actorFor(caller, booking), input: { paymentReference: 'payment' } },
    state.history,
  )
  if (refusal) throw refusal
}

/**
 * What a booking awaiting payment must still be paid: its total, or, when a payment opened before
 * its price went up took too little, the rest (amountToPayCents in packages/domain).
 */
async function amountToPay(db: Database, state: PayableBooking): Promise<number> {
  const { booking } = state
  if (!state.payments.some((row) => row.status === 'succeeded')) return booking.totalCents
  const money = bookingMoney({
    totalCents: booking.totalCents,
    payments: state.payments,
    refunds: (await listRefunds(db, booking.id)).map((row) => ({
      ...row,
      status: row.status,
    })),
  })
  return amountToPayCents(money, booking.totalCents)
}

/**
 * The open payment of a booking awaiting payment, made at the gateway if it has none.
 * `saveForLater`: whether the payer agreed to keep the card on file for extra waiting; undefined
 * keeps what the open payment was made with (the card call). `cardFollows`: the sandbox card call,
 * which confirms the payment next; the sandbox answers that confirmation from the payment's state
 * whatever it is, so a payment our records show waiting for a card is not read from it first.
 */
async function openPayment(
  deps: PaymentDeps,
  state: PayableBooking,
  caller: BookingCaller,
  amountCents: number,
  saveForLater: boolean | undefined,
  cardFollows = false,
): Promise<PaymentAnswer & { row: PaymentRow }> {
  const { booking } = state
  const latest = state.payments.at(-1)
  // A payment made before the fare changed (details edited while awaiting payment), or with the
  // other answer about keeping the card, and not yet under way is left behind for a new one (a
  // gateway keeps a card only if asked when the payment is made); a succeeded one that took too
  // little is followed by one for the rest.
  const consentChanged = saveForLater !== undefined && latest?.cardOnFile !== saveForLater
  const stale =
    latest !== undefined &&
    (latest.status === 'succeeded' ||
      ((latest.amountCents !== amountCents || consentChanged) &&
        (latest.status === 'pending' || latest.status === 'declined')))
  if (latest && !stale && latest.gateway === deps.gateway.name && latest.status !== 'canceled') {
    if (cardFollows && latest.status === 'pending') {
      return {
        view: view(deps, booking.bookingStatus, latest, undefined),
        mailQueued: false,
        row: latest,
      }
    }
    const { settled, fresh } = await refreshPayment(
      deps,
      latest,
      actorFor(caller, booking),
      undefined,
      booking,
    )
    return { ...answer(deps, settled, fresh), row: settled.payment }
  }
  // One open payment per booking: racing calls derive the same key, and the gateway answers
  // both with the one payment it made for it.
  const idempotencyKey = `booking-${booking.id}-payment-${state.payments.length}`
  const created = await atGateway(() =>
    deps.gateway.createPayment({
      bookingId: booking.id,
      bookingCode: booking.bookingCode,
      // Charged in the catalogue's currency, whatever the traveller chose to see.
      amountCents,
      currency: 'USD',
      description: `Ridelane booking ${booking.bookingCode}`,
      idempotencyKey,
      saveForLater: saveForLater ?? latest?.cardOnFile ?? false,
    }),
  )
  const settled = await settlePayment(deps.db, {
    appBaseUrl: deps.appBaseUrl,
    bookingId: booking.id,
    gateway: deps.gateway.name,
    payment: created,
    idempotencyKey,
    actor: actorFor(caller, booking),
    booking,
  })
  return { ...answer(deps, settled, created), row: settled.payment }
}

/**
 * POST /bookings/{id}/payment: the booking's open payment, made if need be. `saveCardForExtras`:
 * the payer agreed to keep the card on file for extra waiting after the ride.
 */
export async function createBookingPayment(
  inUse: PaymentDeps,
  id: string,
  caller: BookingCaller,
  saveCardForExtras = false,
): Promise<PaymentAnswer> {
  const state = await readPayableBooking(inUse.db, id, caller)
  const { view: shown, mailQueued } = await bookingPayment(
    gatewayForBooking(inUse, state.booking),
    state,
    caller,
    saveCardForExtras,
  )
  return { view: shown, mailQueued }
}

/**
 * What POST /bookings/{id}/payment answers for a booking read with readPayableBooking, and the
 * payment row it shows when it made or refreshed one (`cardFollows`: see openPayment).
 */
async function bookingPayment(
  deps: PaymentDeps,
  state: PayableBooking,
  caller: BookingCaller,
  saveForLater: boolean | undefined,
  cardFollows = false,
): Promise<PaymentAnswer & { row?: PaymentRow }> {
  const { booking } = state
  if (booking.onAccount || (await partnerIsOnAccount(deps.db, booking.partnerId))) {
    if (booking.bookingStatus === 'pending_payment' || booking.onAccount) {
      return { view: onAccountView(booking), mailQueued: false }
    }
  }
  const latest = state.payments.at(-1)
  const paidFor = latest?.status === 'succeeded'
  if (latest && paidFor && booking.bookingStatus !== 'pending_payment') {
    return { view: view(deps, booking.bookingStatus, latest, undefined), mailQueued: false }
  }
  const amountCents = await amountToPay(deps.db, state)
  if (latest && paidFor && amountCents === 0) {
    return { view: view(deps, booking.bookingStatus, latest, undefined), mailQueued: false }
  }
  await assertPayable(deps.db, state, caller)
  return openPayment(deps, state, caller, amountCents, saveForLater, cardFollows)
}

/** GET /bookings/{id}/payment: the latest payment, re-read from the gateway when not final. */
export async function getBookingPayment(
  inUse: PaymentDeps,
  id: string,
  caller: BookingCaller,
): Promise<PaymentAnswer> {
  const booking = await findAccessibleBooking(inUse.db, id, caller)
  const deps = gatewayForBooking(inUse, booking)
  if (booking.onAccount) return { view: onAccountView(booking), mailQueued: false }
  const latest = await latestPayment(deps.db, booking.id)
  if (!latest) {
    if (
      booking.bookingStatus === 'pending_payment' &&
      (await partnerIsOnAccount(deps.db, booking.partnerId))
    ) {
      return { view: onAccountView(booking), mailQueued: false }
    }
    throw new DomainError('NOT_FOUND', paymentMessages.paymentNotFound)
  }
  if (!isOpen(latest.status) || latest.gateway !== deps.gateway.name) {
    return { view: view(deps, booking.bookingStatus, latest, undefined), mailQueued: false }
  }
  const { settled, fresh } = await refreshPayment(deps, latest, actorFor(caller, booking))
  return answer(deps, settled, fresh)
}

/**
 * POST /bookings/{id}/payment/card: the sandbox takes the card form and answers at once. The
 * booking, its payments and its history are read once, for the open payment and the card alike.
 */
export async function payWithCard(
  inUse: PaymentDeps,
  id: string,
  caller: BookingCaller,
  card: PaymentCardRequest,
  idempotencyKey: string | undefined,
): Promise<PaymentAnswer> {
  const state = await readPayableBooking(inUse.db, id, caller)
  const { booking } = state
  // A test key's booking takes its card through the sandbox, whatever gateway is configured.
  const deps = gatewayForBooking(inUse, booking)
  if (deps.gateway.name !== 'sandbox') {
    throw new DomainError('CONFLICT', paymentMessages.cardsTakenByGateway)
  }
  const { row, ...open } = await bookingPayment(deps, state, caller, undefined, true)
  // Paid already, on account, or waiting for its security check: no second charge.
  const takesCard =
    open.view.status === 'requires_payment_method' || open.view.status === 'declined'
  if (!takesCard || booking.bookingStatus !== 'pending_payment') {
    return open
  }
  // The payment the open payment just made or refreshed: the booking's latest.
  if (!row) throw new Error(`Booking ${booking.id} has no payment after creating one`)
  const confirmed = await confirmCard(deps, row.gatewayReference, card, idempotencyKey)
  if (deps.chaosCrashAfterGatewaySuccess && confirmed.status === 'succeeded') {
    // Chaos test only: die with the money taken and nothing settled, as a real crash could.
    process.kill(process.pid, 'SIGKILL')
  }
  const settled = await settlePayment(deps.db, {
    appBaseUrl: deps.appBaseUrl,
    bookingId: booking.id,
    gateway: deps.gateway.name,
    payment: confirmed,
    idempotencyKey: row.idempotencyKey,
    actor: actorFor(caller, booking),
    booking,
  })
  return {
    view: view(deps, settled.booking.bookingStatus, settled.payment, confirmed),
    mailQueued: open.mailQueued || settled.confirmed,
  }
}

/**
 * POST /payments/sandbox/challenge/{reference}: the payer's answer on the sandbox's 3-D Secure
 * page, settled at once. Answers where the payer goes back to.
 */
export async function answerSandboxChallenge(
  deps: PaymentDeps,
  reference: string,
  outcome: 'approve' | 'fail',
): Promise<{ returnUrl: string; mailQueued: boolean }> {
  const row = await findPaymentByReference(deps.db, reference)
  // Sandbox payments exist beside Stripe too: a test key's bookings take them.
  if (!row || row.gateway !== 'sandbox') {
    throw new DomainError('NOT_FOUND', paymentMessages.paymentNotFound)
  }
  const { payment, returnUrl } = await resolveSandboxChallenge(deps.db, reference, outcome)
  const settled = await settlePayment(deps.db, {
    appBaseUrl: deps.appBaseUrl,
    bookingId: row.bookingId,
    gateway: 'sandbox',
    payment,
    idempotencyKey: row.idempotencyKey,
    changeId: row.changeId,
  })
  await giveBackChangeMoney(deps, settled)
  return { returnUrl: returnUrl ?? '/', mailQueued: mailed(settled) }
}

/**
 * POST /payments/webhooks/{gateway}: a signed notification from the gateway in use. A payment we
 * never made, or a kind we do not act on, is acknowledged and left alone; the same notification
 * twice settles the same payment twice, which changes nothing the second time.
 */
export async function receiveWebhook(
  deps: PaymentDeps,
  gatewayName: string,
  rawBody: string,
  signature: string | undefined,
): Promise<{ mailQueued: boolean }> {
  if (gatewayName !== deps.gateway.name) {
    throw new DomainError('NOT_FOUND', paymentMessages.webhookGatewayNotInUse)
  }
  let event: GatewayEvent
  try {
    event = await deps.gateway.verifyWebhook(rawBody, signature)
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      throw new DomainError('BAD_REQUEST', error.message, { cause: error })
    }
    throw error
  }
  if (event.kind !== 'payment.updated') return { mailQueued: false }
  const row = await findPaymentByReference(deps.db, event.payment.reference)
  if (!row || row.gateway !== deps.gateway.name) return { mailQueued: false }
  const settled = await settlePayment(deps.db, {
    appBaseUrl: deps.appBaseUrl,
    bookingId: row.bookingId,
    gateway: deps.gateway.name,
    payment: event.payment,
    idempotencyKey: row.idempotencyKey,
    changeId: row.changeId,
  })
  await giveBackChangeMoney(deps, settled)
  return { mailQueued: mailed(settled) }
}
