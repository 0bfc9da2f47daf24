import { expect, test } from '@playwright/test'
import { demoPartner, mockPartnerApi, partnerToken, storeToken } from './support/partner-api'

test('a logged-out partner signs in and returns to the page they asked for', async ({ page }) => {
  const api = await mockPartnerApi(page)
  await page.goto('/partner/bookings?page=2')
  await expect(page).toHaveURL('/partner/auth')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Sign In')

  await page.getByLabel('Email').fill(demoPartner.email)
  await page.getByLabel('Password').fill('Correct-horse-1')
  await page.getByRole('button', { name: 'Sign In' }).click()

  await expect(page).toHaveURL('/partner/bookings?page=2')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Bookings')
  expect(api.profileAuthorizations).toContain(`Bearer ${partnerToken}`)
  expect(await page.evaluate(() => localStorage.getItem('partner_token'))).toBe(partnerToken)
})

test('signing in from the sign-in page goes to the dashboard', async ({ page }) => {
  await mockPartnerApi(page)
  await page.goto('/partner/auth')
  await page.getByLabel('Email').fill(demoPartner.email)
  await page.getByLabel('Password').fill('Correct-horse-1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/partner/dashboard')
  await expect(page.getByText(`Welcome back, ${demoPartner.email}.`)).toBeVisible()
})

test("a refused sign-in shows the server's message", async ({ page }) => {
  await mockPartnerApi(page)
  await page.goto('/partner/auth')
  await page.getByLabel('Email').fill(demoPartner.email)
  await page.getByLabel('Password').fill('wrong')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await expect(page).toHaveURL('/partner/auth')
})

test('a stored token the profile call rejects is forgotten', async ({ page }) => {
  const api = await mockPartnerApi(page)
  await storeToken(page, 'stale-token')
  await page.goto('/partner/dashboard')
  await expect(page).toHaveURL('/partner/auth')
  expect(api.profileAuthorizations).toContain('Bearer stale-token')
  expect(await page.evaluate(() => localStorage.getItem('partner_token'))).toBeNull()
  await expect(page.getByRole('link', { name: 'Partner Login' })).toBeVisible()
})

test('logout clears the session and returns to the landing page', async ({ page }) => {
  await mockPartnerApi(page)
  await storeToken(page, partnerToken)
  await page.evaluate(() => sessionStorage.setItem('booking_draft', '{}'))
  await page.goto('/partner/profile')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('link', { name: 'Partner Login' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('partner_token'))).toBeNull()
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
})

test('the header offers the dashboard to a signed-in partner', async ({ page }) => {
  await mockPartnerApi(page)
  await storeToken(page, partnerToken)
  await page.goto('/')
  await page.getByRole('link', { name: 'Partner Dashboard' }).click()
  await expect(page).toHaveURL('/partner/dashboard')
})
