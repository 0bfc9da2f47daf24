import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PaymentView } from '../../api/booking-payment'
import type { BookingPayment } from '../../hooks/use-booking-payment'
import { PaymentPanel, paymentFormFor } from './payment-panel'

// Stripe's code is not loaded here: the panel only has to pick its component.
vi.mock('@/components/payment/stripe-payment', () => ({
  StripePayment: ({ view }: { view: PaymentView }) => (
    <p>Stripe Payment Element for {view.client_secret}</p>
  ),
}))

const sandbox: PaymentView = {
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
const stripe: PaymentView = {
  ...sandbox,
  gateway: 'stripe',
  client_secret: 'pi_1_secret_2',
  publishable_key: 'pk_test_1',
}
const onAccount: PaymentView = { ...sandbox, gateway: 'on_account', status: 'not_required' }

function renderPanel(view: PaymentView, displayCurrency = 'USD') {
  const payment: BookingPayment = {
    view,
    busy: null,
    error: null,
    start: vi.fn(),
    payCard: vi.fn(),
    check: vi.fn(),
    returnPath: '/booking?payment=return',
  }
  render(<PaymentPanel payment={payment} displayCurrency={displayCurrency} confirming={false} />)
}

describe('the payment form for a gateway', () => {
  it('is the sandbox card form, Stripe’s element, or none', () => {
    expect(paymentFormFor(null)).toBe('none')
    expect(paymentFormFor(sandbox)).toBe('sandbox')
    expect(paymentFormFor({ ...sandbox, status: 'declined' })).toBe('sandbox')
    expect(paymentFormFor({ ...sandbox, status: 'requires_action' })).toBe('none')
    expect(paymentFormFor({ ...sandbox, status: 'succeeded' })).toBe('none')
    expect(paymentFormFor(stripe)).toBe('stripe')
    expect(paymentFormFor({ ...stripe, status: 'requires_action' })).toBe('stripe')
    expect(paymentFormFor({ ...stripe, status: 'processing' })).toBe('none')
    expect(paymentFormFor(onAccount)).toBe('none')
  })

  it('shows the sandbox card form and what is charged', () => {
    renderPanel(sandbox)
    expect(screen.getByRole('region', { name: 'Ridelane test payments' })).toBeVisible()
    expect(screen.getByText('You will be charged $84.50 (USD).')).toBeVisible()
    expect(screen.queryByText(/Stripe Payment Element/)).toBeNull()
  })

  it('loads Stripe’s Payment Element for Stripe, and no card form of ours', async () => {
    renderPanel(stripe)
    expect(await screen.findByText('Stripe Payment Element for pi_1_secret_2')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Ridelane test payments' })).toBeNull()
    expect(screen.queryByLabelText('Card number')).toBeNull()
  })

  it('says the currency charged when prices are shown in another', () => {
    renderPanel(sandbox, 'EUR')
    expect(screen.getByText(/You will be charged \$84\.50 \(USD\)\./)).toHaveTextContent(
      'Prices above are shown in EUR for reference only.',
    )
  })

  it('bills a partner on account without any card form', () => {
    renderPanel(onAccount)
    expect(screen.getByText(/billed to your partner account/)).toBeVisible()
    expect(screen.queryByLabelText('Card number')).toBeNull()
    expect(screen.queryByText(/You will be charged/)).toBeNull()
  })
})
