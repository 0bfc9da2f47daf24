import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { APIRequestContext, Page } from '@playwright/test'
import { dateAhead, finishBooking, pickPlace } from './booking-helpers'
import { expect, test } from './support/test'
import {
  enrolledAdmin,
  expectNoA11yViolationsHere,
  operatorPassword,
  totpCode,
} from './support/operator-account'
import { createPartner, storeToken } from './support/partner-account'
import { confirmationLinkSentTo } from './support/partner-mail'

// The affiliate widget on a partner's own site, another origin than Ridelane's: the traveller
// fills it, books in the wizard it opens, and the booking is credited to the partner
// (docs/decisions/030-partner-business-tools.md).

const shotsDir = process.env.E2E_SCREENSHOTS_DIR

/** A partner signed up, its email confirmed and approved by the admin, through the API. */
async function activePartner(request: APIRequestContext, adminToken: string) {
  const partner = await createPartner(request, 'affiliate')
  const link = await confirmationLinkSentTo(request, partner.email)
  const confirmed = await request.post('/api/v1/partners/confirm-email', {
    data: { token: link.hash.replace(/^#token=/, '') },
  })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)
  const profile = await request.get('/api/v1/partners/profile', {
    headers: { Authorization: `Bearer ${partner.token}` },
  })
  const id = (await profile.json()).data.partner.id as string
  const approved = await request.post(`/api/v1/ops/partners/${id}/approve`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { discount_percent: 10 },
  })
  expect(approved.ok(), await approved.text()).toBe(true)
  return { ...partner, id }
}

/** The partner's own site: loud page styles, and the widget's script tag from Ridelane. */
function partnerSite(widgetSrc: string, code: string) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Harbour Travel</title>
  <style>
    body { font-family: 'Courier New', monospace; color: rgb(128, 0, 128); margin: 16px; }
    button { color: red; background: black; }
    input { background: rgb(255, 255, 0); }
  </style>
</head>
<body>
  <main>
    <h1>Harbour Travel</h1>
    <p>Need a car from the airport? Book it here.</p>
    <button type="button" id="page-button">A button of the page</button>
    <script src="${widgetSrc}" data-partner="${code}" async></script>
  </main>
</body>
</html>`
}

async function serveSite(html: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // localhost and another port: a different origin from the app's 127.0.0.1.
  return { server, url: `http://localhost:${(server.address() as AddressInfo).port}/` }
}

async function signInToConsole(page: Page, admin: { email: string; secret: string }) {
  await page.goto('/ops/sign-in')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(operatorPassword)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code').fill(totpCode(admin.secret, 1))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/ops')
}

test('a booking made through the widget on another site is credited to the partner', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const admin = await enrolledAdmin(request, 'affiliate-admin')
  const partner = await activePartner(request, admin.token)

  // The admin gives the partner a commission in the console; the partner gets its code.
  await signInToConsole(page, admin)
  await page.goto(`/ops/partners/${partner.id}`)
  await expect(page.getByText(/No referral code yet/)).toBeVisible()
  await page.getByLabel('Commission (%)').fill('12')
  await page.getByRole('button', { name: 'Save commission' }).click()
  const saved = page.getByText(/Referred bookings now earn 12 %\. Referral code: \w{8}\./)
  await expect(saved).toBeVisible()
  const code = /Referral code: (\w{8})\./.exec((await saved.textContent())!)![1]!
  await expect(page.getByText('Affiliate commission changed: commission 0 % → 12 %')).toBeVisible()

  // The partner's Widget page hands out the snippet with that code.
  await storeToken(page, partner.token)
  await page.goto('/partner/widget')
  const snippet = `<script src="${baseURL}/widget.js" data-partner="${code}" async></script>`
  await expect(page.getByLabel('HTML snippet')).toHaveValue(snippet)
  await expectNoA11yViolationsHere(page, 'partner widget page')

  // The partner's site, on another origin, loads widget.js from Ridelane.
  const site = await serveSite(partnerSite(`${baseURL}/widget.js`, code))
  // The traveller's own browser: nothing of the partner's signed-in portal.
  const context = await browser.newContext()
  try {
    const host = await context.newPage()
    await host.goto(site.url)
    const widget = host.locator('.ridelane-widget')
    await expect(host.getByRole('form', { name: 'Book a ride' })).toBeVisible()
    await expectNoA11yViolationsHere(host, 'affiliate widget on a partner site')

    // Styles stay on their side: the page's red buttons and yellow inputs stop at the widget,
    // and the widget's look stops at its shadow root.
    const seePrices = host.getByRole('button', { name: 'See prices' })
    await expect(host.locator('#page-button')).toHaveCSS('color', 'rgb(255, 0, 0)')
    await expect(seePrices).toHaveCSS('color', 'rgb(15, 27, 51)')
    await expect(seePrices).toHaveCSS('background-color', 'rgb(245, 165, 36)')
    await expect(host.locator('#page-button')).toHaveCSS('background-color', 'rgb(0, 0, 0)')
    await expect(host.locator('#page-button')).toHaveCSS('font-weight', '400')
    await expect(host.getByLabel('Pickup')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await expect(host.getByRole('heading', { name: 'Book a ride' })).toHaveCSS(
      'color',
      'rgb(15, 27, 51)',
    )
    // The page holds only its own style sheet; the widget's sits in the shadow root.
    expect(await host.evaluate(() => document.querySelectorAll('style').length)).toBe(1)
    expect(
      await host.evaluate(
        () =>
          document.querySelector('.ridelane-widget')?.shadowRoot?.querySelectorAll('style').length,
      ),
    ).toBe(1)

    if (shotsDir) {
      await host.setViewportSize({ width: 360, height: 740 })
      await widget.screenshot({ path: `${shotsDir}/affiliate-widget-phone.png` })
      await host.setViewportSize({ width: 1280, height: 800 })
      await widget.screenshot({ path: `${shotsDir}/affiliate-widget-desktop.png` })
    }

    // The traveller fills it with the keyboard and asks for prices: the wizard opens in a tab.
    await host.getByLabel('Pickup').fill('heathrow')
    await host.getByLabel('Drop-off').fill('paddington')
    await host.getByLabel('Date').fill(dateAhead())
    await host.getByLabel('Time').fill('10:30')
    await host.getByLabel('Passengers').fill('2')
    const opened = context.waitForEvent('page')
    await host.getByLabel('Passengers').press('Enter')
    const wizard = await opened
    await wizard.waitForSelector('html[data-app-ready]', { state: 'attached' })
    await expect(wizard).toHaveURL(`${baseURL}/booking`)
    await expect(wizard.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('heathrow')
    await expect(wizard.getByLabel('Time', { exact: true })).toHaveValue('10:30')
    await expect(wizard.getByLabel('Passengers')).toHaveValue('2')

    // The places are picked from the suggestions, as in any booking, and the booking is made.
    await pickPlace(wizard, 'Pickup location', 'heathrow', 'London Heathrow Airport')
    await pickPlace(wizard, 'Dropoff location', 'paddington', 'London Paddington Station')
    await wizard.getByRole('button', { name: 'Find Vehicles' }).click()
    await wizard.getByRole('button', { name: /^Sedan/ }).click()
    await wizard.getByRole('button', { name: 'Continue to Booking Details' }).click()
    const sent = wizard.waitForRequest(
      (r) => r.url().endsWith('/api/v1/bookings') && r.method() === 'POST',
    )
    const booking = await finishBooking(wizard)
    expect((await sent).postDataJSON()).toMatchObject({ referral_code: code })
    expect(booking.booking_status).toBe('confirmed')

    // The partner sees it credited: one referred booking and 12 % of its fare.
    const affiliate = await request.get('/api/v1/partners/affiliate', {
      headers: { Authorization: `Bearer ${partner.token}` },
    })
    const expectedCommission = Math.round((booking.total_price as number) * 12) / 100
    expect((await affiliate.json()).data).toEqual({
      referral_code: code,
      commission_percent: 12,
      referred_bookings: 1,
      earning_bookings: 1,
      commission_earned: expectedCommission,
    })
    await page.goto('/partner/dashboard')
    const card = page.getByRole('region', { name: 'Affiliate widget' })
    await expect(card).toContainText('Referred bookings1')
    await expect(card).toContainText('Paid referrals1')
    await expect(card).toContainText(`$${expectedCommission.toFixed(2)}`)
  } finally {
    await context.close()
    site.server.close()
  }
})
