import { test } from './support/test'
import { createPartner, storeToken, type TestPartner } from './support/partner-account'
import { bookRideAsPartner } from './support/partner-bookings'

// A look for reviewers, not an assertion: runs only when E2E_SCREENSHOTS_DIR names a folder.
const shotsDir = process.env.E2E_SCREENSHOTS_DIR

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]
const screens = [
  { name: 'auth', url: '/partner/auth', signedIn: false, ready: 'Partner Sign In' },
  { name: 'dashboard', url: '/partner/dashboard', signedIn: true, ready: 'Recent Bookings' },
  { name: 'bookings', url: '/partner/bookings', signedIn: true, ready: 'Booking history' },
  { name: 'statements', url: '/partner/statements', signedIn: true, ready: 'Statements' },
  { name: 'team', url: '/partner/team', signedIn: true, ready: 'Team' },
  { name: 'api-keys', url: '/partner/api-keys', signedIn: true, ready: 'API keys' },
  { name: 'webhooks', url: '/partner/webhooks', signedIn: true, ready: 'Webhooks' },
  { name: 'widget', url: '/partner/widget', signedIn: true, ready: 'Booking Widget' },
]

let partner: TestPartner
test.beforeAll(async ({ request }) => {
  if (!shotsDir) return
  partner = await createPartner(request, 'shots')
  await request.put('/api/v1/partners/profile', {
    headers: { Authorization: `Bearer ${partner.token}` },
    data: {
      business_name: 'Harbour Travel Ltd',
      admin_email: partner.email,
      admin_contact: partner.contactNumber,
      country: 'United Kingdom',
      city: 'London',
    },
  })
  // Eleven bookings: a full first page and a second, so the pager shows.
  for (let days = 3; days < 14; days += 1) await bookRideAsPartner(request, partner.token, days)
})

for (const viewport of viewports) {
  for (const screen of screens) {
    test(`screenshot of partner ${screen.name} on ${viewport.name}`, async ({ page }) => {
      test.skip(!shotsDir, 'set E2E_SCREENSHOTS_DIR to take screenshots')
      await page.setViewportSize(viewport)
      if (screen.signedIn) await storeToken(page, partner.token)
      await page.goto(screen.url)
      await page.getByRole('heading', { name: screen.ready }).waitFor()
      await page.screenshot({
        path: `${shotsDir}/partner-${screen.name}-${viewport.name}.png`,
        fullPage: true,
      })
    })
  }
}
