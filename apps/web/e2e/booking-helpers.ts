import { expect, type APIRequestContext, type Page } from './support/test'

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

/** The sandbox gateway's test cards (packages/domain/src/payment/test-cards.ts). */
export const testCards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0025 0000 3155',
} as const

/** An expiry date a few years ahead, as the card form takes it (MM/YY). */
export function expiryAhead(): string {
  return `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`
}

/** Fills the sandbox card form of step 4 and presses its Pay button. */
export async function payWithCard(page: Page, number: string = testCards.success) {
  await page.getByLabel('Card number', { exact: true }).fill(number)
  await page.getByLabel('Expiry (MM/YY)').fill(expiryAhead())
  await page.getByLabel('Security code (CVC)').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()
}

/**
 * Complete Booking, then the sandbox card form with the card that succeeds when one is asked for
 * (a partner billed on account gets none), up to the confirmation.
 */
export async function completeAndPay(page: Page) {
  await page.getByRole('button', { name: 'Complete Booking' }).click()
  const cardNumber = page.getByLabel('Card number', { exact: true })
  const confirmed = page.getByRole('heading', { name: 'Booking Confirmed!' })
  await expect(cardNumber.or(confirmed)).toBeVisible()
  if (await cardNumber.isVisible()) await payWithCard(page)
  await expect(confirmed).toBeVisible()
}

/**
 * Pays a booking made through the API with the sandbox's succeeding card, as the wizard does,
 * so that /complete confirms it.
 */
export async function payBookingByApi(
  request: APIRequestContext,
  booking: { id: string; access_token: string },
) {
  const headers = { 'X-Booking-Token': booking.access_token }
  const opened = await request.post(`/api/v1/bookings/${booking.id}/payment`, { headers })
  expect(opened.ok(), await opened.text()).toBe(true)
  const paid = await request.post(`/api/v1/bookings/${booking.id}/payment/card`, {
    headers,
    data: {
      number: testCards.success.replaceAll(' ', ''),
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
      cvc: '123',
      return_url: '/booking?payment=return',
    },
  })
  expect(paid.ok(), await paid.text()).toBe(true)
  expect((await paid.json()).data).toMatchObject({ status: 'succeeded' })
}

/** Steps 3 and 4 of any journey: passenger, review, consent, Complete Booking and payment. */
export async function finishBooking(page: Page) {
  await fillPassenger(page)
  const created = page.waitForResponse(
    (r) => /\/api\/v1\/(partners\/)?bookings$/.test(r.url()) && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
  const booking = (await (await created).json()).data as { id: string; access_token: string }
  await page.getByRole('checkbox', { name: /I agree to the/ }).check()
  await completeAndPay(page)
  const stored = await page.request.get(`/api/v1/bookings/${booking.id}`, {
    headers: { 'X-Booking-Token': booking.access_token },
  })
  return (await stored.json()).data as Record<string, unknown>
}
