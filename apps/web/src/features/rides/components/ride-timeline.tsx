import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { TIMELINE_EDIT_KEY, type BookingStatus, type RideView } from '@ridelane/domain'
import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { cn } from '@/lib/cn'
import type { LiveStatus } from '../api/ride-stream'
import { formatRideTime, statusText, zoneName } from './ride-format'

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

const liveText: Record<LiveStatus, MessageDescriptor> = {
  connecting: msg`Connecting to live updates...`,
  live: msg`Live: this page updates by itself.`,
  offline: msg`Live updates are paused; we check for news every few seconds.`,
}

/** Whether the page is following the ride live, in a line under its status. */
export function LiveLine({ live }: { live: LiveStatus }) {
  return <p className="text-xs text-ink-600">{i18n._(liveText[live])}</p>
}

type Entry = RideView['timeline'][number]

/** Extra waiting after the ride (docs/decisions/024-payments.md#extra-waiting), in its words. */
const extraWaitingText: Record<string, MessageDescriptor> = {
  charged: msg`charged to your card`,
  billed_to_account: msg`billed to the account`,
  declined: msg`not charged`,
  no_consent: msg`not charged`,
}

function entryText(entry: Entry): string {
  const change = entry.details[TIMELINE_EDIT_KEY]
  if (change === 'extra_waiting' && entry.reason) {
    const { reason } = entry
    const said = extraWaitingText[entry.details.outcome ?? '']
    if (!said) return reason
    const outcome = i18n._(said)
    return t`${reason}, ${outcome}`
  }
  if (change) return t`Booking changed`
  return statusText(entry.to_status)
}

/**
 * The timeline oldest first, each status once, at the last time the booking reached it: a
 * payment tried twice or a driver replaced is one line, not two. Changes and charges, which are
 * not statuses, each keep their line.
 */
export function timelineOnce(timeline: readonly Entry[]): Entry[] {
  const entries = [...timeline].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  const lastOfStatus = new Map<BookingStatus, number>()
  entries.forEach((entry, index) => {
    if (!entry.details[TIMELINE_EDIT_KEY]) lastOfStatus.set(entry.to_status, index)
  })
  return entries.filter(
    (entry, index) =>
      Boolean(entry.details[TIMELINE_EDIT_KEY]) || lastOfStatus.get(entry.to_status) === index,
  )
}

/**
 * What happened to the booking so far, folded under the page's other blocks: its status is in the
 * header already, so the history opens on demand.
 */
export function RideTimeline({ ride }: { ride: RideView }) {
  const entries = timelineOnce(ride.timeline)
  const zone = ride.trip.timezone
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white shadow-card">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
          <h2 id={headingId} className="text-lg font-bold text-ink-900">
            <Trans>Status history</Trans>
          </h2>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="px-5 pb-5 text-sm text-ink-700 sm:px-6 sm:pb-6">
          {entries.length === 0 ? (
            <p>
              <Trans>Nothing has happened to this booking yet.</Trans>
            </p>
          ) : (
            <ol className="space-y-3 border-s-2 border-ink-100 ps-4" aria-label={t`Timeline`}>
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
                        'absolute top-1.5 -start-[1.4rem] size-3 rounded-full border-2 border-white',
                        latest ? 'bg-accent-400' : 'bg-ink-300',
                      )}
                    />
                    <p className={cn('font-semibold', latest ? 'text-ink-900' : 'text-ink-700')}>
                      {entryText(entry)}
                    </p>
                    <p className="text-xs text-ink-600">
                      <time dateTime={entry.at}>{formatRideTime(entry.at, zone)}</time>{' '}
                      {zoneName(zone)}
                    </p>
                  </li>
                )
              })}
            </ol>
          )}
        </div>
      </details>
    </section>
  )
}
