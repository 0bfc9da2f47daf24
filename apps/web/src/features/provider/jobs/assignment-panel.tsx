import { isFinalStatus, rideOfferMessages, type ProviderJobDetail } from '@ridelane/domain'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { AssignDriverForm } from './assign-driver-form'
import { detailListClasses, panelClasses, panelHeadingClasses } from './job-facts'
import { statusText } from './job-format'

/** Who drives the ride and where it stands, live; the form while the assignment may change. */
export function AssignmentPanel({ job }: { job: ProviderJobDetail }) {
  const [saved, setSaved] = useState<string | null>(null)
  const { driver, vehicle } = job
  return (
    <section aria-labelledby="assignment-heading" className={panelClasses}>
      <h2 id="assignment-heading" className={panelHeadingClasses}>
        Driver & vehicle
      </h2>
      <dl className={detailListClasses}>
        <dt className="text-sm font-semibold text-ink-600">Ride status</dt>
        <dd className="-mt-3 font-semibold text-ink-900 sm:mt-0" aria-live="polite">
          {statusText(job.booking_status)}
        </dd>
        <dt className="text-sm font-semibold text-ink-600">Driver</dt>
        <dd className="-mt-3 text-ink-900 sm:mt-0">
          {driver ? (
            <>
              {driver.name},{' '}
              <a href={`tel:${driver.phone}`} className="underline">
                {driver.phone}
              </a>
            </>
          ) : (
            'No driver yet'
          )}
        </dd>
        <dt className="text-sm font-semibold text-ink-600">Vehicle</dt>
        <dd className="-mt-3 text-ink-900 sm:mt-0">
          {vehicle
            ? `${vehicle.make_model}, ${vehicle.colour}, ${vehicle.plate}`
            : 'No vehicle yet'}
        </dd>
      </dl>
      {saved && (
        <Alert tone="success" className="mt-4">
          {saved}
        </Alert>
      )}
      {job.can_assign ? (
        <AssignDriverForm
          key={`${driver?.id}-${vehicle?.id}`}
          job={job}
          onSaved={() => setSaved('Driver and vehicle saved.')}
        />
      ) : (
        !isFinalStatus(job.booking_status) && (
          <p className="mt-4 text-sm text-ink-700">{rideOfferMessages.assignmentClosed}</p>
        )
      )}
    </section>
  )
}
