import { driverJobSchema, type DriverJob } from '@ridelane/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiEventStream, apiRequest } from '@/lib/api-client'
import { buildJob, DRIVER_TOKEN } from '../testing/driver-fixtures'
import { DriverJobPage, preloadDriverJob } from './driver-job-page'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
  apiEventStream: vi.fn(),
}))
const api = vi.mocked(apiRequest)
const stream = vi.mocked(apiEventStream)

type Call = { path: string; body: unknown; headers: Record<string, string> }
let calls: Call[]
let current: DriverJob

/** A fake API: GET answers `current`; a step moves it along as the server would. */
function serve(
  next: (to: string) => DriverJob | ApiError = (to) => buildJob({ status: to as never }),
) {
  api.mockImplementation(async (path, options = {}) => {
    calls.push({
      path,
      body: options.body,
      headers: (options.headers ?? {}) as Record<string, string>,
    })
    if (path === '/driver/job/status') {
      const answer = next((options.body as { to: string }).to)
      if (answer instanceof ApiError) throw answer
      current = answer
      return current
    }
    if (path === '/driver/job/location') return null
    return current
  })
}

function openJob(hash = `#${DRIVER_TOKEN}`) {
  window.history.replaceState(null, '', `/driver/jobs/${hash}`)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // The route's path as the build prerenders it (the link's own ends in a slash).
  render(
    <MemoryRouter initialEntries={['/driver/jobs']}>
      <QueryClientProvider client={client}>
        <DriverJobPage />
      </QueryClientProvider>
    </MemoryRouter>,
  )
}

/** The address a language's link leads to once clicked (the click itself goes nowhere here). */
async function switchTo(language: string) {
  const user = userEvent.setup()
  await user.click(screen.getByLabelText('Language: English'))
  const link = screen.getByRole('link', { name: language })
  const stay = (event: MouseEvent) => event.preventDefault()
  window.addEventListener('click', stay)
  try {
    await user.click(link)
  } finally {
    window.removeEventListener('click', stay)
  }
  return new URL(link.getAttribute('href')!, window.location.href)
}

beforeEach(() => {
  calls = []
  current = buildJob()
  api.mockReset()
  stream.mockReset()
  stream.mockImplementation(
    (_path, _onEvent, signal, options = {}) =>
      new Promise((resolve) => {
        options.onOpen?.()
        signal.addEventListener('abort', () => resolve({}))
      }),
  )
  sessionStorage.clear()
})
afterEach(() => vi.useRealTimers())

describe('the driver’s job page', () => {
  it('reads the job while its code loads, and the page uses that read', async () => {
    serve()
    window.history.replaceState(null, '', `/driver/jobs/#${DRIVER_TOKEN}`)
    preloadDriverJob()
    expect(calls).toEqual([
      expect.objectContaining({ path: '/driver/job', headers: expect.any(Object) }),
    ])
    openJob()
    expect(await screen.findByText(`Job ${current.booking_code}`)).toBeVisible()
    expect(calls.filter((call) => call.path === '/driver/job')).toHaveLength(1)
  })

  it('reads nothing early without a token', () => {
    serve()
    window.history.replaceState(null, '', '/driver/jobs/')
    preloadDriverJob()
    expect(calls).toEqual([])
  })

  it('builds its fixtures to the contract', () => {
    expect(driverJobSchema.parse(buildJob())).toBeTruthy()
  })

  it('opens from the link, hides the token and shows what the driver needs', async () => {
    serve()
    openJob()
    expect(await screen.findByText('Job 7KQ4M2XD')).toBeVisible()
    expect(window.location.hash).toBe('')
    expect(sessionStorage.getItem('ridelane.driver-job-token')).toBe(DRIVER_TOKEN)
    expect(calls[0]!.headers).toEqual({ 'X-Driver-Token': DRIVER_TOKEN })

    const pickup = screen.getByRole('region', { name: 'Pickup' })
    expect(pickup).toHaveTextContent('Tue 15 Jan, 10:30')
    expect(pickup).toHaveTextContent('New York time')
    expect(pickup).toHaveTextContent('Flight BA 117')
    expect(within(pickup).getByRole('link', { name: 'Navigate to the pickup' })).toHaveAttribute(
      'href',
      expect.stringContaining('destination=40.6413,-73.7781'),
    )
    expect(screen.getByRole('region', { name: 'Name sign' })).toHaveTextContent('Amara Okafor')
    expect(screen.getByRole('link', { name: 'Call +1 (212) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+12125550147',
    )
    const passenger = screen.getByRole('region', { name: 'Passenger' })
    expect(passenger).toHaveTextContent('Luggage3')
    expect(passenger).toHaveTextContent('Child seats1')
    expect(screen.getByRole('region', { name: 'Notes from the passenger' })).toHaveTextContent(
      'Two large suitcases',
    )
  })

  it('offers the job in another language, the job’s token carried in the new address', async () => {
    serve()
    openJob()
    expect(await screen.findByText('Job 7KQ4M2XD')).toBeVisible()
    // The page took the token off its address when it opened; the switch puts it back.
    expect(window.location.hash).toBe('')
    const spanish = await switchTo('Español')
    expect(spanish.pathname).toBe('/es/driver/jobs/')
    expect(spanish.hash).toBe(`#${DRIVER_TOKEN}`)
    expect(document.cookie).toContain('ridelane_lang=es')
    const arabic = await switchTo('العربية')
    expect(arabic.pathname).toBe('/ar/driver/jobs/')
    expect(arabic.hash).toBe(`#${DRIVER_TOKEN}`)
  })

  it('offers the other languages before the job loads and when the link is missing', () => {
    openJob('')
    expect(screen.getByRole('heading', { name: 'Open your job' })).toBeVisible()
    expect(screen.getByRole('banner')).toContainElement(screen.getByLabelText('Language: English'))
  })

  it('reopens from this tab’s storage after a refresh', async () => {
    serve()
    sessionStorage.setItem('ridelane.driver-job-token', 'kept-token')
    openJob('')
    expect(await screen.findByText('Job 7KQ4M2XD')).toBeVisible()
    expect(calls[0]!.headers).toEqual({ 'X-Driver-Token': 'kept-token' })
  })

  it('asks for the link when there is no token', () => {
    openJob('')
    expect(screen.getByRole('heading', { name: 'Open your job' })).toBeVisible()
    expect(api).not.toHaveBeenCalled()
  })

  it('says the link expired on a 401', async () => {
    api.mockRejectedValue(new ApiError('gone', { status: 401, code: 'UNAUTHORIZED' }))
    openJob()
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible()
  })

  it('walks the steps with one large button at a time', async () => {
    const order: Record<string, DriverJob['next_steps']> = {
      driver_en_route: ['driver_arrived'],
      driver_arrived: ['passenger_on_board', 'no_show'],
      passenger_on_board: ['completed'],
      completed: [],
    }
    serve((to) =>
      buildJob({
        status: to as DriverJob['status'],
        next_steps: order[to]!,
        no_show_from: to === 'driver_arrived' ? '2099-01-01T00:00:00.000Z' : null,
      }),
    )
    const user = userEvent.setup()
    openJob()
    const confirmations: Record<string, string> = {
      Arrived: 'Yes, I have arrived',
      'Passenger on board': 'Yes, passenger on board',
      Completed: 'Yes, ride completed',
    }
    for (const label of ['On my way', 'Arrived', 'Passenger on board', 'Completed']) {
      await user.click(await screen.findByRole('button', { name: label }))
      const confirm = confirmations[label]
      if (confirm)
        await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: confirm }))
      if (label === 'Arrived') {
        expect(await screen.findByText(/^No-show is possible from /)).toBeVisible()
        expect(screen.queryByRole('button', { name: 'No-show' })).toBeNull()
      }
    }
    expect(await screen.findByText('Ride completed. Thank you!')).toBeVisible()
    expect(calls.filter((c) => c.path === '/driver/job/status').map((c) => c.body)).toEqual([
      { to: 'driver_en_route' },
      { to: 'driver_arrived' },
      { to: 'passenger_on_board' },
      { to: 'completed' },
    ])
  })

  it('offers no-show after the free waiting, and only after a confirmation', async () => {
    current = buildJob({
      status: 'driver_arrived',
      next_steps: ['passenger_on_board', 'no_show'],
      no_show_from: '2020-01-01T00:00:00.000Z',
    })
    serve((to) => buildJob({ status: to as DriverJob['status'], next_steps: [] }))
    const user = userEvent.setup()
    openJob()
    await user.click(await screen.findByRole('button', { name: 'No-show' }))
    const dialog = screen.getByRole('dialog', { name: 'Passenger not here?' })
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }))
    expect(calls.some((c) => c.path === '/driver/job/status')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'No-show' }))
    await user.click(screen.getByRole('button', { name: 'Yes, mark no-show' }))
    expect(await screen.findByText('Marked as a no-show.')).toBeVisible()
  })

  it('asks before “Arrived”, “Passenger on board” and “Completed”, by keyboard too', async () => {
    current = buildJob({ status: 'driver_en_route', next_steps: ['driver_arrived'] })
    serve((to) => buildJob({ status: to as DriverJob['status'], next_steps: [] }))
    const user = userEvent.setup()
    openJob()
    const arrived = await screen.findByRole('button', { name: 'Arrived' })
    arrived.focus()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('dialog', { name: 'At the pickup?' })
    expect(dialog).toHaveTextContent('The passenger is told that you are waiting for them.')
    within(dialog).getByRole('button', { name: 'Go back' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls.some((c) => c.path === '/driver/job/status')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Arrived' }))
    const yes = within(screen.getByRole('dialog')).getByRole('button', {
      name: 'Yes, I have arrived',
    })
    yes.focus()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/driver/job/status').map((c) => c.body)).toEqual([
        { to: 'driver_arrived' },
      ]),
    )
    expect(await screen.findByText('Driver arrived')).toBeVisible()
  })

  it('offers to undo a step for a minute, then takes it back', async () => {
    const undoUntil = new Date(Date.now() + 60_000).toISOString()
    current = buildJob({ status: 'driver_en_route', next_steps: ['driver_arrived'] })
    serve((to) =>
      buildJob({
        status: to as DriverJob['status'],
        next_steps: ['passenger_on_board', 'no_show'],
        undo_until: undoUntil,
      }),
    )
    const user = userEvent.setup()
    openJob()
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull()
    await user.click(await screen.findByRole('button', { name: 'Arrived' }))
    await user.click(screen.getByRole('button', { name: 'Yes, I have arrived' }))
    const undo = await screen.findByRole('button', { name: 'Undo “Arrived”' })
    const base = api.getMockImplementation()!
    api.mockImplementation(async (path, options) => {
      if (path !== '/driver/job/undo') return base(path, options)
      calls.push({ path, body: options?.body, headers: {} })
      current = buildJob({ status: 'driver_en_route', next_steps: ['driver_arrived'] })
      return current
    })
    await user.click(undo)
    expect(await screen.findByRole('button', { name: 'Arrived' })).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull()
    expect(calls.map((c) => c.path)).toContain('/driver/job/undo')
  })

  it('follows a second job link opened in the same tab', async () => {
    const jobs: Record<string, DriverJob> = {
      'first-token': buildJob({ booking_code: 'FIRST234' }),
      'second-token': buildJob({ booking_code: 'SECOND23' }),
    }
    api.mockImplementation(async (path, options = {}) => {
      const token = (options.headers as Record<string, string>)['X-Driver-Token']!
      calls.push({ path, body: options.body, headers: { 'X-Driver-Token': token } })
      return jobs[token]!
    })
    openJob('#first-token')
    expect(await screen.findByText('Job FIRST234')).toBeVisible()
    window.location.hash = '#second-token'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(await screen.findByText('Job SECOND23')).toBeVisible()
    expect(screen.queryByText('Job FIRST234')).toBeNull()
    expect(calls.at(-1)!.headers).toEqual({ 'X-Driver-Token': 'second-token' })
    expect(window.location.hash).toBe('')
    expect(sessionStorage.getItem('ridelane.driver-job-token')).toBe('second-token')
  })

  it('shows a refused step’s reason', async () => {
    serve(() => new ApiError('The booking moved on.', { status: 409, code: 'INVALID_TRANSITION' }))
    const user = userEvent.setup()
    openJob()
    await user.click(await screen.findByRole('button', { name: 'On my way' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The booking moved on.')
  })

  it('tells the driver a cancelled ride is off', async () => {
    current = buildJob({ status: 'cancelled', next_steps: [] })
    serve()
    openJob()
    expect(
      await screen.findByText('This ride was cancelled. Do not go to the pickup.'),
    ).toBeVisible()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says when a position could not be sent, instead of claiming to share it', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({
            coords: { latitude: 40.7, longitude: -73.9, accuracy: 15 },
          } as GeolocationPosition),
      },
      configurable: true,
    })
    current = buildJob({
      status: 'driver_en_route',
      next_steps: ['driver_arrived'],
      share_location: true,
    })
    serve()
    const refuse = api.getMockImplementation()!
    api.mockImplementation(async (path, options) => {
      if (path === '/driver/job/location') {
        throw new ApiError('Too many requests', { status: 429, code: 'TOO_MANY_REQUESTS' })
      }
      return refuse(path, options)
    })
    const user = userEvent.setup()
    openJob()
    await user.click(await screen.findByRole('button', { name: 'Share my location' }))
    expect(
      await screen.findByText(
        'Your location could not be sent just now; it will try again in a few seconds.',
      ),
    ).toBeVisible()
    expect(screen.queryByText(/^Sharing your location/)).toBeNull()
  })

  it('shows the waiting clock once arrived, and no no-show before the free waiting ends', async () => {
    const now = Date.now()
    const freeUntil = new Date(now + 3 * 60_000).toISOString()
    current = buildJob({
      status: 'driver_arrived',
      next_steps: ['passenger_on_board', 'no_show'],
      no_show_from: freeUntil,
      waiting: {
        started_at: new Date(now - (12 * 60 + 34) * 1000).toISOString(),
        free_until: freeUntil,
        block_minutes: 15,
      },
    })
    serve()
    openJob()
    const clock = await screen.findByRole('region', { name: 'Waiting at the pickup' })
    expect(clock).toHaveTextContent(/^Waiting 12:3[45]/)
    const local = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'America/New_York',
    }).format(new Date(freeUntil))
    expect(clock).toHaveTextContent(`Free until ${local} local time`)
    expect(clock).not.toHaveTextContent(/\$|Extra/)
    expect(screen.queryByRole('button', { name: 'No-show' })).toBeNull()
    expect(screen.getByText(/^No-show is possible from /)).toHaveTextContent(
      `No-show is possible from ${local} local time`,
    )
  })

  it('counts the started blocks of extra waiting past the free time, and offers no-show', async () => {
    const now = Date.now()
    current = buildJob({
      status: 'driver_arrived',
      next_steps: ['passenger_on_board', 'no_show'],
      no_show_from: new Date(now - 20 * 60_000).toISOString(),
      waiting: {
        started_at: new Date(now - 80 * 60_000).toISOString(),
        free_until: new Date(now - 20 * 60_000).toISOString(),
        block_minutes: 15,
      },
    })
    serve()
    openJob()
    const clock = await screen.findByRole('region', { name: 'Waiting at the pickup' })
    expect(clock).toHaveTextContent(/^Waiting 1:20:0\d/)
    expect(clock).toHaveTextContent('Extra waiting: 2 × 15 min')
    expect(screen.getByRole('button', { name: 'No-show' })).toBeVisible()
  })

  it('shares the position only with consent, on the way and while waiting', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({
        coords: { latitude: 40.7, longitude: -73.9, accuracy: 15 },
      } as GeolocationPosition),
    )
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    })
    current = buildJob({
      status: 'driver_en_route',
      next_steps: ['driver_arrived'],
      share_location: true,
    })
    // Waiting at the pickup the phone keeps sharing (a no-show's evidence); once the passenger
    // is on board it stops.
    serve((to) =>
      buildJob({
        status: to as DriverJob['status'],
        next_steps: to === 'driver_arrived' ? ['passenger_on_board', 'no_show'] : [],
        share_location: to === 'driver_arrived',
      }),
    )
    const user = userEvent.setup()
    openJob()
    await user.click(await screen.findByRole('button', { name: 'Share my location' }))
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/driver/job/location').map((c) => c.body)).toEqual([
        { lat: 40.7, lng: -73.9, accuracy: 15 },
      ]),
    )
    expect(screen.getByText(/^Sharing your location with the passenger/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Arrived' }))
    await user.click(screen.getByRole('button', { name: 'Yes, I have arrived' }))
    expect(
      await screen.findByText(
        'Sharing your location while you wait: it is the evidence a no-show needs.',
      ),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Passenger on board' }))
    await user.click(screen.getByRole('button', { name: 'Yes, passenger on board' }))
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Location sharing' })).toBeNull(),
    )
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
  })
})
