import { i18n } from '@lingui/core'
import {
  extrasConsent,
  initialBookingFlowState,
  paymentMethodLabels,
  type BookingFlowState,
} from '@ridelane/domain'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PaymentView } from '../../api/booking-payment'
import { completeRide, passenger, sedan } from '../../testing/booking-fixtures'
import { freeCancellationLine, ReviewStep } from './review-step'

const flow: BookingFlowState = {
  ...initialBookingFlowState,
  currentPage: 4,
  rideDetails: completeRide,
  selectedVehicle: sedan,
  passengerDetails: passenger,
  bookingId: 'b-1',
  bookingCode: 'ABCD2345',
  bookingAccessToken: 'secret',
}
const fare = {
  base: 100,
  meetGreet: 20,
  childSeat: 0,
  nightCharge: 0,
  partnerDiscount: 0,
  total: 120,
  currency: 'USD',
  lines: [
    { label: 'Vehicle fare', amountCents: 8500, kind: 'vehicle' as const },
    { label: 'Airport fee', amountCents: 1500, kind: 'surcharge' as const },
    { label: 'Meet & greet', amountCents: 2000, kind: 'add_on' as const },
  ],
}

function renderReview(props: Partial<Parameters<typeof ReviewStep>[0]> = {}) {
  const onComplete = vi.fn()
  render(
    <MemoryRouter>
      <ReviewStep
        flow={flow}
        fare={fare}
        onEditTrip={vi.fn()}
        onChangeVehicle={vi.fn()}
        onEditPassenger={vi.fn()}
        onPaymentMethodChange={vi.fn()}
        onComplete={onComplete}
        completing={false}
        {...props}
      />
    </MemoryRouter>,
  )
  return onComplete
}

describe('ReviewStep', () => {
  it('enables Complete Booking only after consent, with card chosen by default', async () => {
    const onComplete = renderReview()
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked()
    const complete = screen.getByRole('button', { name: 'Complete Booking' })
    expect(complete).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }))
    expect(complete).toBeEnabled()
    await userEvent.click(complete)
    expect(onComplete).toHaveBeenCalledOnce()
  })

  it('keeps Complete Booking disabled without a booking id', async () => {
    renderReview({ flow: { ...flow, bookingId: null } })
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }))
    expect(screen.getByRole('button', { name: 'Complete Booking' })).toBeDisabled()
  })

  it('links the consent to the Privacy Policy and Terms of Service', () => {
    renderReview()
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
  })

  it('breaks the fare down and says so when there is none', () => {
    renderReview()
    const breakdown = within(screen.getByRole('region', { name: 'Fare Breakdown' }))
    expect(breakdown.getByText('Vehicle fare').nextSibling).toHaveTextContent('$85.00')
    expect(breakdown.getByText('Airport fee').nextSibling).toHaveTextContent('$15.00')
    expect(breakdown.getByText('Meet & greet').nextSibling).toHaveTextContent('$20.00')
    expect(breakdown.getByText('Total').nextSibling).toHaveTextContent('$120.00')
    expect(breakdown.queryByText('Child seat')).not.toBeInTheDocument()
  })

  it('asks, unchecked, whether to keep the card for extra waiting, at the default rate', async () => {
    const onComplete = renderReview()
    const keep = screen.getByRole('checkbox', { name: extrasConsent.label })
    expect(keep).not.toBeChecked()
    expect(screen.getByText(/\$10\.00 by default/)).toBeVisible()
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }))
    // The booking can be paid without it.
    await userEvent.click(screen.getByRole('button', { name: 'Complete Booking' }))
    expect(onComplete).toHaveBeenLastCalledWith({ saveCardForExtras: false })
    await userEvent.click(keep)
    await userEvent.click(screen.getByRole('button', { name: 'Complete Booking' }))
    expect(onComplete).toHaveBeenLastCalledWith({ saveCardForExtras: true })
  })

  it('shows the open payment’s answer about the card, and none on account', () => {
    const view: PaymentView = {
      gateway: 'sandbox',
      status: 'requires_payment_method',
      amount: 120,
      currency: 'USD',
      client_secret: null,
      publishable_key: null,
      action_url: null,
      decline_message: null,
      card: null,
      card_on_file: true,
      booking_status: 'pending_payment',
    }
    const payment = (shown: PaymentView) => ({
      view: shown,
      busy: null,
      error: null,
      start: vi.fn(),
      payCard: vi.fn(),
      check: vi.fn(),
      returnPath: '/booking?payment=return',
    })
    const { unmount } = render(
      <MemoryRouter>
        <ReviewStep
          flow={flow}
          fare={fare}
          onEditTrip={vi.fn()}
          onChangeVehicle={vi.fn()}
          onEditPassenger={vi.fn()}
          onPaymentMethodChange={vi.fn()}
          onComplete={vi.fn()}
          completing={false}
          payment={payment(view)}
        />
      </MemoryRouter>,
    )
    const keep = screen.getByRole('checkbox', { name: extrasConsent.label })
    expect(keep).toBeChecked()
    expect(keep).toBeDisabled()
    unmount()
    renderReview({ payment: payment({ ...view, gateway: 'on_account', status: 'not_required' }) })
    expect(screen.queryByRole('checkbox', { name: extrasConsent.label })).not.toBeInTheDocument()
  })

  it('says so when there is no fare', () => {
    renderReview({ fare: null })
    expect(screen.getByText('Fare unavailable. Please go back and reselect vehicle.')).toBeVisible()
  })

  it("states until when the chosen vehicle cancels free, on the pickup's clock", () => {
    renderReview({ pickupTimeZone: 'Europe/London' })
    expect(screen.getByText('Free cancellation until Fri 31 May, 10:30 London time.')).toBeVisible()
  })

  it('says so when the pickup is already too close for a full refund', () => {
    expect(freeCancellationLine(flow, 'Europe/London', new Date('2030-05-31T12:00:00Z'))).toBe(
      'This pickup is too close for a full refund if you cancel.',
    )
    const bus = { ...sedan, capacity: { seats: 30, luggage: 30 } }
    expect(freeCancellationLine({ ...flow, selectedVehicle: bus }, 'America/New_York')).toBe(
      'Free cancellation until Mon 27 May, 10:30 New York time.',
    )
  })

  it("reads the deadline from the class's own terms when the quote carries them", () => {
    const ownTerms = {
      transfer: [
        { hours_notice: 6, refund_percent: 100 },
        { hours_notice: 1, refund_percent: 50 },
      ],
      charter: [{ hours_notice: 48, refund_percent: 100 }],
      multiday: [{ hours_notice: 72, refund_percent: 100 }],
    }
    const vehicle = { ...sedan, cancellationTerms: ownTerms }
    expect(freeCancellationLine({ ...flow, selectedVehicle: vehicle }, 'Europe/London')).toBe(
      'Free cancellation until Sat 1 Jun, 04:30 London time.',
    )
  })

  describe('on a page in another language', () => {
    afterEach(() => {
      window.history.pushState(null, '', '/')
      i18n.activate('en')
    })

    it('shows the domain’s words from its catalogue, dates and amounts as Spanish writes them', () => {
      window.history.pushState(null, '', '/es/booking')
      // Stand-ins for the Spanish catalogue's entries, compiled as the build compiles them.
      i18n.load('es', {
        [paymentMethodLabels.card]: 'ES: Tarjeta',
        [extrasConsent.label]: 'ES: Guardar la tarjeta',
        [extrasConsent.description(0, { _: (message) => message })]: [
          'ES: cada ',
          ['minutes'],
          ' min, ',
          ['amount'],
        ],
        'Free cancellation until {when} {city} time': [
          'ES: hasta ',
          ['when'],
          ', hora de ',
          ['city'],
        ],
      })
      i18n.activate('es')
      renderReview({ pickupTimeZone: 'Europe/London' })
      expect(screen.getByRole('radio', { name: 'ES: Tarjeta' })).toBeChecked()
      expect(screen.getByRole('checkbox', { name: 'ES: Guardar la tarjeta' })).not.toBeChecked()
      expect(screen.getByText('ES: cada 15 min, $10,00')).toBeVisible()
      expect(screen.getByText('ES: hasta vie, 31 may, 10:30, hora de London.')).toBeVisible()
    })
  })
})
