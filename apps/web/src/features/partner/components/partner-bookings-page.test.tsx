import type { PartnerBookingListItem, PartnerBookingsResponse } from '@ridelane/domain'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiDownload, apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'
import { answerCalls, failWith, renderPartnerScreen } from '../testing/partner-screen'
import { PartnerBookingsPage } from './partner-bookings-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiDownload: vi.fn(),
}))
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }))

const booking: PartnerBookingListItem = {
  id: '0b6f3c1e-2d4a-4e5b-8c7d-9a0b1c2d3e4f',
  booking_code: 'Q3W8E5RT',
  pickup_location: 'Dubai International Airport (DXB)',
  dropoff_location: 'Burj Al Arab',
  pickup_time: '2026-12-01T09:30:00+04:00',
  timezone: 'Asia/Dubai',
  guest_name: 'Layla Haddad',
  vehicle_price: 120.5,
  booking_status: 'confirmed',
  booked_by: 'anna@harbourtravel.test',
  cost_centre: 'SALES',
  booking_reference: 'PO-1234',
  sandbox: false,
}

/** Answers with page `page` of `totalPages`, one booking on each. */
function pages(totalPages: number) {
  return (options: ApiRequestOptions): PartnerBookingsResponse => {
    const page = Number(options.query?.page)
    return {
      bookings: totalPages === 0 ? [] : [{ ...booking, booking_code: `CODE000${page}` }],
      pagination: { current_page: page, total_pages: Math.max(totalPages, 1), total: totalPages },
    }
  }
}

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiDownload).mockReset()
  vi.mocked(saveFile).mockReset()
})

function renderBookings(
  answer: (options: ApiRequestOptions) => unknown,
  url = '/partner/bookings',
) {
  answerCalls(apiRequest, { 'GET /partners/bookings': answer })
  return renderPartnerScreen(<PartnerBookingsPage />, { path: '/partner/bookings', url })
}

describe('partner bookings', () => {
  it('lists code, route, pickup time on its own clock, guest, price in $ and status', async () => {
    renderBookings(() => ({
      bookings: [booking],
      pagination: { current_page: 1, total_pages: 1, total: 1 },
    }))
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument()
    const row = screen.getByRole('listitem')
    expect(row).toHaveTextContent('Q3W8E5RT')
    expect(row).toHaveTextContent('Dubai International Airport (DXB)')
    expect(row).toHaveTextContent('Burj Al Arab')
    // On Dubai's clock whatever the partner's own zone is (the tests run in UTC).
    expect(row).toHaveTextContent('Pickup Tue 1 Dec 2026, 09:30 Dubai time')
    expect(row).toHaveTextContent('Guest Layla Haddad')
    expect(row).toHaveTextContent('$120.50')
    expect(row).toHaveTextContent('Confirmed')
    // Who booked, beside the traveller it was booked for, and the partner's own fields.
    expect(row).toHaveTextContent('Booked by anna@harbourtravel.test')
    expect(row).toHaveTextContent('Cost centre SALES')
    expect(row).toHaveTextContent('Reference PO-1234')
    expect(row).not.toHaveTextContent('Test booking')
    expect(screen.getByRole('link', { name: 'Q3W8E5RT' })).toHaveAttribute(
      'href',
      `/partner/bookings/${booking.id}`,
    )
    expect(screen.queryByRole('button', { name: /Prev|Next/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'New Booking' })).toHaveAttribute(
      'href',
      '/partner/bookings/new',
    )
    expect(apiRequest).toHaveBeenCalledWith(
      '/partners/bookings',
      expect.objectContaining({ query: { page: 1, limit: 10 } }),
    )
  })

  it("says 'No bookings' when there are none", async () => {
    renderBookings(pages(0))
    expect(await screen.findByText('No bookings')).toBeInTheDocument()
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument()
  })

  it('pages with Prev and Next, keeping the page in the address', async () => {
    const { router } = renderBookings(pages(3), '/partner/bookings?page=2')
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
    expect(screen.getByText('CODE0002')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=3')
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Prev' }))
    await user.click(await screen.findByRole('button', { name: 'Prev' }))
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled()
  })

  it('reads a nonsense page as the first', async () => {
    renderBookings(pages(2), '/partner/bookings?page=abc')
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument()
  })

  it("replaces the list with the server's message, else 'Failed to load bookings'", async () => {
    renderBookings(failWith(500))
    // The filter fields keep their own (empty) alert regions; the list's is the one with text.
    expect(await screen.findByText('Failed to load bookings')).toBeInTheDocument()
    expect(screen.queryByText(/Page \d/)).not.toBeInTheDocument()
  })

  it('filters by status, pickup dates and test bookings, keeping them in the address', async () => {
    const { router } = renderBookings(
      (options) => ({
        bookings: [
          { ...booking, sandbox: options.query?.test === 'true', booking_status: 'cancelled' },
        ],
        pagination: { current_page: 1, total_pages: 1, total: 1 },
      }),
      '/partner/bookings?page=3',
    )
    await screen.findByText('Page 1 of 1')
    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled')
    // A new filter starts from the first page.
    expect(router.state.location.search).toBe('?status=cancelled')
    await user.type(screen.getByLabelText('Pickup from'), '2030-06-01')
    await user.type(screen.getByLabelText('Pickup to'), '2030-06-30')
    await user.click(screen.getByLabelText('Show test bookings'))
    expect(router.state.location.search).toBe(
      '?status=cancelled&from=2030-06-01&to=2030-06-30&test=true',
    )
    expect(await screen.findByText('Test booking')).toBeInTheDocument()
    expect(apiRequest).toHaveBeenLastCalledWith(
      '/partners/bookings',
      expect.objectContaining({
        query: {
          page: 1,
          limit: 10,
          status: 'cancelled',
          from: '2030-06-01',
          to: '2030-06-30',
          test: 'true',
        },
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(router.state.location.search).toBe('')
  })

  it('opens with the filters of a shared link, and says when nothing matches', async () => {
    renderBookings(pages(0), '/partner/bookings?status=no_show&from=2030-01-01')
    expect(await screen.findByText('No bookings match these filters')).toBeInTheDocument()
    expect(screen.getByLabelText('Status')).toHaveValue('no_show')
    expect(screen.getByLabelText('Pickup from')).toHaveValue('2030-01-01')
    expect(apiRequest).toHaveBeenCalledWith(
      '/partners/bookings',
      expect.objectContaining({
        query: { page: 1, limit: 10, status: 'no_show', from: '2030-01-01' },
      }),
    )
  })

  it('refuses a reversed date range without asking the server', async () => {
    renderBookings(pages(1), '/partner/bookings?from=2030-02-01&to=2030-01-01')
    expect(
      await screen.findByText('The "from" date must not be after the "to" date'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('exports the filtered list as CSV, and says so when the export fails', async () => {
    const blob = new Blob(['Booking code\n'], { type: 'text/csv' })
    vi.mocked(apiDownload).mockResolvedValueOnce({ blob, fileName: 'ridelane-bookings.csv' })
    renderBookings(pages(1), '/partner/bookings?status=confirmed&test=true')
    await screen.findByText('Page 1 of 1')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(apiDownload).toHaveBeenCalledWith(
      '/partners/bookings.csv?status=confirmed&test=true',
      expect.anything(),
    )
    expect(saveFile).toHaveBeenCalledWith(blob, 'ridelane-bookings.csv')

    vi.mocked(apiDownload).mockRejectedValueOnce(new Error('The export failed. Please try again.'))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('The export failed. Please try again.')).toBeInTheDocument()
  })
})
