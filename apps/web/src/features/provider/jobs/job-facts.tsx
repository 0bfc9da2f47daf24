import type { ProviderJobDetail } from '@ridelane/domain'
import type { ReactNode } from 'react'
import { FlightLine } from '@/components/flight-line'
import { clockTime, loadText, money, pickupClock, plural, vehicleText } from './job-format'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-semibold text-ink-600">{label}</dt>
      <dd className="-mt-3 text-ink-900 sm:mt-0">{children}</dd>
    </>
  )
}

export const panelClasses = 'mt-5 rounded-card bg-white p-5 shadow-card sm:p-6'
export const panelHeadingClasses = 'text-lg font-bold text-ink-900'
export const detailListClasses = 'mt-4 grid gap-4 sm:grid-cols-[10rem_1fr]'

/** The ride itself: when, from where to where, with what, and what it pays. */
export function JobFacts({ job }: { job: ProviderJobDetail }) {
  const { earnings } = job
  const extras = [job.meet_greet && 'Meet & greet with a name sign'].filter(Boolean)
  return (
    <>
      <section aria-labelledby="ride-heading" className={panelClasses}>
        <h2 id="ride-heading" className={panelHeadingClasses}>
          The ride
        </h2>
        <dl className={detailListClasses}>
          <Row label="Pickup">{pickupClock(job)}</Row>
          <Row label="From">
            {job.pickup_location}
            {job.pickup_address_detail && (
              <span className="block text-sm text-ink-600">{job.pickup_address_detail}</span>
            )}
          </Row>
          {job.dropoff_location ? (
            <Row label="To">
              {job.dropoff_location}
              {job.dropoff_address_detail && (
                <span className="block text-sm text-ink-600">{job.dropoff_address_detail}</span>
              )}
            </Row>
          ) : (
            job.duration_hours && (
              <Row label="By the hour">{plural(job.duration_hours, 'hour')}</Row>
            )
          )}
          <Row label="Vehicle">{vehicleText(job)}</Row>
          <Row label="Load">{loadText(job)}</Row>
          {extras.length > 0 && <Row label="Extras">{extras.join(', ')}</Row>}
        </dl>
      </section>
      <section aria-labelledby="earnings-heading" className={panelClasses}>
        <h2 id="earnings-heading" className={panelHeadingClasses}>
          Earnings
        </h2>
        <dl className={detailListClasses}>
          <Row label="Fare">{money(earnings.fare, earnings.currency)}</Row>
          <Row label="Commission">{earnings.commission_percent}%</Row>
          <Row label="You earn">
            <strong>{money(earnings.payout, earnings.currency)}</strong>
          </Row>
        </dl>
      </section>
    </>
  )
}

/** The traveller, once the ride is the provider's, with the flight they arrive on. */
export function TravellerPanel({
  traveller,
  timeZone,
}: {
  traveller: NonNullable<ProviderJobDetail['traveller']>
  /** The pickup's zone: the flight's times are read on its clock. */
  timeZone: string
}) {
  return (
    <section aria-labelledby="traveller-heading" className={panelClasses}>
      <h2 id="traveller-heading" className={panelHeadingClasses}>
        Traveller
      </h2>
      <dl className={detailListClasses}>
        <Row label="Name">{traveller.name}</Row>
        <Row label="Phone">
          <a
            href={`tel:${traveller.phone_number}`}
            className="font-semibold text-ink-900 underline"
          >
            {traveller.phone_number}
          </a>
        </Row>
        {traveller.flight ? (
          <Row label="Flight">
            <FlightLine flight={traveller.flight} clock={(iso) => clockTime(iso, timeZone)} />
          </Row>
        ) : (
          traveller.flight_number && <Row label="Flight">{traveller.flight_number}</Row>
        )}
        {traveller.driver_instructions && (
          <Row label="Notes for the driver">{traveller.driver_instructions}</Row>
        )}
      </dl>
    </section>
  )
}
