import { fromCents, type Booking } from '@ridelane/domain'
import type { BookingRow } from './repository'

/** A stored booking as clients see it: never the token hash, idempotency fields or partner id. */
export function bookingView(row: BookingRow): Booking {
  return {
    id: row.id,
    booking_code: row.bookingCode,
    name: row.name,
    phone_number: row.phoneNumber,
    email: row.email,
    whatsapp_number: row.whatsappNumber ?? '',
    flight_number: row.flightNumber ?? '',
    luggage_count: row.luggageCount,
    driver_instructions: row.driverInstructions ?? '',
    pickup_location: row.pickupLocation,
    dropoff_location: row.dropoffLocation ?? '',
    pickup_address_detail: row.pickupAddressDetail,
    dropoff_address_detail: row.dropoffAddressDetail,
    pickup_time: row.pickupTime.toISOString(),
    vehicle_id: row.vehicleId,
    vehicle_name: row.vehicleName,
    vehicle_price: fromCents(row.baseFareCents),
    meet_greet_applicable: row.meetGreetApplicable,
    meet_greet_charge: fromCents(row.meetGreetChargeCents),
    child_seat_applicable: row.childSeatApplicable,
    child_seat_charge: fromCents(row.childSeatChargeCents),
    child_seat_count: row.childSeatCount,
    night_charge_applicable: row.nightChargeApplicable,
    night_charge_amount: fromCents(row.nightChargeCents),
    currency_code: row.currencyCode as Booking['currency_code'],
    timezone: row.timezone,
    is_round_trip: row.isRoundTrip,
    round_trip_time: row.roundTripTime?.toISOString() ?? null,
    booking_status: row.bookingStatus,
    payment_status: row.paymentStatus,
    payment_reference: row.paymentReference,
    partner_discount_amount: fromCents(row.partnerDiscountCents),
    total_price: fromCents(row.totalCents),
    created_at: row.createdAt.toISOString(),
  }
}
