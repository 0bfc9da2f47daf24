import { formatBookingStatus, formatMoney, type BookingStatus } from '@ridelane/domain'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'

type BookingRowProps = {
  /** The booking's id: the row opens its ride page. */
  id: string
  bookingCode: string
  pickup: string
  dropoff: string
  when: string
  priceUsd: number
  status: BookingStatus
  /** The traveller it was booked for, when the list shows it. */
  guest?: string
  /** Who of the partner booked it, when the list shows it. */
  bookedBy?: string
  /** The partner's cost centre and booking reference, when the booking has them. */
  costCentre?: string | null
  bookingReference?: string | null
  /** Made with a test API key. */
  sandbox?: boolean
}

const statusTone: Partial<Record<BookingStatus, string>> = {
  confirmed: 'bg-success-50 text-success-700',
  assigned: 'bg-success-50 text-success-700',
  driver_en_route: 'bg-success-50 text-success-700',
  driver_arrived: 'bg-success-50 text-success-700',
  passenger_on_board: 'bg-success-50 text-success-700',
  completed: 'bg-success-50 text-success-700',
  pending_payment: 'bg-warning-50 text-warning-800',
  cancelled: 'bg-danger-50 text-danger-700',
  no_show: 'bg-danger-50 text-danger-700',
  expired: 'bg-danger-50 text-danger-700',
}

/** One booking in a partner list: code (a link to its page), route, time, fare in $ and capitalised status. */
export function BookingRow({
  id,
  bookingCode,
  pickup,
  dropoff,
  when,
  priceUsd,
  status,
  guest,
  bookedBy,
  costCentre,
  bookingReference,
  sandbox = false,
}: BookingRowProps) {
  return (
    <li className="relative flex flex-col gap-3 py-4 hover:bg-ink-50 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        {/* The link covers the whole row, so any part of it opens the booking. */}
        <Link
          to={paths.partner.bookingDetail(id)}
          className="font-mono text-sm font-semibold text-ink-900 underline-offset-4 after:absolute after:inset-0 hover:underline"
        >
          {bookingCode}
        </Link>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-ink-800">
          <span className="break-words">{pickup}</span>
          <ArrowRight className="size-4 shrink-0 text-ink-400" aria-hidden="true" />
          <span className="sr-only">to</span>
          <span className="break-words">{dropoff}</span>
        </p>
        <p className="mt-1 text-sm text-ink-600">{when}</p>
        {guest !== undefined && (
          <p className="mt-1 text-sm break-words text-ink-600">
            <span className="font-semibold text-ink-700">Guest</span> {guest}
          </p>
        )}
        {bookedBy !== undefined && (
          <p className="mt-1 text-sm text-ink-600">
            <span className="font-semibold text-ink-700">Booked by</span>{' '}
            <span className="break-all">{bookedBy || '—'}</span>
          </p>
        )}
        {costCentre && (
          <p className="mt-1 text-sm text-ink-600">
            <span className="font-semibold text-ink-700">Cost centre</span>{' '}
            <span className="break-all">{costCentre}</span>
          </p>
        )}
        {bookingReference && (
          <p className="mt-1 text-sm text-ink-600">
            <span className="font-semibold text-ink-700">Reference</span>{' '}
            <span className="break-all">{bookingReference}</span>
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
        {sandbox && (
          <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
            Test booking
          </span>
        )}
        <span className="font-semibold text-ink-900">{formatMoney(priceUsd, 'USD')}</span>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            statusTone[status] ?? 'bg-ink-100 text-ink-700',
          )}
        >
          {formatBookingStatus(status)}
        </span>
      </div>
    </li>
  )
}
