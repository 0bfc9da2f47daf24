import {
  bookingMessages,
  creditLimitMessages,
  DomainError,
  paymentMessages,
  type BookingCompletionRequest,
  type BookingCompletionResponse,
} from '@ridelane/domain'
import { gatewayForBooking, latestPayment, partnerIsOnAccount } from '../payments'
import { refreshPayment, type PaymentDeps } from './booking-payment'
import { assertWithinCreditLimit } from './credit-limit'
import {
  actorFor,
  applyTransition,
  findAccessibleBooking,
  lockAccessibleBooking,
  transitionRefusal,
  type BookingCaller,
  type BookingRow,
} from '../bookings'

const sameInstant = (a: Date | null, b: string | null) =>
  a === null || b === null ? a === b : a.getTime() === new Date(b).getTime()

const paymentRequired = () => new DomainError('PAYMENT_REQUIRED', paymentMessages.paymentRequired)

/** The checks completion always made: the round trip and the currency were set at creation. */
function assertUnchanged(booking: BookingRow, request: BookingCompletionRequest) {
  if (
    request.is_round_trip !== booking.isRoundTrip ||
    !sameInstant(booking.roundTripTime, request.round_trip_time)
  ) {
    throw new DomainError('CONFLICT', bookingMessages.roundTripMismatch)
  }
  if (request.currency_code !== booking.currencyCode) {
    const message = bookingMessages.currencyMismatch
    throw new DomainError('CONFLICT', message, { details: [{ path: 'currency_code', message }] })
  }
}

type Completed = BookingCompletionResponse & { mailQueued: boolean }

/**
 * POST /bookings/{id}/complete (docs/decisions/024-payments.md#completion): confirms the booking
 * only on a payment the gateway says succeeded, or at once for a partner billed on account. What
 * the client says about its payment decides nothing. A booking already confirmed answers the same
 * and sends nothing; one with no payment taken answers 402 PAYMENT_REQUIRED. `mailQueued` tells
 * the caller to deliver the outbox now.
 */
export async function completeBooking(
  deps: PaymentDeps,
  id: string,
  caller: BookingCaller,
  request: BookingCompletionRequest,
): Promise<Completed> {
  const booking = await findAccessibleBooking(deps.db, id, caller)
  if (booking.bookingStatus === 'confirmed') {
    return { booking_code: booking.bookingCode, mailQueued: false }
  }
  assertUnchanged(booking, request)
  if (await partnerIsOnAccount(deps.db, booking.partnerId)) {
    return confirmOnAccount(deps, id, caller, request)
  }
  // A booking that could not be confirmed (its price lapsed, it expired) says so first.
  const refusal = await transitionRefusal(deps.db, booking, {
    to: 'confirmed',
    actor: actorFor(caller, booking),
    input: { paymentReference: 'payment' },
  })
  if (refusal) throw refusal
  const latest = await latestPayment(deps.db, booking.id)
  // A test key's booking was paid through the sandbox, whatever gateway is configured.
  const gateway = gatewayForBooking(deps, booking).gateway
  if (!latest || latest.gateway !== gateway.name) throw paymentRequired()
  const { settled } = await refreshPayment(deps, latest, actorFor(caller, booking), {
    travellerTimezone: request.timezone,
  })
  if (settled.refusal) throw settled.refusal
  if (settled.booking.bookingStatus !== 'confirmed') throw paymentRequired()
  return { booking_code: settled.booking.bookingCode, mailQueued: settled.confirmed }
}

/**
 * A partner billed monthly: the booking is confirmed without a payment and goes on account,
 * unless it would take the account past its credit limit (402 CREDIT_LIMIT_EXCEEDED).
 */
function confirmOnAccount(
  { db, appBaseUrl }: Pick<PaymentDeps, 'db' | 'appBaseUrl'>,
  id: string,
  caller: BookingCaller,
  request: BookingCompletionRequest,
): Promise<Completed> {
  return db.transaction(async (tx) => {
    const booking = await lockAccessibleBooking(tx, id, caller)
    // Confirmed by a racing call since it was read: the same answer, no second mail.
    if (booking.bookingStatus === 'confirmed') {
      return { booking_code: booking.bookingCode, mailQueued: false }
    }
    // Live bookings only: under the partner's lock, so two completions cannot both pass the limit.
    await assertWithinCreditLimit(
      tx,
      { partnerId: booking.partnerId, sandbox: booking.sandbox, amountCents: booking.totalCents },
      (limitCents, balanceCents) =>
        creditLimitMessages.bookingOverLimit(limitCents, balanceCents, booking.totalCents),
    )
    const reference = `ON-ACCOUNT-${booking.bookingCode}`
    const confirmed = await applyTransition(
      tx,
      booking,
      {
        to: 'confirmed',
        actor: actorFor(caller, booking),
        input: { paymentReference: reference },
        details: { payment_method: 'on_account', gateway: 'on_account' },
        appBaseUrl, // for the confirmation mail, the booking's reaction to the move
      },
      {
        onAccount: true,
        paymentMethod: 'on_account',
        paymentReference: reference,
        // The ride keeps the pickup's zone; the traveller's own is kept to show times their way.
        travellerTimezone: request.timezone,
        confirmedAt: new Date(),
      },
    )
    return { booking_code: confirmed.bookingCode, mailQueued: true }
  })
}
