import type { PriceCalculationResponse, RideDetails } from '@ridelane/domain'
import { Route } from 'lucide-react'
import { Spinner } from '@/components/ui/spinner'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDuration, rideLengthLabel } from '../trip-format'

type RouteInfoProps = {
  ride: RideDetails
  quote: { data?: PriceCalculationResponse; isFetching: boolean; error: unknown }
}

/** Distance and time as the server worked them out for the quote. */
export function RouteInfo({ ride, quote }: RouteInfoProps) {
  const { data } = quote
  let body
  if (quote.isFetching && !data) {
    body = (
      <span className="flex items-center gap-2">
        <Spinner /> Working out your route...
      </span>
    )
  } else if (quote.error) {
    body = apiErrorMessage(quote.error, 'We could not work out this route')
  } else if (data && data.distance_km !== null && data.duration_min !== null) {
    body = (
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <div>
          <dt className="inline text-ink-500">Distance: </dt>
          <dd className="inline font-semibold">{data.distance_km.toFixed(1)} km</dd>
        </div>
        <div>
          <dt className="inline text-ink-500">Estimated time: </dt>
          <dd className="inline font-semibold">{formatDuration(data.duration_min)}</dd>
        </div>
      </dl>
    )
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
        <p className="font-semibold">Route info</p>
        <div className="mt-0.5">{body}</div>
      </div>
    </div>
  )
}
