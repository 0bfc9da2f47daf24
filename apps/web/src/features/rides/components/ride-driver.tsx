import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { RideView } from '@ridelane/domain'
import { MessageSquare, Phone } from 'lucide-react'
import { useMemo } from 'react'
import { hasMapPoints, rideMapView } from '@/components/ride-map/map-points'
import { RideMap } from '@/components/ride-map/ride-map'
import { buttonStyles } from '@/components/ui/button-styles'
import { smsHref, telHref } from './ride-format'
import { RideSection } from './ride-section'
import { pageLocale } from '@/i18n/format'

/** The statuses while a driver is assigned and not yet done: the page leads with the driver. */
export const driverComingStatuses: ReadonlySet<RideView['booking_status']> = new Set([
  'assigned',
  'driver_en_route',
  'driver_arrived',
])

const plateLabel = (plate: string) => t`Number plate ${plate}`

/** How far the driver is, e.g. 'About 2.4 km away, arriving in about 6 min'. */
function approachText(approach: NonNullable<RideView['driver_approach']>): string {
  const distance = approach.distance_km.toLocaleString(pageLocale())
  const eta = approach.eta_minutes
  return t`About ${distance} km away, arriving in about ${eta} min`
}

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
  const approach = ride.driver_approach
  const phone = driver?.phone
  return (
    <RideSection title={t`Driver and vehicle`}>
      {driver ? (
        <div className="grid gap-3">
          <p className="text-xl font-extrabold break-words text-ink-900">{driver.name}</p>
          {driver.vehicle && (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-ink-800">
              <span className="break-words">
                {driver.vehicle.make_model}, {driver.vehicle.colour}
              </span>
              <span
                aria-label={plateLabel(driver.vehicle.plate)}
                className="rounded-control border-2 border-ink-900 bg-warning-50 px-2 py-0.5 font-mono text-base font-bold tracking-wider text-ink-900"
              >
                {driver.vehicle.plate}
              </span>
            </p>
          )}
          {approach && (
            <div aria-live="polite">
              <p className="text-base font-semibold text-ink-900">{approachText(approach)}</p>
              <p className="text-sm text-ink-600">
                <Trans>A rough estimate: straight-line distance at town driving speed.</Trans>
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
              <Trans>
                <span className="sr-only">Call </span>
                {phone}
              </Trans>
            </a>
            <a
              href={smsHref(driver.phone)}
              className={buttonStyles({ variant: 'outline', className: 'flex-1 sm:flex-none' })}
            >
              <MessageSquare className="size-4" aria-hidden="true" />
              <Trans>Message</Trans>
            </a>
          </div>
        </div>
      ) : (
        <p>
          <Trans>
            Your driver&apos;s name, phone number and car appear here once a driver is assigned.
          </Trans>
        </p>
      )}
    </RideSection>
  )
}

/** Where the driver waits, and for how long at no charge. */
export function RideMeeting({ ride }: { ride: RideView }) {
  const { meeting, trip } = ride
  const flight = trip.flight_number
  const pickup = trip.pickup_address_detail || trip.pickup_location
  const name = meeting.name_sign
  const minutes = meeting.free_waiting_minutes
  return (
    <RideSection title={t`Where to meet`}>
      {meeting.kind === 'airport_arrivals' ? (
        <p>
          {flight
            ? t`Your driver meets you inside the arrivals hall and follows flight ${flight}.`
            : t`Your driver meets you inside the arrivals hall.`}
        </p>
      ) : (
        <p>{t`Your driver meets you at the pickup: ${pickup}.`}</p>
      )}
      {name && (
        <p className="mt-2">
          <Trans>
            Look for the sign with the name <strong className="text-ink-900">{name}</strong>.
          </Trans>
        </p>
      )}
      <p className="mt-2">
        {meeting.kind === 'airport_arrivals'
          ? plural(minutes, {
              one: 'Waiting is free for # minute after your flight lands.',
              other: 'Waiting is free for # minutes after your flight lands.',
            })
          : plural(minutes, {
              one: 'The first # minute of waiting is free.',
              other: 'The first # minutes of waiting are free.',
            })}
      </p>
    </RideSection>
  )
}
