import { expect, test } from './support/test'
import {
  createPartner,
  partnerPassword,
  signInThroughForm,
  storedToken,
  storeToken,
  type TestPartner,
} from './support/partner-account'

// Against the real API: one account for the file keeps within the sign-up limit per address.
let partner: TestPartner
test.beforeAll(async ({ request }) => {
  partner = await createPartner(request, 'guard')
})

test('a logged-out partner signs in and returns to the page they asked for', async ({ page }) => {
  await page.goto('/partner/bookings?page=2')
  await expect(page).toHaveURL('/partner/auth')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Sign In')

  await signInThroughForm(page, partner.email, partnerPassword)

  await expect(page).toHaveURL('/partner/bookings?page=2')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Bookings')
  await expect(page.getByText('Page 2 of 1')).toBeVisible()
  expect(await storedToken(page)).toBeTruthy()
})

test('signing in from the sign-in page goes to the dashboard', async ({ page }) => {
  await page.goto('/partner/auth')
  await signInThroughForm(page, partner.email.toUpperCase(), partnerPassword)
  await expect(page).toHaveURL('/partner/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Dashboard')
  await expect(page.getByRole('region', { name: 'Business profile' })).toBeVisible()
})

test("a refused sign-in shows the server's message", async ({ page }) => {
  await page.goto('/partner/auth')
  await signInThroughForm(page, partner.email, 'Not-the-password-1')
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await expect(page).toHaveURL('/partner/auth')
  expect(await storedToken(page)).toBeNull()
})

test('a stored token the API does not know is forgotten', async ({ page }) => {
  await storeToken(page, 'stale-token')
  await page.goto('/partner/dashboard')
  await expect(page).toHaveURL('/partner/auth')
  expect(await storedToken(page)).toBeNull()
  await expect(page.getByRole('link', { name: 'Partner Login' })).toBeVisible()
})

test('the header offers the dashboard to a signed-in partner', async ({ page, request }) => {
  const session = await request.post('/api/v1/partners/login', {
    data: { email: partner.email, password: partnerPassword },
  })
  const { data } = (await session.json()) as { data: { token: string } }
  await storeToken(page, data.token)
  await page.goto('/')
  await page.getByRole('link', { name: 'Partner Dashboard' }).click()
  await expect(page).toHaveURL('/partner/dashboard')
})
