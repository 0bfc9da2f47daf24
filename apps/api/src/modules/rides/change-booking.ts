import {
  changeableStatuses,
  changeDeadline,
  changeRefusal,
  creditLimitMessages,
  DomainError,
  fromCents,
  travellerChangeMoney,
  travellerChangeView,
  rideChangeMessages as m,
  SYSTEM_ACTOR,
  type Actor,
  type Language,
  type RideChangePreview,
  type RideChangeRequest,
  type RideView,
} from '@ridelane/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { serverI18n, wordsIn } from '../../i18n/server-i18n'
import { hashSecretToken } from '../../lib/secret-token'
import { enqueueMail } from '../../mail/outbox'
import { bookingChanged, releaseMovedRide, updateBooking, type BookingRow } from '../bookings'
import {
  claimBookingRefund,
  moneyForBooking,
  refundBooking,
  type PaymentGateway,
  type PaymentRow,
} from '../payments'
import { assertWithinCreditLimit } from '../checkout'
import { storeQuoteUnlessStored } from '../pricing'
import { changeAppliedEmail } from './change-mail'
import {
  bookingColumns,
  fareLinesOf,
  priceChange,
  type ChangePricingDeps,
  type ChangeValues,
  type PricedChange,
} from './change-pricing'
import {
  countAppliedChanges,
  findChange,
  findChangeByIdempotencyKey,
  findWaitingChange,
  insertChangeEvent,
  insertChangeUnlessTaken,
  lockChange,
  markChange,
  type ChangeRow,
} from './change-repository'
import {
  findRide,
  issueRideToken,
  lockRide,
  rideLink,
  type RideAccess,
  type RideCaller,
} from './ride-access'

// The traveller's one free change of a booked ride (docs/decisions/028-ride-page.md#change). A
// change is priced by the server before anything is locked (the route planner may be a network
// call); the booking is then locked, checked again at the version that was priced, and the
// change stored. One that costs the same or less is applied at once and any difference refunded
// through the payment port; one that costs more waits for its payment, and settle-payment.ts
// applies it when that payment succeeds.

export type ChangeDeps = ChangePricingDeps & {
  gateway: PaymentGateway
  /** The web app's address, for the ride link in the change mail (config.appBaseUrl). */
  appBaseUrl: string
  log: FastifyBaseLogger
}

/** The reason a change's refund is stored under: one per change. */
export const changeRefundReason = (changeId: string) => `change:${changeId}`

/** What booking_changes.request keeps besides the change as asked. */
type StoredRequest = {
  change: RideChangeRequest
  summary: PricedChange['summary']
  /** The ride link's base for the mail, which may be sent by a webhook long after the request. */
  app_base_url: string
}

export type ChangeAnswer = {
  change: ChangeRow
  booking: BookingRow
  access: RideAccess
  mailQueued: boolean
}

/** A refund claimed with the change, to be asked of the gateway after the commit. */
type ClaimedChangeRefund = { bookingId: string; amountCents: number; reason: string }

const actorFor = (access: RideAccess): Actor =>
  access.viewer === 'partner' && access.booking.partnerId
    ? { kind: 'partner', id: access.booking.partnerId }
    : { kind: 'traveller', id: null }

/** Whether the ride may take a change now; the refusal's code and message when not. */
async function refusalFor(db: Database, booking: BookingRow, now: Date) {
  const refusal = changeRefusal({
    status: booking.bookingStatus,
    pickupAt: booking.pickupTime,
    now,
    appliedChanges: await countAppliedChanges(db, booking.id),
  })
  if (refusal) return refusal
  if (await findWaitingChange(db, booking.id)) {
    return { code: 'CONFLICT' as const, message: m.waitingForPayment }
  }
  return null
}

async function assertChangeable(db: Database, booking: BookingRow, now: Date) {
  const refusal = await refusalFor(db, booking, now)
  if (refusal) throw new DomainError(refusal.code, refusal.message)
}

/** A word on the money of an allowed change, in the reader's `language` (amounts in US dollars). */
const moneyMessage = (differenceCents: number, onAccount: boolean, language: Language) => {
  const i18n = serverI18n(language)
  const amount = `$${fromCents(Math.abs(differenceCents)).toFixed(2)}`
  if (differenceCents === 0) return i18n._('The price stays the same.')
  if (onAccount) {
    return differenceCents > 0
      ? i18n._('The ride costs {amount} more, billed to the account.', { amount })
      : i18n._("The ride costs {amount} less, taken off the account's bill.", { amount })
  }
  return differenceCents > 0
    ? i18n._('The ride costs {amount} more, paid by card before the change takes effect.', {
        amount,
      })
    : i18n._('The ride costs {amount} less: we refund it to the card that paid.', { amount })
}

/**
 * POST /rides/{ref}/changes/preview: the priced change, nothing stored; its message in the
 * reader's `language`.
 */
export async function previewChange(
  deps: ChangeDeps,
  ref: string,
  caller: RideCaller,
  change: RideChangeRequest,
  language: Language = 'en',
): Promise<RideChangePreview> {
  const access = await findRide(deps.db, ref, caller, deps.now)
  const { booking } = access
  const refusal = await refusalFor(deps.db, booking, deps.now)
  if (refusal) {
    // The net stays the partner's business even when the change is refused.
    const withPartner = access.viewer === 'traveller' && booking.ratePlan === 'net'
    return {
      allowed: false,
      difference: 0,
      new_total: withPartner ? 0 : fromCents(booking.totalCents),
      lines: withPartner ? [] : fareLinesOf(booking, booking.ratePlan),
      message: wordsIn(language, refusal.message),
      money_with_partner: withPartner,
    }
  }
  const priced = await priceChange(deps, booking, change)
  const forTraveller = travellerMoneyOf(access, priced)
  if (forTraveller) {
    if (forTraveller.allowed) {
      const view = travellerChangeView(forTraveller)
      return { allowed: true, ...view, message: wordsIn(language, view.message) }
    }
    return {
      allowed: false,
      difference: 0,
      new_total: 0,
      lines: [],
      message: wordsIn(language, forTraveller.message),
      money_with_partner: true,
    }
  }
  return {
    allowed: true,
    difference: fromCents(priced.differenceCents),
    new_total: fromCents(priced.totalCentsAfter),
    lines: priced.lines,
    message: moneyMessage(priced.differenceCents, booking.onAccount, language),
    money_with_partner: false,
  }
}

/**
 * A net-rate booking's change asked on the traveller's link: what its traveller may see of it and
 * whether they may make it (the domain's travellerChangeMoney); undefined for everyone else.
 */
function travellerMoneyOf(
  access: RideAccess,
  priced: Pick<PricedChange, 'differenceCents' | 'values'>,
) {
  const { booking } = access
  if (access.viewer !== 'traveller' || booking.ratePlan !== 'net') return undefined
  return travellerChangeMoney({
    differenceCents: priced.differenceCents,
    onAccount: booking.onAccount,
    sellingCentsAfter: priced.values.sellingTotalCents ?? booking.sellingTotalCents,
    hidePrices: booking.hidePrices,
  })
}

/** A stored change as the caller may see it: a net booking's traveller sees no money moved. */
export function changeRecordView(change: ChangeRow, access: RideAccess) {
  const forTraveller = travellerMoneyOf(access, {
    differenceCents: Math.min(change.differenceCents, 0),
    values: change.values as PricedChange['values'],
  })
  const status = change.status
  if (forTraveller?.allowed) {
    const { difference, new_total } = travellerChangeView(forTraveller)
    return { id: change.id, status, difference, new_total, money_with_partner: true }
  }
  return {
    id: change.id,
    status,
    difference: fromCents(change.differenceCents),
    new_total: fromCents(change.totalCentsAfter),
    money_with_partner: false,
  }
}

/**
 * Writes a change on its locked booking: the new values (a new quote becomes the booking's
 * quote), a timeline entry with the status unchanged, the change marked applied, and its mail.
 */
async function applyChange(
  tx: Database,
  booking: BookingRow,
  change: ChangeRow,
  now: Date,
): Promise<BookingRow> {
  const values = change.values as ChangeValues
  const request = change.request as StoredRequest
  const after = await updateBooking(tx, booking.id, bookingColumns(values))
  const words = (side: 'before' | 'after') =>
    request.summary.map((row) => `${row.label}: ${row[side]}`).join('; ')
  await insertChangeEvent(tx, {
    bookingId: booking.id,
    at: now,
    actorKind: change.actorKind,
    actorId: change.actorId,
    fromStatus: booking.bookingStatus,
    toStatus: booking.bookingStatus,
    reason: null,
    details: {
      change: 'traveller_change',
      change_id: change.id,
      before: words('before'),
      after: words('after'),
      difference: fromCents(change.differenceCents).toFixed(2),
      total: fromCents(change.totalCentsAfter).toFixed(2),
    },
  })
  await markChange(tx, change.id, 'applied', now)
  // A driver or vehicle that cannot make the new time is released from the ride; one that can
  // keeps it, and their link, the reminder and the driver hear of the change.
  const staffed = await releaseMovedRide(tx, after, now)
  await bookingChanged(tx, {
    before: booking,
    booking: staffed,
    at: now,
    appBaseUrl: request.app_base_url,
  })
  const token = await issueRideToken(tx, booking.id, 'email', now)
  await enqueueMail(
    tx,
    await changeAppliedEmail({
      booking: staffed,
      summary: request.summary,
      differenceCents: change.differenceCents,
      onAccount: booking.onAccount,
      rideLink: rideLink(request.app_base_url, staffed, token),
    }),
  )
  return staffed
}

/**
 * In the change's transaction: the refund of a cheaper change, stored pending against the card
 * payments, never more than is still refundable. Nothing when on account or nothing was paid.
 */
async function claimChangeRefund(
  tx: Database,
  booking: BookingRow,
  change: ChangeRow,
  amountCents: number,
  actor: Actor,
): Promise<ClaimedChangeRefund | undefined> {
  if (booking.onAccount || amountCents <= 0) return undefined
  const money = await moneyForBooking(tx, booking)
  const refundable = Math.min(amountCents, money.refundableCents)
  if (money.paidCents === 0 || refundable <= 0) return undefined
  const reason = changeRefundReason(change.id)
  await claimBookingRefund(tx, { bookingId: booking.id, amountCents: refundable, reason, actor })
  return { bookingId: booking.id, amountCents: refundable, reason }
}

/**
 * After the commit: asks the gateway for a claimed refund. An unreachable gateway leaves it
 * pending for the operators' "Retry refund"; the change stays applied whatever it answers.
 */
export async function settleChangeRefund(
  db: Database,
  gateway: PaymentGateway,
  log: Pick<FastifyBaseLogger, 'warn'>,
  claimed: ClaimedChangeRefund | undefined,
) {
  if (!claimed) return
  try {
    await refundBooking(db, gateway, { ...claimed, actor: SYSTEM_ACTOR })
  } catch (error) {
    log.warn({ err: error, bookingId: claimed.bookingId }, 'change refund not settled')
  }
}

/**
 * POST /rides/{ref}/changes. A retry with the same Idempotency-Key finds the change it made
 * and answers it again; a stale expected_version, a second change or one too close to pickup
 * is refused with 409.
 */
export async function requestChange(
  deps: ChangeDeps,
  ref: string,
  caller: RideCaller,
  body: { change: RideChangeRequest; expected_version: number },
  idempotencyKey: string | undefined,
): Promise<ChangeAnswer> {
  const { db, now } = deps
  const seen = await findRide(db, ref, caller, now)
  const keyHash = idempotencyKey ? hashSecretToken(`ride-change:${idempotencyKey}`) : null
  const replay = async (database: Database, access: RideAccess) => {
    const earlier =
      keyHash && (await findChangeByIdempotencyKey(database, access.booking.id, keyHash))
    return earlier ? { change: earlier, booking: access.booking, access, mailQueued: false } : null
  }
  const replayed = await replay(db, seen)
  if (replayed) return replayed
  await assertChangeable(db, seen.booking, now)
  if (seen.booking.version !== body.expected_version) {
    throw new DomainError('CONFLICT', m.staleVersion)
  }
  const priced = await priceChange(deps, seen.booking, body.change)
  const forTraveller = travellerMoneyOf(seen, priced)
  if (forTraveller && !forTraveller.allowed) {
    throw new DomainError('FORBIDDEN', forTraveller.message)
  }

  let claimed: ClaimedChangeRefund | undefined
  const answer = await db.transaction(async (tx): Promise<ChangeAnswer> => {
    const access = await lockRide(tx, ref, caller, now)
    const again = await replay(tx, access)
    if (again) return again
    const { booking } = access
    await assertChangeable(tx, booking, now)
    // Priced at the version the caller saw: anything written since asks for a new look.
    if (booking.version !== body.expected_version) {
      throw new DomainError('CONFLICT', m.staleVersion)
    }
    // A dearer ride on account goes straight onto the bill: it must fit the partner's credit.
    if (booking.onAccount) {
      await assertWithinCreditLimit(
        tx,
        {
          partnerId: booking.partnerId,
          sandbox: booking.sandbox,
          amountCents: priced.differenceCents,
        },
        (limitCents) => creditLimitMessages.changeOverLimit(limitCents),
      )
    }
    if (priced.newQuote) await storeQuoteUnlessStored(tx, priced.newQuote)
    const actor = actorFor(access)
    const request: StoredRequest = {
      change: body.change,
      summary: priced.summary,
      app_base_url: deps.appBaseUrl,
    }
    const change = await insertChangeUnlessTaken(tx, {
      bookingId: booking.id,
      status: 'awaiting_payment',
      request,
      values: priced.values,
      quoteId: priced.newQuote?.id ?? null,
      totalCentsBefore: priced.totalCentsBefore,
      totalCentsAfter: priced.totalCentsAfter,
      differenceCents: priced.differenceCents,
      bookingVersion: booking.version,
      actorKind: actor.kind,
      actorId: actor.id,
      idempotencyKeyHash: keyHash,
    })
    if (!change) throw new DomainError('CONFLICT', m.waitingForPayment)
    if (priced.differenceCents > 0 && !booking.onAccount) {
      return { change, booking, access, mailQueued: false }
    }
    const after = await applyChange(tx, booking, change, now)
    claimed = await claimChangeRefund(tx, booking, change, -priced.differenceCents, actor)
    const applied = { ...change, status: 'applied' as const, appliedAt: now }
    return {
      change: applied,
      booking: after,
      access: { ...access, booking: after },
      mailQueued: true,
    }
  })
  await settleChangeRefund(db, deps.gateway, deps.log, claimed)
  return answer
}

/** DELETE /rides/{ref}/changes/{id}: drops a change still waiting for its payment. */
export async function abandonChange(
  db: Database,
  ref: string,
  caller: RideCaller,
  changeId: string,
  now: Date,
): Promise<RideAccess> {
  return db.transaction(async (tx) => {
    const access = await lockRide(tx, ref, caller, now)
    const change = await findOwnChange(tx, access.booking, changeId)
    if (change.status !== 'awaiting_payment') {
      throw new DomainError('CONFLICT', m.changeNotWaiting)
    }
    await markChange(tx, change.id, 'abandoned', now)
    return access
  })
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A change of this booking, or 404. */
export async function findOwnChange(db: Database, booking: BookingRow, changeId: string) {
  const change = uuidPattern.test(changeId) ? await findChange(db, booking.id, changeId) : undefined
  if (!change) throw new DomainError('NOT_FOUND', m.changeNotFound)
  return change
}

/**
 * Whether a waiting change may still be paid for: the booking unchanged since it was priced and
 * the ride still open to a change. When not, the change is dropped and 409 answered, before any
 * money is taken.
 */
export async function assertChangePayable(
  db: Database,
  booking: BookingRow,
  change: ChangeRow,
  now: Date,
) {
  if (change.status !== 'awaiting_payment') throw new DomainError('CONFLICT', m.changeNotWaiting)
  const refusal = changeRefusal({
    status: booking.bookingStatus,
    pickupAt: booking.pickupTime,
    now,
    appliedChanges: await countAppliedChanges(db, booking.id),
  })
  if (!refusal && booking.version === change.bookingVersion) return
  await db.transaction(async (tx) => {
    const locked = await lockChange(tx, change.id)
    if (locked?.status === 'awaiting_payment') await markChange(tx, change.id, 'abandoned', now)
  })
  throw new DomainError(refusal?.code ?? 'CONFLICT', refusal?.message ?? m.changeOutdated)
}

export type ChangeSettlement = {
  booking: BookingRow
  /** True only for the one call that applied the change and queued its mail. */
  applied: boolean
  /** Money taken for a change that can no longer be applied: to be given back after the commit. */
  refund: ClaimedChangeRefund | undefined
}

/**
 * For settle-payment.ts, inside its transaction holding the booking's lock: a payment of a
 * change's extra cost succeeded. The change is applied once (the second caller finds it applied);
 * a change dropped meanwhile, or a booking written since the change was priced, is not applied
 * and the payment is refunded instead.
 */
export async function settleChangePayment(
  tx: Database,
  booking: BookingRow,
  payment: PaymentRow,
  now = new Date(),
): Promise<ChangeSettlement> {
  const none = { booking, applied: false, refund: undefined }
  if (payment.status !== 'succeeded' || !payment.changeId) return none
  const change = await lockChange(tx, payment.changeId)
  if (!change || change.bookingId !== booking.id) {
    throw new Error(`Payment ${payment.gatewayReference} is for another booking's change`)
  }
  if (change.status === 'applied') return none
  const stillFits =
    change.status === 'awaiting_payment' &&
    booking.version === change.bookingVersion &&
    changeableStatuses.includes(booking.bookingStatus) &&
    payment.amountCents === change.differenceCents
  if (stillFits) {
    return {
      booking: await applyChange(tx, booking, change, now),
      applied: true,
      refund: undefined,
    }
  }
  if (change.status === 'awaiting_payment') await markChange(tx, change.id, 'abandoned', now)
  const reason = changeRefundReason(change.id)
  await claimBookingRefund(tx, {
    bookingId: booking.id,
    amountCents: payment.amountCents,
    reason,
    actor: SYSTEM_ACTOR,
  })
  return {
    booking,
    applied: false,
    refund: { bookingId: booking.id, amountCents: payment.amountCents, reason },
  }
}

/** The `change` block of the ride view (GET /rides/{ref}), as of `now`, in the reader's `language`. */
export async function changeState(
  db: Database,
  booking: BookingRow,
  now = new Date(),
  language: Language = 'en',
): Promise<RideView['change']> {
  const refusal = changeRefusal({
    status: booking.bookingStatus,
    pickupAt: booking.pickupTime,
    now,
    appliedChanges: await countAppliedChanges(db, booking.id),
  })
  const waiting = await findWaitingChange(db, booking.id)
  const message = refusal?.message ?? (waiting ? m.waitingForPayment : null)
  return {
    allowed: message === null,
    deadline: changeDeadline(booking.pickupTime).toISOString(),
    refused_message: message === null ? null : wordsIn(language, message),
    pending: waiting
      ? {
          id: waiting.id,
          difference: fromCents(waiting.differenceCents),
          new_total: fromCents(waiting.totalCentsAfter),
          created_at: waiting.createdAt.toISOString(),
        }
      : null,
    dropoff_changeable: booking.rideType === 'one-way' && !booking.isRoundTrip,
  }
}
