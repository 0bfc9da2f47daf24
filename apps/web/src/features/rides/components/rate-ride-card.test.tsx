import { screen } from '@testing-library/react'
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
import { RateRideCard } from './rate-ride-card'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const completed = { ...baseRide, booking_status: 'completed' as const, can_rate: true }
const rated = {
  ...completed,
  can_rate: false,
  rating: { stars: 4, comment: 'Driver was early.', created_at: '2030-01-15T18:00:00.000Z' },
}

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
})

describe('RateRideCard', () => {
  it('takes the stars by keyboard and a comment, then thanks the traveller', async () => {
    answerCalls({ 'POST /rides/ABCD2345/rating': () => rated })
    const onUpdated = vi.fn()
    renderOnRidePage(<RateRideCard ride={completed} access={tokenAccess} onUpdated={onUpdated} />)

    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Send my rating' }))
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeVisible()
    expect(apiRequest).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('radio', { name: '2 stars' }))
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Driver was early.')
    await userEvent.click(screen.getByRole('button', { name: 'Send my rating' }))

    expect(apiRequest).toHaveBeenCalledWith('/rides/ABCD2345/rating', {
      method: 'POST',
      headers: { 'X-Booking-Token': 'ride-token' },
      body: { stars: 4, comment: 'Driver was early.' },
      defaultErrorMessage: 'We could not save your rating. Please try again.',
    })
    expect(await screen.findByText('Thank you for rating your ride.')).toBeVisible()
    expect(screen.getByText('You rated this ride 4 of 5')).toBeVisible()
    expect(screen.getByText('Driver was early.')).toBeVisible()
    expect(onUpdated).toHaveBeenCalledWith(rated)
  })

  it('shows the rating already given, with no form', () => {
    renderOnRidePage(<RateRideCard ride={rated} access={tokenAccess} onUpdated={vi.fn()} />)
    expect(screen.getByText('You rated this ride 4 of 5')).toBeVisible()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('shows the server’s refusal', async () => {
    const message = 'This ride has already been rated.'
    answerCalls({
      'POST /rides/ABCD2345/rating': () => {
        throw new ApiError(message, { status: 409, code: 'CONFLICT' })
      },
    })
    renderOnRidePage(<RateRideCard ride={completed} access={tokenAccess} onUpdated={vi.fn()} />)
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send my rating' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(vi.mocked(apiRequest).mock.calls[0]?.[1]?.body).toEqual({ stars: 5 })
  })

  it('shows nothing for a ride that cannot be rated yet', () => {
    renderOnRidePage(<RateRideCard ride={baseRide} access={tokenAccess} onUpdated={vi.fn()} />)
    expect(screen.queryByRole('heading')).toBeNull()
  })
})
