import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import {
  driverJobMessages,
  driverStepLabels,
  driverStepQuestions,
  type DriverJob,
  type DriverStep,
} from '@ridelane/domain'
import { useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { domainText } from '@/i18n/catalogues'
import { apiErrorMessage } from '@/lib/api-client'
import { STEP_ERROR, UNDO_ERROR, type useReportStep, type useUndoStep } from '../api/driver-job'
import { useNow } from '../hooks/use-now'
import { DriverConfirmDialog } from './driver-confirm-dialog'
import { clockTime } from './driver-format'

/** True until `until` (an instant, or null), turning false on its own when it passes. */
function useUntil(until: string | null) {
  const end = until ? new Date(until).getTime() : 0
  const [open, setOpen] = useState(() => end > Date.now())
  useEffect(() => {
    const left = end - Date.now()
    setOpen(left > 0)
    if (left <= 0) return
    const timer = setTimeout(() => setOpen(false), left)
    return () => clearTimeout(timer)
  }, [end])
  return open
}

/**
 * The next step as one large button (the steps go in order: On my way → Arrived → Passenger on
 * board → Completed). Every step but "On my way" asks first, in a dialog; no-show shows only once
 * the free waiting is over (the server also wants the phone's position near the pickup, and says
 * why when it refuses). For a minute after a step, the driver may take it back.
 */
export function DriverSteps({
  job,
  report,
  undo,
}: {
  job: DriverJob
  report: ReturnType<typeof useReportStep>
  undo: ReturnType<typeof useUndoStep>
}) {
  const [asking, setAsking] = useState<DriverStep | null>(null)
  const now = useNow(5_000)
  const undoOpen = useUntil(job.undo_until)
  const forward = job.next_steps.filter((step) => step !== 'no_show')
  const noShowOffered = job.next_steps.includes('no_show')
  const noShowFrom = job.no_show_from ? new Date(job.no_show_from).getTime() : null
  const noShowOpen = noShowOffered && noShowFrom !== null && now >= noShowFrom
  const busy = report.isPending || undo.isPending
  const noShowQuestion = {
    title: t`Passenger not here?`,
    message: domainText(driverJobMessages.noShowConfirm),
    confirm: t`Yes, mark no-show`,
  }

  const take = (step: DriverStep) => {
    undo.reset()
    report.mutate(step, { onSettled: () => setAsking(null) })
  }
  const asks = (step: DriverStep) => step === 'no_show' || driverStepQuestions[step] !== undefined
  const tap = (step: DriverStep) => (asks(step) ? setAsking(step) : take(step))
  const question = asking === 'no_show' ? noShowQuestion : asking && driverStepQuestions[asking]

  if (job.next_steps.length === 0 && !undoOpen) return null
  const from = job.no_show_from ? clockTime(job.no_show_from, job.timezone) : ''
  const step = formatStatusStep(job.status)
  return (
    <section aria-label={t`Your next step`} className="grid gap-3">
      {report.isError && (
        <Alert tone="danger" className="text-base">
          {apiErrorMessage(report.error, i18n._(STEP_ERROR))}
        </Alert>
      )}
      {undo.isError && (
        <Alert tone="danger" className="text-base">
          {apiErrorMessage(undo.error, i18n._(UNDO_ERROR))}
        </Alert>
      )}
      {forward.map((step) => (
        <Button
          key={step}
          size="lg"
          className="h-16 w-full text-xl"
          loading={report.isPending && report.variables === step}
          disabled={busy}
          onClick={() => tap(step)}
        >
          {domainText(driverStepLabels[step])}
        </Button>
      ))}
      {noShowOffered && !noShowOpen && job.no_show_from && (
        <p className="text-center text-ink-700">
          {t`No-show is possible from ${from} local time, once the free waiting is over, and only near the pickup with your location shared.`}
        </p>
      )}
      {noShowOpen && (
        <Button
          size="lg"
          variant="outline"
          className="h-14 w-full text-lg"
          disabled={busy}
          onClick={() => tap('no_show')}
        >
          {driverStepLabels.no_show}
        </Button>
      )}
      {undoOpen && (
        <Button
          variant="ghost"
          className="w-full"
          loading={undo.isPending}
          disabled={busy}
          onClick={() => {
            report.reset()
            undo.mutate()
          }}
        >
          {t`Undo “${step}”`}
        </Button>
      )}
      <DriverConfirmDialog
        open={question !== null && question !== undefined}
        title={domainText(question?.title ?? '')}
        message={domainText(question?.message ?? '')}
        confirmLabel={domainText(question?.confirm ?? '')}
        busy={report.isPending}
        onConfirm={() => asking && take(asking)}
        onClose={() => setAsking(null)}
      />
    </section>
  )
}

/** The button's words for the step the job is at (the one an undo takes back). */
function formatStatusStep(status: DriverJob['status']): string {
  return status in driverStepLabels ? domainText(driverStepLabels[status as DriverStep]) : status
}
