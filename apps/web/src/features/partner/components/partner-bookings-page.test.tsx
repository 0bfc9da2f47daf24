import type { PartnerBookingListItem, PartnerBookingsResponse } from '@ridelane/domain'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { answerCalls, failWith, renderPartnerScreen } from '../testing/partner-screen'
import { formatDateTime } from '@/lib/format-date-time'
import { PartnerBookingsPage } from './partner-bookings-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const booking: PartnerBookingListItem = {
  id: '0b6f3c1e-2d4a-4e5b-8c7d-9a0b1c2d3e4f',
  booking_code: 'Q3W8E5RT',
  pickup_location: 'Dubai International Airport (DXB)',
  dropoff_location: 'Burj Al Arab',
  pickup_time: '2026-12-01T09:30:00+04:00',
  vehicle_price: 120.5,
  booking_status: 'confirmed',
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
})

function renderBookings(
  answer: (options: ApiRequestOptions) => unknown,
  url = '/partner/bookings',
) {
  answerCalls(apiRequest, { 'GET /partners/bookings': answer })
  return renderPartnerScreen(<PartnerBookingsPage />, { path: '/partner/bookings', url })
}

describe('partner bookings', () => {
  it('lists code, route, pickup time, price in $ and capitalised status', async () => {
    renderBookings(() => ({
      bookings: [booking],
      pagination: { current_page: 1, total_pages: 1, total: 1 },
    }))
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument()
    const row = screen.getByRole('listitem')
    expect(row).toHaveTextContent('Q3W8E5RT')
    expect(row).toHaveTextContent('Dubai International Airport (DXB)')
    expect(row).toHaveTextContent('Burj Al Arab')
    expect(row).toHaveTextContent(`Pickup ${formatDateTime(booking.pickup_time)}`)
    expect(row).toHaveTextContent('$120.50')
    expect(row).toHaveTextContent('Confirmed')
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
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load bookings')
    expect(screen.queryByText(/Page \d/)).not.toBeInTheDocument()
  })
})
