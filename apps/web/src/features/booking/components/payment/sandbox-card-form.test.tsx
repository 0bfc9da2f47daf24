import { paymentMessages } from '@ridelane/domain'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PaymentView } from '../../api/booking-payment'
import { SandboxCardForm } from './sandbox-card-form'
import { expiryFormatMessage } from './sandbox-card-schema'

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
  booking_status: 'pending_payment',
}
const declined: PaymentView = {
  ...open,
  status: 'declined',
  decline_message: 'Your card was declined. Please use another card.',
}

function renderForm(onPay = vi.fn(async () => open as PaymentView | null)) {
  const view = render(<SandboxCardForm view={open} paying={false} onPay={onPay} />)
  return { onPay, ...view }
}

async function fillCard(number: string, expiry: string, cvc: string) {
  if (number) await userEvent.type(screen.getByLabelText('Card number'), number)
  if (expiry) await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), expiry)
  if (cvc) await userEvent.type(screen.getByLabelText('Security code (CVC)'), cvc)
  await userEvent.click(screen.getByRole('button', { name: 'Pay $84.50' }))
}

describe('SandboxCardForm', () => {
  it('asks for every field with the domain’s messages and sends nothing', async () => {
    const { onPay } = renderForm()
    await fillCard('', '', '')
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      paymentMessages.cardNumberRequired,
    )
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription(expiryFormatMessage)
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription(
      paymentMessages.cvcInvalid,
    )
    expect(onPay).not.toHaveBeenCalled()
  })

  it('refuses a number that fails the check digit, a bad month and an expired card', async () => {
    const { onPay } = renderForm()
    await fillCard('4242 4242 4242 4241', '13/40', '123')
    expect(screen.getByText(paymentMessages.cardNumberInvalid)).toBeVisible()
    expect(screen.getByText(paymentMessages.expiryMonthInvalid)).toBeVisible()
    const expiry = screen.getByLabelText('Expiry (MM/YY)')
    await userEvent.clear(expiry)
    await userEvent.type(expiry, '01/20')
    await userEvent.click(screen.getByRole('button', { name: 'Pay $84.50' }))
    expect(screen.getByText(paymentMessages.cardExpired)).toBeVisible()
    expect(onPay).not.toHaveBeenCalled()
  })

  it('sends the card as the API takes it: digits, month, four-digit year', async () => {
    const { onPay } = renderForm()
    await fillCard('4242 4242 4242 4242', '04/40', '123')
    expect(onPay).toHaveBeenCalledWith({
      number: '4242424242424242',
      exp_month: 4,
      exp_year: 2040,
      cvc: '123',
    })
  })

  it('shows the decline and empties the card fields for another card', async () => {
    const onPay = vi.fn(async () => declined as PaymentView | null)
    const { rerender } = renderForm(onPay)
    await fillCard('4000 0000 0000 0002', '04/40', '123')
    rerender(<SandboxCardForm view={declined} paying={false} onPay={onPay} />)
    expect(screen.getByRole('alert')).toHaveTextContent(declined.decline_message!)
    expect(screen.getByLabelText('Card number')).toHaveValue('')
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('')
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus())
  })

  it('lists the test cards in a note that opens on demand', async () => {
    renderForm()
    const summary = screen.getByText('Test cards')
    expect(screen.getByText('4242 4242 4242 4242')).not.toBeVisible()
    await userEvent.click(summary)
    expect(screen.getByText('4000 0025 0000 3155')).toBeVisible()
  })
})
