import type { PartnerStatement, PartnerStatementLine } from '@ridelane/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiDownload, apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'
import { answerCalls, failWith, renderPartnerScreen } from '../testing/partner-screen'
import { PartnerStatementsPage } from './partner-statements-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiDownload: vi.fn(),
}))
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }))

const line: PartnerStatementLine = {
  booking_id: '0b6f3c1e-2d4a-4e5b-8c7d-9a0b1c2d3e4f',
  booking_code: 'Q3W8E5RT',
  status: 'confirmed',
  pickup_time: '2030-03-10T14:00:00.000Z',
  timezone: 'America/New_York',
  pickup_date_local: '2030-03-10',
  pickup_time_local: '10:00',
  route: 'JFK Airport → Times Square',
  guest_name: 'Layla Haddad',
  booked_by: 'anna@harbourtravel.test',
  cost_centre: null,
  booking_reference: null,
  payment: 'card',
  gross: 100,
  discount: 10,
  net: 90,
  refunded: 0,
  charged: 90,
  extra_waiting: 0,
  selling_price: null,
}

const totals = (bookings: number, net: number, refunded: number) => ({
  bookings,
  gross: net + 10,
  discount: 10,
  net,
  refunded,
  charged: net - refunded,
})

function statementFor(month: string, empty = false): PartnerStatement {
  return {
    month,
    partner: {
      id: 'a2f1c8e0-1111-4aaa-8bbb-123456789012',
      business_name: 'Harbour Travel',
      email: 'ops@harbourtravel.test',
      address: '',
      tax_id: '',
    },
    currency: 'USD',
    cost_centre: null,
    bookings: empty
      ? []
      : [
          line,
          {
            ...line,
            booking_id: '1c6f3c1e-2d4a-4e5b-8c7d-9a0b1c2d3e4f',
            booking_code: 'Z9Y8X7W6',
            status: 'cancelled',
            payment: 'on_account',
            refunded: 30,
            charged: 60,
            extra_waiting: 20,
            selling_price: 112.5,
          },
        ],
    totals: empty ? totals(0, 0, 0) : totals(2, 180, 30),
    on_account: empty ? totals(0, 0, 0) : totals(1, 90, 30),
    by_card: empty ? totals(0, 0, 0) : totals(1, 90, 0),
    by_cost_centre: [],
    amount_due: empty ? 0 : 60,
    referrals: empty
      ? []
      : [
          {
            booking_id: '2d6f3c1e-2d4a-4e5b-8c7d-9a0b1c2d3e4f',
            booking_code: 'R3F3R4L5',
            status: 'completed',
            pickup_date_local: '2030-03-18',
            route: 'JFK Airport → Times Square',
            net: 123.45,
            refunded: 0,
            commission_percent: 12,
            commission: 14.81,
          },
        ],
    referral_commission: empty ? 0 : 14.81,
  }
}

const user = userEvent.setup()
beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiDownload).mockReset()
  vi.mocked(saveFile).mockReset()
})

function renderStatements(
  answer: (options: ApiRequestOptions) => unknown,
  url = '/partner/statements?month=2030-03',
) {
  answerCalls(apiRequest, { 'GET /partners/statement': answer })
  return renderPartnerScreen(<PartnerStatementsPage />, { path: '/partner/statements', url })
}

describe('partner statements', () => {
  it('shows the month’s bookings, totals on account and by card, and the commission', async () => {
    renderStatements((options) => statementFor(String(options.query?.month)))
    expect(await screen.findByRole('heading', { name: 'March 2030' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Bookings in March 2030' })
    const first = within(table).getByRole('row', { name: /Q3W8E5RT/ })
    expect(first).toHaveTextContent('anna@harbourtravel.test')
    expect(first).toHaveTextContent('GuestLayla Haddad')
    expect(first).toHaveTextContent('$100.00')
    expect(first).toHaveTextContent('-$10.00')
    expect(first).toHaveTextContent('$90.00')
    expect(within(table).getByRole('link', { name: 'Q3W8E5RT' })).toHaveAttribute(
      'href',
      `/partner/bookings/${line.booking_id}`,
    )
    const cancelled = within(table).getByRole('row', { name: /Z9Y8X7W6/ })
    expect(cancelled).toHaveTextContent('Cancelled')
    expect(cancelled).toHaveTextContent('On account')
    expect(cancelled).toHaveTextContent('-$30.00')
    // Extra waiting charged after the ride, part of the net.
    expect(cancelled).toHaveTextContent('incl. $20.00 extra waiting')
    expect(first).not.toHaveTextContent('extra waiting')
    // A net-rate booking shows what its traveller was sold; a discount one has no such line.
    expect(cancelled).toHaveTextContent('sold at $112.50')
    expect(first).not.toHaveTextContent('sold at')
    expect(within(table).getByRole('row', { name: /On account \(1\)/ })).toHaveTextContent('$60.00')
    expect(within(table).getByRole('row', { name: /By card \(1\)/ })).toHaveTextContent('$90.00')
    const due = screen.getByText('Amount due on account').closest('div')!
    expect(due).toHaveTextContent('$60.00')
    const referrals = screen.getByRole('table', { name: 'Referred bookings' })
    expect(referrals).toHaveTextContent('R3F3R4L5')
    expect(referrals).toHaveTextContent('$14.81 (12 %)')
    expect(apiRequest).toHaveBeenCalledWith(
      '/partners/statement',
      expect.objectContaining({ query: { month: '2030-03' } }),
    )
  })

  it('changes month from the picker, keeping it in the address', async () => {
    const { router } = renderStatements((options) =>
      statementFor(String(options.query?.month), options.query?.month !== '2030-03'),
    )
    await screen.findByRole('heading', { name: 'March 2030' })
    const picker = screen.getByLabelText('Month')
    const previous = within(picker).getAllByRole('option')[1]!.getAttribute('value')!
    await user.selectOptions(picker, previous)
    expect(router.state.location.search).toBe(`?month=${previous}`)
    expect(await screen.findByText(/No confirmed bookings with a pickup in/)).toBeInTheDocument()
    expect(screen.getByText(/No bookings came through your referral link/)).toBeInTheDocument()
  })

  it('downloads the CSV, the PDF and an invoice, and says so when a download fails', async () => {
    renderStatements((options) => statementFor(String(options.query?.month)))
    await screen.findByRole('heading', { name: 'March 2030' })
    const blob = new Blob(['x'])
    vi.mocked(apiDownload).mockResolvedValue({ blob, fileName: undefined })
    await user.click(screen.getByRole('button', { name: 'Download CSV' }))
    expect(apiDownload).toHaveBeenLastCalledWith(
      '/partners/statement.csv?month=2030-03',
      expect.anything(),
    )
    expect(saveFile).toHaveBeenLastCalledWith(blob, 'ridelane-statement-2030-03.csv')
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(apiDownload).toHaveBeenLastCalledWith(
      '/partners/statement.pdf?month=2030-03',
      expect.anything(),
    )
    await user.click(screen.getByRole('button', { name: 'Invoice for Q3W8E5RT' }))
    expect(apiDownload).toHaveBeenLastCalledWith(
      `/partners/bookings/${line.booking_id}/invoice.pdf`,
      expect.anything(),
    )
    expect(saveFile).toHaveBeenLastCalledWith(blob, 'ridelane-invoice-Q3W8E5RT.pdf')

    vi.mocked(apiDownload).mockRejectedValueOnce(
      new Error('The download failed. Please try again.'),
    )
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(await screen.findByText('The download failed. Please try again.')).toBeInTheDocument()
  })

  it('gives one cost centre’s statement, its subtotals and downloads, when the account has them', async () => {
    answerCalls(apiRequest, {
      'GET /partners/booking-fields': () => ({
        cost_centre: { mode: 'optional', centres: [{ code: 'SALES', name: 'Sales team' }] },
        booking_reference: { mode: 'off', label: 'Booking reference', mask: '' },
      }),
      'GET /partners/statement': (options) => {
        const centre = options.query?.cost_centre
        const whole = statementFor(String(options.query?.month))
        return centre
          ? { ...whole, cost_centre: 'SALES', bookings: whole.bookings.slice(0, 1), referrals: [] }
          : {
              ...whole,
              bookings: [
                { ...whole.bookings[0]!, cost_centre: 'SALES', booking_reference: 'PO-1' },
                whole.bookings[1]!,
              ],
              by_cost_centre: [
                { cost_centre: 'SALES', name: 'Sales team', ...totals(1, 90, 0) },
                { cost_centre: null, name: '', ...totals(1, 90, 30) },
              ],
            }
      },
    })
    const { router } = renderPartnerScreen(<PartnerStatementsPage />, {
      path: '/partner/statements',
      url: '/partner/statements?month=2030-03',
    })
    await screen.findByRole('heading', { name: 'March 2030' })
    const table = screen.getByRole('table', { name: 'Bookings in March 2030' })
    expect(within(table).getByRole('row', { name: /Q3W8E5RT/ })).toHaveTextContent('SALESPO-1')
    expect(
      within(table).getByRole('row', { name: /Cost centre SALES \(Sales team\): 1 booking/ }),
    ).toHaveTextContent('$90.00')
    expect(
      within(table).getByRole('row', { name: /No cost centre: 1 booking/ }),
    ).toBeInTheDocument()

    const picker = await screen.findByLabelText('Cost centre')
    await user.selectOptions(picker, 'SALES')
    expect(router.state.location.search).toBe('?month=2030-03&cost_centre=SALES')
    await waitFor(() =>
      expect(apiRequest).toHaveBeenLastCalledWith(
        '/partners/statement',
        expect.objectContaining({ query: { month: '2030-03', cost_centre: 'SALES' } }),
      ),
    )
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Referred bookings' })).toBeNull(),
    )
    expect(screen.queryByText(/No bookings came through your referral link/)).toBeNull()
    const blob = new Blob(['x'])
    vi.mocked(apiDownload).mockResolvedValue({ blob, fileName: undefined })
    await user.click(screen.getByRole('button', { name: 'Download CSV' }))
    expect(apiDownload).toHaveBeenLastCalledWith(
      '/partners/statement.csv?month=2030-03&cost_centre=SALES',
      expect.anything(),
    )
    expect(within(picker).getByRole('option', { name: 'Without a cost centre' })).toHaveValue(
      'none',
    )
  })

  it('shows the server’s message when the statement cannot load', async () => {
    renderStatements(failWith(500))
    expect(await screen.findByText('Failed to load the statement')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
