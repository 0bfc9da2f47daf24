import { z } from 'zod'
import {
  HOURLY_DURATION_BOUNDS,
  MULTIDAY_DAYS_BOUNDS,
  PASSENGER_BOUNDS,
  hourlyDurationSchema,
  multidayDaysSchema,
  passengerCountSchema,
} from './trip-bounds'
import { localDateSchema, localTimeSchema } from './zoned-time'

// SPEC.md §3 "Booking search draft / ride details".
export const rideTypes = ['one-way', 'hourly', 'multiday'] as const
export const rideTypeSchema = z.enum(rideTypes)
export type RideType = z.infer<typeof rideTypeSchema>
export const DEFAULT_RIDE_TYPE: RideType = 'one-way'

export const latitudeSchema = z.number().min(-90).max(90)
export const longitudeSchema = z.number().min(-180).max(180)

/** A place with coordinates, as the API takes it (ARCHITECTURE.md "Contract details"). */
export const geoLocationSchema = z.object({
  address: z.string().trim().min(1, 'Address is required').max(300),
  lat: latitudeSchema,
  lng: longitudeSchema,
})
export type GeoLocation = z.infer<typeof geoLocationSchema>

/**
 * A place field of the search form. Coordinates stay null until a suggestion with coordinates
 * is picked: a typed address alone is not a place (SPEC.md §5).
 */
export const tripLocationSchema = z.object({
  address: z.string().trim().max(300),
  lat: latitudeSchema.nullable(),
  lng: longitudeSchema.nullable(),
})
export type TripLocation = z.infer<typeof tripLocationSchema>
export const emptyTripLocation: TripLocation = { address: '', lat: null, lng: null }

const blankOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema])

/** The search form's draft; empty strings mean "not chosen yet". */
export const rideDetailsSchema = z.object({
  rideType: rideTypeSchema.default(DEFAULT_RIDE_TYPE),
  pickup: tripLocationSchema.default(emptyTripLocation),
  dropoff: tripLocationSchema.default(emptyTripLocation),
  date: blankOr(localDateSchema).default(''),
  time: blankOr(localTimeSchema).default(''),
  passengers: passengerCountSchema.default(PASSENGER_BOUNDS.default),
  isRoundTrip: z.boolean().default(false),
  returnDate: blankOr(localDateSchema).default(''),
  returnTime: blankOr(localTimeSchema).default(''),
  /** Hours, hourly rides only. */
  duration: hourlyDurationSchema.optional(),
  /** Days, multi-day rides only. */
  days: multidayDaysSchema.optional(),
})
export type RideDetails = z.infer<typeof rideDetailsSchema>

export const defaultRideDetails: RideDetails = rideDetailsSchema.parse({})

/** True when the place came from a suggestion with coordinates (SPEC.md §5). */
export function hasCoordinates(location: TripLocation): location is GeoLocation {
  return location.address.trim() !== '' && location.lat !== null && location.lng !== null
}

/** Ticking or unticking round trip; unticking clears return date and time (SPEC.md §4). */
export function withRoundTrip(ride: RideDetails, isRoundTrip: boolean): RideDetails {
  return isRoundTrip
    ? { ...ride, isRoundTrip }
    : { ...ride, isRoundTrip, returnDate: '', returnTime: '' }
}

/**
 * Switching ride type: hours and days start at their minimum, and only a one-way ride keeps
 * its round trip (SPEC.md §2 step 1).
 */
export function withRideType(ride: RideDetails, rideType: RideType): RideDetails {
  return {
    ...withRoundTrip(ride, rideType === 'one-way' && ride.isRoundTrip),
    rideType,
    duration: rideType === 'hourly' ? (ride.duration ?? HOURLY_DURATION_BOUNDS.min) : undefined,
    days: rideType === 'multiday' ? (ride.days ?? MULTIDAY_DAYS_BOUNDS.min) : undefined,
  }
}
