import { ArrowLeft } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button, ButtonLink } from '@/components/ui/button'
import { providerPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { useProviderJobQuery } from '../api/provider-job-query'
import { useProviderJobsLiveUpdates } from '../api/provider-jobs-stream'
import { AssignmentPanel } from './assignment-panel'
import { closedOfferText } from './closed-offer'
import { JobFacts, TravellerPanel } from './job-facts'
import { statusText } from './job-format'
import { LiveNote } from './live-note'
import { OfferActions } from './offer-actions'

/** /provider/jobs/:bookingId: one job, kept live: answer the offer, or run the ride. */
export function ProviderJobPage() {
  const { bookingId = '' } = useParams()
  const query = useProviderJobQuery(bookingId)
  const live = useProviderJobsLiveUpdates()
  const [accepted, setAccepted] = useState(false)
  const acceptedNote = useRef<HTMLDivElement>(null)
  // The buttons go once the ride is taken: keep the keyboard's place on the news instead.
  useEffect(() => {
    if (accepted) acceptedNote.current?.focus()
  }, [accepted])
  useDocumentTitle(query.data ? `Ride ${query.data.booking_code}` : 'Job')

  const back = (
    <Link
      to={providerPaths.home}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-700 hover:text-ink-900"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All jobs
    </Link>
  )

  if (query.isPending) {
    return (
      <>
        {back}
        <p role="status" className="mt-6 text-ink-700">
          Loading the job...
        </p>
      </>
    )
  }
  if (!query.data) {
    const gone = query.error instanceof ApiError && query.error.status === 404
    return (
      <>
        {back}
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink-900">
          {gone ? 'Job not found' : 'Job'}
        </h1>
        <Alert tone="danger" className="mt-4">
          {apiErrorMessage(query.error, 'Failed to load this job')}
        </Alert>
        {gone ? (
          <ButtonLink to={providerPaths.home} variant="outline" className="mt-4">
            Back to your jobs
          </ButtonLink>
        ) : (
          <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
      </>
    )
  }

  const job = query.data
  const mine = job.traveller !== null
  const closed = closedOfferText(job)
  return (
    <>
      {back}
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
        Ride {job.booking_code}
      </h1>
      <p className="mt-1 text-ink-700">{mine ? statusText(job.booking_status) : 'Offer'}</p>
      <LiveNote status={live} />
      {accepted && mine && (
        <div ref={acceptedNote} tabIndex={-1} className="mt-4 focus:outline-none">
          <Alert tone="success">The ride is yours. Choose its driver and vehicle below.</Alert>
        </div>
      )}
      {closed && (
        <Alert tone="warning" className="mt-4">
          {closed}
        </Alert>
      )}
      {job.can_accept && <OfferActions job={job} onAccepted={() => setAccepted(true)} />}
      {mine && <AssignmentPanel job={job} />}
      {job.traveller && <TravellerPanel traveller={job.traveller} timeZone={job.timezone} />}
      <JobFacts job={job} />
    </>
  )
}
