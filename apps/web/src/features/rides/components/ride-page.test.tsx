import { rideViewSchema } from '@ridelane/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signedInPartner } from '@/features/partner/testing/partner-screen'
import type * as ApiClient from '@/lib/api-client'
import {
  ApiError,
  apiDownload,
  apiEventStream,
  apiRequest,
  NETWORK_ERROR_MESSAGE,
  type EventStreamOptions,
  type StreamEvent,
} from '@/lib/api-client'
import { buildRide, RIDE_CODE, RIDE_ID, rideWithDriver } from '../testing/ride-fixtures'
import { renderRideScreen } from '../testing/render-ride'
import { PartnerRidePage } from './partner-ride-page'
import { preloadRide, RidePage } from './ride-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiEventStream: vi.fn(),
  apiDownload: vi.fn(),
}))
const api = vi.mocked(apiRequest)
const stream = vi.mocked(apiEventStream)

/** The stream the page opened: lets a test send it events. */
let openStream: { onEvent: (event: StreamEvent) => void; options: EventStreamOptions } | null

beforeEach(() => {
  api.mockReset()
  stream.mockReset()
  vi.mocked(apiDownload).mockReset()
  openStream = null
  // An open stream that stays open until the page leaves.
  stream.mockImplementation((_path, onEvent, signal, options = {}) => {
    openStream = { onEvent, options }
    options.onOpen?.()
    return new Promise((resolve) => signal.addEventListener('abort', () => resolve({})))
  })
  window.history.replaceState(null, '', '/')
})

function visitRide(url = `/rides/${RIDE_CODE}`, auth = undefined) {
  return renderRideScreen(<RidePage />, { path: '/rides/:code', url, auth })
}

/** A ride link opened from the mail: the token in the fragment. */
function openLink(token = 'link-token', search = '') {
  window.history.replaceState(null, '', `/rides/${RIDE_CODE}${search}#${token}`)
  return visitRide(`/rides/${RIDE_CODE}${search}`)
}

describe('the ride page', () => {
  it('builds its fixtures to the contract', () => {
    expect(rideViewSchema.parse(buildRide())).toBeTruthy()
    expect(rideViewSchema.parse(rideWithDriver())).toBeTruthy()
  })

  it('shows every block of the ride once a driver is on the way', async () => {
    api.mockResolvedValue(rideWithDriver())
    openLink()
    // The frame names the booking at once; the ride's blocks follow.
    expect(await screen.findByRole('heading', { level: 1, name: RIDE_CODE })).toBeVisible()
    expect((await screen.findByText('Status:')).parentElement).toHaveTextContent('Driver en route')

    // The lower blocks follow the top in a second render.
    const timeline = within(await screen.findByRole('list', { name: 'Timeline' })).getAllByRole(
      'listitem',
    )
    expect(timeline.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Pending payment',
      'Confirmed',
      'Assigned',
      'Driver en route',
    ])
    expect(timeline.at(-1)).toHaveAttribute('aria-current', 'step')

    const trip = screen.getByRole('region', { name: 'Your trip' })
    expect(trip).toHaveTextContent('Tue 15 Jan 2030, 10:30 New York time')
    expect(trip).toHaveTextContent('Business Sedan, up to 3 seats')
    expect(trip).toHaveTextContent('Manhattan, New York (The Standard, 848 Washington St)')

    const passenger = screen.getByRole('region', { name: 'Passenger and preferences' })
    expect(passenger).toHaveTextContent('Amara Okafor')
    expect(passenger).toHaveTextContent('Two large suitcases')

    const fare = await screen.findByRole('region', { name: 'Fare and payment' })
    expect(fare).toHaveTextContent('Vehicle fare$100.00')
    expect(fare).toHaveTextContent('Meet & greet$20.00')
    expect(fare).toHaveTextContent('Total$120.00')
    expect(fare).toHaveTextContent('Paid$120.00')
    expect(fare).toHaveTextContent('Visa ending 4242')

    const cancellation = screen.getByRole('region', { name: 'Cancellation' })
    expect(cancellation).toHaveTextContent(
      'Free cancellation until Mon 14 Jan, 10:30 New York time',
    )
    expect(cancellation).toHaveTextContent(
      'If you cancel now, you get back $120.00 (100% of the ride)',
    )

    const driver = screen.getByRole('region', { name: 'Driver and vehicle' })
    // While the driver is coming, the page leads with them; the history waits, folded, below.
    expect(screen.getAllByRole('region')[0]).toBe(driver)
    expect(within(driver).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      'sms:+12125550142',
    )
    expect(screen.getByRole('list', { name: 'Timeline' }).closest('details')).not.toHaveAttribute(
      'open',
    )
    expect(driver).toHaveTextContent('Daniel Reyes')
    expect(within(driver).getByRole('link', { name: 'Call +1 (212) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+12125550142',
    )
    expect(driver).toHaveTextContent('Toyota Camry')
    expect(driver).toHaveTextContent('Black')
    expect(driver).toHaveTextContent('NYC 4821')

    const meeting = screen.getByRole('region', { name: 'Where to meet' })
    expect(meeting).toHaveTextContent('inside the arrivals hall and follows flight BA117')
    expect(meeting).toHaveTextContent('Look for the sign with the name Amara Okafor')
    expect(meeting).toHaveTextContent('Waiting is free for 60 minutes')

    expect(await screen.findByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      'mailto:support@ridelane.com?subject=Booking%20ABCD2345',
    )
    expect(screen.getByRole('link', { name: 'WhatsApp support' })).toHaveAttribute(
      'href',
      'https://wa.me/447700900321?text=Booking%20ABCD2345',
    )
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeEnabled()
    // The actions a confirmed ride offers: cancel and change, no rating before it is done.
    expect(screen.getByRole('button', { name: 'Cancel ride' })).toBeEnabled()
    expect(await screen.findByRole('button', { name: 'Change ride' })).toBeEnabled()
    expect(screen.queryByRole('radio', { name: '5 stars' })).toBeNull()
  })

  it('says when driver details arrive, and shows the traveller their own clock beside', async () => {
    api.mockResolvedValue(
      buildRide({
        trip: { traveller_timezone: 'Europe/London' },
        receipt: { available: false },
        money: { paid: 0, due: 120 },
      }),
    )
    openLink()
    const driver = await screen.findByRole('region', { name: 'Driver and vehicle' })
    expect(driver).toHaveTextContent('appear here once a driver is assigned')
    expect(screen.getByRole('region', { name: 'Your trip' })).toHaveTextContent(
      'Tue 15 Jan 2030, 10:30 New York time15:30 London time',
    )
    expect(await screen.findByRole('region', { name: 'Fare and payment' })).toHaveTextContent(
      'Still to pay$120.00',
    )
    expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument()
  })

  it('shows what a cancellation refunded', async () => {
    api.mockResolvedValue(
      buildRide({
        booking_status: 'cancelled',
        money: { refunded: 60 },
        refunds: [
          {
            amount: 60,
            status: 'succeeded',
            reason: 'cancellation',
            created_at: '2030-01-14T20:00:00.000Z',
          },
        ],
        cancellation: {
          allowed: false,
          refund_now: null,
          refused_message: 'This booking is cancelled.',
          cancelled: {
            at: '2030-01-14T20:00:00.000Z',
            by: 'traveller',
            refund_amount: 60,
            refund_percent: 50,
          },
        },
      }),
    )
    openLink()
    const cancellation = await screen.findByRole('region', { name: 'Cancellation' })
    expect(cancellation).toHaveTextContent(
      'Cancelled on Mon 14 Jan 2030, 15:00. Refund: $60.00 (50%).',
    )
    expect(screen.getByRole('region', { name: 'Fare and payment' })).toHaveTextContent(
      'Refunded$60.00',
    )
  })

  it('shows extra waiting charged after the ride as a fare line and on the timeline', async () => {
    const base = buildRide()
    api.mockResolvedValue(
      buildRide({
        booking_status: 'completed',
        fare: {
          lines: [...base.fare.lines, { label: 'Extra waiting (30 min)', amount: 20 }],
          total: base.fare.total + 20,
        },
        timeline: [
          ...base.timeline,
          {
            at: '2030-01-15T17:00:00.000Z',
            actor_kind: 'system',
            from_status: 'completed',
            to_status: 'completed',
            reason: 'Extra waiting: 30 min (2 × 15 min)',
            details: { change: 'extra_waiting', outcome: 'charged', amount_cents: '2000' },
          },
        ],
      }),
    )
    openLink()
    const fare = await screen.findByRole('region', { name: 'Fare and payment' })
    expect(within(fare).getByText('Extra waiting (30 min)').nextSibling).toHaveTextContent('$20.00')
    const timeline = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem')
    expect(timeline.at(-1)).toHaveTextContent(
      'Extra waiting: 30 min (2 × 15 min), charged to your card',
    )
  })

  it('takes the token from the link, keeps it for the tab and clears it from the address', async () => {
    api.mockResolvedValue(buildRide())
    openLink('tok-from-mail')
    expect(await screen.findByRole('heading', { level: 1, name: RIDE_CODE })).toBeVisible()
    expect(window.location.hash).toBe('')
    expect(window.location.pathname).toBe(`/rides/${RIDE_CODE}`)
    expect(api).toHaveBeenCalledWith(
      `/rides/${RIDE_CODE}`,
      expect.objectContaining({
        headers: { 'X-Booking-Token': 'tok-from-mail' },
      }),
    )
    expect(openStream?.options.headers).toEqual({ 'X-Booking-Token': 'tok-from-mail' })
    expect(stream.mock.calls[0]?.[0]).toBe(`/rides/${RIDE_CODE}/stream`)
  })

  it('reads the ride while its code loads, and the page uses that read', async () => {
    let answer: (ride: ReturnType<typeof buildRide>) => void = () => undefined
    api.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    window.history.replaceState(null, '', `/rides/${RIDE_CODE}#early-token`)
    await preloadRide(RIDE_CODE)
    expect(api).toHaveBeenCalledTimes(1)
    expect(api.mock.calls[0]?.[1]?.headers).toEqual({ 'X-Booking-Token': 'early-token' })
    visitRide()
    answer(buildRide())
    expect(await screen.findByRole('heading', { level: 1, name: RIDE_CODE })).toBeVisible()
    expect(api).toHaveBeenCalledTimes(1)
  })

  it('reads nothing early without a token', async () => {
    await preloadRide(RIDE_CODE)
    expect(api).not.toHaveBeenCalled()
  })

  it('opens again after a refresh with the token this tab kept', async () => {
    api.mockResolvedValue(buildRide())
    sessionStorage.setItem(`ridelane.ride-token.${RIDE_CODE}`, 'kept-token')
    window.history.replaceState(null, '', `/rides/${RIDE_CODE.toLowerCase()}`)
    visitRide(`/rides/${RIDE_CODE.toLowerCase()}`)
    expect(await screen.findByRole('heading', { level: 1, name: RIDE_CODE })).toBeVisible()
    expect(api.mock.calls[0]?.[1]?.headers).toEqual({ 'X-Booking-Token': 'kept-token' })
  })

  it('sends a visitor without a link to Find my booking', async () => {
    visitRide()
    expect(screen.getByRole('heading', { name: 'Open your booking' })).toBeVisible()
    await userEvent.click(screen.getByRole('link', { name: 'Find my booking' }))
    expect(screen.getByTestId('address')).toHaveTextContent('/manage')
    expect(api).not.toHaveBeenCalled()
  })

  it('says it could not open a booking the server does not give', async () => {
    api.mockRejectedValue(
      new ApiError('We could not find that booking.', { status: 404, code: 'NOT_FOUND' }),
    )
    openLink()
    expect(
      await screen.findByRole('heading', { name: 'We could not open this booking' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Find my booking' })).toHaveAttribute('href', '/manage')
  })

  it('offers to try again after a network failure', async () => {
    api.mockRejectedValueOnce(
      new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, code: 'NETWORK_ERROR' }),
    )
    api.mockResolvedValue(buildRide())
    openLink()
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: RIDE_CODE })).toBeVisible()
  })

  it('shows a loading state while the ride loads', () => {
    api.mockReturnValue(new Promise(() => {}))
    openLink()
    expect(screen.getByRole('status')).toHaveTextContent('Loading your booking...')
  })

  it('refetches the ride when its stream says it changed', async () => {
    api.mockResolvedValueOnce(buildRide())
    openLink()
    expect(await screen.findByText('Live: this page updates by itself.')).toBeVisible()
    api.mockResolvedValue(rideWithDriver())
    openStream?.onEvent({ event: 'ride', data: JSON.stringify({ id: RIDE_ID }) })
    expect(await screen.findByText('Daniel Reyes')).toBeVisible()
    const timeline = screen.getByRole('list', { name: 'Timeline' })
    expect(within(timeline).getAllByRole('listitem').at(-1)).toHaveTextContent('Driver en route')
    expect(api).toHaveBeenCalledTimes(2)
  })

  it('says live updates are paused when the stream cannot open', async () => {
    stream.mockRejectedValue(new ApiError('Request failed', { status: 503, code: 'HTTP_503' }))
    api.mockResolvedValue(buildRide())
    openLink()
    expect(
      await screen.findByText('Live updates are paused; we check for news every few seconds.'),
    ).toBeVisible()
  })

  it('moves to the receipt when the link asks for it, and downloads it with the token', async () => {
    api.mockResolvedValue(buildRide({ receipt: { invoice_number: 'RL-2030-000042' } }))
    vi.mocked(apiDownload).mockResolvedValue({
      blob: new Blob(['%PDF']),
      fileName: `ridelane-receipt-${RIDE_CODE}.pdf`,
    })
    const createObjectURL = vi.fn(() => 'blob:receipt')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    openLink('tok', '?receipt=1')
    const receipt = await screen.findByRole('region', { name: 'Receipt' })
    await waitFor(() => expect(receipt).toHaveFocus())
    expect(receipt).toHaveTextContent('Invoice RL-2030-000042')
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt' }))
    expect(apiDownload).toHaveBeenCalledWith(`/rides/${RIDE_CODE}/receipt.pdf`, {
      headers: { 'X-Booking-Token': 'tok' },
      defaultErrorMessage: expect.any(String),
    })
    expect(click).toHaveBeenCalled()
    click.mockRestore()
    vi.unstubAllGlobals()
  })

  it("shows the server's reason when a download is refused", async () => {
    api.mockResolvedValue(buildRide())
    vi.mocked(apiDownload).mockRejectedValue(
      new ApiError('No receipt yet: nothing has been paid for this booking.', {
        status: 409,
        code: 'CONFLICT',
      }),
    )
    openLink()
    await userEvent.click(await screen.findByRole('button', { name: 'Download receipt' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No receipt yet: nothing has been paid for this booking.',
    )
  })
})

describe('the partner ride page', () => {
  it("opens the partner's booking by id with the partner's session, not a token", async () => {
    api.mockResolvedValue(
      buildRide({
        viewer: 'partner',
        booked_by: 'anna@harbour.test',
        cost_centre: 'SALES',
        booking_reference: 'PO-2031',
      }),
    )
    renderRideScreen(<PartnerRidePage />, {
      path: '/partner/bookings/:id',
      url: `/partner/bookings/${RIDE_ID}`,
      auth: signedInPartner,
    })
    expect(await screen.findByRole('heading', { level: 1, name: RIDE_CODE })).toBeVisible()
    // Who of the partner's team made it.
    expect(screen.getByText('Booked by anna@harbour.test')).toBeVisible()
    // Its own codes for its accounts.
    expect(screen.getByText('Cost centre SALES · Reference PO-2031')).toBeVisible()
    expect(api).toHaveBeenCalledWith(`/rides/${RIDE_ID}`, expect.objectContaining({ headers: {} }))
    expect(screen.getByRole('link', { name: 'All bookings' })).toHaveAttribute(
      'href',
      '/partner/bookings',
    )
  })

  it('says so when the booking is not one of theirs', async () => {
    api.mockRejectedValue(new ApiError('Not found', { status: 404, code: 'NOT_FOUND' }))
    renderRideScreen(<PartnerRidePage />, {
      path: '/partner/bookings/:id',
      url: `/partner/bookings/${RIDE_ID}`,
      auth: signedInPartner,
    })
    expect(
      await screen.findByRole('heading', { name: 'We could not open this booking' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Your Bookings' })).toHaveAttribute(
      'href',
      '/partner/bookings',
    )
  })
})

describe('the driver on the way', () => {
  it('shows the distance and an estimated arrival while the driver shares a position', async () => {
    api.mockResolvedValue({
      ...rideWithDriver(),
      driver_approach: {
        distance_km: 4.2,
        eta_minutes: 8,
        located_at: '2030-01-15T15:05:00.000Z',
        position: { lat: 40.68, lng: -73.8 },
      },
    })
    openLink()
    const driver = await screen.findByRole('region', { name: 'Driver and vehicle' })
    expect(driver).toHaveTextContent('About 4.2 km away, arriving in about 8 min')
    expect(driver).toHaveTextContent('A rough estimate')
    // The map's text alternative says the same in words.
    expect(
      within(driver).getByRole('img', {
        name: 'Map: your driver is about 4.2 km from the pickup, arriving in about 8 min',
      }),
    ).toBeInTheDocument()
  })
})
