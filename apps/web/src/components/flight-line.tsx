import { t } from '@lingui/core/macro'
import type { FlightSummary } from '@ridelane/domain'
import { cn } from '@/lib/cn'
import {
  flightArrivalText,
  flightDelayText,
  flightIsOff,
  flightMismatchText,
} from '@/lib/flight-display'

type FlightLineProps = {
  flight: FlightSummary
  /** A time as the page writes it, on the pickup's clock: '16:10'. */
  clock: (iso: string) => string
  className?: string
}

/**
 * A tracked flight in one line that wraps on a phone: 'BA117 from London Heathrow · lands 16:10
 * (flight +95 min)', the label marked when the flight is far off, cancelled or diverted, or when
 * the number did not fit the trip at booking.
 */
export function FlightLine({ flight, clock, className }: FlightLineProps) {
  const arrival = flightArrivalText(flight, clock)
  const notes = [flightDelayText(flight), flightMismatchText(flight)].filter(Boolean)
  const marked = flightIsOff(flight) || flight.mismatch !== null
  const origin = flight.origin_name
  const from = origin ? t`from ${origin}` : null
  return (
    <span className={cn('break-words', className)}>
      <strong>{flight.code}</strong>
      {from && ` ${from}`}
      {arrival && ` · ${arrival}`}
      {notes.length > 0 && (
        <>
          {' '}
          <span
            data-marked={marked || undefined}
            className={marked ? 'font-semibold text-warning-800' : 'font-normal text-ink-600'}
          >
            {`(${notes.join(', ')})`}
          </span>
        </>
      )}
    </span>
  )
}
