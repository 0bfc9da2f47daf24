import {
  bookingStatuses,
  formatBookingStatus,
  moneyBreakMessages,
  type DueSoonRide,
  type MoneyBreakRow,
  type StatusCounts,
} from '@ridelane/domain'
import { Link } from 'react-router'
import { lazy, Suspense } from 'react'
import { Alert } from '@/components/ui/alert'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date-time'
import { useOverviewQuery } from '../api/ops-overview'

// The charting library is heavy: it comes in its own chunk, once the figures are here.
const OverviewCharts = lazy(() => import('./overview-charts'))

function StatusSummary({ title, counts }: { title: string; counts: StatusCounts }) {
  const shown = bookingStatuses.filter((status) => counts[status] > 0)
  const total = shown.reduce((sum, status) => sum + counts[status], 0)
  return (
    <section aria-label={title} className="rounded-card bg-white p-5 shadow-card">
      <h3 className="text-lg font-bold text-ink-900">
        {title}: {total} {total === 1 ? 'ride' : 'rides'}
      </h3>
      {shown.length === 0 ? (
        <p className="mt-2 text-ink-700">No rides.</p>
      ) : (
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-ink-700">
          {shown.map((status) => (
            <div key={status} className="contents">
              <dt>{formatBookingStatus(status)}</dt>
              <dd className="text-right font-semibold text-ink-900">{counts[status]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

function DueSoon({ rides }: { rides: DueSoonRide[] }) {
  return (
    <section
      aria-labelledby="due-soon-title"
      className="rounded-card border-l-4 border-accent-500 bg-warning-50 p-5 shadow-card"
    >
      <h3 id="due-soon-title" className="text-lg font-bold text-ink-900">
        Waiting for a driver, pickup within 24 hours
      </h3>
      {rides.length === 0 ? (
        <p className="mt-2 text-ink-700">Every ride in the next 24 hours has a driver.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {rides.map((ride) => (
            <li key={ride.id} className="rounded-sm bg-white p-3">
              <p className="font-semibold text-ink-900">
                {ride.booking_code} · {formatDateTime(ride.pickup_time, ride.timezone)}
              </p>
              <p className="text-sm break-words text-ink-700">
                {ride.pickup_location} · {ride.vehicle_name}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Bookings whose payments and refunds break a money rule: shown only when there are any. */
function MoneyBreaks({ rows }: { rows: MoneyBreakRow[] }) {
  if (rows.length === 0) return null
  return (
    <section
      aria-labelledby="money-breaks-title"
      className="rounded-card border-l-4 border-danger-600 bg-danger-50 p-5 shadow-card"
    >
      <h3 id="money-breaks-title" className="text-lg font-bold text-ink-900">
        Money to look into: {rows.length} {rows.length === 1 ? 'booking' : 'bookings'}
      </h3>
      <ul className="mt-3 space-y-2">
        {rows.map((row) => (
          <li key={row.id} className="rounded-sm bg-white p-3">
            <Link
              to={`/ops/bookings/${row.id}`}
              className="font-semibold text-ink-900 underline underline-offset-2"
            >
              {row.booking_code}
            </Link>{' '}
            <span className="text-sm text-ink-700">· {formatBookingStatus(row.status)}</span>
            <ul className="mt-1 list-disc pl-5 text-sm text-ink-700">
              {row.breaks.map((kind) => (
                <li key={kind}>{moneyBreakMessages[kind]}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Rides today and tomorrow, unassigned rides due soon and 30 days of bookings (decision 016). */
export function OpsOverview() {
  const overview = useOverviewQuery()
  return (
    <section aria-labelledby="overview-title" className="mt-8">
      <h2 id="overview-title" className="text-2xl font-bold text-ink-900">
        Overview
      </h2>
      {overview.isPending && (
        <p role="status" className="mt-4 text-ink-700">
          Loading the overview...
        </p>
      )}
      {overview.isError && (
        <Alert tone="danger" className="mt-4">
          {apiErrorMessage(overview.error, 'Failed to load the overview')}
        </Alert>
      )}
      {overview.data && (
        <>
          <div className="mt-4 space-y-4">
            <MoneyBreaks rows={overview.data.money_breaks} />
            <DueSoon rides={overview.data.unassigned_due_soon} />
          </div>
          <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
            <StatusSummary title="Today" counts={overview.data.today} />
            <StatusSummary title="Tomorrow" counts={overview.data.tomorrow} />
          </div>
          <p className="mt-2 text-sm text-ink-700">
            Today and tomorrow follow each pickup&apos;s own time zone.
          </p>
          <Suspense
            fallback={
              <p role="status" className="mt-6 text-ink-700">
                Loading the charts...
              </p>
            }
          >
            <OverviewCharts
              days={overview.data.last_30_days}
              cancellationRate={overview.data.cancellation_rate}
            />
          </Suspense>
        </>
      )}
    </section>
  )
}
