import { expect, test } from './support/test'
import { partnerPassword, storedToken, uniquePartnerEmail } from './support/partner-account'

test('a new partner signs up, completes the profile, checks bookings and logs out', async ({
  page,
  request,
}) => {
  const email = uniquePartnerEmail('journey')
  await page.goto('/partner/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(page.getByText('Enter a valid email')).toBeVisible()
  await expect(page.getByText('Enter a valid contact number')).toBeVisible()

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Contact number').fill('+971501234567')
  await page.getByLabel('Password', { exact: true }).fill(partnerPassword)
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()

  await expect(page).toHaveURL('/partner/dashboard')
  // A new partner confirms its email and waits for approval (docs/decisions/019-partner-approval.md).
  await expect(page.getByRole('region', { name: 'Account status' })).toContainText(
    'Please confirm your email',
  )
  const card = page.getByRole('region', { name: 'Business profile' })
  await expect(card.getByRole('status')).toHaveText(
    'Profile incomplete. Please complete your business details.',
  )
  // The sign-up email and number are the admin ones until the partner changes them.
  await expect(card).toContainText(email)
  await expect(card).toContainText('+971501234567')
  await expect(card.getByText('Not set', { exact: true })).toHaveCount(1) // only the location
  await expect(page.getByText('No bookings yet')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Booking numbers' })).toContainText('$0.00')

  await card.getByRole('link', { name: 'Edit Profile' }).click()
  await expect(page).toHaveURL('/partner/profile')
  await page.getByLabel(/Business name/).fill('Gulf Coast Travel')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Please fill all required fields')
  await page.getByLabel(/Country/).fill('United Arab Emirates')
  await page.getByLabel(/City/).fill('Dubai')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)

  await page.getByRole('navigation', { name: 'Partner portal' }).getByText('Dashboard').click()
  await expect(card).toContainText('Gulf Coast Travel')
  await expect(card).toContainText('Dubai, United Arab Emirates')
  await expect(page.getByText('Profile incomplete', { exact: false })).toHaveCount(0)

  await page.getByRole('link', { name: 'View Bookings' }).click()
  await expect(page).toHaveURL('/partner/bookings')
  await expect(page.getByText('Page 1 of 1')).toBeVisible()
  await expect(page.getByText('No bookings', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0)

  const token = await storedToken(page)
  await page.evaluate(() => sessionStorage.setItem('booking_draft', '{}'))
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('link', { name: 'Partner Login' }).first()).toBeVisible()
  expect(await storedToken(page)).toBeNull()
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0)

  // The server forgot the session too: the old token opens nothing.
  await expect
    .poll(async () =>
      (
        await request.get('/api/v1/partners/profile', {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status(),
    )
    .toBe(401)
})
