import { addressDetailToSend, type RideDetails, type TripLocation } from '@ridelane/domain'
import { CalendarDays, Clock, MapPin, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatTripDate, plural, rideLengthLabel } from './trip-format'

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <span className="mt-0.5 text-ink-400">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs text-ink-500">{label}</dt>
        <dd className="font-semibold break-words text-ink-900">{children}</dd>
      </div>
    </div>
  )
}

const icon = (Icon: typeof MapPin) => <Icon className="size-4" aria-hidden="true" />

/** A place with its exact address under it, when one is asked for and given. */
function PlaceWithDetail({ place, detail }: { place: TripLocation; detail: string }) {
  const exact = addressDetailToSend(place.type, detail)
  return (
    <>
      {place.address}
      {exact && (
        <span className="block font-normal text-ink-700">
          <span className="sr-only">Exact address: </span>
          {exact}
        </span>
      )}
    </>
  )
}

/** The trip in one block: step 1's confirmed view, step 2's bar and step 4's Trip Summary. */
export function TripSummary({ ride, className }: { ride: RideDetails; className?: string }) {
  return (
    <dl className={className ?? 'grid gap-3 sm:grid-cols-2'}>
      <Item icon={icon(MapPin)} label="Pickup">
        <PlaceWithDetail place={ride.pickup} detail={ride.pickupAddressDetail} />
      </Item>
      {ride.rideType === 'one-way' ? (
        <Item icon={icon(MapPin)} label="Dropoff">
          <PlaceWithDetail place={ride.dropoff} detail={ride.dropoffAddressDetail} />
        </Item>
      ) : (
        <Item icon={icon(Clock)} label="Hire">
          {rideLengthLabel(ride)}
        </Item>
      )}
      <Item icon={icon(CalendarDays)} label="Date and time">
        {formatTripDate(ride.date)} at {ride.time}
      </Item>
      <Item icon={icon(Users)} label="Passengers">
        {plural(ride.passengers, 'passenger')}
      </Item>
      {ride.rideType === 'one-way' && ride.isRoundTrip && (
        <Item icon={icon(CalendarDays)} label="Return">
          {formatTripDate(ride.returnDate)} at {ride.returnTime}
        </Item>
      )}
    </dl>
  )
}
