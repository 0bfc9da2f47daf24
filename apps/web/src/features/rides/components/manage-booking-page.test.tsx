import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import { renderRideScreen } from '../testing/render-ride'
import { ManageBookingPage } from './manage-booking-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))
const api = vi.mocked(apiRequest)
const user = userEvent.setup()

beforeEach(() => {
  api.mockReset()
})

async function findBooking(code: string, email: string) {
  renderRideScreen(<ManageBookingPage />, { path: '/manage', url: '/manage' })
  if (code) await user.type(screen.getByLabelText('Booking code'), code)
  if (email) await user.type(screen.getByLabelText('Email'), email)
  await user.click(screen.getByRole('button', { name: 'Find My Booking' }))
}

describe('Find my booking', () => {
  it('asks for the code and a valid email before calling', async () => {
    await findBooking('', 'amara@example')
    expect(await screen.findByText('Enter your booking code')).toBeVisible()
    expect(screen.getByText('Enter a valid email')).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email')
    expect(api).not.toHaveBeenCalled()
  })

  it('opens the ride page with the token it was given', async () => {
    api.mockResolvedValue({
      booking_code: 'ABCD2345',
      token: 'lookup-token',
      expires_at: '2030-02-01T00:00:00.000Z',
    })
    await findBooking('abcd-2345 ', 'amara@example.test')
    expect(await screen.findByTestId('address')).toHaveTextContent('/rides/ABCD2345')
    expect(api).toHaveBeenCalledWith(
      '/rides/lookup',
      expect.objectContaining({
        method: 'POST',
        body: { booking_code: 'ABCD2345', email: 'amara@example.test' },
      }),
    )
    expect(sessionStorage.getItem('ridelane.ride-token.ABCD2345')).toBe('lookup-token')
  })

  it('says so when no booking has that code and email', async () => {
    api.mockImplementation(async () => {
      throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' })
    })
    await findBooking('ABCD2345', 'someone@example.test')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a booking with that code and email.',
    )
    expect(screen.queryByTestId('address')).not.toBeInTheDocument()
  })

  it("shows the server's message when asked too often", async () => {
    api.mockRejectedValue(
      new ApiError('Too many tries. Please wait a few minutes.', {
        status: 429,
        code: 'RATE_LIMITED',
      }),
    )
    await findBooking('ABCD2345', 'amara@example.test')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many tries. Please wait a few minutes.',
    )
  })
})
