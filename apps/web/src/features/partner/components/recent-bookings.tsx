import type { RecentBooking } from '@ridelane/domain'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { formatDay } from '@/lib/format-date-time'
import { BookingRow } from './booking-row'

export function RecentBookings({ bookings }: { bookings: RecentBooking[] }) {
  return (
    <section
      aria-labelledby="recent-bookings-heading"
      className="rounded-card bg-white p-6 shadow-card"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-bookings-heading" className="text-lg font-bold text-ink-900">
          Recent Bookings
        </h2>
        <Link
          to={paths.partner.bookings}
          className="rounded-sm text-sm font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900"
        >
          See all
        </Link>
      </div>
      {bookings.length === 0 ? (
        <p className="mt-4 text-ink-600">No bookings yet</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-100">
          {bookings.map((booking) => (
            <BookingRow
              key={booking.id}
              id={booking.id}
              bookingCode={booking.booking_code}
              pickup={booking.pickup_location}
              dropoff={booking.dropoff_location}
              when={`Booked ${formatDay(booking.created_at)}`}
              priceUsd={booking.vehicle_price}
              status={booking.booking_status}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
