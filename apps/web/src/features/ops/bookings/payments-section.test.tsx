import { refundGatewayNotes, type OpsBookingDetail } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import { PaymentsSection } from './payments-section'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const bookingId = '0b6c3f1e-2f4a-4e8b-9d5c-1a2b3c4d5e6f'
const payment: OpsBookingDetail['payments'][number] = {
  id: 'p1',
  gateway: 'sandbox',
  gateway_reference: 'sbx_pay_123',
  amount: 95.15,
  currency: 'USD',
  status: 'succeeded',
  card_brand: 'visa',
  card_last4: '4242',
  decline_message: null,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
}
const pendingRefund: OpsBookingDetail['refunds'][number] = {
  id: 'r1',
  amount: 15,
  currency: 'USD',
  reason: 'cancellation',
  status: 'pending',
  gateway_reference: null,
  created_at: '2026-11-24T12:00:00.000Z',
  updated_at: '2026-11-24T12:00:00.000Z',
}
const withPendingRefund = {
  booking: { id: bookingId },
  on_account: false,
  payments: [payment],
  refunds: [pendingRefund],
  money: { paid: 95.15, refunded: 0, refund_pending: 15, due: 0 },
  refund_note: refundGatewayNotes.pending,
} as unknown as OpsBookingDetail
const refunded = {
  ...withPendingRefund,
  refunds: [{ ...pendingRefund, status: 'succeeded', gateway_reference: 'sbx_re_9' }],
  money: { paid: 95.15, refunded: 15, refund_pending: 0, due: 0 },
  refund_note: null,
} as OpsBookingDetail

const user = userEvent.setup()
beforeEach(() => vi.mocked(apiRequest).mockReset())

function renderSection(detail: OpsBookingDetail, isAdmin: boolean) {
  // The retry's answer replaces the cached booking; the page re-renders from it.
  const client = new QueryClient()
  const view = render(
    <QueryClientProvider client={client}>
      <PaymentsSection detail={detail} isAdmin={isAdmin} />
    </QueryClientProvider>,
  )
  return { client, view }
}

describe('the booking’s payments and refunds', () => {
  it('shows the money summary, the card payment and a pending refund with its note', () => {
    renderSection(withPendingRefund, false)
    const summary = within(screen.getByLabelText('Money summary'))
    expect(summary.getByText('Paid').nextSibling).toHaveTextContent('$95.15 USD')
    expect(summary.getByText('Refund pending').nextSibling).toHaveTextContent('$15.00 USD')
    expect(summary.getByText('Due').nextSibling).toHaveTextContent('$0.00 USD')
    const payments = within(screen.getByRole('list', { name: 'Payments' }))
    expect(payments.getByText(/Paid · VISA •••• 4242/)).toBeVisible()
    expect(payments.getByText(/sandbox sbx_pay_123 · USD/)).toBeVisible()
    const refunds = within(screen.getByRole('list', { name: 'Refunds' }))
    expect(refunds.getByText(/\$15\.00 USD · Pending at the gateway · cancellation/)).toBeVisible()
    expect(refunds.getByText(/No gateway reference yet/)).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(refundGatewayNotes.pending)
    // Only admins retry.
    expect(screen.queryByRole('button', { name: 'Retry refund' })).toBeNull()
  })

  it('lets an admin retry a pending refund, and shows the gateway’s refusal to answer', async () => {
    vi.mocked(apiRequest)
      .mockRejectedValueOnce(
        new ApiError('The payment gateway could not be reached.', {
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
        }),
      )
      .mockResolvedValueOnce(refunded)
    const { view } = renderSection(withPendingRefund, true)
    await user.click(screen.getByRole('button', { name: 'Retry refund' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment gateway could not be reached.',
    )
    await user.click(screen.getByRole('button', { name: 'Retry refund' }))
    expect(apiRequest).toHaveBeenCalledWith(
      `/ops/bookings/${bookingId}/refunds/retry`,
      expect.objectContaining({ method: 'POST' }),
    )
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <PaymentsSection detail={refunded} isAdmin />
      </QueryClientProvider>,
    )
    expect(screen.getByText(/\$15\.00 USD · Refunded · cancellation/)).toBeVisible()
    expect(screen.getByText(/sbx_re_9/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Retry refund' })).toBeNull()
  })

  it('says an on-account booking is billed to the partner and has nothing at the gateway', () => {
    renderSection(
      {
        ...withPendingRefund,
        on_account: true,
        payments: [],
        refunds: [],
        money: { paid: 0, refunded: 0, refund_pending: 0, due: 80.15 },
        refund_note: refundGatewayNotes.onAccount,
      } as OpsBookingDetail,
      true,
    )
    expect(screen.getByText(/On account: billed on the partner’s monthly invoice/)).toBeVisible()
    expect(screen.getByText(refundGatewayNotes.onAccount)).toBeVisible()
    expect(screen.getByText('No payment at the gateway.')).toBeVisible()
    expect(screen.getByText('No refund at the gateway.')).toBeVisible()
  })

  it('says what became of the extra waiting once the ride ended', () => {
    const ended = { ...refunded, waiting_charge: 20, waiting_charged: 0 } as OpsBookingDetail
    const { view } = renderSection(
      { ...ended, waiting_charge_outcome: 'charged', waiting_charged: 20 },
      false,
    )
    expect(
      screen.getByText(
        'Extra waiting: $20.00 USD charged to the card on file after the ride, and added to the total.',
      ),
    ).toBeVisible()
    for (const [outcome, words] of [
      ['declined', /not charged, as the card on file declined it/],
      ['no_consent', /not charged, as the traveller did not agree/],
      ['billed_to_account', /billed on the partner’s monthly statement/],
    ] as const) {
      view.rerender(
        <QueryClientProvider client={new QueryClient()}>
          <PaymentsSection detail={{ ...ended, waiting_charge_outcome: outcome }} isAdmin />
        </QueryClientProvider>,
      )
      expect(screen.getByText(words)).toBeVisible()
    }
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <PaymentsSection detail={{ ...ended, waiting_charge_outcome: null }} isAdmin />
      </QueryClientProvider>,
    )
    expect(screen.queryByText(/^Extra waiting/)).toBeNull()
  })

  it('lets an admin charge a declined extra waiting again, and shows why it failed', async () => {
    const declined = {
      ...refunded,
      waiting_charge: 20,
      waiting_charged: 0,
      waiting_charge_outcome: 'declined',
    } as OpsBookingDetail
    const { view } = renderSection(declined, false)
    expect(screen.queryByRole('button', { name: 'Charge extra waiting again' })).toBeNull()
    view.unmount()
    vi.mocked(apiRequest)
      .mockRejectedValueOnce(
        new ApiError('The payment gateway could not be reached.', {
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
        }),
      )
      .mockResolvedValueOnce({
        ...declined,
        waiting_charge_outcome: 'charged',
        waiting_charged: 20,
      })
    renderSection(declined, true)
    await user.click(screen.getByRole('button', { name: 'Charge extra waiting again' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment gateway could not be reached.',
    )
    await user.click(screen.getByRole('button', { name: 'Charge extra waiting again' }))
    expect(apiRequest).toHaveBeenLastCalledWith(
      `/ops/bookings/${bookingId}/waiting-charge/retry`,
      expect.objectContaining({ method: 'POST' }),
    )
    // On account there is no card to charge: no button.
    renderSection({ ...declined, on_account: true } as OpsBookingDetail, true)
    expect(screen.getAllByRole('button', { name: 'Charge extra waiting again' })).toHaveLength(1)
  })
})
