import type { ProviderJob } from '@ridelane/domain'
import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { providerJobPathFor } from '@/config/paths'
import { loadText, money, pickupClock, routeText, statusText, vehicleText } from './job-format'
import { OfferCountdown } from './offer-countdown'

/** One job in a tab's list: when, where, what, what it pays; the whole card opens the job. */
export function JobCard({ job, offered }: { job: ProviderJob; offered: boolean }) {
  const { earnings } = job
  return (
    <li>
      <Link
        to={providerJobPathFor(job.booking_id)}
        className="group flex items-start gap-3 rounded-card bg-white p-4 shadow-card hover:bg-ink-50 sm:p-5"
      >
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-bold text-ink-900">{pickupClock(job)}</span>
            {offered && job.offer ? (
              <OfferCountdown expiresAt={job.offer.expires_at} />
            ) : (
              <span className="text-xs font-semibold text-ink-600">
                {statusText(job.booking_status)}
              </span>
            )}
          </p>
          <p className="mt-1 text-ink-800">{routeText(job)}</p>
          <p className="mt-1 text-sm text-ink-600">
            {vehicleText(job)} · {loadText(job)}
          </p>
          {job.driver && (
            <p className="mt-1 text-sm text-ink-600">
              Driver: {job.driver.name}
              {job.vehicle && `, ${job.vehicle.plate}`}
            </p>
          )}
          <p className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="text-ink-600">{job.booking_code}</span>
            <span className="font-semibold text-ink-900">
              You earn {money(earnings.payout, earnings.currency)}
            </span>
          </p>
        </div>
        <ChevronRight
          className="mt-1 size-5 shrink-0 text-ink-400 group-hover:text-ink-700"
          aria-hidden="true"
        />
      </Link>
    </li>
  )
}
