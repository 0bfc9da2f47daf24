import { expect, test } from './support/test'
import { completeAndPay, fillPassenger, reachPassengerStep, shot } from './booking-helpers'

// What happens when things go wrong: a refresh, a changed price, an unreachable server.
test('a refresh in the middle of step 3 keeps the trip, the vehicle and what was typed', async ({
  page,
}) => {
  await reachPassengerStep(page)
  await fillPassenger(page)
  await page.getByLabel('Flight number (optional)').fill('ba 117')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Passenger Details' })).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Amara Okafor')
  await expect(page.getByLabel('Email address')).toHaveValue('amara@example.com')
  await expect(page.getByLabel('Flight number (optional)')).toHaveValue('BA 117')
})

test('a changed price is explained, the details are kept and Search again returns to vehicles', async ({
  page,
}) => {
  await reachPassengerStep(page)
  // The server refuses with 409 as it does when the quote no longer matches.
  const keys: string[] = []
  await page.route('**/api/v1/bookings', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? '')
    await route.fulfill({
      status: 409,
      json: {
        success: false,
        error: {
          code: 'PRICE_CHANGED',
          message:
            'The price for this ride has changed. Please review the new price and try again.',
        },
      },
    })
  })
  await fillPassenger(page)
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'The price for this ride has changed' }),
  ).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Amara Okafor')
  expect(keys[0]).toMatch(/.{8,}/)
  await shot(page, '3-price-changed-desktop')

  await page.getByRole('button', { name: 'Search again' }).click()
  await expect(page.getByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()
  await page.unroute('**/api/v1/bookings')
  await page.getByRole('button', { name: /^Sedan/ }).click()
  await page.getByRole('button', { name: 'Continue to Booking Details' }).click()
  await expect(page.getByLabel('Full name')).toHaveValue('Amara Okafor')
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
  await expect(page.getByRole('heading', { name: 'Review & Payment' })).toBeVisible()
})

test('a network failure says so and a retry reuses the Idempotency-Key', async ({ page }) => {
  await reachPassengerStep(page)
  const keys: string[] = []
  await page.route('**/api/v1/bookings', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? '')
    if (keys.length === 1) await route.abort('internetdisconnected')
    else await route.continue()
  })
  await fillPassenger(page)
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
  await expect(page.getByText('We could not reach Ridelane.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Review & Payment' })).toBeVisible()
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
})

test('another vehicle after a booking is made is booked on a fresh quote and completed in euros', async ({
  page,
}) => {
  await reachPassengerStep(page)
  await fillPassenger(page)
  const bodies: { quote_id: string; vehicle_id: string }[] = []
  page.on('request', (request) => {
    if (/\/api\/v1\/bookings$/.test(request.url()) && request.method() === 'POST') {
      bodies.push(request.postDataJSON() as { quote_id: string; vehicle_id: string })
    }
  })
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
  await expect(page.getByRole('heading', { name: 'Review & Payment' })).toBeVisible()

  await page.getByRole('button', { name: 'Change' }).first().click()
  await expect(page.getByRole('heading', { name: 'Choose Your Vehicle' })).toBeVisible()
  await page.getByLabel('Currency').selectOption('EUR')
  await page.getByRole('button', { name: /^SUV/ }).click()
  await page.getByRole('button', { name: 'Continue to Booking Details' }).click()
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
  await expect(page.getByRole('heading', { name: 'Review & Payment' })).toBeVisible()
  expect(bodies).toHaveLength(2)
  expect(bodies[1]!.quote_id).not.toBe(bodies[0]!.quote_id)
  expect(bodies[1]!.vehicle_id).toMatch(/:suv$/)

  await page.getByRole('checkbox', { name: /I agree to the/ }).check()
  await completeAndPay(page)
})
