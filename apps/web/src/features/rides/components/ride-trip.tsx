import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import type { RideView } from '@ridelane/domain'
import { FlightLine } from '@/components/flight-line'
import { formatClock, formatRideTime, zoneName } from './ride-format'
import { DetailRow, RideSection } from './ride-section'

const rideTypeNames: Record<string, MessageDescriptor> = {
  'one-way': msg`One way`,
  hourly: msg`Hourly hire`,
  multiday: msg`Multi-day hire`,
}

/** A time in the pickup's zone, with the traveller's own clock beside it when that differs. */
function RideTime({ iso, trip }: { iso: string; trip: RideView['trip'] }) {
  return (
    <>
      <time dateTime={iso}>{formatRideTime(iso, trip.timezone)}</time> {zoneName(trip.timezone)}
      {trip.traveller_timezone && (
        <span className="block font-normal text-ink-600">
          {`${formatClock(iso, trip.traveller_timezone)} ${zoneName(trip.traveller_timezone)}`}
        </span>
      )}
    </>
  )
}

const place = (name: string, detail: string) => (detail ? `${name} (${detail})` : name)

/** Where and when: pickup, drop-off, times, the vehicle class booked. */
export function RideTrip({ ride }: { ride: RideView }) {
  const { trip, vehicle } = ride
  const rideType = rideTypeNames[trip.ride_type]
  const hours = trip.duration_hours
  const days = trip.days
  const vehicleName = vehicle.name
  const seats = vehicle.seats
  return (
    <RideSection title={t`Your trip`}>
      <dl>
        <DetailRow label={t`Ride`}>{rideType ? i18n._(rideType) : trip.ride_type}</DetailRow>
        <DetailRow label={t`Pickup`}>
          {place(trip.pickup_location, trip.pickup_address_detail)}
        </DetailRow>
        {trip.dropoff_location && (
          <DetailRow label={t`Drop-off`}>
            {place(trip.dropoff_location, trip.dropoff_address_detail)}
          </DetailRow>
        )}
        <DetailRow label={t`Pickup time`}>
          <RideTime iso={trip.pickup_time} trip={trip} />
        </DetailRow>
        {trip.is_round_trip && trip.round_trip_time && (
          <DetailRow label={t`Return pickup`}>
            <RideTime iso={trip.round_trip_time} trip={trip} />
          </DetailRow>
        )}
        {hours !== null && (
          <DetailRow label={t`Duration`}>
            {plural(hours, { one: '# hour', other: '# hours' })}
          </DetailRow>
        )}
        {days !== null && (
          <DetailRow label={t`Days`}>{plural(days, { one: '# day', other: '# days' })}</DetailRow>
        )}
        {trip.flight ? (
          <DetailRow label={t`Flight`}>
            <FlightLine flight={trip.flight} clock={(iso) => formatClock(iso, trip.timezone)} />
          </DetailRow>
        ) : (
          trip.flight_number && <DetailRow label={t`Flight`}>{trip.flight_number}</DetailRow>
        )}
        <DetailRow label={t`Vehicle`}>
          {plural(seats, {
            one: `${vehicleName}, up to # seat`,
            other: `${vehicleName}, up to # seats`,
          })}
        </DetailRow>
      </dl>
    </RideSection>
  )
}

/** Who travels and what they asked for. */
export function RidePassenger({ ride }: { ride: RideView }) {
  const { passenger } = ride
  return (
    <RideSection title={t`Passenger and preferences`}>
      <dl>
        <DetailRow label={t`Name`}>{passenger.name}</DetailRow>
        <DetailRow label={t`Email`}>{passenger.email}</DetailRow>
        <DetailRow label={t`Phone`}>{passenger.phone_number}</DetailRow>
        {passenger.whatsapp_number && (
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name
          <DetailRow label="WhatsApp">{passenger.whatsapp_number}</DetailRow>
        )}
        <DetailRow label={t`Passengers`}>{String(passenger.passengers)}</DetailRow>
        <DetailRow label={t`Luggage`}>{String(passenger.luggage_count)}</DetailRow>
        <DetailRow label={t`Meet & greet`}>{passenger.meet_greet ? t`Yes` : t`No`}</DetailRow>
        <DetailRow label={t`Child seats`}>{String(passenger.child_seat_count)}</DetailRow>
        {passenger.driver_instructions && (
          <DetailRow label={t`Notes for the driver`}>{passenger.driver_instructions}</DetailRow>
        )}
      </dl>
    </RideSection>
  )
}
