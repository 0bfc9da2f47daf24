import type { ProviderRatings, ProviderStatement } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import {
  ApiError,
  apiDownload,
  apiErrorDefaults,
  apiRequest,
  type ApiRequestOptions,
} from '@/lib/api-client'
import { storeProviderToken } from '@/lib/provider-token'
import { ProviderAuthProvider } from '../auth/provider-auth-provider'
import { RequireProviderUser } from '../auth/require-provider-user'
import { account } from '../testing/portal-screen'
import { ProviderLayout } from './provider-layout'
import { ProviderStatementPage } from './provider-statement-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiDownload: vi.fn(),
}))

const job = (code: string, extra: Partial<ProviderStatement['jobs'][number]> = {}) => ({
  booking_id: `0b6c3f1e-2f4a-4e8b-9d5c-1a2b3c4d5e${code.slice(-2)}`,
  booking_code: code,
  status: 'completed' as const,
  ride_type: 'one-way',
  pickup_time: '2030-01-05T15:00:00.000Z',
  timezone: 'America/New_York',
  pickup_date_local: '2030-01-05',
  pickup_time_local: '10:00',
  pickup_location: 'JFK Airport',
  dropoff_location: 'Times Square',
  duration_hours: null,
  driver_name: 'Ravi Kumar',
  booked_fare: 100,
  refunded: 0,
  fare: 100,
  commission: 12.5,
  payout: 87.5,
  ...extra,
})

const january: ProviderStatement = {
  month: '2030-01',
  provider: { id: 'p-1', name: 'Skyline Cabs', commission_percent: 12.5 },
  currency: 'USD',
  jobs: [
    job('RL-AAAA11'),
    job('RL-BBBB22', {
      status: 'no_show',
      booked_fare: 80,
      refunded: 21,
      fare: 59,
      commission: 7.38,
      payout: 51.62,
      dropoff_location: null,
      duration_hours: 4,
      driver_name: null,
    }),
  ],
  totals: { jobs: 2, booked_fare: 180, refunded: 21, fare: 159, commission: 19.88, payout: 139.12 },
}
const ratings: ProviderRatings = {
  provider: { average: 4.33, count: 3 },
  drivers: [
    { driver_id: 'd-1', name: 'Ravi Kumar', active: true, average: 4.5, count: 2 },
    { driver_id: 'd-2', name: 'Imran Sheikh', active: false, average: null, count: 0 },
  ],
  latest_comments: [
    {
      booking_code: 'RL-AAAA11',
      stars: 5,
      comment: 'Spotless car',
      rated_at: '2030-01-06T10:00:00.000Z',
      driver_name: 'Ravi Kumar',
    },
  ],
}

/** The ApiError the client throws for an error envelope without a message: the call's default. */
const failure = (
  status: number,
  code: string,
  options: Pick<ApiRequestOptions, 'defaultErrorMessage'>,
) => new ApiError(options.defaultErrorMessage || apiErrorDefaults.request, { status, code })

type Handler = (options: ApiRequestOptions) => unknown
let statementFor: Handler

beforeEach(() => {
  statementFor = ({ query }) =>
    query?.month === '2030-01'
      ? january
      : {
          ...january,
          month: query?.month,
          jobs: [],
          totals: { jobs: 0, booked_fare: 0, refunded: 0, fare: 0, commission: 0, payout: 0 },
        }
  storeProviderToken('provider-token')
  vi.mocked(apiRequest).mockReset()
  vi.mocked(apiRequest).mockImplementation(async (path, options = {}) => {
    if (path === '/provider/me') return account
    if (path === '/provider/statement') return statementFor(options)
    if (path === '/provider/ratings') return ratings
    throw new ApiError('Not found', { status: 404, code: 'NOT_FOUND' })
  })
  vi.mocked(apiDownload).mockReset()
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

function renderStatementAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      {
        path: '/provider',
        element: <ProviderAuthProvider />,
        children: [
          {
            element: <RequireProviderUser />,
            children: [
              {
                element: <ProviderLayout />,
                children: [{ path: 'statement', element: <ProviderStatementPage /> }],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const user = userEvent.setup()

describe('the provider statement page', () => {
  it('shows the month’s jobs with fare, commission, payout and totals', async () => {
    renderStatementAt('/provider/statement?month=2030-01')
    expect(await screen.findByRole('heading', { name: 'January 2030' })).toBeVisible()
    const nav = screen.getByRole('navigation', { name: 'Provider portal' })
    expect(within(nav).getByRole('link', { name: 'Statement' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByLabelText('Month')).toHaveValue('2030-01')

    const table = screen.getByRole('table', { name: 'Jobs in January 2030' })
    const first = within(table).getByRole('row', { name: /RL-AAAA11/ })
    expect(first).toHaveTextContent('2030-01-05 10:00')
    expect(first).toHaveTextContent('JFK Airport → Times Square')
    expect(first).toHaveTextContent('Driver: Ravi Kumar')
    expect(first).toHaveTextContent('$100.00')
    expect(first).toHaveTextContent('$12.50')
    expect(first).toHaveTextContent('$87.50')
    const second = within(table).getByRole('row', { name: /RL-BBBB22/ })
    expect(second).toHaveTextContent('No-show')
    expect(second).toHaveTextContent('JFK Airport · 4 h')
    expect(second).toHaveTextContent('$59.00after $21.00 refunded')
    const totals = within(table).getByRole('row', { name: /Totals \(2 jobs\)/ })
    expect(totals).toHaveTextContent('$159.00')
    expect(totals).toHaveTextContent('$19.88')
    expect(totals).toHaveTextContent('$139.12')
    expect(screen.getByText('Commission (12.5 %)')).toBeVisible()
  })

  it('shows the ratings: the company’s average, each driver’s, the latest comments', async () => {
    renderStatementAt('/provider/statement?month=2030-01')
    const section = (await screen.findByRole('heading', { name: 'Ratings' })).closest('section')!
    expect(await within(section).findByText('4.3 ★ (3 ratings)')).toBeVisible()
    expect(within(section).getByText('4.5 ★ (2 ratings)')).toBeVisible()
    expect(within(section).getByText('No ratings yet')).toBeVisible()
    expect(within(section).getByText('(inactive)')).toBeVisible()
    expect(within(section).getByText('Spotless car')).toBeVisible()
    expect(within(section).getByRole('img', { name: '5 of 5 stars' })).toBeVisible()
  })

  it('changes month from the picker and says when a month is empty', async () => {
    const router = renderStatementAt('/provider/statement?month=2030-01')
    await screen.findByRole('heading', { name: 'January 2030' })
    const picker = screen.getByLabelText('Month')
    const previous = within(picker).getAllByRole('option')[1]!.getAttribute('value')!
    await user.selectOptions(picker, previous)
    expect(router.state.location.search).toBe(`?month=${previous}`)
    expect(await screen.findByText(/^No completed rides in /)).toBeVisible()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(apiRequest).toHaveBeenCalledWith(
      '/provider/statement',
      expect.objectContaining({ query: { month: previous } }),
    )
  })

  it('says it is loading, then shows an error with a way to try again', async () => {
    let release: () => void = () => {}
    statementFor = (options) =>
      new Promise((_resolve, reject) => {
        release = () => reject(failure(500, 'INTERNAL', options))
      })
    renderStatementAt('/provider/statement?month=2030-01')
    expect(await screen.findByText('Loading the statement…')).toBeVisible()
    release()
    expect(await screen.findByText('Failed to load the statement')).toBeVisible()
    statementFor = () => january
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'January 2030' })).toBeVisible()
  })

  it('downloads the month as CSV with the provider’s session', async () => {
    const createObjectURL = vi.fn(() => 'blob:statement')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    // The provider's session header is the client's own doing (lib/provider-token.test.ts).
    vi.mocked(apiDownload).mockResolvedValue({
      blob: new Blob(['Booking code\n'], { type: 'text/csv' }),
      fileName: 'statement-skyline-cabs-2030-01.csv',
    })
    renderStatementAt('/provider/statement?month=2030-01')
    await screen.findByRole('heading', { name: 'January 2030' })
    await user.click(screen.getByRole('button', { name: 'Download CSV' }))
    await vi.waitFor(() => expect(click).toHaveBeenCalled())
    expect(apiDownload).toHaveBeenCalledWith(
      '/provider/statement.csv?month=2030-01',
      expect.anything(),
    )
    expect(click.mock.contexts[0]).toHaveProperty('download', 'statement-skyline-cabs-2030-01.csv')
    click.mockRestore()
  })

  it('shows a failed download', async () => {
    vi.mocked(apiDownload).mockImplementation(async (_path, options = {}) => {
      throw failure(503, 'UNAVAILABLE', options)
    })
    renderStatementAt('/provider/statement?month=2030-01')
    await screen.findByRole('heading', { name: 'January 2030' })
    await user.click(screen.getByRole('button', { name: 'Download CSV' }))
    expect(await screen.findByText('The download failed. Please try again.')).toBeVisible()
  })
})
