import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { addressDetailToSend, type RideDetails, type TripLocation } from '@ridelane/domain'
import { CalendarDays, Clock, MapPin, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatTripDate, passengerCount, rideLengthLabel } from './trip-format'

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
          <span className="sr-only">
            <Trans>Exact address:</Trans>{' '}
          </span>
          {exact}
        </span>
      )}
    </>
  )
}

/** The trip in one block: step 1's confirmed view, step 2's bar and step 4's Trip Summary. */
export function TripSummary({ ride, className }: { ride: RideDetails; className?: string }) {
  const date = formatTripDate(ride.date)
  const time = ride.time
  const returnDate = formatTripDate(ride.returnDate)
  const returnTime = ride.returnTime
  return (
    <dl className={className ?? 'grid gap-3 sm:grid-cols-2'}>
      <Item icon={icon(MapPin)} label={t`Pickup`}>
        <PlaceWithDetail place={ride.pickup} detail={ride.pickupAddressDetail} />
      </Item>
      {ride.rideType === 'one-way' ? (
        <Item icon={icon(MapPin)} label={t`Dropoff`}>
          <PlaceWithDetail place={ride.dropoff} detail={ride.dropoffAddressDetail} />
        </Item>
      ) : (
        <Item icon={icon(Clock)} label={t`Hire`}>
          {rideLengthLabel(ride)}
        </Item>
      )}
      <Item icon={icon(CalendarDays)} label={t`Date and time`}>
        <Trans>
          {date} at {time}
        </Trans>
      </Item>
      <Item icon={icon(Users)} label={t`Passengers`}>
        {passengerCount(ride.passengers)}
      </Item>
      {ride.rideType === 'one-way' && ride.isRoundTrip && (
        <Item icon={icon(CalendarDays)} label={t`Return`}>
          <Trans>
            {returnDate} at {returnTime}
          </Trans>
        </Item>
      )}
    </dl>
  )
}
