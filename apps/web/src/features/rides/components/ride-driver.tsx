import type { RideView } from '@ridelane/domain'
import { MessageSquare, Phone } from 'lucide-react'
import { useMemo } from 'react'
import { hasMapPoints, rideMapView } from '@/components/ride-map/map-points'
import { RideMap } from '@/components/ride-map/ride-map'
import { buttonStyles } from '@/components/ui/button-styles'
import { smsHref, telHref } from './ride-format'
import { RideSection } from './ride-section'

/** The statuses while a driver is assigned and not yet done: the page leads with the driver. */
export const driverComingStatuses: ReadonlySet<RideView['booking_status']> = new Set([
  'assigned',
  'driver_en_route',
  'driver_arrived',
])

/**
 * The driver and their car once assigned: name, car, colour and plate large enough to pick out
 * at a kerb, buttons to call or text them, and how far away they are while they share a
 * position. Until a driver is assigned, when to expect one.
 */
export function RideDriver({ ride }: { ride: RideView }) {
  const { driver } = ride
  // The map while the driver is coming: the pickup and drop-off at once, the driver once they
  // share a position (docs/decisions/041-ride-map.md).
  const map = useMemo(() => rideMapView(ride), [ride])
  const showMap = driverComingStatuses.has(ride.booking_status) && hasMapPoints(map)
  return (
    <RideSection title="Driver and vehicle">
      {driver ? (
        <div className="grid gap-3">
          <p className="text-xl font-extrabold break-words text-ink-900">{driver.name}</p>
          {driver.vehicle && (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-ink-800">
              <span className="break-words">
                {driver.vehicle.make_model}, {driver.vehicle.colour}
              </span>
              <span
                aria-label={`Number plate ${driver.vehicle.plate}`}
                className="rounded-control border-2 border-ink-900 bg-warning-50 px-2 py-0.5 font-mono text-base font-bold tracking-wider text-ink-900"
              >
                {driver.vehicle.plate}
              </span>
            </p>
          )}
          {ride.driver_approach && (
            <div aria-live="polite">
              <p className="text-base font-semibold text-ink-900">
                {`About ${ride.driver_approach.distance_km.toLocaleString('en-GB')} km away, arriving in about ${ride.driver_approach.eta_minutes} min`}
              </p>
              <p className="text-sm text-ink-600">
                A rough estimate: straight-line distance at town driving speed.
              </p>
            </div>
          )}
          {showMap && <RideMap view={map} />}
          <div className="flex flex-wrap gap-2">
            <a
              href={telHref(driver.phone)}
              className={buttonStyles({ variant: 'secondary', className: 'flex-1 sm:flex-none' })}
            >
              <Phone className="size-4" aria-hidden="true" />
              <span className="sr-only">Call </span>
              {driver.phone}
            </a>
            <a
              href={smsHref(driver.phone)}
              className={buttonStyles({ variant: 'outline', className: 'flex-1 sm:flex-none' })}
            >
              <MessageSquare className="size-4" aria-hidden="true" />
              Message
            </a>
          </div>
        </div>
      ) : (
        <p>Your driver&apos;s name, phone number and car appear here once a driver is assigned.</p>
      )}
    </RideSection>
  )
}

/** Where the driver waits, and for how long at no charge. */
export function RideMeeting({ ride }: { ride: RideView }) {
  const { meeting, trip } = ride
  return (
    <RideSection title="Where to meet">
      {meeting.kind === 'airport_arrivals' ? (
        <p>
          Your driver meets you inside the arrivals hall
          {trip.flight_number ? ` and follows flight ${trip.flight_number}` : ''}.
        </p>
      ) : (
        <p>{`Your driver meets you at the pickup: ${trip.pickup_address_detail || trip.pickup_location}.`}</p>
      )}
      {meeting.name_sign && (
        <p className="mt-2">
          Look for the sign with the name{' '}
          <strong className="text-ink-900">{meeting.name_sign}</strong>.
        </p>
      )}
      <p className="mt-2">
        {meeting.kind === 'airport_arrivals'
          ? `Waiting is free for ${meeting.free_waiting_minutes} minutes after your flight lands.`
          : `The first ${meeting.free_waiting_minutes} minutes of waiting are free.`}
      </p>
    </RideSection>
  )
}
