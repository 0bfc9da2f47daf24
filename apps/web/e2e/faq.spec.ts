import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'

const question = (page: Page, name: string) =>
  page.getByRole('main').locator('details', { has: page.getByRole('heading', { name }) })

test('several FAQ answers can be open at once', async ({ page }) => {
  await page.goto('/faq')
  await expect(page).toHaveTitle('FAQ — Ridelane')
  await expect(page.getByRole('main').locator('details:not([open])')).toHaveCount(20)

  const waiting = question(page, 'How long will my driver wait for me?')
  const luggage = question(page, 'How much luggage can I bring?')
  await waiting.locator('summary').click()
  await luggage.locator('summary').click()
  await expect(waiting).toHaveAttribute('open')
  await expect(luggage).toHaveAttribute('open')
  await expect(page.getByText(/60 minutes from the time your flight actually lands/)).toBeVisible()
  await expect(page.getByText(/one suitcase of up to 24 inches/)).toBeVisible()

  await waiting.locator('summary').click()
  await expect(waiting).not.toHaveAttribute('open')
  await expect(luggage).toHaveAttribute('open')
})

test.describe('before the page script has run', () => {
  // The prerendered page with no script at all: what a slow phone shows before hydration.
  test.use({ javaScriptEnabled: false })

  test('a tapped question opens, and one chosen from the keyboard too', async ({ page }) => {
    await page.goto('/faq')
    const waiting = question(page, 'How long will my driver wait for me?')
    await waiting.locator('summary').click()
    await expect(
      page.getByText(/60 minutes from the time your flight actually lands/),
    ).toBeVisible()

    const luggage = question(page, 'How much luggage can I bring?')
    await luggage.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(/one suitcase of up to 24 inches/)).toBeVisible()
  })
})

test('the FAQ offers Contact Support and Book a Ride', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    /^mailto:/,
  )
  await page.getByRole('main').getByRole('link', { name: 'Book a Ride' }).click()
  await expect(page).toHaveURL('/booking')
})

test('the FAQ has no accessibility violations', async ({ page }) => {
  await expectNoA11yViolations(page, '/faq')
})
