import { expect, test } from './support/test'
import { dateAhead, fillOneWayTrip, pickPlace } from './booking-helpers'

// Step 2 on the real API: currency, sort, filters, and a pickup no area serves.
test('the currency switch, sort and filters change the vehicle list', async ({ page }) => {
  await page.goto('/booking')
  await fillOneWayTrip(page)
  await page.getByRole('button', { name: 'Find Vehicles' }).click()
  const cards = page.getByRole('list', { name: 'Vehicles' }).getByRole('button')
  await expect(cards.first()).toHaveAccessibleName(/^Sedan.*\$\d+\.\d{2}$/)
  await page.getByLabel('Currency').selectOption('EUR')
  await expect(cards.first()).toHaveAccessibleName(/^Sedan.*€\d+\.\d{2}$/)
  await page.getByLabel('Sort by').selectOption('seats')
  await expect(cards.first()).not.toHaveAccessibleName(/^Sedan/)
  await page.getByLabel('Show').selectOption('luxury')
  for (const name of await cards.evaluateAll((all) => all.map((c) => c.getAttribute('aria-label'))))
    expect(name).toMatch(/Business|First|Luxury|Premium|Party|Coach/i)
  await expect(cards).not.toHaveCount(0)
})

test('a pickup outside every service area is explained plainly', async ({ page }) => {
  await page.goto('/booking')
  await page.getByText('Hourly', { exact: true }).click()
  await pickPlace(page, 'Pickup location', 'charters towers', 'Charters Towers Airport')
  await page.getByLabel('Date', { exact: true }).fill(dateAhead())
  await page.getByLabel('Time', { exact: true }).fill('10:00')
  await page.getByRole('button', { name: 'Find Vehicles' }).click()
  await expect(page.getByText(/We don.t serve this pickup area yet/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue to Booking Details' })).toBeDisabled()
})
