import { paymentMessages, type PaymentView } from '@ridelane/domain'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expiryFormatMessage, type ExpiryLayout } from './card-fields-schema'
import { SandboxCardForm } from './sandbox-card-form'

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

function renderForm(
  onPay = vi.fn(async () => open as PaymentView | null),
  expiryLayout: ExpiryLayout = 'one-field',
) {
  const form = (view: PaymentView) => (
    <SandboxCardForm view={view} paying={false} onPay={onPay} expiryLayout={expiryLayout} />
  )
  const rendered = render(form(open))
  return { onPay, showDecline: () => rendered.rerender(form(declined)) }
}

const pay = () => userEvent.click(screen.getByRole('button', { name: 'Pay $84.50' }))

async function fillCard(number: string, expiry: string, cvc: string) {
  if (number) await userEvent.type(screen.getByLabelText('Card number'), number)
  if (expiry) await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), expiry)
  if (cvc) await userEvent.type(screen.getByLabelText('Security code (CVC)'), cvc)
  await pay()
}

async function fillMonthAndYear(number: string, month: string, year: string, cvc: string) {
  await userEvent.type(screen.getByLabelText('Card number'), number)
  await userEvent.type(screen.getByLabelText('Month (MM)'), month)
  await userEvent.type(screen.getByLabelText('Year (YYYY)'), year)
  await userEvent.type(screen.getByLabelText('CVC'), cvc)
  await pay()
}

describe('SandboxCardForm with one expiry field (the booking wizard)', () => {
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
    await pay()
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
    const { showDecline } = renderForm(vi.fn(async () => declined as PaymentView | null))
    await fillCard('4000 0000 0000 0002', '04/40', '123')
    showDecline()
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

describe('SandboxCardForm with a month and a year (a ride change)', () => {
  it('puts the domain’s messages on the month and the year', async () => {
    const { onPay } = renderForm(undefined, 'month-and-year')
    await fillMonthAndYear('4242 4242 4242 4242', '13', '20', '123')
    expect(screen.getByLabelText('Month (MM)')).toHaveAccessibleDescription(
      paymentMessages.expiryMonthInvalid,
    )
    expect(screen.getByLabelText('Year (YYYY)')).toHaveAccessibleDescription(
      paymentMessages.expiryYearInvalid,
    )
    expect(onPay).not.toHaveBeenCalled()
  })

  it('sends the month and year as numbers', async () => {
    const { onPay } = renderForm(undefined, 'month-and-year')
    await fillMonthAndYear('4242 4242 4242 4242', '4', '2040', '123')
    expect(onPay).toHaveBeenCalledWith({
      number: '4242424242424242',
      exp_month: 4,
      exp_year: 2040,
      cvc: '123',
    })
  })

  it('empties the fields after a decline and puts the keyboard back on the card number', async () => {
    const onPay = vi.fn(async () => declined as PaymentView | null)
    const { showDecline } = renderForm(onPay, 'month-and-year')
    await fillMonthAndYear('4000 0000 0000 0002', '12', '2040', '123')
    showDecline()
    expect(screen.getByLabelText('Month (MM)')).toHaveValue('')
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus())
  })
})

describe('SandboxCardForm on opening', () => {
  it('takes the keyboard only when it replaces the button that opened it', async () => {
    const onPay = vi.fn(async () => open as PaymentView | null)
    const form = (focusOnOpen: boolean) => (
      <SandboxCardForm
        {...{ view: open, paying: false, onPay, focusOnOpen }}
        expiryLayout="one-field"
      />
    )
    const { unmount } = render(form(false))
    // Long enough for an effect's focus to land, as it does below.
    await new Promise((done) => setTimeout(done, 50))
    expect(screen.getByLabelText('Card number')).not.toHaveFocus()
    unmount()
    render(form(true))
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus())
  })
})
