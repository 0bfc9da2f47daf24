import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest } from '@/lib/api-client'
import { renderRideScreen } from '../testing/render-ride'
import { buildRide, RIDE_CODE } from '../testing/ride-fixtures'
import { RideYourData } from './ride-your-data'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))
const api = vi.mocked(apiRequest)
const user = userEvent.setup()

beforeEach(() => {
  api.mockReset()
})

function renderCard(viewer: 'traveller' | 'partner', token: string | null) {
  const ride = buildRide({ viewer })
  renderRideScreen(<RideYourData ride={ride} access={{ ref: RIDE_CODE, token }} />, {
    path: '/rides/:code',
    url: `/rides/${RIDE_CODE}`,
  })
  return ride
}

describe('the ride page’s Your data', () => {
  it('mails a code to the booking’s address and opens /my-data at the code step', async () => {
    api.mockResolvedValue({ message: 'sent', sent_to: 'a•••@example.test' })
    const ride = renderCard('traveller', 'ride-token')
    await user.click(screen.getByRole('button', { name: 'Email me a code' }))
    expect(api).toHaveBeenCalledWith(
      `/rides/${RIDE_CODE}/data-code`,
      expect.objectContaining({ method: 'POST', headers: { 'X-Booking-Token': 'ride-token' } }),
    )
    expect(await screen.findByTestId('address')).toHaveTextContent('/my-data')
    expect(ride.passenger.email).not.toBe('')
  })

  it('shows the server’s refusal', async () => {
    api.mockRejectedValue(
      new ApiError('Too many codes', { status: 429, code: 'TOO_MANY_REQUESTS' }),
    )
    renderCard('traveller', 'ride-token')
    await user.click(screen.getByRole('button', { name: 'Email me a code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes')
  })

  it('is not offered to a partner’s session', () => {
    renderCard('partner', null)
    expect(screen.queryByRole('heading', { name: 'Your data' })).not.toBeInTheDocument()
  })
})
