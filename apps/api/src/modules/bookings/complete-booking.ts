import {
  assertPaymentTransition,
  bookingMessages,
  DomainError,
  paymentMethodFromReference,
  paymentReference,
  type BookingCompletionRequest,
  type BookingCompletionResponse,
  type PaymentStatus,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import { lockAccessibleBooking, type BookingCaller } from './booking-access'
import { confirmationEmail } from './confirmation-email'
import { actorFor, applyTransition } from './transition-booking'

const sameInstant = (a: Date | null, b: string | null) =>
  a === null || b === null ? a === b : a.getTime() === new Date(b).getTime()

/**
 * POST /bookings/{id}/complete: records the payment and confirms the booking, with its
 * confirmation mail in the same transaction. A second call changes nothing and sends nothing.
 * `mailQueued` tells the caller to deliver the outbox now.
 */
export async function completeBooking(
  db: Database,
  id: string,
  caller: BookingCaller,
  request: BookingCompletionRequest,
): Promise<BookingCompletionResponse & { mailQueued: boolean }> {
  const method = paymentMethodFromReference(request.payment_reference)
  return db.transaction(async (tx) => {
    const booking = await lockAccessibleBooking(tx, id, caller)
    if (booking.bookingStatus === 'confirmed' && booking.paymentStatus === 'success') {
      return { booking_code: booking.bookingCode, mailQueued: false }
    }
    // The round trip was priced into the quote; completion cannot change it.
    if (
      request.is_round_trip !== booking.isRoundTrip ||
      !sameInstant(booking.roundTripTime, request.round_trip_time)
    ) {
      throw new DomainError('CONFLICT', bookingMessages.roundTripMismatch)
    }
    // The currency was set at creation; until payments set it on the server, completion keeps it.
    if (request.currency_code !== booking.currencyCode) {
      const message = bookingMessages.currencyMismatch
      throw new DomainError('CONFLICT', message, { details: [{ path: 'currency_code', message }] })
    }
    assertPaymentTransition(booking.paymentStatus as PaymentStatus, 'success')
    const paid = {
      to: 'confirmed' as const,
      actor: actorFor(caller, booking),
      input: { paymentReference: request.payment_reference },
      details: { payment_method: method },
    }
    const confirmed = await applyTransition(tx, booking, paid, {
      paymentStatus: 'success',
      paymentMethod: method,
      paymentReference: paymentReference(method, booking.bookingCode),
      // The ride keeps the pickup's zone; the traveller's own is kept to show times their way.
      travellerTimezone: request.timezone,
      confirmedAt: new Date(),
    })
    await enqueueMail(tx, confirmationEmail(confirmed))
    return { booking_code: confirmed.bookingCode, mailQueued: true }
  })
}
