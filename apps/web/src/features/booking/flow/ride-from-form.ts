import {
  clampHourlyDuration,
  clampMultidayDays,
  clampPassengers,
  defaultRideDetails,
  emptyTripLocation,
  localDateSchema,
  localTimeSchema,
  rideTypeSchema,
  withRideType,
  withRoundTrip,
  type RideDetails,
} from '@ridelane/domain'

const dateOrBlank = (value: string | undefined) =>
  localDateSchema.safeParse(value).success ? (value as RideDetails['date']) : ''
const timeOrBlank = (value: string | undefined) =>
  localTimeSchema.safeParse(value).success ? (value as RideDetails['time']) : ''

/**
 * The ride held by the ride fields' inputs, by their names (ride-fields.tsx). Places come back as
 * typed text only: a place counts once it is picked from the suggestions
 * (docs/product.md#trip-details-and-bounds).
 */
export function rideFromFormValues(values: Record<string, string>): RideDetails {
  const rideType = rideTypeSchema.catch(defaultRideDetails.rideType).parse(values['ride-type'])
  const ride: RideDetails = {
    ...defaultRideDetails,
    pickup: { ...emptyTripLocation, address: values.pickup ?? '' },
    dropoff: { ...emptyTripLocation, address: values.dropoff ?? '' },
    date: dateOrBlank(values.date),
    time: timeOrBlank(values.time),
    passengers: clampPassengers(values.passengers ?? defaultRideDetails.passengers),
    returnDate: dateOrBlank(values['return-date']),
    returnTime: timeOrBlank(values['return-time']),
    duration: values.hours === undefined ? undefined : clampHourlyDuration(values.hours),
    days: values.days === undefined ? undefined : clampMultidayDays(values.days),
  }
  return withRideType(withRoundTrip(ride, values['round-trip'] === 'on'), rideType)
}
