/**
 * What `isTripComplete` reads. `rideType` is a plain string because any ride type other than
 * the three known ones must make the trip incomplete rather than fail to compile (SPEC.md §5).
 */
export type TripDraft = {
  rideType: string
  pickup: { address: string }
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

/** Enables search / Find Vehicles (SPEC.md §5 "Trip complete"). */
export function isTripComplete(ride: TripDraft): boolean {
  const common =
    isSet(ride.pickup.address) &&
    isSet(ride.date) &&
    isSet(ride.time) &&
    isPositive(ride.passengers)
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
