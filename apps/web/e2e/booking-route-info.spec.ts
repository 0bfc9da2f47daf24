import { expect, test } from './support/test'
import { pickPlace } from './booking-helpers'

// Route info on the real API, before any date: the estimate call, not the quote.
test('route info shows as soon as both places are picked, with no date', async ({ page }) => {
  await page.goto('/booking')
  await pickPlace(page, 'Pickup location', 'jfk', 'John F. Kennedy International Airport')

  // Near a JFK pickup, 'Manhattan' is the New York district, not the city in Kansas.
  const dropoff = page.getByRole('combobox', { name: 'Dropoff location' })
  await dropoff.fill('Manhattan')
  const first = page.getByRole('listbox', { name: 'Dropoff location' }).getByRole('option').first()
  await expect(first).toContainText('Manhattan')
  await expect(first).toContainText('New York, NY, United States')
  await dropoff.press('ArrowDown')
  await dropoff.press('Enter')
  await expect(dropoff).toHaveValue('Manhattan, New York, NY, United States')

  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('')
  const routeInfo = page.getByRole('status').filter({ hasText: 'Route info' })
  await expect(routeInfo).toContainText(/Distance: \d+\.\d km/)
  await expect(routeInfo).toContainText(/Estimated time: (\d+ h )?\d+ min/)
  await expect(page.getByRole('button', { name: 'Find Vehicles' })).toBeDisabled()

  // Another dropoff: the figures follow.
  const before = await routeInfo.innerText()
  await pickPlace(page, 'Dropoff location', 'brooklyn', 'Brooklyn')
  await expect(routeInfo).not.toHaveText(before)
  await expect(routeInfo).toContainText(/Distance: \d+\.\d km/)
})
