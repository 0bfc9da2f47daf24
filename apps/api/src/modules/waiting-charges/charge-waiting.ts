import {
  DomainError,
  formatMoney,
  opsBookingMessages,
  fromCents,
  isDomainError,
  waitingBlocks,
  waitingChargeMessages,
  WAITING_BLOCK_MINUTES,
  type OperatorRole,
  type WaitingChargeOutcome,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import {
  bookingWaitingPolicy,
  extraWaitingChargedEmail,
  findBookingById,
  insertBookingEvent,
  lockBooking,
  receiptUrl,
  rideLinkForMail,
  updateBooking,
  type BookingRow,
} from '../bookings'
import { recordAudit } from '../audit'
import { callInAdmins } from '../operators'
import {
  cardOnFilePayment,
  gatewayForPayment,
  paymentsForBooking,
  recordPayment,
  type GatewayPayment,
  type PaymentGateway,
  type PaymentRow,
} from '../payments'
import { enqueueMail } from '../../mail/outbox'

// Extra waiting collected after the ride (docs/decisions/024-payments.md#extra-waiting). Once a
// ride that waited beyond its free time is completed (or a no-show), a `waiting_charge` job
// charges the card the traveller agreed to keep on file, adds the waiting to an on-account
// booking's total for the partner's statement, or records why nothing was charged. The money and
// the total move together in one transaction, so paid less refunded still covers the total.

export type WaitingChargeDeps = {
  db: Database
  /** The gateway in use; a test key's booking (sandbox payment) is charged through the sandbox. */
  gateway: PaymentGateway
  /** Where the traveller's mail links to (config.appBaseUrl). */
  appBaseUrl: string
  now?: () => Date
}

/** The one gateway idempotency key of a booking's extra waiting: a rerun asks for the same charge. */
export const waitingChargeKey = (bookingId: string) => `booking-${bookingId}-extra-waiting`

/** The statuses that end a ride and leave its waiting to be collected. */
export const waitingChargedAfter = ['completed', 'no_show'] as const

/** Whether the booking has extra waiting left to collect. */
export function waitingChargeDue(booking: BookingRow): boolean {
  return (
    (waitingChargedAfter as readonly string[]).includes(booking.bookingStatus) &&
    booking.waitingChargeCents > 0 &&
    booking.waitingChargeOutcome === null
  )
}

type Answer =
  | { kind: 'charged'; payment: GatewayPayment; gateway: PaymentGateway['name'] }
  | {
      kind: 'declined'
      payment: GatewayPayment | undefined
      gateway: PaymentGateway['name']
      why: string
    }
  | { kind: 'billed_to_account' }
  | { kind: 'no_consent' }

const usd = (cents: number) => formatMoney(fromCents(cents), 'USD')

function cardWords(card: { brand: string; last4: string } | null | undefined): string {
  if (!card) return 'the card on file'
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1)
  return `${brand} ending ${card.last4}`
}

/**
 * Collects the booking's extra waiting, once. Safe to run again at any point: the outcome is kept
 * on the booking under its lock, and the gateway is asked with one key per booking, so a run that
 * died between the gateway's answer and its commit gets the same charge back instead of a second
 * one. Answers the outcome, or undefined when nothing was due. A gateway that cannot be reached
 * throws (the job is retried), except on the job's `lastAttempt`: then the charge is settled as
 * not made, and the operators are called in to look at the gateway, instead of leaving the
 * outcome empty with nobody told.
 */
export async function collectWaitingCharge(
  deps: WaitingChargeDeps,
  bookingId: string,
  options: { lastAttempt?: boolean; idempotencyKey?: string } = {},
): Promise<WaitingChargeOutcome | undefined> {
  const key = options.idempotencyKey ?? waitingChargeKey(bookingId)
  const booking = await findBookingById(deps.db, bookingId)
  if (!booking || !waitingChargeDue(booking)) return undefined
  if (booking.onAccount) return settle(deps, booking.id, { kind: 'billed_to_account' }, key)
  const from = await cardOnFilePayment(deps.db, booking.id)
  if (!from) return settle(deps, booking.id, { kind: 'no_consent' }, key)
  let answer: Answer
  try {
    answer = await chargeCard(deps, booking, from, key)
  } catch (error) {
    if (!options.lastAttempt) throw error
    answer = {
      kind: 'declined',
      payment: undefined,
      gateway: deps.gateway.name,
      why: waitingChargeMessages.unreachable,
    }
  }
  return settle(deps, booking.id, answer, key)
}

async function chargeCard(
  deps: WaitingChargeDeps,
  booking: BookingRow,
  from: PaymentRow,
  key: string,
): Promise<Answer> {
  const gateway = gatewayForPayment(deps.db, deps.gateway, from.gateway)
  if (gateway.name !== from.gateway) {
    throw new Error(`Payment ${from.gatewayReference} was taken by ${from.gateway}, not in use now`)
  }
  try {
    const payment = await gateway.chargeSaved({
      fromPaymentReference: from.gatewayReference,
      amountCents: booking.waitingChargeCents,
      currency: from.currency,
      description: `Ridelane booking ${booking.bookingCode}: extra waiting`,
      idempotencyKey: key,
    })
    return payment.status === 'succeeded'
      ? { kind: 'charged', payment, gateway: gateway.name }
      : {
          kind: 'declined',
          payment,
          gateway: gateway.name,
          why: payment.declineMessage ?? 'The bank gave no reason.',
        }
  } catch (error) {
    // The gateway refused to try (no card kept after all): nothing taken, the operators decide.
    if (!isDomainError(error)) throw error
    return { kind: 'declined', payment: undefined, gateway: gateway.name, why: error.message }
  }
}

/** Writes the outcome with the total, the timeline entry and the mails, under the booking's lock. */
async function settle(
  deps: WaitingChargeDeps,
  bookingId: string,
  answer: Answer,
  key: string,
): Promise<WaitingChargeOutcome | undefined> {
  const now = deps.now?.() ?? new Date()
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId)
    if (!booking || booking.waitingChargeOutcome !== null) {
      return booking?.waitingChargeOutcome ?? undefined
    }
    // Money the gateway took is recorded whatever happened meanwhile (a step taken back); any
    // other outcome waits for the ride to end again.
    if (answer.kind !== 'charged' && !waitingChargeDue(booking)) return undefined
    const cents =
      answer.kind === 'charged' ? answer.payment.amountCents : booking.waitingChargeCents
    const minutes = booking.waitingExtraMinutes ?? 0
    const policy = await bookingWaitingPolicy(tx, booking)
    const blocks = waitingBlocks({
      extraMinutes: minutes,
      chargeCents: cents,
      chargeCentsPerBlock: policy.chargeCentsPerBlock,
    })
    const adds = answer.kind === 'charged' || answer.kind === 'billed_to_account'
    const taken = answer.kind === 'charged' || answer.kind === 'declined' ? answer : undefined
    const payment = taken?.payment
      ? await recordPayment(tx, {
          bookingId,
          gateway: taken.gateway,
          payment: taken.payment,
          idempotencyKey: key,
          offSession: true,
        })
      : undefined
    const updated = await updateBooking(tx, bookingId, {
      waitingChargeOutcome: answer.kind,
      ...(adds ? { totalCents: booking.totalCents + cents, waitingChargedCents: cents } : {}),
    })
    const amount = usd(cents)
    const outcome =
      answer.kind === 'charged'
        ? waitingChargeMessages.charged(amount, cardWords(answer.payment.card))
        : answer.kind === 'billed_to_account'
          ? waitingChargeMessages.billedToAccount(amount)
          : answer.kind === 'declined'
            ? waitingChargeMessages.declined(amount, answer.why)
            : waitingChargeMessages.noConsent(amount)
    await insertBookingEvent(tx, {
      bookingId,
      at: now,
      actorKind: 'system',
      actorId: null,
      fromStatus: booking.bookingStatus,
      toStatus: booking.bookingStatus,
      reason: waitingChargeMessages.reason(minutes, blocks),
      details: {
        change: 'extra_waiting',
        outcome: answer.kind,
        summary: outcome,
        extra_minutes: String(minutes),
        blocks: String(blocks),
        block_minutes: String(WAITING_BLOCK_MINUTES),
        amount_cents: String(cents),
        total_before_cents: String(booking.totalCents),
        total_after_cents: String(updated.totalCents),
        ...(payment ? { gateway: payment.gateway, payment: payment.gatewayReference } : {}),
        ...(answer.kind === 'declined' && answer.payment?.declineCode
          ? { decline_code: answer.payment.declineCode }
          : {}),
      },
    })
    if (answer.kind === 'charged') {
      const link = await rideLinkForMail(tx, deps.appBaseUrl, updated)
      await enqueueMail(
        tx,
        await extraWaitingChargedEmail(
          updated,
          {
            extraMinutes: minutes,
            blocks,
            amountCents: cents,
            card: answer.payment.card,
          },
          {
            label: /*i18n*/ 'Your updated receipt',
            button: /*i18n*/ 'View your receipt',
            url: receiptUrl(link),
          },
        ),
      )
    } else if (answer.kind === 'declined') {
      await callInAdmins(tx, {
        bookingId,
        mail: {
          subject: waitingChargeMessages.callInSubject(booking.bookingCode),
          text: [
            waitingChargeMessages.callInText(booking.bookingCode, amount, answer.why),
            waitingChargeMessages.reason(minutes, blocks),
            `The booking's total stays ${usd(booking.totalCents)}.`,
          ].join('\n\n'),
        },
        text: waitingChargeMessages.callInText(booking.bookingCode, amount, answer.why),
        dedupeKey: `extra-waiting-declined:${bookingId}`,
      })
    }
    return answer.kind
  })
}

/**
 * An admin asks for a declined extra-waiting charge again (docs/decisions/024-payments.md#extra-waiting).
 * The charge is reopened under the booking's lock, so two clicks make one try. A charge the
 * gateway never answered (no payment recorded) is asked with the booking's first key, which gives
 * back a charge made before the connection dropped instead of a second one; a charge the bank
 * refused is asked with a new key per try, since the gateway would repeat a refusal for the old
 * one. A gateway still out of reach settles it as not charged again.
 */
export async function retryWaitingCharge(
  deps: WaitingChargeDeps,
  operator: { id: string; role: OperatorRole },
  bookingId: string,
): Promise<WaitingChargeOutcome | undefined> {
  const key = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId)
    if (!booking) throw new DomainError('NOT_FOUND', opsBookingMessages.bookingNotFound)
    if (booking.waitingChargeOutcome !== 'declined' || booking.onAccount) {
      throw new DomainError('CONFLICT', waitingChargeMessages.nothingToRetry)
    }
    const tries = (await paymentsForBooking(tx, bookingId)).filter((row) => row.offSession).length
    await updateBooking(tx, bookingId, { waitingChargeOutcome: null })
    await recordAudit(tx, {
      operator,
      action: 'booking.retry_waiting_charge',
      target: { kind: 'booking', id: bookingId },
      before: { waiting_charge_outcome: 'declined' },
      after: { waiting_charge_outcome: null },
    })
    return tries === 0 ? waitingChargeKey(bookingId) : `${waitingChargeKey(bookingId)}-${tries + 1}`
  })
  return collectWaitingCharge(deps, bookingId, { lastAttempt: true, idempotencyKey: key })
}
