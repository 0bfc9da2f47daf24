import { expect, test } from './support/test'
import { mockPartnerApi, partnerToken, storeToken } from './support/partner-api'

const publicPages = [
  { url: '/', heading: 'Your driver is waiting at arrivals', title: /— Ridelane$/ },
  { url: '/blog', heading: 'Travel Notes & Guides', title: 'Blog — Ridelane' },
  {
    url: '/blog/airport-pickup-tips',
    heading: 'Airport Pickup Tips',
    title: 'Airport Pickup Tips — Ridelane',
  },
  { url: '/fleet', heading: 'The Ridelane Fleet', title: 'Fleet — Ridelane' },
  { url: '/faq', heading: 'Frequently Asked Questions', title: 'FAQ — Ridelane' },
  { url: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy — Ridelane' },
  { url: '/terms', heading: 'Terms of Service', title: 'Terms of Service — Ridelane' },
  { url: '/booking', heading: 'Book Your Ride', title: 'Book a Ride — Ridelane' },
  { url: '/partner/auth', heading: 'Partner Sign In', title: 'Partner Sign In — Ridelane' },
  {
    url: '/partner/forgot-password',
    heading: 'Forgot Your Password?',
    title: 'Forgot Password — Ridelane',
  },
  {
    url: '/partner/reset-password#token=abc',
    heading: 'Set a New Password',
    title: 'Reset Password — Ridelane',
  },
  {
    url: '/reset-password#token=abc',
    heading: 'Set a New Password',
    title: 'Reset Password — Ridelane',
  },
]

const partnerPages = [
  { url: '/partner/dashboard', heading: 'Partner Dashboard' },
  { url: '/partner/profile', heading: 'Business Profile' },
  { url: '/partner/bookings', heading: 'Your Bookings' },
  { url: '/partner/bookings/new', heading: 'New Partner Booking' },
  { url: '/partner/api-guide', heading: 'API guide' },
]

for (const { url, heading, title } of publicPages) {
  test(`${url} shows its page`, async ({ page }) => {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(title)
    await expect(page.locator('footer#footer')).toContainText(
      '© 2025 Ridelane. All rights reserved.',
    )
  })
}

test('the reset page without a token says the link is broken', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByRole('alert')).toHaveText('Invalid or missing token')
})

for (const { url, heading } of partnerPages) {
  test(`${url} shows its page to a signed-in partner`, async ({ page }) => {
    await mockPartnerApi(page)
    await storeToken(page, partnerToken)
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(`${heading} — Ridelane`)
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  })
}

test('the API guide is the repository’s guide, beside the OpenAPI reference', async ({ page }) => {
  await mockPartnerApi(page)
  await storeToken(page, partnerToken)
  await page.goto('/partner/api-guide')
  const guide = page.getByRole('article')
  const createKey = guide.getByRole('heading', { name: '1. Create a key' })
  await expect(createKey).toBeVisible()
  await expect(createKey).toHaveAttribute('id', '1-create-a-key')
  const reference = page.getByRole('link', { name: 'OpenAPI reference' })
  await expect(reference).toHaveAttribute('href', '/api/docs')
  expect((await page.request.get('/api/docs')).ok()).toBe(true)
})
