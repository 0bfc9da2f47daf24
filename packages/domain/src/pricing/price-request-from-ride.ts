import { DomainError } from '../errors/domain-error'
import { isTripComplete } from '../trip/is-trip-complete'
import {
  hasCoordinates,
  type GeoLocation,
  type RideDetails,
  type TripLocation,
} from '../trip/ride-details'
import { zonedDateTimeToIso } from '../trip/zoned-time'
import type { PriceCalculationRequest } from './price-calculation'

// The type goes with the place so the quote knows whether the booking needs the exact address.
const place = ({ address, lat, lng, type, placeId }: GeoLocation & TripLocation): GeoLocation => ({
  address,
  lat,
  lng,
  ...(type ? { type } : {}),
  ...(placeId ? { place_id: placeId } : {}),
})

/**
 * The price request for a complete trip; local dates and times are read in `timeZone`
 * (the pickup's zone) and sent with its offset.
 */
export function priceRequestFromRideDetails(
  ride: RideDetails,
  timeZone: string,
): PriceCalculationRequest {
  if (!isTripComplete(ride)) throw new DomainError('BAD_REQUEST', 'Trip details are incomplete')
  if (!hasCoordinates(ride.pickup)) {
    throw new DomainError('BAD_REQUEST', 'Choose the pickup from the suggestions')
  }
  const oneWay = ride.rideType === 'one-way'
  if (oneWay && !hasCoordinates(ride.dropoff)) {
    throw new DomainError('BAD_REQUEST', 'Choose the dropoff from the suggestions')
  }
  const roundTrip = oneWay && ride.isRoundTrip

  return {
    ride_type: ride.rideType,
    pickup: place(ride.pickup),
    ...(oneWay && hasCoordinates(ride.dropoff) ? { dropoff: place(ride.dropoff) } : {}),
    booking_time: zonedDateTimeToIso(ride.date, ride.time, timeZone),
    timezone: timeZone,
    roundTrip,
    ...(roundTrip
      ? { roundTripDateTime: zonedDateTimeToIso(ride.returnDate, ride.returnTime, timeZone) }
      : {}),
    passengers: ride.passengers,
    ...(ride.rideType === 'hourly' ? { duration: ride.duration } : {}),
    ...(ride.rideType === 'multiday' ? { days: ride.days } : {}),
  }
}
