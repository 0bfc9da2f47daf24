import { expect, test, type Page } from './support/test'
import { fillPassenger, payWithCard, reachPassengerStep, shot, testCards } from './booking-helpers'

// Step 4's payment through the sandbox gateway on the real API (docs/decisions/027-payment-step-in-the-wizard.md):
// the test cards succeed, decline, or ask for the sandbox's 3-D Secure page.

/** From an empty wizard to step 4 with the consent given; the booking's id and token. */
async function reachPayment(page: Page) {
  await reachPassengerStep(page)
  await fillPassenger(page)
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/bookings') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
  const booking = (await (await created).json()).data as { id: string; access_token: string }
  await page.getByRole('checkbox', { name: /I agree to the/ }).check()
  const opened = page.waitForResponse(
    (r) => r.url().endsWith(`/bookings/${booking.id}/payment`) && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Complete Booking' }).click()
  const payment = (await (await opened).json()).data as { amount: number; currency: string }
  await expect(page.getByRole('region', { name: 'Ridelane test payments' })).toBeVisible()
  return { booking, payment }
}

async function storedBooking(page: Page, booking: { id: string; access_token: string }) {
  const stored = await page.request.get(`/api/v1/bookings/${booking.id}`, {
    headers: { 'X-Booking-Token': booking.access_token },
  })
  return (await stored.json()).data as Record<string, unknown>
}

test('pays with the card that succeeds and confirms the booking', async ({ page }) => {
  const { booking, payment } = await reachPayment(page)
  expect(payment.currency).toBe('USD')
  await expect(page.getByText(/^You will be charged \$[\d,]+\.\d\d \(USD\)\./)).toBeVisible()
  const card = page.waitForRequest((r) => r.url().endsWith('/payment/card'))
  await payWithCard(page, testCards.success)
  expect((await card).headers()['idempotency-key']).toBeTruthy()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  expect(await storedBooking(page, booking)).toMatchObject({ booking_status: 'confirmed' })
  const paid = await page.request.get(`/api/v1/bookings/${booking.id}/payment`, {
    headers: { 'X-Booking-Token': booking.access_token },
  })
  expect((await paid.json()).data).toMatchObject({
    status: 'succeeded',
    card: { last4: '4242' },
  })
})

test('a declined card keeps the booking and another card pays it', async ({ page }) => {
  const { booking } = await reachPayment(page)
  await payWithCard(page, testCards.declined)
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible()
  await expect(page.getByLabel('Card number', { exact: true })).toHaveValue('')
  await expect(page.getByRole('region', { name: 'Passenger & Ride Preferences' })).toContainText(
    'Amara Okafor',
  )
  await shot(page, 'payment-declined-desktop')
  expect(await storedBooking(page, booking)).toMatchObject({ booking_status: 'pending_payment' })

  await payWithCard(page, testCards.success)
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  expect(await storedBooking(page, booking)).toMatchObject({ booking_status: 'confirmed' })
})

test('a card that asks for 3-D Secure is approved on the check page', async ({ page }) => {
  const { booking, payment } = await reachPayment(page)
  await payWithCard(page, testCards.challenge)
  await expect(page).toHaveURL(/\/pay\/sandbox\/challenge\/[^/]+$/)
  await expect(page.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible()
  await expect(page.getByTestId('challenge-amount')).toContainText(`(${payment.currency})`)
  await shot(page, 'payment-challenge-desktop')
  await page.getByRole('button', { name: 'Approve' }).click()

  // Back in the wizard, restored from the tab, which reads the payment and confirms.
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(page).toHaveURL(/\/booking$/)
  expect(await storedBooking(page, booking)).toMatchObject({ booking_status: 'confirmed' })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the card form fits and pays', async ({ page }) => {
    await reachPayment(page)
    const form = page.getByRole('region', { name: 'Ridelane test payments' })
    const box = await form.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    await shot(page, 'payment-form-phone')
    await payWithCard(page, testCards.success)
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  })
})
