import type { DriverJob } from '@ridelane/domain'
import { MapPin, Navigation, Phone } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { driverJobMapView, hasMapPoints } from '@/components/ride-map/map-points'
import { RideMap } from '@/components/ride-map/ride-map'
import { DriverFlight } from './driver-flight'
import { pickupClock, telHref, zoneWords } from './driver-format'

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-card border border-ink-200 bg-white p-4">
      <h2 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{title}</h2>
      <div className="mt-2 text-ink-900">{children}</div>
    </section>
  )
}

function Place({ place, label }: { place: NonNullable<DriverJob['dropoff']>; label: string }) {
  return (
    <div>
      <p className="flex items-start gap-2 text-lg font-semibold">
        <MapPin className="mt-1 size-5 shrink-0" aria-hidden="true" />
        {place.address}
      </p>
      {place.detail && <p className="ml-7 text-ink-700">{place.detail}</p>}
      <a
        href={place.navigation_url}
        target="_blank"
        rel="noreferrer"
        className="mt-2 ml-7 inline-flex items-center gap-1.5 font-semibold underline underline-offset-4"
      >
        <Navigation className="size-4" aria-hidden="true" />
        {`Navigate to the ${label}`}
      </a>
    </div>
  )
}

const jobOver: ReadonlySet<DriverJob['status']> = new Set(['cancelled', 'completed', 'no_show'])

/** What the driver needs at the wheel: when, where, who, and what to bring. */
export function DriverJobDetails({ job }: { job: DriverJob }) {
  const { passenger } = job
  const map = useMemo(() => driverJobMapView(job), [job])
  // The pickup and the drop-off on a map until the job is over (docs/decisions/041-ride-map.md).
  const showMap = hasMapPoints(map) && !jobOver.has(job.status)
  return (
    <div className="grid gap-3">
      <Block title="Pickup">
        <p className="text-2xl font-extrabold">{pickupClock(job.pickup_time, job.timezone)}</p>
        <p className="text-sm text-ink-700">{zoneWords(job.timezone)}</p>
        <div className="mt-3">
          <Place place={job.pickup} label="pickup" />
        </div>
        {showMap && <RideMap view={map} className="mt-3" />}
        <DriverFlight job={job} />
      </Block>
      {job.dropoff && (
        <Block title="Drop-off">
          <Place place={job.dropoff} label="drop-off" />
        </Block>
      )}
      {job.name_sign && (
        <Block title="Name sign">
          <p className="rounded-control border-2 border-ink-900 px-3 py-4 text-center text-3xl font-extrabold break-words">
            {job.name_sign}
          </p>
        </Block>
      )}
      <Block title="Passenger">
        <p className="text-lg font-semibold">{passenger.name}</p>
        <a
          href={telHref(passenger.phone)}
          className="mt-2 inline-flex h-12 items-center gap-2 rounded-control border border-ink-300 px-4 font-semibold"
        >
          <Phone className="size-5" aria-hidden="true" />
          {`Call ${passenger.phone}`}
        </a>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-ink-600">Passengers</dt>
          <dd>{passenger.passengers}</dd>
          <dt className="text-ink-600">Luggage</dt>
          <dd>{passenger.luggage_count}</dd>
          <dt className="text-ink-600">Child seats</dt>
          <dd>{passenger.child_seat_count}</dd>
        </dl>
      </Block>
      {job.notes && (
        <Block title="Notes from the passenger">
          <p className="whitespace-pre-line">{job.notes}</p>
        </Block>
      )}
      {job.vehicle && (
        <Block title="Your vehicle">
          <p>{`${job.vehicle.colour} ${job.vehicle.make_model}, ${job.vehicle.plate}`}</p>
        </Block>
      )}
    </div>
  )
}
