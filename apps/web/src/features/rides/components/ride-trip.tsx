import type { RideView } from '@ridelane/domain'
import { FlightLine } from '@/components/flight-line'
import { formatClock, formatRideTime, zoneName } from './ride-format'
import { DetailRow, RideSection } from './ride-section'

const rideTypeNames: Record<string, string> = {
  'one-way': 'One way',
  hourly: 'Hourly hire',
  multiday: 'Multi-day hire',
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
  return (
    <RideSection title="Your trip">
      <dl>
        <DetailRow label="Ride">{rideTypeNames[trip.ride_type] ?? trip.ride_type}</DetailRow>
        <DetailRow label="Pickup">
          {place(trip.pickup_location, trip.pickup_address_detail)}
        </DetailRow>
        {trip.dropoff_location && (
          <DetailRow label="Drop-off">
            {place(trip.dropoff_location, trip.dropoff_address_detail)}
          </DetailRow>
        )}
        <DetailRow label="Pickup time">
          <RideTime iso={trip.pickup_time} trip={trip} />
        </DetailRow>
        {trip.is_round_trip && trip.round_trip_time && (
          <DetailRow label="Return pickup">
            <RideTime iso={trip.round_trip_time} trip={trip} />
          </DetailRow>
        )}
        {trip.duration_hours !== null && (
          <DetailRow label="Duration">{`${trip.duration_hours} hours`}</DetailRow>
        )}
        {trip.days !== null && <DetailRow label="Days">{`${trip.days} days`}</DetailRow>}
        {trip.flight ? (
          <DetailRow label="Flight">
            <FlightLine flight={trip.flight} clock={(iso) => formatClock(iso, trip.timezone)} />
          </DetailRow>
        ) : (
          trip.flight_number && <DetailRow label="Flight">{trip.flight_number}</DetailRow>
        )}
        <DetailRow label="Vehicle">{`${vehicle.name}, up to ${vehicle.seats} seats`}</DetailRow>
      </dl>
    </RideSection>
  )
}

/** Who travels and what they asked for. */
export function RidePassenger({ ride }: { ride: RideView }) {
  const { passenger } = ride
  return (
    <RideSection title="Passenger and preferences">
      <dl>
        <DetailRow label="Name">{passenger.name}</DetailRow>
        <DetailRow label="Email">{passenger.email}</DetailRow>
        <DetailRow label="Phone">{passenger.phone_number}</DetailRow>
        {passenger.whatsapp_number && (
          <DetailRow label="WhatsApp">{passenger.whatsapp_number}</DetailRow>
        )}
        <DetailRow label="Passengers">{String(passenger.passengers)}</DetailRow>
        <DetailRow label="Luggage">{String(passenger.luggage_count)}</DetailRow>
        <DetailRow label="Meet & greet">{passenger.meet_greet ? 'Yes' : 'No'}</DetailRow>
        <DetailRow label="Child seats">{String(passenger.child_seat_count)}</DetailRow>
        {passenger.driver_instructions && (
          <DetailRow label="Notes for the driver">{passenger.driver_instructions}</DetailRow>
        )}
      </dl>
    </RideSection>
  )
}
