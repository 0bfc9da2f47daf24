import {
  bookingStatuses,
  formatBookingStatus,
  partnerBookingsFilterMessages,
  type BookingStatus,
} from '@ridelane/domain'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button, ButtonLink } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { controlClasses, Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorDefaults, apiErrorMessage } from '@/lib/api-client'
import { formatPickupTime } from '@/lib/format-date-time'
import {
  downloadPartnerBookingsCsv,
  exportFailed,
  usePartnerBookingsQuery,
  type PartnerBookingsFilters,
} from '../api/get-partner-bookings'
import { BookingRow } from './booking-row'
import { BookingsPagination } from './bookings-pagination'
import { LoadErrorPanel, LoadingPanel } from './load-state'
import { PartnerPageIntro } from './partner-page-intro'

/** The page and filters live in the address (?page=2&status=…) so a refresh or a shared link keeps them. */
function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'))
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value)

function filtersFrom(search: URLSearchParams): PartnerBookingsFilters {
  const status = search.get('status')
  const from = search.get('from')
  const to = search.get('to')
  return {
    ...(bookingStatuses.includes(status as BookingStatus)
      ? { status: status as BookingStatus }
      : {}),
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
    ...(search.get('test') === 'true' ? { test: true } : {}),
  }
}

function searchFor(filters: PartnerBookingsFilters, page = 1): Record<string, string> {
  const search: Record<string, string> = {}
  if (page > 1) search.page = String(page)
  if (filters.status) search.status = filters.status
  if (filters.from) search.from = filters.from
  if (filters.to) search.to = filters.to
  if (filters.test) search.test = 'true'
  return search
}

const isFiltered = (filters: PartnerBookingsFilters) =>
  Boolean(filters.status || filters.from || filters.to)

export function PartnerBookingsPage() {
  useDocumentTitle('Your Bookings')
  const [search, setSearch] = useSearchParams()
  const page = pageFrom(search)
  const filters = filtersFrom(search)
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to)
  const bookings = usePartnerBookingsQuery(page, filters, !reversed)
  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState<string>()

  function goToPage(next: number) {
    setSearch(searchFor(filters, next))
  }
  /** A changed filter starts again from the first page. */
  function setFilter(change: Partial<PartnerBookingsFilters>) {
    setExportError(undefined)
    setSearch(searchFor({ ...filters, ...change }), { replace: true })
  }

  async function exportCsv() {
    setExporting(true)
    setExportError(undefined)
    try {
      await downloadPartnerBookingsCsv(filters)
    } catch (error) {
      setExportError(apiErrorMessage(error, exportFailed))
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <PartnerPageIntro
        title="Your Bookings"
        actions={<ButtonLink to={paths.partner.newBooking}>New Booking</ButtonLink>}
      >
        <p>Every ride booked under your partner account, newest first.</p>
      </PartnerPageIntro>
      <div className="mx-auto max-w-6xl px-gutter pt-6">
        <form
          aria-label="Filter bookings"
          className="rounded-card bg-white p-5 shadow-card"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Field label="Status">
              {(control) => (
                <Select
                  {...control}
                  value={filters.status ?? ''}
                  onChange={(event) =>
                    setFilter({ status: (event.target.value || undefined) as BookingStatus })
                  }
                >
                  <option value="">All statuses</option>
                  {bookingStatuses.map((status) => (
                    <option key={status} value={status}>
                      {formatBookingStatus(status)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Pickup from" hint="The pickup's own local date">
              {(control) => (
                <input
                  {...control}
                  type="date"
                  className={controlClasses(false)}
                  value={filters.from ?? ''}
                  max={filters.to}
                  onChange={(event) => setFilter({ from: event.target.value || undefined })}
                />
              )}
            </Field>
            <Field
              label="Pickup to"
              error={reversed ? partnerBookingsFilterMessages.rangeReversed : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  type="date"
                  className={controlClasses(reversed)}
                  value={filters.to ?? ''}
                  min={filters.from}
                  onChange={(event) => setFilter({ to: event.target.value || undefined })}
                />
              )}
            </Field>
            <div className="flex flex-col justify-end gap-3">
              <Checkbox
                label="Show test bookings"
                description="Made with test API keys; never on a statement."
                checked={filters.test ?? false}
                onChange={(event) => setFilter({ test: event.target.checked || undefined })}
              />
            </div>
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              type="button"
              variant="outline"
              onClick={() => void exportCsv()}
              disabled={exporting || reversed}
            >
              <Download className="size-4" aria-hidden="true" />
              {exporting ? 'Exporting…' : 'Export CSV'}
            </Button>
            {(isFiltered(filters) || filters.test) && (
              <Button type="button" variant="ghost" onClick={() => setSearch({})}>
                Clear filters
              </Button>
            )}
          </div>
          {exportError && (
            <Alert tone="danger" className="mt-4">
              {exportError}
            </Alert>
          )}
        </form>
      </div>
      {reversed ? null : bookings.isPending ? (
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
              <p className="mt-4 text-ink-600">
                {isFiltered(filters) ? 'No bookings match these filters' : 'No bookings'}
              </p>
            ) : (
              <ul className="mt-2 divide-y divide-ink-100">
                {bookings.data.bookings.map((booking) => (
                  <BookingRow
                    key={booking.id}
                    id={booking.id}
                    bookingCode={booking.booking_code}
                    pickup={booking.pickup_location}
                    dropoff={booking.dropoff_location}
                    when={`Pickup ${formatPickupTime(booking.pickup_time, booking.timezone)}`}
                    guest={booking.guest_name}
                    priceUsd={booking.vehicle_price}
                    status={booking.booking_status}
                    bookedBy={booking.booked_by}
                    costCentre={booking.cost_centre}
                    bookingReference={booking.booking_reference}
                    sandbox={booking.sandbox}
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
