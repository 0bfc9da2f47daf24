import { fromCents } from '@ridelane/domain'
import type { BookingRecord } from './repository'

/**
 * A booking as webhook events carry it (docs/webhooks.md#the-booking): a view of its own, so
 * the fields integrators read keep their names while the API's other views change. Money is in
 * US dollars, as it is stored; `display_currency` is the one the traveller chose to see.
 */
export function webhookBookingView(row: BookingRecord) {
  return {
    id: row.id,
    booking_code: row.bookingCode,
    status: row.bookingStatus,
    payment_status: row.paymentStatus,
    on_account: row.onAccount,
    sandbox: row.sandbox,
    ride_type: row.rideType,
    pickup_time: row.pickupTime.toISOString(),
    timezone: row.timezone,
    pickup: { address: row.pickupLocation, detail: row.pickupAddressDetail },
    dropoff: row.dropoffLocation
      ? { address: row.dropoffLocation, detail: row.dropoffAddressDetail }
      : null,
    round_trip_time: row.roundTripTime?.toISOString() ?? null,
    duration_hours: row.durationHours,
    days: row.days,
    vehicle: { id: row.vehicleId, name: row.vehicleName },
    passengers: row.passengers,
    luggage_count: row.luggageCount,
    flight_number: row.flightNumber ?? null,
    lead_passenger: row.name,
    driver_assigned: row.driverId !== null,
    total: fromCents(row.totalCents),
    partner_discount: fromCents(row.partnerDiscountCents),
    currency: 'USD',
    display_currency: row.currencyCode,
    booked_by: row.bookedBy,
    // The partner's own fields (docs/decisions/045-corporate-booking-fields.md); null when unused.
    cost_centre: row.costCentre,
    booking_reference: row.bookingReference,
    created_at: row.createdAt.toISOString(),
  }
}
export type WebhookBooking = ReturnType<typeof webhookBookingView>
