import { refundGatewayNotes, type OpsBookingDetail } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import { CancelBookingForm } from './cancel-booking-form'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const bookingId = '0b6c3f1e-2f4a-4e8b-9d5c-1a2b3c4d5e6f'
const detail = {
  booking: { id: bookingId },
  version: 4,
  on_account: false,
  money: { paid: 200, refunded: 0, refund_pending: 0, due: 0 },
  refund_if_cancelled_now: {
    paid: 200,
    hours_notice: 80,
    policy_percent: 50,
    add_ons_paid: 0,
    add_on_percent: 100,
    policy_amount: 100,
    full_amount: 200,
  },
} as unknown as OpsBookingDetail

const user = userEvent.setup()
function renderForm(isAdmin: boolean) {
  const onDone = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CancelBookingForm detail={detail} isAdmin={isAdmin} onDone={onDone} />
    </QueryClientProvider>,
  )
  return onDone
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

describe('CancelBookingForm', () => {
  it('shows the policy refund before confirming, and sends it with the version seen', async () => {
    vi.mocked(apiRequest).mockResolvedValue(detail)
    const onDone = renderForm(false)
    expect(screen.getByRole('heading', { name: 'Refund if cancelled now' })).toBeInTheDocument()
    expect(
      screen.getByText(/By the cancellation policy: 50% of the ride \(\$100\.00 USD\)/),
    ).toBeInTheDocument()
    expect(
      screen.getByText('The traveller will be told of a refund of $100.00 USD.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('It goes back to the card through the payment gateway.'),
    ).toBeInTheDocument()
    // A dispatcher is not offered a full refund.
    expect(screen.queryByRole('radio', { name: /In full/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cancel booking, refund $100.00 USD' }))
    expect(screen.getByText('Please say why.')).toBeInTheDocument()
    expect(apiRequest).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Reason for cancelling'), 'Traveller called')
    await user.click(screen.getByRole('button', { name: 'Cancel booking, refund $100.00 USD' }))
    expect(apiRequest).toHaveBeenCalledWith(`/ops/bookings/${bookingId}/cancel`, {
      method: 'POST',
      body: { expected_version: 4, reason: 'Traveller called', refund: 'policy' },
      defaultErrorMessage: 'Failed to change the booking',
    })
    expect(onDone).toHaveBeenCalled()
  })

  it('says what the add-ons’ own rule gives back when add-ons were paid for', () => {
    const withAddOns = {
      ...detail,
      refund_if_cancelled_now: {
        ...detail.refund_if_cancelled_now!,
        add_ons_paid: 40,
        add_on_percent: 100,
        policy_amount: 120,
      },
    } as OpsBookingDetail
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CancelBookingForm detail={withAddOns} isAdmin={false} onDone={vi.fn()} />
      </QueryClientProvider>,
    )
    expect(
      screen.getByText(
        /50% of the ride, 100% of the \$40\.00 USD paid for add-ons \(\$120\.00 USD\)/,
      ),
    ).toBeInTheDocument()
  })

  it('lets an admin choose a full refund and shows its amount on the button', async () => {
    renderForm(true)
    await user.click(screen.getByRole('radio', { name: 'In full: $200.00 USD' }))
    expect(
      screen.getByText('The traveller will be told of a refund of $200.00 USD.'),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Cancel booking, refund $200.00 USD' }),
    ).toBeInTheDocument()
  })

  it('says someone else changed the booking when the version is stale', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError('Someone else changed this booking.', { status: 409, code: 'CONFLICT' }),
    )
    renderForm(false)
    await user.type(screen.getByLabelText('Reason for cancelling'), 'Duplicate')
    await user.click(screen.getByRole('button', { name: /Cancel booking/ }))
    expect(
      await screen.findByText('Someone else changed this booking — reload to see what changed.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload the booking' })).toBeInTheDocument()
  })

  it('says when nothing goes back to a card: on account, or never paid at the gateway', () => {
    const onAccount = { ...detail, on_account: true } as OpsBookingDetail
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <CancelBookingForm detail={onAccount} isAdmin={false} onDone={vi.fn()} />
      </QueryClientProvider>,
    )
    expect(screen.getByText(refundGatewayNotes.onAccount)).toBeInTheDocument()
    unmount()
    const unpaid = { ...detail, money: { ...detail.money, paid: 0 } } as OpsBookingDetail
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CancelBookingForm detail={unpaid} isAdmin={false} onDone={vi.fn()} />
      </QueryClientProvider>,
    )
    expect(screen.getByText(refundGatewayNotes.notPaidAtGateway)).toBeInTheDocument()
  })
})
