import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ApiError, apiErrorMessage } from '@/lib/api-client'

/** Refusals that only a fresh quote can fix. */
const quoteProblems = new Set(['PRICE_CHANGED', 'QUOTE_EXPIRED', 'QUOTE_USED', 'QUOTE_INVALID'])

export function needsNewQuote(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (quoteProblems.has(error.code)) return true
  // A price the server does not know, such as one saved in the tab before quotes were signed:
  // only a new search can fix that either.
  return error.code === 'NOT_FOUND' && error.details.some((detail) => detail.path === 'quote_id')
}

type BookingFailureProps = {
  error: unknown
  fallback: string
  onRetry: () => void
  onSearchAgain: () => void
  retryHint?: string
}

/** Says what went wrong and what to do next; everything typed stays where it is. */
export function BookingFailure(props: BookingFailureProps) {
  const { error, fallback, onRetry, onSearchAgain } = props
  const message = apiErrorMessage(error, fallback)
  if (needsNewQuote(error)) {
    return (
      <Alert tone="danger">
        <p className="font-semibold">{message}</p>
        <p className="mt-1">
          <Trans>
            Prices are held for a short time. Search again to see the current price for your trip;
            your details are kept.
          </Trans>
        </p>
        <Button size="sm" variant="outline" className="mt-3" onClick={onSearchAgain}>
          <Trans>Search again</Trans>
        </Button>
      </Alert>
    )
  }
  return (
    <Alert tone="danger">
      <p className="font-semibold">{message}</p>
      <p className="mt-1">
        {props.retryHint ?? t`Your details are kept. Please try again in a moment.`}
      </p>
      <Button size="sm" variant="outline" className="mt-3" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  )
}
