import { rideOfferMessages, type OpsRideOffers } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest, type ApiRequestOptions } from '@/lib/api-client'
import { OffersPanel } from './offers-panel'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

const bookingId = '0b6c3f1e-2f4a-4e8b-9d5c-1a2b3c4d5e6f'
const skyline = { id: '2f1c7a52-8a51-4a57-9a38-6c1f0b3c9e10', name: 'Skyline Cabs' }
const harbour = { id: '7d0e4c11-2b3a-4f5e-8a9b-0c1d2e3f4a5b', name: 'Harbour Cars' }
const offerOf = (
  provider: { id: string; name: string },
  status: OpsRideOffers['offers'][number]['status'],
) => ({
  id: `${provider.id.slice(0, 8)}-0000-4000-8000-000000000001`,
  batch_id: '11111111-0000-4000-8000-000000000000',
  provider,
  status,
  created_at: '2026-11-26T09:00:00.000Z',
  expires_at: '2026-11-26T09:30:00.000Z',
  answered_at: status === 'open' ? null : '2026-11-26T09:10:00.000Z',
})

const user = userEvent.setup()
let offers: OpsRideOffers
let calls: Array<{ key: string; body: unknown }>
let refuseOffer: ApiError | undefined

beforeEach(() => {
  offers = { offers: [], can_offer: true }
  calls = []
  refuseOffer = undefined
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(
    async (path: string, options: ApiRequestOptions = {}) => {
      const key = `${options.method ?? 'GET'} ${path}`
      calls.push({ key, body: options.body })
      if (key === `GET /ops/bookings/${bookingId}/offers`) return offers
      if (key === 'GET /ops/providers') {
        return {
          providers: [
            { ...skyline, active: true },
            { ...harbour, active: true },
            { id: 'gone', name: 'Closed Cabs', active: false },
          ],
        }
      }
      if (key === `POST /ops/bookings/${bookingId}/offers`) {
        if (refuseOffer) throw refuseOffer
        offers = { can_offer: true, offers: [offerOf(skyline, 'open')] }
        return offers
      }
      if (key === `POST /ops/bookings/${bookingId}/offers/withdraw`) {
        offers = { can_offer: true, offers: [offerOf(skyline, 'withdrawn')] }
        return offers
      }
      throw new Error(`Unexpected call ${key}`)
    },
  )
})

function renderPanel() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <OffersPanel bookingId={bookingId} />
    </QueryClientProvider>,
  )
}

describe('OffersPanel', () => {
  it('offers the ride to one active provider with the default 30 minutes', async () => {
    renderPanel()
    const provider = await screen.findByRole('combobox', { name: 'Provider' })
    expect(within(provider).queryByRole('option', { name: 'Closed Cabs' })).toBeNull()
    expect(screen.getByRole('spinbutton', { name: 'Minutes to answer' })).toHaveValue(30)

    await user.click(screen.getByRole('button', { name: 'Send the offer' }))
    expect(await screen.findByText(rideOfferMessages.providerRequired)).toBeVisible()
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false)

    await user.selectOptions(provider, 'Skyline Cabs')
    await user.click(screen.getByRole('button', { name: 'Send the offer' }))
    expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({
      to: 'provider',
      provider_id: skyline.id,
      expires_in_minutes: 30,
    })
    const list = await screen.findByRole('list', { name: 'Offers' })
    expect(within(list).getByText('Skyline Cabs')).toBeVisible()
    expect(within(list).getByText(/Waiting for an answer, expires/)).toBeVisible()
  })

  it('offers to the whole area without a provider, and checks the minutes', async () => {
    renderPanel()
    await user.click(await screen.findByRole('radio', { name: /Every active provider/ }))
    expect(screen.queryByRole('combobox', { name: 'Provider' })).toBeNull()
    const minutes = screen.getByRole('spinbutton', { name: 'Minutes to answer' })
    await user.clear(minutes)
    await user.type(minutes, '2')
    await user.click(screen.getByRole('button', { name: 'Send the offer' }))
    expect(await screen.findByText(rideOfferMessages.expiryInvalid)).toBeVisible()

    await user.clear(minutes)
    await user.type(minutes, '45')
    await user.click(screen.getByRole('button', { name: 'Send the offer' }))
    expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({
      to: 'area',
      expires_in_minutes: 45,
    })
  })

  it('shows the server’s refusal, e.g. nobody serving the area', async () => {
    refuseOffer = new ApiError(rideOfferMessages.noProviderInArea, {
      status: 409,
      code: 'CONFLICT',
    })
    renderPanel()
    await user.click(await screen.findByRole('radio', { name: /Every active provider/ }))
    await user.click(screen.getByRole('button', { name: 'Send the offer' }))
    expect(await screen.findByText(rideOfferMessages.noProviderInArea)).toBeVisible()
  })

  it('lists each offer’s answer and withdraws the open ones', async () => {
    offers = {
      can_offer: true,
      offers: [offerOf(skyline, 'open'), offerOf(harbour, 'declined')],
    }
    renderPanel()
    const list = await screen.findByRole('list', { name: 'Offers' })
    expect(within(list).getByText(/Declined/)).toBeVisible()
    expect(
      within(list).queryByRole('button', { name: 'Withdraw offer to Harbour Cars' }),
    ).toBeNull()
    await user.click(within(list).getByRole('button', { name: 'Withdraw offer to Skyline Cabs' }))
    expect(calls.find((c) => c.key.endsWith('/withdraw'))?.body).toEqual({
      offer_id: offerOf(skyline, 'open').id,
    })
    expect(await within(list).findByText(/Withdrawn/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Withdraw all open offers' })).toBeNull()
  })

  it('says why a ride taken or cancelled cannot be offered, and still lists its offers', async () => {
    offers = { can_offer: false, offers: [offerOf(skyline, 'accepted')] }
    renderPanel()
    expect(await screen.findByText(rideOfferMessages.notOfferable)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Send the offer' })).toBeNull()
    expect(screen.getByText(/Accepted/)).toBeVisible()
  })
})
