import { z } from 'zod'
import { oneLineTextSchema } from '../validation/one-line'
import {
  HOURLY_DURATION_BOUNDS,
  MULTIDAY_DAYS_BOUNDS,
  PASSENGER_BOUNDS,
  hourlyDurationSchema,
  multidayDaysSchema,
  passengerCountSchema,
} from './trip-bounds'
import { placeTypeSchema } from '../places/place-type'
import { localDateSchema, localTimeSchema } from './zoned-time'

// docs/product.md#endpoints.
export const rideTypes = ['one-way', 'hourly', 'multiday'] as const
export const rideTypeSchema = z.enum(rideTypes)
export type RideType = z.infer<typeof rideTypeSchema>
export const DEFAULT_RIDE_TYPE: RideType = 'one-way'

export const latitudeSchema = z.number().min(-90).max(90)
export const longitudeSchema = z.number().min(-180).max(180)

export const ADDRESS_MAX_LENGTH = 300
export const PLACE_ID_MAX_LENGTH = 200

/** The id the place search gave a place, kept with the quote beside its address and coordinates. */
export const placeIdSchema = z.string().trim().min(1).max(PLACE_ID_MAX_LENGTH)

/**
 * A place with coordinates, as the API takes it. The address is one line: it reaches the
 * confirmation mail as it was priced.
 */
export const geoLocationSchema = z.object({
  address: oneLineTextSchema(ADDRESS_MAX_LENGTH).min(1, 'Address is required'),
  lat: latitudeSchema,
  lng: longitudeSchema,
  /** The kind of place the search returned; a city or district pickup needs the exact address. */
  type: placeTypeSchema.optional(),
  place_id: placeIdSchema.optional(),
  /**
   * Set by the server only, on the quote: the client's own words for a place the server named
   * from its gazetteer, kept as the booking's address note. A client's value is dropped.
   */
  note: oneLineTextSchema(ADDRESS_MAX_LENGTH).optional(),
})
export type GeoLocation = z.infer<typeof geoLocationSchema>

/**
 * A place field of the search form. Coordinates stay null until a suggestion with coordinates
 * is picked: a typed address alone is not a place (docs/product.md#trip-details-and-bounds).
 */
export const tripLocationSchema = z.object({
  address: z.string().trim().max(ADDRESS_MAX_LENGTH),
  lat: latitudeSchema.nullable(),
  lng: longitudeSchema.nullable(),
  /** The picked suggestion's type; absent until a place is picked. */
  type: placeTypeSchema.optional(),
  /** The place search's id for the picked suggestion, when there is one. */
  placeId: placeIdSchema.optional(),
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
  /** The exact address beside a city or district pickup (address-detail.ts). */
  pickupAddressDetail: z.string().default(''),
  /** The same beside a one-way ride's dropoff; optional there. */
  dropoffAddressDetail: z.string().default(''),
})
export type RideDetails = z.infer<typeof rideDetailsSchema>

export const defaultRideDetails: RideDetails = rideDetailsSchema.parse({})

/** True when the place came from a suggestion with coordinates (docs/product.md#trip-details-and-bounds). */
export function hasCoordinates(location: TripLocation): location is GeoLocation {
  return location.address.trim() !== '' && location.lat !== null && location.lng !== null
}

/** Ticking or unticking round trip; unticking clears return date and time (docs/product.md#booking-wizard). */
export function withRoundTrip(ride: RideDetails, isRoundTrip: boolean): RideDetails {
  return isRoundTrip
    ? { ...ride, isRoundTrip }
    : { ...ride, isRoundTrip, returnDate: '', returnTime: '' }
}

/**
 * Switching ride type: hours and days start at their minimum, and only a one-way ride keeps
 * its round trip (docs/product.md#booking-wizard).
 */
export function withRideType(ride: RideDetails, rideType: RideType): RideDetails {
  return {
    ...withRoundTrip(ride, rideType === 'one-way' && ride.isRoundTrip),
    rideType,
    duration: rideType === 'hourly' ? (ride.duration ?? HOURLY_DURATION_BOUNDS.min) : undefined,
    days: rideType === 'multiday' ? (ride.days ?? MULTIDAY_DAYS_BOUNDS.min) : undefined,
  }
}
