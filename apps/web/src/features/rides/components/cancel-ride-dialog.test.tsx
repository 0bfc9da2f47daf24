import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import {
  answerCalls,
  baseRide,
  renderOnRidePage,
  tokenAccess,
} from '../testing/ride-action-fixtures'
import { CancelRideDialog } from './cancel-ride-dialog'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const cancelled = {
  ...baseRide,
  booking_status: 'cancelled_by_traveller' as const,
  version: 4,
  cancellation: { ...baseRide.cancellation, allowed: false, refund_now: null },
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

describe('CancelRideDialog', () => {
  it('shows the refund that applies now and cancels with the version seen', async () => {
    answerCalls({ 'POST /rides/ABCD2345/cancel': () => cancelled })
    const onUpdated = vi.fn()
    renderOnRidePage(
      <CancelRideDialog ride={baseRide} access={tokenAccess} onUpdated={onUpdated} />,
    )
    const opener = screen.getByRole('button', { name: 'Cancel ride' })
    await userEvent.click(opener)

    const dialog = screen.getByRole('dialog', { name: 'Cancel this ride?' })
    expect(dialog).toHaveTextContent('We refund $60.00: 50% of the ride.')
    expect(dialog).toHaveTextContent(
      'Add-ons such as meet & greet and child seats are refunded at 100%.',
    )
    expect(dialog).toHaveTextContent('within 5 to 7 business days')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(apiRequest).not.toHaveBeenCalled()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the ride' }))
    expect(apiRequest).toHaveBeenCalledWith('/rides/ABCD2345/cancel', {
      method: 'POST',
      headers: { 'X-Booking-Token': 'ride-token' },
      body: { expected_version: 3 },
      defaultErrorMessage: 'We could not cancel your ride. Please try again.',
    })
    expect(onUpdated).toHaveBeenCalledWith(cancelled)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes on Escape without cancelling and gives the focus back', async () => {
    renderOnRidePage(<CancelRideDialog ride={baseRide} access={tokenAccess} onUpdated={vi.fn()} />)
    const opener = screen.getByRole('button', { name: 'Cancel ride' })
    await userEvent.click(opener)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
    expect(apiRequest).not.toHaveBeenCalled()
  })

  it('shows the server’s conflict message in the dialog', async () => {
    const message = 'This ride has changed since you opened it. Reload the page to see it.'
    answerCalls({
      'POST /rides/ABCD2345/cancel': () => {
        throw new ApiError(message, { status: 409, code: 'CONFLICT' })
      },
    })
    const onUpdated = vi.fn()
    renderOnRidePage(
      <CancelRideDialog ride={baseRide} access={tokenAccess} onUpdated={onUpdated} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cancel ride' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the ride' }))
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(message)
    expect(onUpdated).not.toHaveBeenCalled()
  })

  it('sends no booking token for the signed-in partner, whose own session goes along', async () => {
    answerCalls({ 'POST /rides/ABCD2345/cancel': () => cancelled })
    renderOnRidePage(
      <CancelRideDialog
        ride={{ ...baseRide, viewer: 'partner' }}
        access={{ ref: 'ABCD2345', token: null }}
        onUpdated={vi.fn()}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cancel ride' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the ride' }))
    expect(vi.mocked(apiRequest).mock.calls[0]?.[1]?.headers).toEqual({})
  })

  it('offers no button when the ride cannot be cancelled', () => {
    const refused = 'This ride has already started, so it can no longer be cancelled here.'
    renderOnRidePage(
      <CancelRideDialog
        ride={{
          ...baseRide,
          cancellation: {
            ...baseRide.cancellation,
            allowed: false,
            refund_now: null,
            refused_message: refused,
          },
        }}
        access={tokenAccess}
        onUpdated={vi.fn()}
      />,
    )
    // The cancellation card around it states the reason (ride-page.test.tsx).
    expect(screen.queryByText(refused)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel ride' })).toBeNull()
  })
})
