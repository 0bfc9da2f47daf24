import {
  DomainError,
  paymentMessages,
  type BookingStatus,
  type PaymentCardRequest,
  type PaymentView,
} from '@ridelane/domain'
import {
  atGateway,
  confirmCard,
  giveBackChangeMoney,
  mailed,
  paymentView,
  refreshPayment,
  settlePayment,
  type PaymentAnswer,
  type PaymentDeps,
} from '../checkout'
import { gatewayForBooking } from '../payments'
import { assertChangePayable, findOwnChange } from './change-booking'
import { countChangePayments, latestChangePayment, type ChangeRow } from './change-repository'
import { findRide, type RideCaller } from './ride-access'

// Paying a change's extra cost (docs/decisions/028-ride-page.md#change), as a booking's fare is
// paid (modules/checkout/booking-payment.ts): the payment carries the change's id, and
// settle-payment.ts applies the change when it succeeds.

const open = ['pending', 'declined', 'requires_action', 'processing']

/** A change that needed no card: applied at once (same price or less, or billed on account). */
function noCardView(change: ChangeRow, bookingStatus: BookingStatus): PaymentView {
  return {
    gateway: 'on_account',
    status: 'not_required',
    amount: Math.max(change.differenceCents, 0) / 100,
    currency: 'USD',
    client_secret: null,
    publishable_key: null,
    action_url: null,
    decline_message: null,
    card: null,
    card_on_file: false,
    booking_status: bookingStatus,
  }
}

async function ownChange(deps: PaymentDeps, ref: string, caller: RideCaller, changeId: string) {
  const { booking } = await findRide(deps.db, ref, caller)
  const change = await findOwnChange(deps.db, booking, changeId)
  return { booking, change }
}

/** POST /rides/{ref}/changes/{id}/payment: the change's open payment, made if need be. */
export async function createChangePayment(
  inUse: PaymentDeps,
  ref: string,
  caller: RideCaller,
  changeId: string,
  now = new Date(),
): Promise<PaymentAnswer> {
  const { booking, change } = await ownChange(inUse, ref, caller, changeId)
  const deps = gatewayForBooking(inUse, booking)
  const latest = await latestChangePayment(deps.db, change.id)
  if (change.status === 'applied') {
    return {
      view: latest
        ? paymentView(deps, booking.bookingStatus, latest, undefined)
        : noCardView(change, booking.bookingStatus),
      mailQueued: false,
    }
  }
  await assertChangePayable(deps.db, booking, change, now)
  if (latest && latest.gateway === deps.gateway.name && latest.status !== 'canceled') {
    const { settled, fresh } = await refreshPayment(deps, latest)
    return {
      view: paymentView(deps, settled.booking.bookingStatus, settled.payment, fresh),
      mailQueued: mailed(settled),
    }
  }
  // One open payment per change: racing calls derive the same key, and the gateway answers
  // both with the one payment it made for it.
  const idempotencyKey = `change-${change.id}-payment-${await countChangePayments(deps.db, change.id)}`
  const created = await atGateway(() =>
    deps.gateway.createPayment({
      bookingId: booking.id,
      bookingCode: booking.bookingCode,
      amountCents: change.differenceCents,
      currency: 'USD',
      description: `Ridelane booking ${booking.bookingCode}: change`,
      idempotencyKey,
    }),
  )
  const settled = await settlePayment(deps.db, {
    bookingId: booking.id,
    gateway: deps.gateway.name,
    payment: created,
    idempotencyKey,
    changeId: change.id,
    appBaseUrl: deps.appBaseUrl,
  })
  return {
    view: paymentView(deps, settled.booking.bookingStatus, settled.payment, created),
    mailQueued: mailed(settled),
  }
}

/** GET /rides/{ref}/changes/{id}/payment: the change's latest payment, re-read while open. */
export async function getChangePayment(
  inUse: PaymentDeps,
  ref: string,
  caller: RideCaller,
  changeId: string,
): Promise<PaymentAnswer> {
  const { booking, change } = await ownChange(inUse, ref, caller, changeId)
  const deps = gatewayForBooking(inUse, booking)
  const latest = await latestChangePayment(deps.db, change.id)
  if (!latest) {
    if (change.status === 'applied') {
      return { view: noCardView(change, booking.bookingStatus), mailQueued: false }
    }
    throw new DomainError('NOT_FOUND', paymentMessages.paymentNotFound)
  }
  if (!open.includes(latest.status) || latest.gateway !== deps.gateway.name) {
    return { view: paymentView(deps, booking.bookingStatus, latest, undefined), mailQueued: false }
  }
  const { settled, fresh } = await refreshPayment(deps, latest)
  return {
    view: paymentView(deps, settled.booking.bookingStatus, settled.payment, fresh),
    mailQueued: mailed(settled),
  }
}

/** POST /rides/{ref}/changes/{id}/payment/card: the sandbox takes the card form at once. */
export async function payChangeWithCard(
  inUse: PaymentDeps,
  ref: string,
  caller: RideCaller,
  changeId: string,
  card: PaymentCardRequest,
  idempotencyKey: string | undefined,
): Promise<PaymentAnswer> {
  // A test key's booking pays its changes through the sandbox too.
  const deps = gatewayForBooking(inUse, (await findRide(inUse.db, ref, caller)).booking)
  if (deps.gateway.name !== 'sandbox') {
    throw new DomainError('CONFLICT', paymentMessages.cardsTakenByGateway)
  }
  const opened = await createChangePayment(deps, ref, caller, changeId)
  const takesCard =
    opened.view.status === 'requires_payment_method' || opened.view.status === 'declined'
  if (!takesCard) return opened
  const { booking, change } = await ownChange(deps, ref, caller, changeId)
  const row = await latestChangePayment(deps.db, change.id)
  if (!row) throw new Error(`Change ${change.id} has no payment after creating one`)
  const confirmed = await confirmCard(deps, row.gatewayReference, card, idempotencyKey)
  const settled = await settlePayment(deps.db, {
    bookingId: booking.id,
    gateway: deps.gateway.name,
    payment: confirmed,
    idempotencyKey: row.idempotencyKey,
    changeId: change.id,
    appBaseUrl: deps.appBaseUrl,
  })
  await giveBackChangeMoney(deps, settled)
  return {
    view: paymentView(deps, settled.booking.bookingStatus, settled.payment, confirmed),
    mailQueued: opened.mailQueued || mailed(settled),
  }
}
