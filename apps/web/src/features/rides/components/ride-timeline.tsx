import { TIMELINE_EDIT_KEY, type BookingStatus, type RideView } from '@ridelane/domain'
import { cn } from '@/lib/cn'
import type { LiveStatus } from '../api/ride-stream'
import { formatRideTime, statusText, zoneName } from './ride-format'
import { RideSection } from './ride-section'

const statusTone: Record<BookingStatus, string> = {
  pending_payment: 'bg-warning-50 text-warning-800',
  confirmed: 'bg-success-50 text-success-700',
  assigned: 'bg-success-50 text-success-700',
  driver_en_route: 'bg-success-50 text-success-700',
  driver_arrived: 'bg-success-50 text-success-700',
  passenger_on_board: 'bg-success-50 text-success-700',
  completed: 'bg-success-50 text-success-700',
  cancelled: 'bg-danger-50 text-danger-700',
  no_show: 'bg-danger-50 text-danger-700',
  expired: 'bg-danger-50 text-danger-700',
}

/** The booking's status, capitalised as everywhere else, in its colour. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-3 py-1 text-sm font-semibold',
        statusTone[status],
      )}
    >
      {statusText(status)}
    </span>
  )
}

const liveText: Record<LiveStatus, string> = {
  connecting: 'Connecting to live updates...',
  live: 'Live: this page updates by itself.',
  offline: 'Live updates are paused; we check for news every few seconds.',
}

type Entry = RideView['timeline'][number]

/** Extra waiting after the ride (docs/decisions/024-payments.md#extra-waiting), in its words. */
const extraWaitingText: Record<string, string> = {
  charged: 'charged to your card',
  billed_to_account: 'billed to the account',
  declined: 'not charged',
  no_consent: 'not charged',
}

function entryText(entry: Entry): string {
  const change = entry.details[TIMELINE_EDIT_KEY]
  if (change === 'extra_waiting' && entry.reason) {
    const outcome = extraWaitingText[entry.details.outcome ?? '']
    return outcome ? `${entry.reason}, ${outcome}` : entry.reason
  }
  if (change) return 'Booking changed'
  return statusText(entry.to_status)
}

/** What happened to the booking so far, oldest first, with the newest at the bottom. */
export function RideTimeline({ ride, live }: { ride: RideView; live: LiveStatus }) {
  const entries = [...ride.timeline].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  const zone = ride.trip.timezone
  return (
    <RideSection title="Status">
      <p className="text-xs text-ink-600">{liveText[live]}</p>
      {entries.length === 0 ? (
        <p className="mt-3">Nothing has happened to this booking yet.</p>
      ) : (
        <ol className="mt-3 space-y-3 border-l-2 border-ink-100 pl-4" aria-label="Timeline">
          {entries.map((entry, index) => {
            const latest = index === entries.length - 1
            return (
              <li
                key={`${entry.at}-${index}`}
                className="relative"
                aria-current={latest ? 'step' : undefined}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-1.5 -left-[1.4rem] size-3 rounded-full border-2 border-white',
                    latest ? 'bg-accent-400' : 'bg-ink-300',
                  )}
                />
                <p className={cn('font-semibold', latest ? 'text-ink-900' : 'text-ink-700')}>
                  {entryText(entry)}
                </p>
                <p className="text-xs text-ink-600">
                  <time dateTime={entry.at}>{formatRideTime(entry.at, zone)}</time> {zoneName(zone)}
                </p>
              </li>
            )
          })}
        </ol>
      )}
    </RideSection>
  )
}
