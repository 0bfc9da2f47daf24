import { useSearchParams } from 'react-router'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorDefaults } from '@/lib/api-client'
import { usePartnerBookingsQuery } from '../api/get-partner-bookings'
import { formatDateTime } from '@/lib/format-date-time'
import { BookingRow } from './booking-row'
import { BookingsPagination } from './bookings-pagination'
import { LoadErrorPanel, LoadingPanel } from './load-state'
import { PartnerPageIntro } from './partner-page-intro'

/** The page lives in the address (?page=2) so a refresh or a shared link keeps it. */
function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'))
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

export function PartnerBookingsPage() {
  useDocumentTitle('Your Bookings')
  const [search, setSearch] = useSearchParams()
  const page = pageFrom(search)
  const bookings = usePartnerBookingsQuery(page)

  function goToPage(next: number) {
    setSearch(next === 1 ? {} : { page: String(next) })
  }

  return (
    <>
      <PartnerPageIntro
        title="Your Bookings"
        actions={<ButtonLink to={paths.partner.newBooking}>New Booking</ButtonLink>}
      >
        <p>Every ride booked under your partner account, newest first.</p>
      </PartnerPageIntro>
      {bookings.isPending ? (
        <LoadingPanel label="Loading bookings..." />
      ) : bookings.isError ? (
        <LoadErrorPanel error={bookings.error} fallback={apiErrorDefaults.loadBookings} />
      ) : (
        <div className="mx-auto max-w-6xl px-gutter py-8">
          <section
            aria-labelledby="booking-list-heading"
            aria-busy={bookings.isPlaceholderData || undefined}
            className="rounded-card bg-white p-6 shadow-card"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="booking-list-heading" className="text-lg font-bold text-ink-900">
                Booking history
              </h2>
              <p className="text-sm text-ink-600">
                {`Page ${bookings.data.pagination.current_page} of ${bookings.data.pagination.total_pages}`}
              </p>
            </div>
            {bookings.data.bookings.length === 0 ? (
              <p className="mt-4 text-ink-600">No bookings</p>
            ) : (
              <ul className="mt-2 divide-y divide-ink-100">
                {bookings.data.bookings.map((booking) => (
                  <BookingRow
                    key={booking.id}
                    id={booking.id}
                    bookingCode={booking.booking_code}
                    pickup={booking.pickup_location}
                    dropoff={booking.dropoff_location}
                    when={`Pickup ${formatDateTime(booking.pickup_time)}`}
                    priceUsd={booking.vehicle_price}
                    status={booking.booking_status}
                  />
                ))}
              </ul>
            )}
            <BookingsPagination pagination={bookings.data.pagination} onPageChange={goToPage} />
          </section>
        </div>
      )}
    </>
  )
}
