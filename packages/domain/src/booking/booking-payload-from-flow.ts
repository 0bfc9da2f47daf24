import { addressDetailToSend } from '../places/address-detail'
import type { CurrencyCode } from '../currency/currencies'
import type { PassengerDetails } from '../passenger/passenger-details'
import type { RideDetails } from '../trip/ride-details'
import { zonedDateTimeToIso } from '../trip/zoned-time'
import type { VehicleOption } from '../vehicle/vehicle-option'
import type { BookingCreatePayloadInput } from './booking-create'
import type { Preferences } from './preferences'

/**
 * The POST /bookings body for the wizard's choices at the end of step 3. Prices are the quote's
 * USD figures (the server recomputes and compares); times are read in `timeZone`, the pickup's.
 */
export function bookingPayloadFromFlow(input: {
  rideDetails: RideDetails
  passengerDetails: PassengerDetails
  preferences: Preferences
  vehicle: VehicleOption
  quoteId: string
  currency: CurrencyCode
  timeZone: string
}): BookingCreatePayloadInput {
  const { rideDetails: ride, passengerDetails: passenger, preferences, vehicle } = input
  const oneWay = ride.rideType === 'one-way'
  const isRoundTrip = oneWay && ride.isRoundTrip
  const instructions = [passenger.notes, preferences.notes].map((n) => n.trim()).filter(Boolean)

  return {
    quote_id: input.quoteId,
    name: passenger.name,
    phone_number: passenger.phone,
    email: passenger.email,
    whatsapp_number: passenger.whatsapp,
    flight_number: preferences.flightNumber,
    luggage_count: preferences.luggageCount,
    driver_instructions: instructions.join('\n'),
    pickup_location: ride.pickup.address,
    dropoff_location: oneWay ? ride.dropoff.address : '',
    pickup_address_detail: addressDetailToSend(ride.pickup.type, ride.pickupAddressDetail),
    dropoff_address_detail: oneWay
      ? addressDetailToSend(ride.dropoff.type, ride.dropoffAddressDetail)
      : '',
    pickup_time: zonedDateTimeToIso(ride.date, ride.time, input.timeZone),
    vehicle_id: vehicle.id,
    vehicle_name: vehicle.name,
    vehicle_price: vehicle.pricing.originalBase,
    meet_greet_applicable: preferences.meetGreet && vehicle.meetGreetMode !== 'not_allowed',
    meet_greet_charge: vehicle.meetGreetChargeAmount,
    child_seat_applicable: preferences.childSeat && vehicle.childSeatMode !== 'not_allowed',
    child_seat_charge: vehicle.childSeatChargeAmount,
    child_seat_count: preferences.childSeatCount,
    currency_code: input.currency,
    timezone: input.timeZone,
    is_round_trip: isRoundTrip,
    round_trip_time: isRoundTrip
      ? zonedDateTimeToIso(ride.returnDate, ride.returnTime, input.timeZone)
      : null,
  }
}
