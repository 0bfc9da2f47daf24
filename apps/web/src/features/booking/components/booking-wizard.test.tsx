import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PartnerAuthContext } from '@/features/partner/auth/partner-auth-context'
import { ApiError, apiRequest } from '@/lib/api-client'
import type * as ApiClient from '@/lib/api-client'
import { initialBookingWizardState } from '../flow/booking-flow-reducer'
import { saveBookingWizard, saveSearchFromLanding } from '../flow/booking-flow-storage'
import {
  airportPickupRide,
  cityPickupRide,
  completeRide,
  flowAtDetails,
  quote,
} from '../testing/booking-fixtures'
import { BookingWizard } from './booking-wizard'
import { preloadStep } from './step-screens'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))
const api = vi.mocked(apiRequest)

const rates = {
  base: 'USD',
  rates_date: '2030-01-01',
  currencies: [
    { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 },
    { code: 'GBP', name: 'British Pound', symbol: '£', rate: 0.8 },
  ],
}

function renderWizard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const auth = { status: 'logged-out' as const, partner: null, signIn: vi.fn(), logout: vi.fn() }
  render(
    <QueryClientProvider client={client}>
      <PartnerAuthContext.Provider value={auth}>
        <MemoryRouter>
          <BookingWizard audience="traveller" />
        </MemoryRouter>
      </PartnerAuthContext.Provider>
    </QueryClientProvider>,
  )
}

// Each step is a chunk of its own; with its code loaded, a step renders in the first pass.
beforeAll(() => Promise.all([1, 2, 3, 4, 5].map(preloadStep)))

beforeEach(() => {
  api.mockReset()
  api.mockImplementation(async (path: string) => {
    if (path === '/currencies') return rates
    if (path === '/prices/calculate') return quote
    if (path === '/bookings/b-1') return {}
    throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' })
  })
})

describe('BookingWizard', () => {
  it('starts at step 1 when nothing is chosen, whatever step was asked for', () => {
    saveBookingWizard('traveller', {
      ...initialBookingWizardState,
      flow: { ...initialBookingWizardState.flow, currentPage: 4 },
    })
    renderWizard()
    expect(screen.getByRole('heading', { name: 'Trip Configuration' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Find Vehicles' })).toBeDisabled()
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Travel Details')
  })

  it('opens at step 2 after a landing search and converts prices with the server rates', async () => {
    saveSearchFromLanding(completeRide, 'Europe/London')
    renderWizard()
    expect(screen.getByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()
    expect(await screen.findByRole('button', { name: /^Sedan/ })).toHaveTextContent('$100.00')
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'GBP')
    expect(screen.getByRole('button', { name: /^Sedan/ })).toHaveTextContent('£80.00')
    const request = api.mock.calls.find(([path]) => path === '/prices/calculate')?.[1]
    expect(request?.body).toMatchObject({
      timezone: 'Europe/London',
      booking_time: '2030-06-01T10:30:00+01:00',
    })
  })

  it('opens a vehicle’s fare lines and add-on prices on demand, in the display currency', async () => {
    saveSearchFromLanding(completeRide, 'Europe/London')
    renderWizard()
    const sedan = (await screen.findByRole('button', { name: /^Sedan/ })).closest('li')!
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'GBP')
    const details = within(sedan).getByText('Details').closest('details')!
    expect(details).not.toHaveAttribute('open')
    await userEvent.click(within(sedan).getByText('Details'))
    expect(details).toHaveAttribute('open')
    const row = (label: string) => within(details).getByText(label).nextElementSibling
    expect(row('Vehicle fare')).toHaveTextContent('£80.00')
    expect(row('Meet & greet')).toBeInTheDocument()
    expect(row('Child seat')).toBeInTheDocument()
  })

  it('keeps prices in US dollars when the rates fail', async () => {
    api.mockImplementation(async (path: string) => {
      if (path === '/prices/calculate') return quote
      throw new ApiError('Rates unavailable', { status: 503, code: 'SERVICE_UNAVAILABLE' })
    })
    saveSearchFromLanding(completeRide, 'Europe/London')
    renderWizard()
    expect(await screen.findByText(/prices are shown in US dollars/)).toBeVisible()
    expect(screen.getByRole('button', { name: /^Sedan/ })).toHaveTextContent('$100.00')
  })

  it('tells the traveller when the price changed and keeps what they typed', async () => {
    api.mockImplementation(async (path: string) => {
      if (path === '/currencies') return rates
      if (path === '/bookings') {
        throw new ApiError('The price for this ride has changed.', {
          status: 409,
          code: 'PRICE_CHANGED',
        })
      }
      return quote
    })
    saveBookingWizard('traveller', { ...initialBookingWizardState, flow: flowAtDetails })
    renderWizard()
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review & Payment' }))
    expect(await screen.findByText('The price for this ride has changed.')).toBeVisible()
    const headers = api.mock.calls.find(([path]) => path === '/bookings')?.[1]?.headers
    expect(headers?.['Idempotency-Key']).toMatch(/.{8,}/)
    expect(screen.getByLabelText('Full name')).toHaveValue('Amara Okafor')
    await userEvent.click(screen.getByRole('button', { name: 'Search again' }))
    expect(screen.getByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()
  })

  it('sends the signed quote back unchanged and offers a new search when it is refused', async () => {
    const signedQuote = 'q1.db.eyJpZCI6InF1b3RlLTEifQ.c2lnbmF0dXJl'
    api.mockImplementation(async (path: string) => {
      if (path === '/currencies') return rates
      if (path === '/bookings') {
        throw new ApiError('We cannot confirm this price.', { status: 409, code: 'QUOTE_INVALID' })
      }
      return quote
    })
    saveBookingWizard('traveller', {
      ...initialBookingWizardState,
      flow: { ...flowAtDetails, quoteId: signedQuote },
    })
    renderWizard()
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review & Payment' }))
    expect(await screen.findByText('We cannot confirm this price.')).toBeVisible()
    const body = api.mock.calls.find(([path]) => path === '/bookings')?.[1]?.body
    expect(body).toMatchObject({ quote_id: signedQuote })
    await userEvent.click(screen.getByRole('button', { name: 'Search again' }))
    expect(screen.getByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()
  })

  it('offers a new search for a price the server no longer knows, such as an unsigned one', async () => {
    const message = 'We could not find this price. Please search again to get a fresh quote.'
    api.mockImplementation(async (path: string) => {
      if (path === '/currencies') return rates
      if (path === '/bookings') {
        throw new ApiError(message, {
          status: 404,
          code: 'NOT_FOUND',
          details: [{ path: 'quote_id', message }],
        })
      }
      return quote
    })
    saveBookingWizard('traveller', {
      ...initialBookingWizardState,
      flow: { ...flowAtDetails, quoteId: '3f2b8c1e-0d4a-4b6e-9a7c-5e1f2d3c4b5a' },
    })
    renderWizard()
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review & Payment' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Search again' }))
    expect(screen.getByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()
  })

  it('saves changed details to the existing booking instead of creating another', async () => {
    saveBookingWizard('traveller', {
      ...initialBookingWizardState,
      flow: {
        ...flowAtDetails,
        bookingId: 'b-1',
        bookingCode: 'ABCD2345',
        bookingAccessToken: 'secret',
      },
    })
    renderWizard()
    const name = screen.getByLabelText('Full name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Amara Okafor-Reid')
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review & Payment' }))
    expect(await screen.findByRole('heading', { name: 'Review & Payment' })).toBeVisible()
    const patch = api.mock.calls.find(([path]) => path === '/bookings/b-1')?.[1]
    expect(patch).toMatchObject({
      method: 'PATCH',
      headers: { 'X-Booking-Token': 'secret' },
      body: { name: 'Amara Okafor-Reid' },
    })
    expect(api.mock.calls.some(([path]) => path === '/bookings')).toBe(false)
  })

  it('asks for the exact address of a city pickup before finding vehicles', async () => {
    saveBookingWizard('traveller', {
      ...initialBookingWizardState,
      flow: {
        ...initialBookingWizardState.flow,
        rideDetails: { ...cityPickupRide, pickupAddressDetail: '' },
      },
    })
    renderWizard()
    const findVehicles = screen.getByRole('button', { name: 'Find Vehicles' })
    const exact = await screen.findByRole('textbox', { name: 'Exact pickup address' })
    expect(exact).toBeRequired()
    expect(exact).toHaveAccessibleDescription('Street and number, or hotel name and room')
    expect(findVehicles).toBeDisabled()
    expect(screen.getByText('Add the exact pickup address to find vehicles.')).toBeVisible()
    // The dropoff is an airport: nothing more is asked there.
    expect(screen.queryByRole('textbox', { name: /Exact dropoff address/ })).toBeNull()

    await userEvent.type(exact, 'Hôtel Lutetia, room 412')
    expect(findVehicles).toBeEnabled()
    await userEvent.click(findVehicles)
    expect(await screen.findByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()
    expect(screen.getByText('Hôtel Lutetia, room 412')).toBeVisible()
    const request = api.mock.calls.find(([path]) => path === '/prices/calculate')?.[1]
    expect(request?.body).toMatchObject({ pickup: { type: 'city' } })
    expect(JSON.stringify(request?.body)).not.toContain('Lutetia')
  })

  it('sends the exact address with the booking and shows it on review', async () => {
    saveBookingWizard('traveller', {
      ...initialBookingWizardState,
      flow: { ...flowAtDetails, rideDetails: cityPickupRide },
    })
    api.mockImplementation(async (path: string) => {
      if (path === '/currencies') return rates
      if (path === '/bookings') return { id: 'b-1', booking_code: 'ABCD2345', access_token: 's' }
      return quote
    })
    renderWizard()
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review & Payment' }))
    const summary = await screen.findByRole('region', { name: 'Trip Summary' })
    expect(summary).toHaveTextContent('Exact address: Hôtel Lutetia, room 412')
    const created = api.mock.calls.find(([path]) => path === '/bookings')?.[1]
    expect(created?.body).toMatchObject({
      pickup_location: cityPickupRide.pickup.address,
      pickup_address_detail: 'Hôtel Lutetia, room 412',
      dropoff_address_detail: '',
    })
  })

  it('checks a flight number against an airport pickup at its time on the pickup’s clock', async () => {
    saveBookingWizard('traveller', {
      ...initialBookingWizardState,
      pickupTimeZone: 'Europe/London',
      flow: { ...flowAtDetails, rideDetails: airportPickupRide },
    })
    const message = 'BA117 from New York JFK, lands 06:40'
    api.mockImplementation(async (path: string) => {
      if (path === '/currencies') return rates
      if (path === '/flights/check') {
        return {
          flight_number: 'BA117',
          fits: true,
          problem: null,
          origin_name: 'New York JFK',
          arrival_at: '2030-06-01T05:40:00.000Z',
          message,
        }
      }
      return quote
    })
    renderWizard()
    await userEvent.type(screen.getByLabelText('Flight number (optional)'), 'ba117')
    expect(await screen.findByText(message, undefined, { timeout: 2000 })).toBeVisible()
    const check = api.mock.calls.find(([path]) => path === '/flights/check')?.[1]
    expect(check?.query).toEqual({
      flight_number: 'BA117',
      pickup_lat: airportPickupRide.pickup.lat,
      pickup_lng: airportPickupRide.pickup.lng,
      pickup_time: '2030-06-01T10:30:00+01:00',
    })
  })

  it('checks no flight for a pickup that is not an airport', async () => {
    saveBookingWizard('traveller', { ...initialBookingWizardState, flow: flowAtDetails })
    renderWizard()
    await userEvent.type(screen.getByLabelText('Flight number (optional)'), 'BA117')
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(api.mock.calls.some(([path]) => path === '/flights/check')).toBe(false)
    expect(screen.queryByText('Checking flight…')).not.toBeInTheDocument()
  })
})
