import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
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

function Place({
  place,
  navigateLabel,
}: {
  place: NonNullable<DriverJob['dropoff']>
  navigateLabel: string
}) {
  return (
    <div>
      <p className="flex items-start gap-2 text-lg font-semibold">
        <MapPin className="mt-1 size-5 shrink-0" aria-hidden="true" />
        {place.address}
      </p>
      {place.detail && <p className="ms-7 text-ink-700">{place.detail}</p>}
      <a
        href={place.navigation_url}
        target="_blank"
        rel="noreferrer"
        className="mt-2 ms-7 inline-flex items-center gap-1.5 font-semibold underline underline-offset-4"
      >
        <Navigation className="size-4" aria-hidden="true" />
        {navigateLabel}
      </a>
    </div>
  )
}

const jobOver: ReadonlySet<DriverJob['status']> = new Set(['cancelled', 'completed', 'no_show'])

/** What the driver needs at the wheel: when, where, who, and what to bring. */
export function DriverJobDetails({ job }: { job: DriverJob }) {
  const { passenger } = job
  const phone = passenger.phone
  const map = useMemo(() => driverJobMapView(job), [job])
  // The pickup and the drop-off on a map until the job is over (docs/decisions/041-ride-map.md).
  const showMap = hasMapPoints(map) && !jobOver.has(job.status)
  return (
    <div className="grid gap-3">
      <Block title={t`Pickup`}>
        <p className="text-2xl font-extrabold">{pickupClock(job.pickup_time, job.timezone)}</p>
        <p className="text-sm text-ink-700">{zoneWords(job.timezone)}</p>
        <div className="mt-3">
          <Place place={job.pickup} navigateLabel={t`Navigate to the pickup`} />
        </div>
        {showMap && <RideMap view={map} className="mt-3" />}
        <DriverFlight job={job} />
      </Block>
      {job.dropoff && (
        <Block title={t`Drop-off`}>
          <Place place={job.dropoff} navigateLabel={t`Navigate to the drop-off`} />
        </Block>
      )}
      {job.name_sign && (
        <Block title={t`Name sign`}>
          <p className="rounded-control border-2 border-ink-900 px-3 py-4 text-center text-3xl font-extrabold break-words">
            {job.name_sign}
          </p>
        </Block>
      )}
      <Block title={t`Passenger`}>
        <p className="text-lg font-semibold">{passenger.name}</p>
        <a
          href={telHref(passenger.phone)}
          className="mt-2 inline-flex h-12 items-center gap-2 rounded-control border border-ink-300 px-4 font-semibold"
        >
          <Phone className="size-5" aria-hidden="true" />
          {t`Call ${phone}`}
        </a>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-ink-600">
            <Trans>Passengers</Trans>
          </dt>
          <dd>{passenger.passengers}</dd>
          <dt className="text-ink-600">
            <Trans>Luggage</Trans>
          </dt>
          <dd>{passenger.luggage_count}</dd>
          <dt className="text-ink-600">
            <Trans>Child seats</Trans>
          </dt>
          <dd>{passenger.child_seat_count}</dd>
        </dl>
      </Block>
      {job.notes && (
        <Block title={t`Notes from the passenger`}>
          <p className="whitespace-pre-line">{job.notes}</p>
        </Block>
      )}
      {job.vehicle && (
        <Block title={t`Your vehicle`}>
          <p>{`${job.vehicle.colour} ${job.vehicle.make_model}, ${job.vehicle.plate}`}</p>
        </Block>
      )}
    </div>
  )
}
