import { expect, test } from './support/test'
import { fillOneWayTrip, finishBooking, shot } from './booking-helpers'

// The partner wizard on the real API: signed up, booked through /partners/bookings, then home.
test('a partner books from /partner/bookings/new and lands on the dashboard', async ({ page }) => {
  const signup = await page.request.post('/api/v1/partners/signup', {
    data: {
      email: `wizard-${Date.now()}@harbour.test`,
      contact_number: '+442079460321',
      password: 'Correct-horse-1!',
    },
  })
  const { token } = (await signup.json()).data as { token: string }
  await page.goto('/privacy')
  await page.evaluate((value) => localStorage.setItem('partner_token', value), token)

  await page.goto('/partner/bookings/new')
  await expect(page.getByRole('heading', { name: 'Trip Configuration' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  await fillOneWayTrip(page)
  await page.getByRole('button', { name: 'Find Vehicles' }).click()
  await page.getByRole('button', { name: /^Sedan/ }).click()
  await page.getByRole('button', { name: 'Continue to Booking Details' }).click()
  const partnerCall = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/partners/bookings') && r.method() === 'POST',
  )
  const created = finishBooking(page)
  expect((await partnerCall).headers().authorization).toBe(`Bearer ${token}`)
  const stored = await created
  expect(stored).toMatchObject({ booking_status: 'confirmed' })
  // A partner not yet approved books at public prices (docs/decisions/019-partner-approval.md);
  // e2e/ops-partners.spec.ts follows one through approval to its discount.
  expect(stored.partner_discount_amount).toBe(0)
  await shot(page, 'partner-confirmed-desktop')
  await expect(page).toHaveURL(/\/partner\/dashboard$/, { timeout: 5000 })

  // The booking counts on the dashboard and shows in the list.
  const stats = page.getByRole('region', { name: 'Booking numbers' })
  await expect(stats.getByText('Total Bookings').locator('..')).toContainText('1')
  await expect(stats.getByText('Confirmed').locator('..')).toContainText('1')
  await expect(page.getByText(String(stored.booking_code)).first()).toBeVisible()
  await page.goto('/partner/bookings')
  // The booking's own row says Confirmed (the status filter lists the word too).
  const row = page.getByRole('listitem').filter({ hasText: String(stored.booking_code) })
  await expect(row).toBeVisible()
  await expect(row.getByText('Confirmed')).toBeVisible()
})
