import { t } from '@lingui/core/macro'
import { flightCheckMessages, flightNumberMessages, normaliseFlightNumber } from '@ridelane/domain'
import { AlertTriangle, PlaneLanding } from 'lucide-react'
import { Spinner } from '@/components/ui/spinner'
import { domainText } from '@/i18n/catalogues'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { ApiError } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useFlightCheck, type FlightCheckPickup } from '../../api/check-flight'

/** How long the flight number must stay unchanged before it is checked. */
export const FLIGHT_CHECK_DEBOUNCE_MS = 500

type Note = { tone: 'checking' | 'fits' | 'problem' | 'invalid' | 'quiet'; text: string }

const toneClasses: Record<Note['tone'], string> = {
  checking: 'text-ink-600',
  fits: 'text-success-700',
  // A warning, not an error: the traveller may still book with this number.
  problem: 'rounded-control border border-warning-300 bg-warning-50 px-3 py-2 text-warning-800',
  invalid: 'text-danger-700',
  quiet: 'text-ink-500',
}

/**
 * What the check says of the typed number, or null while there is nothing to say: the API's words
 * come in the page's language (Accept-Language), the domain's through its catalogue.
 */
function useFlightNote(flightNumber: string, pickup: FlightCheckPickup): Note | null {
  const typed = flightNumber.trim()
  const settled = useDebouncedValue(typed, FLIGHT_CHECK_DEBOUNCE_MS)
  // A number that cannot be one is answered here: the API would only refuse it.
  const number = settled ? normaliseFlightNumber(settled) : null
  const check = useFlightCheck(number?.code ?? null, pickup)
  if (!typed) return null
  if (typed !== settled) return { tone: 'checking', text: t`Checking flight…` }
  if (!number) return { tone: 'invalid', text: domainText(flightNumberMessages.invalid) }
  if (check.isPending) return { tone: 'checking', text: t`Checking flight…` }
  if (check.isError) {
    const error = check.error
    if (error instanceof ApiError && error.status === 400) {
      return { tone: 'invalid', text: error.details[0]?.message ?? error.message }
    }
    // Offline, too many checks, the service down: the booking goes ahead and the flight is
    // tracked all the same.
    return { tone: 'quiet', text: domainText(flightCheckMessages.unavailable) }
  }
  const { data } = check
  if (data.fits) return { tone: 'fits', text: data.message }
  return { tone: data.problem ? 'problem' : 'quiet', text: data.message }
}

type FlightCheckNoteProps = {
  id: string
  flightNumber: string
  /** The airport pickup the flight should land at before the pickup time. */
  pickup: FlightCheckPickup
}

/**
 * Under the flight number of an airport pickup: whether the flight fits the trip ("BA117 from
 * London Heathrow, lands 14:35") or why it may not, announced politely as it changes.
 */
export function FlightCheckNote({ id, flightNumber, pickup }: FlightCheckNoteProps) {
  const note = useFlightNote(flightNumber, pickup)
  return (
    <div id={id} aria-live="polite" className="text-sm [&:not(:empty)]:mt-1.5">
      {note && (
        <p
          data-tone={note.tone}
          className={cn('flex items-start gap-1.5 break-words', toneClasses[note.tone])}
        >
          {note.tone === 'checking' && <Spinner className="mt-0.5" />}
          {note.tone === 'fits' && (
            <PlaneLanding className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          {note.tone === 'problem' && (
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          <span className="min-w-0">{note.text}</span>
        </p>
      )}
    </div>
  )
}
