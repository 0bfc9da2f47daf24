import { providerJobSchema, type ProviderJob, type ProviderJobTab } from '@ridelane/domain'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError } from '@/lib/api-client'
import { buildJob, DRIVER, VEHICLE } from '../testing/job-fixtures'
import { servePortal, stream } from '../testing/portal-api'
import { renderPortalAt } from '../testing/portal-screen'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiEventStream: vi.fn(),
}))

const user = userEvent.setup()
afterEach(() => localStorage.clear())

const secondOffer = buildJob({
  booking_id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a',
  booking_code: 'RL-NEW001',
  pickup_location: 'Penn Station, NY',
  dropoff_location: 'Newark Airport, NJ',
  earnings: { fare: 120, commission_percent: 15, payout: 102, currency: 'USD' },
})
const upcoming = buildJob({
  booking_id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  booking_code: 'RL-UP0001',
  booking_status: 'assigned',
  offer: null,
  driver: DRIVER,
  vehicle: VEHICLE,
})

/** Serves each tab from `tabs` (an Error is thrown as the answer). */
function serveTabs(tabs: Partial<Record<ProviderJobTab, ProviderJob[] | Error>>) {
  return servePortal((path, options) => {
    if (path !== '/provider/jobs')
      throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' })
    const tab = (options.query?.tab ?? 'offered') as ProviderJobTab
    const jobs = tabs[tab] ?? []
    if (jobs instanceof Error) throw jobs
    return { tab, jobs: [...jobs] }
  })
}

describe('the provider jobs page', () => {
  it('builds its fixtures to the contract', () => {
    expect(providerJobSchema.parse(buildJob())).toBeTruthy()
    expect(providerJobSchema.parse(upcoming)).toBeTruthy()
  })

  it('lists the offers with counts on every tab, the pickup on its own clock and the payout', async () => {
    serveTabs({ offered: [buildJob()], upcoming: [upcoming] })
    renderPortalAt('/provider')
    expect(await screen.findByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible()
    const tabs = screen.getByRole('navigation', { name: 'Job lists' })
    expect(await within(tabs).findByRole('link', { name: 'Offered 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(await within(tabs).findByRole('link', { name: 'Upcoming 1' })).toBeVisible()
    expect(within(tabs).getByRole('link', { name: 'Accepted 0' })).toBeVisible()

    const row = (await screen.findAllByRole('listitem')).find((item) =>
      item.textContent?.includes('RL-7K2M9Q'),
    )!
    // 15:00 UTC is 10:00 in New York in January.
    expect(row).toHaveTextContent('Tue 15 Jan 2030, 10:00 New York time')
    expect(row).toHaveTextContent('Times Square, Manhattan, NY → JFK Airport, Queens, NY')
    expect(row).toHaveTextContent('Sedan · 2 passengers, 1 bag')
    expect(row).toHaveTextContent('You earn $85.00')
    expect(row).toHaveTextContent(/Answer within 2\d min \d\d s/)
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      `/provider/jobs/${buildJob().booking_id}`,
    )
    expect(screen.getByText(/Live: new offers and changes appear by themselves/)).toBeVisible()
  })

  it('switches tabs by link, and says when a tab is empty', async () => {
    serveTabs({ upcoming: [upcoming] })
    renderPortalAt('/provider')
    expect(
      await screen.findByText('No offers right now. New offers appear here by themselves.'),
    ).toBeVisible()
    await user.click(await screen.findByRole('link', { name: 'Upcoming 1' }))
    const row = await screen.findByText(/RL-UP0001/)
    expect(row.closest('li')).toHaveTextContent('Driver: Luis Ortega, T 600 123C')
    expect(row.closest('li')).toHaveTextContent('Assigned')
    await user.click(screen.getByRole('link', { name: 'Done 0' }))
    expect(await screen.findByText('No finished rides yet.')).toBeVisible()
  })

  it('shows a failed load with a way to try again', async () => {
    const down = new ApiError('Failed to load your jobs', { status: 503, code: 'HTTP_503' })
    let offered: ProviderJob[] | Error = down
    servePortal((path, options) => {
      const tab = options.query?.tab as ProviderJobTab
      if (tab === 'offered' && offered instanceof Error) throw offered
      return { tab, jobs: tab === 'offered' ? offered : [] }
    })
    renderPortalAt('/provider')
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your jobs')
    offered = [buildJob()]
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/RL-7K2M9Q/)).toBeVisible()
  })

  it('shows a new offer as soon as the stream says the jobs changed, without a reload', async () => {
    const offers = [buildJob()]
    serveTabs({ offered: offers })
    renderPortalAt('/provider')
    expect(await screen.findByText(/RL-7K2M9Q/)).toBeVisible()
    expect(screen.queryByText(/RL-NEW001/)).toBeNull()

    offers.push(secondOffer)
    act(() =>
      stream.send({
        event: 'jobs',
        data: JSON.stringify({ booking_id: secondOffer.booking_id, reason: 'offered' }),
      }),
    )
    expect(await screen.findByText(/RL-NEW001/, undefined, { timeout: 2000 })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Offered 2' })).toBeVisible()
  })
})
