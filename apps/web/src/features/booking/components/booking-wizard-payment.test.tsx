import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PartnerAuthContext } from '@/features/partner/auth/partner-auth-context'
import { ApiError, apiRequest } from '@/lib/api-client'
import type * as ApiClient from '@/lib/api-client'
import type { PaymentView } from '../api/booking-payment'
import { initialBookingWizardState } from '../flow/booking-flow-reducer'
import { saveBookingWizard } from '../flow/booking-flow-storage'
import { flowAtDetails, quote } from '../testing/booking-fixtures'
import { BookingWizard } from './booking-wizard'
import { preloadStep } from './step-screens'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))
const api = vi.mocked(apiRequest)

const open: PaymentView = {
  gateway: 'sandbox',
  status: 'requires_payment_method',
  amount: 84.5,
  currency: 'USD',
  client_secret: null,
  publishable_key: null,
  action_url: null,
  decline_message: null,
  card: null,
  card_on_file: false,
  booking_status: 'pending_payment',
}
const declined: PaymentView = {
  ...open,
  status: 'declined',
  decline_message: 'Your card was declined. Please use another card.',
}
const paid: PaymentView = { ...open, status: 'succeeded', card: { brand: 'visa', last4: '4242' } }

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search}</p>
}

function renderWizard(entry = '/booking') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const auth = { status: 'logged-out' as const, partner: null, signIn: vi.fn(), logout: vi.fn() }
  render(
    <QueryClientProvider client={client}>
      <PartnerAuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/booking" element={<BookingWizard audience="traveller" />} />
            <Route path="/pay/sandbox/challenge/:reference" element={<p>Challenge page</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </PartnerAuthContext.Provider>
    </QueryClientProvider>,
  )
}

/** Step 4 with a booking made, as the wizard saves it in the tab. */
function savedAtReview() {
  saveBookingWizard('traveller', {
    ...initialBookingWizardState,
    tripConfirmed: true,
    flow: {
      ...flowAtDetails,
      currentPage: 4,
      bookingId: 'b-1',
      bookingCode: 'ABCD2345',
      bookingAccessToken: 'secret',
      bookingCurrency: 'USD',
    },
  })
}

type Answers = Partial<Record<string, (init?: ApiClient.ApiRequestOptions) => unknown>>

function answer(calls: Answers) {
  api.mockImplementation(async (path: string, init?: ApiClient.ApiRequestOptions) => {
    const key = `${init?.method ?? 'GET'} ${path}`
    const reply = calls[key]
    if (reply) return reply(init)
    if (path === '/currencies') {
      return { base: 'USD', rates_date: '2030-01-01', currencies: [] }
    }
    if (path === '/prices/calculate') return quote
    throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' })
  })
}

const callsTo = (method: string, path: string) =>
  api.mock.calls.filter(([p, init]) => p === path && (init?.method ?? 'GET') === method)

async function completeBooking() {
  await userEvent.click(await screen.findByRole('checkbox', { name: /I agree to the/ }))
  await userEvent.click(screen.getByRole('button', { name: 'Complete Booking' }))
}

async function payWith(number: string) {
  await userEvent.type(await screen.findByLabelText('Card number'), number)
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '04/40')
  await userEvent.type(screen.getByLabelText('Security code (CVC)'), '123')
  await userEvent.click(screen.getByRole('button', { name: 'Pay $84.50' }))
}

beforeAll(() => Promise.all([1, 2, 3, 4, 5].map(preloadStep)))

beforeEach(() => {
  api.mockReset()
  sessionStorage.clear()
})

describe('BookingWizard payment', () => {
  it('takes a declined card, keeps the booking, and confirms after another card', async () => {
    const cards = [declined, paid]
    answer({
      'POST /bookings/b-1/payment': () => open,
      'POST /bookings/b-1/payment/card': () => cards.shift(),
      'POST /bookings/b-1/complete': () => ({ booking_code: 'ABCD2345' }),
    })
    savedAtReview()
    renderWizard()
    await completeBooking()
    expect(await screen.findByText('You will be charged $84.50 (USD).')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Complete Booking' })).toBeNull()
    expect(screen.getByLabelText('Card number')).toHaveFocus()

    await payWith('4000 0000 0000 0002')
    expect(await screen.findByText(declined.decline_message!)).toBeVisible()
    expect(screen.getByLabelText('Card number')).toHaveValue('')
    expect(screen.getByRole('region', { name: 'Passenger & Ride Preferences' })).toHaveTextContent(
      'Amara Okafor',
    )
    expect(callsTo('POST', '/bookings/b-1/complete')).toHaveLength(0)

    await payWith('4242 4242 4242 4242')
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
    const [first, second] = callsTo('POST', '/bookings/b-1/payment/card').map(([, init]) => init)
    expect(first?.body).toMatchObject({
      number: '4000000000000002',
      exp_month: 4,
      exp_year: 2040,
      cvc: '123',
      return_url: '/booking?payment=return',
    })
    // Each card is an attempt of its own, so the second is not answered as the first.
    expect(first?.headers?.['Idempotency-Key']).toMatch(/.{8,}/)
    expect(second?.headers?.['Idempotency-Key']).not.toBe(first?.headers?.['Idempotency-Key'])
    expect(callsTo('POST', '/bookings/b-1/complete')).toHaveLength(1)
  })

  it('sends the payer’s answer about keeping the card, also when the first call failed', async () => {
    const replies = [
      () => {
        throw new ApiError('The payment service could not be reached.', {
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
        })
      },
      () => ({ ...open, card_on_file: true }),
    ]
    answer({ 'POST /bookings/b-1/payment': () => replies.shift()!() })
    savedAtReview()
    renderWizard()
    await userEvent.click(
      await screen.findByRole('checkbox', {
        name: 'Keep this card on file for extra waiting at the pickup',
      }),
    )
    await completeBooking()
    expect(await screen.findByText('The payment service could not be reached.')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Complete Booking' }))
    expect(await screen.findByText('You will be charged $84.50 (USD).')).toBeVisible()
    // The open payment keeps the card: the answer can no longer change.
    expect(
      screen.getByRole('checkbox', {
        name: 'Keep this card on file for extra waiting at the pickup',
      }),
    ).toBeDisabled()
    const bodies = callsTo('POST', '/bookings/b-1/payment').map(([, init]) => init?.body)
    expect(bodies).toEqual([{ save_card_for_extras: true }, { save_card_for_extras: true }])
  })

  it('opens one payment however fast Complete Booking is clicked', async () => {
    let release: (view: PaymentView) => void = () => undefined
    answer({
      'POST /bookings/b-1/payment': () => new Promise<PaymentView>((done) => (release = done)),
    })
    savedAtReview()
    renderWizard()
    await userEvent.click(await screen.findByRole('checkbox', { name: /I agree to the/ }))
    const complete = screen.getByRole('button', { name: 'Complete Booking' })
    await userEvent.dblClick(complete)
    await userEvent.click(complete)
    expect(complete).toBeDisabled()
    release(open)
    expect(await screen.findByLabelText('Card number')).toBeVisible()
    expect(callsTo('POST', '/bookings/b-1/payment')).toHaveLength(1)
  })

  it('keeps the attempt’s key when the answer is lost, so a retry cannot pay twice', async () => {
    const replies: Array<() => PaymentView> = [
      () => {
        throw new ApiError('We could not reach Ridelane.', { status: 0, code: 'NETWORK_ERROR' })
      },
      () => open,
    ]
    answer({ 'POST /bookings/b-1/payment': () => replies.shift()!() })
    savedAtReview()
    renderWizard()
    await completeBooking()
    expect(await screen.findByText('We could not reach Ridelane.')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Complete Booking' }))
    expect(await screen.findByLabelText('Card number')).toBeVisible()
    const keys = callsTo('POST', '/bookings/b-1/payment').map(
      ([, init]) => init?.headers?.['Idempotency-Key'],
    )
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it('goes to the security check page the payment names', async () => {
    answer({
      'POST /bookings/b-1/payment': () => open,
      'POST /bookings/b-1/payment/card': () => ({
        ...open,
        status: 'requires_action',
        action_url: '/pay/sandbox/challenge/ch_1',
      }),
    })
    savedAtReview()
    renderWizard()
    await completeBooking()
    await payWith('4000 0025 0000 3155')
    expect(await screen.findByText('Challenge page')).toBeVisible()
    expect(screen.getByTestId('where')).toHaveTextContent('/pay/sandbox/challenge/ch_1')
  })

  it('picks the payment up after the return, with the wizard restored from the tab', async () => {
    answer({
      'GET /bookings/b-1/payment': () => paid,
      'POST /bookings/b-1/complete': () => ({ booking_code: 'ABCD2345' }),
    })
    savedAtReview()
    renderWizard('/booking?payment=return')
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
    expect(callsTo('GET', '/bookings/b-1/payment')).toHaveLength(1)
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/booking$/)
  })

  it("opens the ride page with the booking's token from Track Your Ride", async () => {
    answer({
      'GET /bookings/b-1/payment': () => paid,
      'POST /bookings/b-1/complete': () => ({ booking_code: 'ABCD2345' }),
    })
    savedAtReview()
    renderWizard('/booking?payment=return')
    await userEvent.click(await screen.findByRole('button', { name: 'Track Your Ride' }))
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/rides\/ABCD2345$/)
    expect(sessionStorage.getItem('ridelane.ride-token.ABCD2345')).toBe('secret')
  })

  it('offers the card form again when the check was failed', async () => {
    answer({
      'GET /bookings/b-1/payment': () => ({
        ...declined,
        decline_message: 'The security check was not passed.',
      }),
    })
    savedAtReview()
    renderWizard('/booking?payment=return')
    expect(await screen.findByText('The security check was not passed.')).toBeVisible()
    expect(screen.getByLabelText('Card number')).toBeVisible()
    expect(callsTo('POST', '/bookings/b-1/complete')).toHaveLength(0)
  })

  it('confirms a booking on account without asking for a card', async () => {
    answer({
      'POST /bookings/b-1/payment': () => ({
        ...open,
        gateway: 'on_account',
        status: 'not_required',
      }),
      'POST /bookings/b-1/complete': () => ({ booking_code: 'ABCD2345' }),
    })
    savedAtReview()
    renderWizard()
    await completeBooking()
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
    expect(callsTo('POST', '/bookings/b-1/payment/card')).toHaveLength(0)
    await waitFor(() => expect(callsTo('POST', '/bookings/b-1/complete')).toHaveLength(1))
  })
})
