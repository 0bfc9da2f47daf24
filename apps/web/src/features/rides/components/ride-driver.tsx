import type { RideView } from '@ridelane/domain'
import { Phone } from 'lucide-react'
import { telHref } from './ride-format'
import { DetailRow, RideSection } from './ride-section'

/** The driver and their car once assigned; until then, when to expect them. */
export function RideDriver({ ride }: { ride: RideView }) {
  const { driver } = ride
  return (
    <RideSection title="Driver and vehicle">
      {driver ? (
        <dl>
          <DetailRow label="Driver">{driver.name}</DetailRow>
          <DetailRow label="Phone">
            <a
              href={telHref(driver.phone)}
              className="inline-flex items-center gap-1.5 underline underline-offset-4"
            >
              <Phone className="size-4" aria-hidden="true" />
              {driver.phone}
            </a>
          </DetailRow>
          {ride.driver_approach && (
            <DetailRow label="On the way">
              <span aria-live="polite">
                {`About ${ride.driver_approach.distance_km.toLocaleString('en-GB')} km away, arriving in about ${ride.driver_approach.eta_minutes} min`}
              </span>
              <span className="block text-sm text-ink-600">
                A rough estimate: straight-line distance at town driving speed.
              </span>
            </DetailRow>
          )}
          {driver.vehicle && (
            <>
              <DetailRow label="Car">{driver.vehicle.make_model}</DetailRow>
              <DetailRow label="Colour">{driver.vehicle.colour}</DetailRow>
              <DetailRow label="Number plate">{driver.vehicle.plate}</DetailRow>
            </>
          )}
        </dl>
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
