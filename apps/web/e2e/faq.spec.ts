import { expect, test } from './support/test'
import { expectNoA11yViolations } from './support/axe'

test('several FAQ answers can be open at once', async ({ page }) => {
  await page.goto('/faq')
  await expect(page).toHaveTitle('FAQ — Ridelane')
  const questions = page.getByRole('main').getByRole('button', { expanded: false })
  await expect(questions).toHaveCount(20)

  const waiting = page.getByRole('button', { name: 'How long will my driver wait for me?' })
  const luggage = page.getByRole('button', { name: 'How much luggage can I bring?' })
  await waiting.click()
  await luggage.click()
  await expect(waiting).toHaveAttribute('aria-expanded', 'true')
  await expect(luggage).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText(/60 minutes from the time your flight actually lands/)).toBeVisible()
  await expect(page.getByText(/one suitcase of up to 24 inches/)).toBeVisible()

  await waiting.click()
  await expect(waiting).toHaveAttribute('aria-expanded', 'false')
  await expect(luggage).toHaveAttribute('aria-expanded', 'true')
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
