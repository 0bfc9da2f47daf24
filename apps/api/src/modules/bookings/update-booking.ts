import {
  bookingMessages,
  DomainError,
  lifecycleMessages,
  paymentUnderWay,
  ratePlanMessages,
  repricedSellingCents,
  resetSellingPrice,
  SellingPriceRefusal,
  toCents,
  type Booking,
  type BookingPatch,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { latestPayment } from '../payments'
import {
  bookingNotFound,
  findAccessibleBooking,
  isPartnersOwn,
  type BookingCaller,
} from './booking-access'
import { priceBooking } from './booking-fare'
import { checkVehicleHolds } from './check-against-quote'
import { bookingView } from './booking-view'
import { checkedCorporateFields } from './corporate-fields'
import { findQuote, lockBooking, updateBooking, type BookingRow } from './repository'

/**
 * PATCH /bookings/{id}: the traveller's own fields while the booking awaits payment, the fare
 * recomputed from its quote (an expired quote still holds the price it promised).
 */
export async function updateBookingDetails(
  db: Database,
  id: string,
  caller: BookingCaller,
  patch: BookingPatch,
): Promise<Booking> {
  await findAccessibleBooking(db, id, caller)
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id)
    if (!booking) throw bookingNotFound()
    if (booking.bookingStatus === 'expired') {
      throw new DomainError('QUOTE_EXPIRED', lifecycleMessages.expiredUnpaid)
    }
    if (booking.bookingStatus !== 'pending_payment') {
      throw new DomainError('CONFLICT', bookingMessages.notPending)
    }
    const quote = await findQuote(tx, booking.quoteId)
    const vehicle = quote?.vehicles.find((v) => v.city_vehicle_id === booking.vehicleId)
    if (!quote || !vehicle) throw new DomainError('CONFLICT', bookingMessages.tripChanged)

    const choices = {
      meetGreetApplicable: patch.meet_greet_applicable ?? booking.meetGreetApplicable,
      childSeatApplicable: patch.child_seat_applicable ?? booking.childSeatApplicable,
      childSeatCount: patch.child_seat_count ?? booking.childSeatCount,
    }
    checkVehicleHolds(
      { ...choices, luggageCount: patch.luggage_count ?? booking.luggageCount },
      vehicle,
    )
    // The discount it was booked with, not the partner's current one
    // (docs/decisions/019-partner-approval.md).
    const partnerDiscountPercent = booking.partnerDiscountPercent
    const fare = priceBooking({ quote, vehicle, choices, partnerDiscountPercent })
    if (fare.totalCents !== booking.totalCents) {
      // A card already sent for the old price may still take it (docs/decisions/024-payments.md).
      const latest = await latestPayment(tx, id)
      if (latest && paymentUnderWay(latest.status)) {
        throw new DomainError('CONFLICT', bookingMessages.priceLockedWhilePaying)
      }
    }
    const corporate = await corporateChanges(tx, booking, patch)
    const updated = await updateBooking(tx, id, {
      name: patch.name,
      phoneNumber: patch.phone_number,
      email: patch.email,
      whatsappNumber: patch.whatsapp_number,
      flightNumber: patch.flight_number,
      luggageCount: patch.luggage_count,
      driverInstructions: patch.driver_instructions,
      ...corporate,
      ...choices,
      ...fare,
      ...sellingChanges(booking, caller, patch, fare.totalCents),
    })
    return bookingView(updated)
  })
}

/**
 * A change of a partner booking's cost centre or reference, checked as at creation against the
 * partner's settings of today; nothing when the patch touches neither.
 */
async function corporateChanges(tx: Database, booking: BookingRow, patch: BookingPatch) {
  if (patch.cost_centre === undefined && patch.booking_reference === undefined) return {}
  return checkedCorporateFields(tx, booking.partnerId, {
    cost_centre: patch.cost_centre ?? booking.costCentre ?? undefined,
    booking_reference: patch.booking_reference ?? booking.bookingReference ?? undefined,
  })
}

/**
 * A net booking's selling price after the patch: the one the partner sent again (or its mark-up,
 * for null), else the old one following the net, on the terms it was booked with.
 */
function sellingChanges(
  booking: BookingRow,
  caller: BookingCaller,
  patch: BookingPatch,
  netTotalCents: number,
) {
  if (patch.selling_price === undefined) {
    return { sellingTotalCents: repricedSellingCents(booking, booking.totalCents, netTotalCents) }
  }
  const refuse = (code: 'BAD_REQUEST' | 'FORBIDDEN', message: string) =>
    new DomainError(code, message, { details: [{ path: 'selling_price', message }] })
  if (!isPartnersOwn(booking, caller.partner)) {
    throw refuse('FORBIDDEN', ratePlanMessages.sellingPriceNotYours)
  }
  const plan = caller.partner?.ratePlan
  try {
    const { sellingTotalCents, sellingMarkupPercent } = resetSellingPrice(
      booking,
      netTotalCents,
      patch.selling_price === null ? null : toCents(patch.selling_price),
      plan?.kind === 'net' ? plan.markupPercent : 0,
    )
    return { sellingTotalCents, sellingMarkupPercent }
  } catch (error) {
    if (!(error instanceof SellingPriceRefusal)) throw error
    throw refuse('BAD_REQUEST', error.message)
  }
}
