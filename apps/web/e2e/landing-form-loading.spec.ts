import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { expect, test } from './support/test'

// Issue 6: the landing page ships no JavaScript it does not need on first paint. The hero's
// booking form stays the prerendered markup until the traveller reaches for it.
const distDir = fileURLToPath(new URL('../dist', import.meta.url))
const LANDING_SCRIPT_BUDGET_KB = 150
const formChunk = /\/assets\/landing-booking-form-[\w-]+\.js$/

test('the landing page loads the booking form only when the traveller reaches for it', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const form = page.getByRole('form', { name: 'Book Your Premium Ride' })
  await expect(form.getByRole('combobox', { name: 'Pickup location' })).toBeVisible()
  expect(scripts.filter((script) => formChunk.test(script))).toEqual([])

  const gzippedKb =
    scripts
      .map((script) => readFileSync(path.join(distDir, script)))
      .reduce((sum, code) => sum + gzipSync(code).length, 0) / 1024
  expect(gzippedKb).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_KB)

  await form.getByLabel('Date', { exact: true }).focus()
  await expect.poll(() => scripts.some((script) => formChunk.test(script))).toBe(true)
})

test('what is entered before the form is ready is kept, with the focus', async ({ page }) => {
  // A slow connection: the form's code arrives well after the traveller starts.
  await page.route(formChunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Book Your Premium Ride' })
  await form.getByText('Hourly', { exact: true }).click()
  const pickup = form.getByRole('combobox', { name: 'Pickup location' })
  await pickup.pressSequentially('heathrow')
  await pickup.press('End')

  await expect(form.getByLabel('Hours')).toHaveValue('1')
  await expect(pickup).toHaveValue('heathrow')
  await expect(pickup).toBeFocused()
  await pickup.press('Space')
  await expect(pickup).toHaveValue('heathrow ')
  await expect(page.getByRole('option', { name: /London Heathrow Airport/ }).first()).toBeVisible()
  await pickup.press('ArrowDown')
  await pickup.press('Enter')
  await expect(pickup).toHaveValue(/Heathrow/)
})

// Validation (zod, 22 KB gzipped) belongs to the forms; pages that only show content never load
// it. zod reads every schema's `._zod` property; no script these pages load may contain that.
for (const pagePath of ['/', '/fleet', '/blog', '/blog/jfk-arrivals-guide', '/faq', '/terms']) {
  test(`${pagePath} loads no validation code before any interaction`, async ({ page }) => {
    const scripts: Array<Promise<{ url: string; code: string }>> = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().then((code) => ({ url: response.url(), code })))
      }
    })
    await page.goto(pagePath)
    await page.waitForLoadState('networkidle')
    const loaded = await Promise.all(scripts)
    expect(loaded.length).toBeGreaterThan(2)
    expect(loaded.filter(({ code }) => code.includes('._zod')).map(({ url }) => url)).toEqual([])
  })
}
