import {
  assertPaymentTransition,
  assertTransition,
  bookingMessages,
  DomainError,
  paymentMethodFromReference,
  paymentReference,
  type BookingCompletionRequest,
  type BookingCompletionResponse,
  type BookingStatus,
  type PaymentStatus,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import { bookingNotFound, findAccessibleBooking, type BookingCaller } from './booking-access'
import { confirmationEmail } from './confirmation-email'
import { lockBooking, updateBooking } from './repository'

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
  await findAccessibleBooking(db, id, caller)
  const method = paymentMethodFromReference(request.payment_reference)
  if (!method) {
    const message = bookingMessages.paymentReferenceInvalid
    throw new DomainError('BAD_REQUEST', message, {
      details: [{ path: 'payment_reference', message }],
    })
  }
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id)
    if (!booking) throw bookingNotFound()
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
    assertTransition(booking.bookingStatus as BookingStatus, 'confirmed')
    assertPaymentTransition(booking.paymentStatus as PaymentStatus, 'success')
    const confirmed = await updateBooking(tx, id, {
      bookingStatus: 'confirmed',
      paymentStatus: 'success',
      paymentMethod: method,
      paymentReference: paymentReference(method, booking.bookingCode),
      currencyCode: request.currency_code,
      // The ride keeps the pickup's zone; the traveller's own is kept to show times their way.
      travellerTimezone: request.timezone,
      confirmedAt: new Date(),
    })
    await enqueueMail(tx, confirmationEmail(confirmed))
    return { booking_code: confirmed.bookingCode, mailQueued: true }
  })
}
