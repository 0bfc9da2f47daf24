import { expect, type Page } from './support/test'

// Shared steps of the booking journeys (booking-*.spec.ts).
export const shotsDir = process.env.E2E_SCREENSHOTS_DIR

/** A date two weeks ahead as date inputs take it, clear of every lead time. */
export function dateAhead(days = 14): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return date.toISOString().slice(0, 10)
}

/** Types into a place field and picks a suggestion with the keyboard. */
export async function pickPlace(page: Page, label: string, query: string, option: string) {
  const field = page.getByRole('combobox', { name: label })
  await field.fill(query)
  await expect(page.getByRole('option', { name: new RegExp(option) }).first()).toBeVisible()
  const options = page.getByRole('listbox', { name: label }).getByRole('option')
  const names = await options.allInnerTexts()
  const index = names.findIndex((name) => name.includes(option))
  for (let i = 0; i <= index; i += 1) await field.press('ArrowDown')
  await field.press('Enter')
  await expect(field).toHaveValue(/.+/)
  await expect(field).toHaveAttribute('aria-expanded', 'false')
}

export async function fillOneWayTrip(page: Page) {
  await pickPlace(page, 'Pickup location', 'heathrow', 'London Heathrow Airport')
  await pickPlace(page, 'Dropoff location', 'paddington', 'London Paddington Station')
  await page.getByLabel('Date', { exact: true }).fill(dateAhead())
  await page.getByLabel('Time', { exact: true }).fill('10:30')
  await page.getByLabel('Passengers').fill('2')
}

export async function fillPassenger(page: Page) {
  await page.getByLabel('Full name').fill('Amara Okafor')
  await page.getByLabel('Phone number').fill('+44 20 7946 0958')
  await page.getByLabel('Email address').fill('amara@example.com')
}

/** A look for reviewers (only with E2E_SCREENSHOTS_DIR); on phones, the top of the page. */
export async function shot(page: Page, name: string) {
  if (!shotsDir) return
  const width = page.viewportSize()?.width ?? 1280
  const clip = width < 600 ? { x: 0, y: 0, width, height: 1800 } : undefined
  await page.screenshot({ path: `${shotsDir}/booking-${name}.png`, fullPage: true, clip })
}

/** From an empty wizard to step 3 with the Sedan chosen, on the real API. */
export async function reachPassengerStep(page: Page) {
  await page.goto('/booking')
  await fillOneWayTrip(page)
  await page.getByRole('button', { name: 'Find Vehicles' }).click()
  await page.getByRole('button', { name: /^Sedan/ }).click()
  await page.getByRole('button', { name: 'Continue to Booking Details' }).click()
  await expect(page.getByRole('heading', { name: 'Passenger Details' })).toBeVisible()
}

/** Steps 3 and 4 of any journey: passenger, review, consent, Complete Booking. */
export async function finishBooking(page: Page) {
  await fillPassenger(page)
  const created = page.waitForResponse(
    (r) => /\/api\/v1\/(partners\/)?bookings$/.test(r.url()) && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
  const booking = (await (await created).json()).data as { id: string; access_token: string }
  await page.getByRole('checkbox', { name: /I agree to the/ }).check()
  await page.getByRole('button', { name: 'Complete Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  const stored = await page.request.get(`/api/v1/bookings/${booking.id}`, {
    headers: { 'X-Booking-Token': booking.access_token },
  })
  return (await stored.json()).data as Record<string, unknown>
}
