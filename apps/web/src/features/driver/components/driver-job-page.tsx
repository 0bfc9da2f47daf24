import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { driverJobMessages, formatBookingStatus, type DriverJob } from '@ridelane/domain'
import { useState, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useAfterHydration } from '@/hooks/use-after-hydration'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { useNoIndex } from '@/hooks/use-no-index'
import { domainText } from '@/i18n/catalogues'
import { LanguageSwitcher } from '@/i18n/language-switcher'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import {
  LOAD_JOB_ERROR,
  startDriverJobRead,
  useDriverJobQuery,
  useReportStep,
  useUndoStep,
} from '../api/driver-job'
import { POLL_WHILE_OFFLINE_MS, useDriverJobLiveUpdates } from '../api/driver-job-stream'
import { driverTokenFromFragment, readDriverToken } from '../driver-token'
import { useDriverToken } from '../hooks/use-driver-token'
import { DriverJobDetails } from './driver-job-details'
import { DriverLocationShare } from './driver-location-share'
import { DriverSteps } from './driver-steps'
import { DriverWaitingClock } from './driver-waiting-clock'

// The language bar above gives the page its top space.
const frame = 'mx-auto max-w-lg px-4 pt-1 pb-5'

/**
 * The job's token as an address's fragment: the page took it off the address when it opened
 * (useDriverToken) and this tab keeps it, so the page in another language opens the same job even
 * where the tab's storage is refused.
 */
function tokenFragment(): string {
  const token = driverTokenFromFragment(window.location.hash) ?? readDriverToken()
  return token ? `#${encodeURIComponent(token)}` : ''
}

/**
 * The job link's own path (/driver/jobs/): the build prerenders the page at /driver/jobs, so the
 * router's path would differ between the prerendered links and the ones that hydrate onto them.
 */
const jobLinkPath = `${paths.driverJob}/`

/**
 * Above every state of the page: the job in another language than the link's (the driver's job
 * language), the job kept. Small, at the end of the line, so the next step stays near the top.
 */
function LanguageBar() {
  return (
    <header className="mx-auto flex max-w-lg justify-end px-2 pt-1">
      <LanguageSwitcher path={jobLinkPath} fragment={tokenFragment} />
    </header>
  )
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={frame}>
      <h1 className="text-2xl font-extrabold text-ink-900">{title}</h1>
      <div className="mt-3 text-lg text-ink-700">{children}</div>
    </main>
  )
}

const endWords: Partial<Record<DriverJob['status'], MessageDescriptor>> = {
  cancelled: msg`This ride was cancelled. Do not go to the pickup.`,
  completed: msg`Ride completed. Thank you!`,
  no_show: msg`Marked as a no-show.`,
  passenger_on_board: msg`Passenger on board. Drive safely.`,
}

function StatusLine({ job }: { job: DriverJob }) {
  const words = endWords[job.status]
  const code = job.booking_code
  return (
    <div aria-live="polite">
      <p className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{t`Job ${code}`}</p>
      <p className="text-xl font-bold text-ink-900">
        {domainText(formatBookingStatus(job.status))}
      </p>
      {words && (
        <Alert tone={job.status === 'cancelled' ? 'warning' : 'success'} className="mt-2 text-base">
          {i18n._(words)}
        </Alert>
      )}
    </div>
  )
}

/** The page while the job loads; also what the build prerenders (docs/decisions/040-ride-page-frame.md). */
function JobLoading() {
  return (
    <main className={frame}>
      <h1 className="sr-only">
        <Trans>Your job</Trans>
      </h1>
      <p className="flex items-center gap-2 text-lg" role="status">
        <Spinner className="size-5" /> <Trans>Loading your job…</Trans>
      </p>
    </main>
  )
}

/** The route's preload: reads the job while the page's code loads, when this tab has a token. */
export function preloadDriverJob(): void {
  const token = driverTokenFromFragment(window.location.hash) ?? readDriverToken()
  if (token) startDriverJobRead(token)
}

function DriverJobScreen({ token }: { token: string }) {
  const live = useDriverJobLiveUpdates(token)
  const job = useDriverJobQuery(token, live === 'offline' ? POLL_WHILE_OFFLINE_MS : false)
  // A step refused as 401 means the link died meanwhile: same screen as on load.
  const report = useReportStep(token)
  const undo = useUndoStep(token)
  const deadNow = [job.error, report.error, undo.error].some(
    (e) => e instanceof ApiError && e.status === 401,
  )
  // A dead link stays dead: a refetch that clears the error for a moment must not flash the
  // loading screen in its place.
  const [wasDead, setWasDead] = useState(false)
  if (deadNow && !wasDead) setWasDead(true)
  const dead = deadNow || wasDead
  if (dead)
    return (
      <Message title={t`This link has expired`}>
        {domainText(driverJobMessages.linkInvalid)}
      </Message>
    )
  if (job.isPending) return <JobLoading />
  if (job.isError && !job.data) {
    return (
      <main className={frame}>
        <Alert tone="danger">{apiErrorMessage(job.error, i18n._(LOAD_JOB_ERROR))}</Alert>
        <Button className="mt-4" onClick={() => void job.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </main>
    )
  }
  const data = job.data
  return (
    <main className={`${frame} grid gap-4`}>
      <h1 className="sr-only">
        <Trans>Your job</Trans>
      </h1>
      <StatusLine job={data} />
      {data.waiting && <DriverWaitingClock waiting={data.waiting} timezone={data.timezone} />}
      <DriverSteps job={data} report={report} undo={undo} />
      <DriverLocationShare
        token={token}
        active={data.share_location}
        waiting={data.status === 'driver_arrived'}
      />
      <DriverJobDetails job={data} />
    </main>
  )
}

/** /driver/jobs, the driver's page from the job link (docs/decisions/029-providers-and-drivers.md). */
export function DriverJobPage() {
  useDocumentTitle(t`Your job`)
  useMetaDescription(t`Your Ridelane job: the pickup, the passenger and each step of the ride.`)
  useNoIndex()
  // The build prerenders the loading state; the token lives in the fragment and this tab, which
  // only the browser can read, so it is read once React has taken the page over.
  const hydrated = useAfterHydration(true, false)
  return (
    <>
      <LanguageBar />
      {hydrated ? <DriverJobWithToken /> : <JobLoading />}
    </>
  )
}

function DriverJobWithToken() {
  const token = useDriverToken()
  if (!token) {
    return <Message title={t`Open your job`}>{domainText(driverJobMessages.tokenRequired)}</Message>
  }
  // Keyed by the token: a second job's link starts afresh (no question, consent or error of the first).
  return <DriverJobScreen key={token} token={token} />
}
