import { dateAhead, fillOneWayTrip, pickPlace, shotsDir } from './booking-helpers'
import { expect, test } from './support/test'

// Issue 18: /booking paints its frame before any script runs (docs/decisions/022-booking-shell.md),
// and each wizard step's code arrives only when that step is needed.
const stepChunks = {
  trip: /\/assets\/trip-step-[\w-]+\.js$/,
  vehicle: /\/assets\/vehicle-step-[\w-]+\.js$/,
  passenger: /\/assets\/passenger-step-[\w-]+\.js$/,
  review: /\/assets\/review-step-[\w-]+\.js$/,
  confirmation: /\/assets\/booking-confirmation-[\w-]+\.js$/,
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the built /booking page shows its heading and the first step’s frame', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/booking')).text()
    expect(html).toContain('Book Your Ride')
    expect(html).toContain('Trip Configuration')

    await page.goto('/booking?pickup=heathrow')
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Ride' })).toBeVisible()
    const steps = page.getByRole('navigation', { name: 'Booking steps' })
    await expect(steps.locator('[aria-current="step"]')).toContainText('Travel Details')
    await expect(page.getByRole('heading', { level: 2, name: 'Trip Configuration' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText('Loading this step...')
  })
})

test('/booking loads the first step’s code only, and the next steps when they are needed', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const loaded = (chunk: RegExp) => scripts.some((script) => chunk.test(script))

  await page.goto('/booking')
  await expect(page.getByRole('combobox', { name: 'Pickup location' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(loaded(stepChunks.trip)).toBe(true)
  expect(loaded(stepChunks.vehicle)).toBe(false)
  expect(loaded(stepChunks.passenger)).toBe(false)
  expect(loaded(stepChunks.review)).toBe(false)
  expect(loaded(stepChunks.confirmation)).toBe(false)

  await fillOneWayTrip(page)
  await page.getByRole('button', { name: 'Find Vehicles' }).click()
  await expect(page.getByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()
  expect(loaded(stepChunks.vehicle)).toBe(true)
  expect(loaded(stepChunks.review)).toBe(false)
})

test('/booking goes live before the wizard’s code, which arrives in stages', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  // The first stage (zod and the trip's schemas) is held back: the frame must not need it.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/trip-schemas-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/booking')
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true')
  await expect(page.getByRole('status')).toHaveText('Loading this step...')
  expect(scripts.filter((script) => /\/assets\/schemas-[\w-]+\.js$/.test(script))).toEqual([])
  expect(scripts.filter((script) => stepChunks.trip.test(script))).toEqual([])

  release()
  await expect(page.getByRole('combobox', { name: 'Pickup location' })).toBeVisible()
  // The wizard's chunks come as the browser reads their imports, not as a batch of preload links
  // added in one task (each link costs main-thread time; docs/decisions/022-booking-shell.md).
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const wizardChunk =
    /\/(schemas|trip-schemas|booking-flow-reducer|booking-wizard|trip-step|place-fields)-[\w-]+\.js$/
  expect(preloaded.filter((href) => wizardChunk.test(href))).toEqual([])
})

test('a step whose code is slow to arrive waits in its own frame, without moving the page', async ({
  page,
}) => {
  await page.goto('/booking')
  await fillOneWayTrip(page)
  await page.route(stepChunks.vehicle, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  const stepBar = page.getByRole('navigation', { name: 'Booking steps' })
  const topOnPage = () => stepBar.evaluate((bar) => bar.getBoundingClientRect().top + scrollY)
  const before = await topOnPage()
  // Moving to the button does not count as needing step 2 here: the chunk is held back anyway.
  await page.getByRole('button', { name: 'Find Vehicles' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Choose Your Vehicle' })).toBeVisible()
  await expect(stepBar.locator('[aria-current="step"]')).toContainText('Choose Your Vehicle')
  await expect(page.getByRole('status').filter({ hasText: 'Loading this step...' })).toBeVisible()
  expect(await topOnPage()).toBe(before)
  await expect(page.getByRole('button', { name: /^Sedan/ })).toBeVisible()
  expect(await topOnPage()).toBe(before)
})

test('a search saved by the landing form opens the wizard at the vehicles, also with a query', async ({
  page,
}) => {
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Book Your Premium Ride' })
  await pickPlace(page, 'Pickup location', 'heathrow', 'London Heathrow Airport')
  await pickPlace(page, 'Dropoff location', 'paddington', 'London Paddington Station')
  await form.getByLabel('Date', { exact: true }).fill(dateAhead())
  await form.getByLabel('Time', { exact: true }).fill('08:15')
  await form.getByRole('button', { name: 'Find Premium Vehicles' }).click()
  await expect(page).toHaveURL(/\/booking$/)
  await expect(page.getByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()

  // A fresh load of the prerendered page, with a query as a shared link may carry.
  await page.goto('/booking?utm_source=newsletter')
  await expect(page.getByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Sedan/ })).toBeVisible()
})

test('the frame on a phone and on a desktop', async ({ page }) => {
  test.skip(!shotsDir, 'screenshots only with E2E_SCREENSHOTS_DIR')
  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport)
    // The frame as painted before the wizard's code: the step chunk is held back.
    await page.route(stepChunks.trip, () => undefined)
    await page.goto('/booking')
    await expect(page.getByRole('heading', { name: 'Trip Configuration' })).toBeVisible()
    await page.screenshot({ path: `${shotsDir}/booking-shell-${name}.png` })
    await page.unroute(stepChunks.trip)
    await page.goto('/booking')
    await expect(page.getByRole('combobox', { name: 'Pickup location' })).toBeVisible()
    await page.screenshot({ path: `${shotsDir}/booking-step1-${name}.png` })
  }
})
