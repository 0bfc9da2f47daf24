import {
  driverJobMessages,
  driverStepLabels,
  type DriverJob,
  type DriverStep,
} from '@ridelane/domain'
import { useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/api-client'
import { STEP_ERROR, type useReportStep } from '../api/driver-job'
import { DriverConfirmDialog } from './driver-confirm-dialog'
import { clockTime } from './driver-format'

/** The time now, moving on every `everyMs`: the no-show button appears without a reload. */
function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/**
 * The next step as one large button (the steps go in order: On my way → Arrived → Passenger on
 * board → Completed). No-show shows only once the free waiting is over, and asks first.
 */
export function DriverSteps({
  job,
  report,
}: {
  job: DriverJob
  report: ReturnType<typeof useReportStep>
}) {
  const [confirming, setConfirming] = useState(false)
  const now = useNow(15_000)
  const forward = job.next_steps.filter((step) => step !== 'no_show')
  const noShowOffered = job.next_steps.includes('no_show')
  const noShowFrom = job.no_show_from ? new Date(job.no_show_from).getTime() : null
  const noShowOpen = noShowOffered && noShowFrom !== null && now >= noShowFrom

  const take = (step: DriverStep) => report.mutate(step, { onSettled: () => setConfirming(false) })

  if (job.next_steps.length === 0) return null
  return (
    <section aria-label="Your next step" className="grid gap-3">
      {report.isError && <Alert tone="danger">{apiErrorMessage(report.error, STEP_ERROR)}</Alert>}
      {forward.map((step) => (
        <Button
          key={step}
          size="lg"
          className="h-16 w-full text-xl"
          loading={report.isPending && report.variables === step}
          disabled={report.isPending}
          onClick={() => take(step)}
        >
          {driverStepLabels[step]}
        </Button>
      ))}
      {noShowOffered && !noShowOpen && job.no_show_from && (
        <p className="text-center text-ink-700">
          {`No-show is possible from ${clockTime(job.no_show_from, job.timezone)}, after ${job.free_waiting_minutes} minutes of free waiting.`}
        </p>
      )}
      {noShowOpen && (
        <Button
          size="lg"
          variant="outline"
          className="h-14 w-full text-lg"
          disabled={report.isPending}
          onClick={() => setConfirming(true)}
        >
          {driverStepLabels.no_show}
        </Button>
      )}
      <DriverConfirmDialog
        open={confirming}
        title="Passenger not here?"
        message={driverJobMessages.noShowConfirm}
        confirmLabel="Yes, mark no-show"
        busy={report.isPending}
        onConfirm={() => take('no_show')}
        onClose={() => setConfirming(false)}
      />
    </section>
  )
}
