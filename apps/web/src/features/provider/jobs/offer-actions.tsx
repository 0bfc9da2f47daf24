import type { ProviderJobDetail } from '@ridelane/domain'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { useAnswerOfferMutation, type OfferAnswer } from '../api/answer-offer'
import { panelClasses, panelHeadingClasses } from './job-facts'
import { OfferCountdown } from './offer-countdown'
import { useBackToJobs } from './return-notice'

/** The server's "too late": taken by another provider, lapsed or closed. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409

/**
 * Accept or Decline an open offer. A refusal (409: taken by another provider, lapsed, closed)
 * sends the user back to the list with the server's message; declining asks once more first.
 */
export function OfferActions({
  job,
  onAccepted,
}: {
  job: ProviderJobDetail
  onAccepted: () => void
}) {
  const backToJobs = useBackToJobs()
  const answer = useAnswerOfferMutation(job.booking_id, {
    onAnswered: (choice) => {
      if (choice === 'accept') onAccepted()
      else backToJobs({ notice: `You declined ride ${job.booking_code}.`, tone: 'success' })
    },
    onFailed: (error) => {
      if (isRefusal(error)) backToJobs({ notice: error.message, tone: 'warning' })
    },
  })
  const [confirmDecline, setConfirmDecline] = useState<boolean | null>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const declineButton = useRef<HTMLButtonElement>(null)
  // Keep the keyboard's place as the question opens and closes.
  useEffect(() => {
    if (confirmDecline) confirmButton.current?.focus()
    else if (confirmDecline === false) declineButton.current?.focus()
  }, [confirmDecline])
  const pending: OfferAnswer | undefined = answer.isPending ? answer.variables : undefined
  const send = (choice: OfferAnswer) => answer.mutate(choice)
  const failed = answer.isError && !isRefusal(answer.error)

  return (
    <section aria-labelledby="offer-heading" className={panelClasses}>
      <h2 id="offer-heading" className={panelHeadingClasses}>
        This ride is offered to you
      </h2>
      <p className="mt-2 text-ink-700">
        The first provider to accept gets it.{' '}
        {job.offer && <OfferCountdown expiresAt={job.offer.expires_at} />}
      </p>
      {failed && (
        <Alert tone="danger" className="mt-4">
          {apiErrorMessage(answer.error, 'That did not work. Please try again.')}
        </Alert>
      )}
      {confirmDecline ? (
        <div className="mt-4">
          <p className="font-semibold text-ink-900">Decline this ride? It cannot be undone.</p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <Button
              ref={confirmButton}
              size="lg"
              variant="outline"
              loading={pending === 'decline'}
              disabled={answer.isPending}
              onClick={() => send('decline')}
            >
              Yes, decline
            </Button>
            <Button size="lg" variant="ghost" onClick={() => setConfirmDecline(false)}>
              Keep the offer
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button
            size="lg"
            variant="secondary"
            disabled={!job.can_accept || answer.isPending}
            loading={pending === 'accept'}
            onClick={() => send('accept')}
          >
            Accept ride
          </Button>
          <Button
            ref={declineButton}
            size="lg"
            variant="outline"
            disabled={!job.can_decline || answer.isPending}
            onClick={() => setConfirmDecline(true)}
          >
            Decline
          </Button>
        </div>
      )}
    </section>
  )
}
