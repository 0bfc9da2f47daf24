import { pickupAddressDetailMissing } from '../places/address-detail'
import type { PlaceType } from '../places/place-type'

/**
 * What `isTripComplete` reads. `rideType` is a plain string because any ride type other than the
 * three known ones must make the trip incomplete rather than fail to compile
 * (docs/product.md#trip-details-and-bounds).
 */
export type TripDraft = {
  rideType: string
  /** `type` is the picked place's: a city or district pickup also needs its exact address. */
  pickup: { address: string; type?: PlaceType }
  pickupAddressDetail?: string
  dropoff?: { address: string } | null
  date: string
  time: string
  passengers: number
  isRoundTrip?: boolean
  returnDate?: string
  returnTime?: string
  duration?: number | null
  days?: number | null
}

const isSet = (value: string | null | undefined) => (value ?? '').trim() !== ''
const isPositive = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

/** Enables search / Find Vehicles (docs/product.md#trip-details-and-bounds). */
export function isTripComplete(ride: TripDraft): boolean {
  const common =
    isSet(ride.pickup.address) &&
    isSet(ride.date) &&
    isSet(ride.time) &&
    isPositive(ride.passengers) &&
    !pickupAddressDetailMissing(ride.pickup.type, ride.pickupAddressDetail)
  if (!common) return false

  switch (ride.rideType) {
    case 'one-way':
      return (
        isSet(ride.dropoff?.address) &&
        (!ride.isRoundTrip || (isSet(ride.returnDate) && isSet(ride.returnTime)))
      )
    case 'hourly':
      return isPositive(ride.duration)
    case 'multiday':
      return isPositive(ride.days)
    default:
      return false
  }
}
