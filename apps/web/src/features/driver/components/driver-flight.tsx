import { Trans } from '@lingui/react/macro'
import type { DriverJob } from '@ridelane/domain'
import { FlightLine } from '@/components/flight-line'
import { clockTime } from './driver-format'

/**
 * The flight the passenger arrives on: tracked, where from, when it lands on the pickup's clock
 * and how late ('Flight BA117 from London Heathrow · lands 10:10 (flight +95 min)'); the number
 * alone while it is not tracked.
 */
export function DriverFlight({
  job,
}: {
  job: Pick<DriverJob, 'flight' | 'flight_number' | 'timezone'>
}) {
  if (job.flight) {
    return (
      <p className="mt-3">
        <Trans>
          Flight <FlightLine flight={job.flight} clock={(iso) => clockTime(iso, job.timezone)} />
        </Trans>
      </p>
    )
  }
  const number = job.flight_number
  if (!number) return null
  return (
    <p className="mt-3">
      <Trans>
        Flight <strong>{number}</strong>
      </Trans>
    </p>
  )
}
