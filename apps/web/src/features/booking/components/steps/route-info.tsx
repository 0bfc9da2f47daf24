import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { PriceCalculationResponse, RideDetails, RouteEstimate } from '@ridelane/domain'
import { Route } from 'lucide-react'
import { Spinner } from '@/components/ui/spinner'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDuration, rideLengthLabel } from '../trip-format'

type Call<T> = { data?: T; isFetching: boolean; error: unknown }

type RouteInfoProps = {
  ride: RideDetails
  /** The quote, once the trip is confirmed: its figures are the ones the price was made from. */
  quote: Call<PriceCalculationResponse>
  /** The estimate asked as soon as both places are picked, before any date. */
  estimate: Call<RouteEstimate>
}

/** Distance and time as the server works them out: from the quote, else from the estimate. */
export function RouteInfo({ ride, quote, estimate }: RouteInfoProps) {
  const quoted = quote.data
  const figures =
    quoted && quoted.distance_km !== null && quoted.duration_min !== null
      ? { distance_km: quoted.distance_km, duration_min: quoted.duration_min }
      : estimate.data
  let body
  if (quote.error) {
    body = apiErrorMessage(quote.error, t`We could not work out this route`)
  } else if (figures) {
    const distance = figures.distance_km.toFixed(1)
    body = (
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <div>
          <dt className="inline text-ink-500">
            <Trans>Distance:</Trans>{' '}
          </dt>
          <dd className="inline font-semibold">
            <Trans>{distance} km</Trans>
          </dd>
        </div>
        <div>
          <dt className="inline text-ink-500">
            <Trans>Estimated time:</Trans>{' '}
          </dt>
          <dd className="inline font-semibold">{formatDuration(figures.duration_min)}</dd>
        </div>
      </dl>
    )
  } else if (quote.isFetching || estimate.isFetching) {
    body = (
      <span className="flex items-center gap-2">
        <Spinner /> <Trans>Working out your route...</Trans>
      </span>
    )
  } else if (estimate.error) {
    body = apiErrorMessage(estimate.error, t`We could not work out this route`)
  } else {
    body = rideLengthLabel(ride)
  }
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-control bg-ink-50 px-4 py-3 text-sm text-ink-800"
    >
      <Route className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden="true" />
      <div>
        <p className="font-semibold">
          <Trans>Route info</Trans>
        </p>
        <div className="mt-0.5">{body}</div>
      </div>
    </div>
  )
}
