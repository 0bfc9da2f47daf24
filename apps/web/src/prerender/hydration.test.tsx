import { RIDE_FRAME_CODE } from '@ridelane/domain'
import { act, StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadScreensFor } from '@/app/load-screens'
import { routes } from '@/app/routes'
import { saveSearchFromLanding } from '@/features/booking/flow/booking-flow-storage'
import { completeRide } from '@/features/booking/testing/booking-fixtures'
import { paths } from '@/config/paths'
import type * as ApiClient from '@/lib/api-client'
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from '@/lib/api-client'
import { PARTNER_TOKEN_KEY } from '@/lib/partner-token'
import { publicPages, renderPage, shellPages } from './entry-server'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

// (RouterProvider of react-router: react-router/dom's only adds flushSync, no element.)
// The browser adopts each prerendered page in place (app/start.tsx). Development React reports
// any difference between the build's markup and the first client render — text, attributes,
// ids — as a console error or a recoverable error; there must be none, whatever the query,
// the hash or a stored partner sign-in.
const visits = [
  // First: the server renderer leaves React's contexts as its last task had them, and a page
  // with a Suspense boundary (the booking frame) ends on its fallback's task; a later page
  // without one restores them before the client renderer runs in this same process.
  ...shellPages.filter(({ file }) => !file).map(({ path }) => path),
  ...publicPages.map(({ path }) => path),
  '/fleet#suv',
  '/blog?category=city-guides',
  '/blog?q=heathrow&page=2',
]

// Every page is rendered by the server renderer first, so the two renderers never overlap.
const markup = new Map<string, string>()
const rideCode = 'AB3K7Q2M'
beforeAll(async () => {
  for (const url of visits) {
    const { pathname } = new URL(url, 'http://ridelane.test')
    if (!markup.has(pathname)) markup.set(pathname, (await renderPage(pathname)).html)
  }
  markup.set(`${paths.driverJob}/`, (await renderPage(paths.driverJob)).html)
  // The ride frame as the server sends it, its stand-in code replaced (plugins/web.ts).
  const frame = (await renderPage(paths.rideDetail(RIDE_FRAME_CODE))).html
  markup.set(paths.rideDetail(rideCode), frame.replaceAll(RIDE_FRAME_CODE, rideCode))
})

let root: Root | undefined
beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  // No API runs here: the data calls pages make once hydrated (a stored partner's profile, the
  // booking's prices) fail as an unreachable server's do, and never reach the network.
  vi.mocked(apiRequest).mockImplementation(async () => {
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, code: 'NETWORK_ERROR' })
  })
  // jsdom has neither: islands wait for an observer that never fires here.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  // ScrollRestoration scrolls after each render; jsdom has no layout to scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})
afterEach(() => {
  act(() => root?.unmount())
  vi.unstubAllGlobals()
  root = undefined
  document.body.innerHTML = ''
  localStorage.clear()
  sessionStorage.clear()
})

async function hydrate(url: string) {
  const { pathname } = new URL(url, 'http://ridelane.test')
  document.body.innerHTML = `<div id="root">${markup.get(pathname)}</div>`
  const container = document.getElementById('root')!
  const heading = container.querySelector('h1')
  await loadScreensFor(routes, url)
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  const problems: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // An artefact of running the server and the client renderer in one test process.
    if (String(args[0]).startsWith('Detected multiple renderers concurrently')) return
    problems.push(args.map(String).join(' ').slice(0, 600))
  })
  try {
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
        { onRecoverableError: (error) => problems.push(error) },
      )
    })
  } finally {
    consoleError.mockRestore()
  }
  return { problems, container, heading }
}

describe('hydrating the prerendered pages', () => {
  it.each(visits)('%s hydrates onto its markup without a difference', async (url) => {
    const { problems, container, heading } = await hydrate(url)
    expect(problems).toEqual([])
    // The markup was adopted, not replaced.
    expect(heading).not.toBeNull()
    expect(container.querySelector('h1')).toBe(heading)
  })

  it('hydrates the header as the build rendered it when a partner sign-in is stored', async () => {
    localStorage.setItem(PARTNER_TOKEN_KEY, 'a-stored-token')
    const { problems, container } = await hydrate('/')
    expect(problems).toEqual([])
    expect(container.querySelector('header')).not.toBeNull()
  })

  it('hydrates /booking as built, then opens the step saved in this tab', async () => {
    // The landing form's search: the trip is saved and the wizard opens at the vehicles.
    saveSearchFromLanding(completeRide, 'Europe/London')
    const booking = await hydrate('/booking')
    expect(booking.problems).toEqual([])
    expect(booking.container.querySelector('h1')).toBe(booking.heading)
    await expect
      .poll(() => booking.container.querySelector('#wizard-step-title')?.textContent, {
        timeout: 5000,
      })
      .toBe('Choose Your Vehicle')
  })

  it('hydrates a ride link onto the frame holding its code, then asks for the link', async () => {
    const ride = await hydrate(`/rides/${rideCode}`)
    expect(ride.problems).toEqual([])
    expect(ride.heading?.textContent).toBe(rideCode)
    // No token in the address or this tab, and no partner: the page says what it needs.
    await expect
      .poll(() => ride.container.querySelector('h1')?.textContent, { timeout: 5000 })
      .toBe('Open your booking')
  })

  it('hydrates a driver without a job link onto the loading frame, then asks for the link', async () => {
    const job = await hydrate(`${paths.driverJob}/`)
    expect(job.problems).toEqual([])
    expect(job.heading?.textContent).toBe('Your job')
    expect(markup.get(`${paths.driverJob}/`)).toContain('Loading your job…')
    await expect
      .poll(() => job.container.querySelector('h1')?.textContent, { timeout: 5000 })
      .toBe('Open your job')
  })

  it('hydrates a driver’s job link as built: the token in the fragment waits for React', async () => {
    const job = await hydrate(`${paths.driverJob}/#driver-link-token`)
    expect(job.problems).toEqual([])
    expect(job.heading?.textContent).toBe('Your job')
  })

  it('applies the query and the hash once hydrated', async () => {
    const blog = await hydrate('/blog?category=city-guides')
    expect(blog.problems).toEqual([])
    expect(blog.container.querySelector('[aria-pressed="true"]')?.textContent).toMatch(
      /City Guides/,
    )

    const fleet = await hydrate('/fleet#suv')
    expect(fleet.container.querySelector('[aria-current="location"]')?.getAttribute('href')).toBe(
      '/fleet#suv',
    )
  })
})
