import { randomUUID } from 'node:crypto'
import { operatorCompany, passengerMessages, rideChangeMessages } from '@ridelane/domain'
import { expect, test, type Page } from './support/test'
import { dateAhead, expiryAhead, payBookingByApi, pickPlace, testCards } from './booking-helpers'
import { expectNoA11yViolations } from './support/axe'
import { translated, translatedPattern } from './support/catalogues'
import { bookRideAsPartner } from './support/partner-bookings'
import {
  assignDriver,
  expectNoA11yViolations as expectNoA11yViolationsHere,
  jobLinkTexted,
  mailsTo,
} from './support/ride-parties'

// Travellers in their own language (issue 35, docs/decisions/051-languages.md): each language's
// pages live under its prefix, the document says which language and direction it is in, a
// switcher on every page leads to the same page in another language and is remembered, and a
// first visit follows the browser's preferred language.

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width)
}

test('the landing page in Hindi is Hindi from the first paint to the app', async ({ page }) => {
  await page.goto('/hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  const footer = page.locator('footer')
  await expect(
    footer.getByRole('link', { name: translated('hi', 'common', 'Find my booking') }),
  ).toBeVisible()
  // Links inside the app stay in Hindi's pages.
  await footer.getByRole('link', { name: translated('hi', 'common', 'FAQ') }).click()
  await expect(page).toHaveURL('/hi/faq')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
})

test('each language’s prerendered page says its language; the sitemap names every version', async ({
  page,
}) => {
  const html = await (await page.request.get('/hi/fleet')).text()
  expect(html).toContain('<html lang="hi" dir="ltr">')
  expect(await (await page.request.get('/ar/faq')).text()).toContain('<html lang="ar" dir="rtl">')
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/de/faq</loc>')
  expect(sitemap).toMatch(
    /<xhtml:link rel="alternate" hreflang="ar" href="http[^"]+\/ar\/fleet"\/>/,
  )
})

test('the switcher opens the same page in Arabic, right to left, and remembers it', async ({
  page,
}) => {
  await page.goto('/faq')
  await page.getByText('EN', { exact: true }).click()
  await page.getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL('/ar/faq')
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  // The site's root now opens in Arabic, whatever the browser prefers.
  await page.goto('/')
  await expect(page).toHaveURL('/ar')
  await expect(
    page.locator('footer').getByRole('link', { name: translated('ar', 'common', 'Your data') }),
  ).toBeVisible()
})

test.describe('a first visit from a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' })

  test('opens the site in Hindi', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL('/hi')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  })
})

test('the Arabic landing page fits a phone and passes axe', async ({ page }) => {
  await expectNoA11yViolations(page, '/ar')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ar')
  await expectNoSidewaysScroll(page)
})

test('the ride page in Arabic reads right to left, fits a phone and passes axe', async ({
  page,
  request,
}) => {
  const email = `${randomUUID().slice(0, 8)}@example.com`
  const booking = await bookRideAsPartner(request, undefined, 12, 'Amara Okafor', email)
  await payBookingByApi(request, booking)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/ar/rides/${booking.booking_code}#${booking.access_token}`)
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByText(translated('ar', 'rides', 'Drop-off')).first()).toBeVisible()
  // Right to left: the page's text starts at the right edge of the screen.
  const heading = page.getByRole('heading', { level: 1 })
  expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
  await expectNoSidewaysScroll(page)
  await expectNoA11yViolationsHere(page, 'the ride page in Arabic')
})

test('a driver who reads Hindi gets the job link and page in Hindi', async ({ page, request }) => {
  const booking = await bookRideAsPartner(request, undefined, 12, 'Amara Okafor')
  await payBookingByApi(request, booking)
  const driverPhone = `+1212555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`
  await assignDriver(request, booking.id, driverPhone, `hindi-${randomUUID().slice(0, 6)}`, {
    job_language: 'hi',
  })
  const link = await jobLinkTexted(request, booking.id, driverPhone)
  expect(link.pathname).toBe('/hi/driver/jobs/')
  const texts = (await (await request.get('/api/v1/e2e/outbound-messages')).json()).data as {
    to: string
    body: string
  }[]
  const text = texts.find((message) => message.to === driverPhone)!.body
  expect(text).toMatch(
    translatedPattern(
      'hi',
      'domain',
      'Ridelane job {code}: pickup {when} at {pickup}. Open your job: {link}',
    ),
  )
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(link.pathname + link.hash)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(
    page.getByRole('link', { name: translated('hi', 'driver', 'Navigate to the pickup') }),
  ).toBeVisible()
  // The step buttons are the domain's words, in Hindi from its catalogue.
  await expect(
    page.getByRole('button', { name: translated('hi', 'domain', 'On my way') }),
  ).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectNoA11yViolationsHere(page, 'the driver’s page in Hindi')

  // The driver would rather read Spanish: the page's switcher leads to the same job in Spanish
  // (the token, off the address since the page opened, goes along in the new address's fragment).
  expect(new URL(page.url()).hash).toBe('')
  await page.getByRole('banner').locator('summary').click()
  await expectNoSidewaysScroll(page)
  await page.getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL(/\/es\/driver\/jobs\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(
    page.getByRole('button', { name: translated('es', 'domain', 'On my way') }),
  ).toBeVisible()
  await expect(
    page.getByRole('link', { name: translated('es', 'driver', 'Navigate to the pickup') }),
  ).toBeVisible()
  await expectNoSidewaysScroll(page)

  // In Arabic the page mirrors: the switcher sits at the line's end, the left, its menu within
  // the phone's width.
  const switcher = page.getByRole('banner').locator('summary')
  await switcher.click()
  await page.getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(/\/ar\/driver\/jobs\/$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(
    page.getByRole('button', { name: translated('ar', 'domain', 'On my way') }),
  ).toBeVisible()
  expect((await switcher.boundingBox())!.x).toBeLessThan(390 / 2)
  await switcher.click()
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible()
  await expectNoSidewaysScroll(page)
})

test('a traveller books and pays in Hindi, from the trip to the confirmation', async ({ page }) => {
  test.slow()
  const hi = (catalogue: string, english: string) => translated('hi', catalogue, english)
  await page.goto('/hi/booking')
  await pickPlace(page, hi('booking', 'Pickup location'), 'heathrow', 'London Heathrow Airport')
  await pickPlace(
    page,
    hi('booking', 'Dropoff location'),
    'paddington',
    'London Paddington Station',
  )
  await page.getByLabel(hi('booking', 'Date'), { exact: true }).fill(dateAhead())
  await page.getByLabel(hi('booking', 'Time'), { exact: true }).fill('10:30')
  await page.getByLabel(hi('booking', 'Passengers')).fill('2')
  await page.getByRole('button', { name: hi('booking', 'Find Vehicles') }).click()
  await page.getByRole('button', { name: /^Sedan/ }).click()
  await page.getByRole('button', { name: hi('booking', 'Continue to Booking Details') }).click()
  await expect(
    page.getByRole('heading', { name: hi('booking', 'Passenger Details') }),
  ).toBeVisible()
  await page.getByLabel(hi('booking', 'Full name')).fill('Asha Verma')
  await page.getByLabel(hi('booking', 'Phone number')).fill('+91 98765 43210')
  const email = `asha-${randomUUID().slice(0, 8)}@example.com`
  // A mistake is told in Hindi too: the domain's validation message from its Hindi catalogue.
  await page.getByLabel(hi('booking', 'Email address')).fill('asha@')
  await page.getByLabel(hi('booking', 'Email address')).blur()
  await expect(page.getByText(hi('domain', passengerMessages.emailInvalid))).toBeVisible()
  await expectNoA11yViolationsHere(page, 'the passenger step in Hindi, with an error')
  await page.getByLabel(hi('booking', 'Email address')).fill(email)
  const created = page.waitForResponse(
    (r) => /\/api\/v1\/bookings$/.test(r.url()) && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: hi('booking', 'Continue to Review & Payment') }).click()
  const booking = (await (await created).json()).data as { id: string; access_token: string }
  await page
    .getByRole('checkbox', {
      name: translatedPattern(
        'hi',
        'booking',
        'I agree to the <0>Privacy Policy</0> and <1>Terms of Service</1>',
      ),
    })
    .check()
  await page.getByRole('button', { name: hi('booking', 'Complete Booking') }).click()
  await page.getByLabel(hi('common', 'Card number'), { exact: true }).fill(testCards.success)
  await page.getByLabel(hi('common', 'Expiry (MM/YY)')).fill(expiryAhead())
  await page.getByLabel(hi('common', 'Security code (CVC)')).fill('123')
  await page
    .getByRole('button', { name: translatedPattern('hi', 'common', 'Pay {amount}') })
    .click()
  await expect(
    page.getByRole('heading', { name: hi('booking', 'Booking Confirmed!') }),
  ).toBeVisible()
  await expectNoA11yViolationsHere(page, 'the confirmation in Hindi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  // The booking keeps the traveller's language for its mails and texts.
  const stored = await page.request.get(`/api/v1/bookings/${booking.id}`, {
    headers: { 'X-Booking-Token': booking.access_token },
  })
  expect((await stored.json()).data.booking_status).toBe('confirmed')
  // The confirmation mail reaches the SMTP sink in Hindi, linking the ride page in Hindi.
  await expect
    .poll(async () => (await mailsTo(page.request, email)).map((mail) => mail.subject), {
      timeout: 15_000,
    })
    .toEqual([
      expect.stringMatching(
        translatedPattern('hi', 'server', 'Your Ridelane ride is confirmed: {code}'),
      ),
    ])
  const [mail] = await mailsTo(page.request, email)
  expect(mail!.text).toContain(hi('server', 'Your ride is confirmed'))
  expect(mail!.text).toContain(hi('domain', 'Vehicle fare'))
  expect(mail!.text).toMatch(
    new RegExp(`${hi('server', 'View your ride')}: http://[^/]+/hi/rides/`),
  )
})

test('the terms in French are French, and say the English text prevails', async ({ page }) => {
  await page.goto('/fr/terms')
  await expect(
    page.getByRole('heading', { level: 1, name: translated('fr', 'legal', 'Terms of Service') }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', {
      name: `1. ${translated('fr', 'legal', 'About these terms')}`,
      exact: true,
    }),
  ).toBeVisible()
  const prevails = page.getByText(
    translatedPattern(
      'fr',
      'legal',
      'This is a translation for your convenience. If it differs from the <0>English text</0>, the English text prevails.',
    ),
  )
  await expect(prevails).toBeVisible()
  // The effective date in French.
  await expect(page.getByText('1 juillet 2025').first()).toBeVisible()
  await prevails.getByRole('link').click()
  await expect(page).toHaveURL('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await expect(page.getByText(/the English text prevails/)).toHaveCount(0)
})

test('the privacy policy in Arabic fits a phone and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ar/privacy')
  await expect(
    page.getByRole('heading', { level: 1, name: translated('ar', 'legal', 'Privacy Policy') }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectNoSidewaysScroll(page)
  await expectNoA11yViolationsHere(page, 'the privacy policy in Arabic')
})

test('a blog article in German keeps its English text marked as English, and the carousel mirrors in Arabic', async ({
  page,
}) => {
  await page.goto('/de/blog/jfk-arrivals-guide')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toHaveAttribute('lang', 'en')
  await expect(page.locator('div[lang="en"][dir="ltr"]').first()).toBeVisible()

  await page.goto('/ar/fleet')
  const carousel = page.locator('section[aria-roledescription="carousel"]').first()
  const previous = carousel.getByRole('button', {
    name: translated('ar', 'common', 'Previous image'),
  })
  const next = carousel.getByRole('button', { name: translated('ar', 'common', 'Next image') })
  // Right to left, previous sits on the right and next on the left.
  const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()]
  expect(previousBox!.x).toBeGreaterThan(nextBox!.x)
  await expect(carousel.getByRole('img')).toHaveAttribute(
    'alt',
    translated('ar', 'common', 'Slide {current}').replace('{current}', '0'),
  )
})

test('a traveller changes and cancels a ride in Spanish, and reads why it can change no more', async ({
  page,
  request,
}) => {
  const es = (catalogue: string, english: string) => translated('es', catalogue, english)
  const email = `lucia-${randomUUID().slice(0, 8)}@example.com`
  const booking = await bookRideAsPartner(request, undefined, 12, 'Lucía Gómez', email)
  await payBookingByApi(request, booking)
  await page.goto(`/es/rides/${booking.booking_code}#${booking.access_token}`)
  await expect(page.getByText(es('domain', 'Confirmed')).first()).toBeVisible()

  await page.getByRole('button', { name: es('rides', 'Change ride') }).click()
  await page.getByLabel(es('rides', 'Pickup time')).fill('11:30')
  await expect(page.getByText(es('rides', 'No change to the price'))).toBeVisible()
  await page.getByRole('button', { name: es('rides', 'Save the change') }).click()
  await expect(page.getByRole('button', { name: es('rides', 'Change ride') })).toHaveCount(0)
  // The one free change is used: the page says so in Spanish, with the support address.
  await page.reload()
  await expect(
    page.getByText(
      es('domain', rideChangeMessages.alreadyChanged.message).replace(
        '{email}',
        operatorCompany.supportEmail,
      ),
    ),
  ).toBeVisible()
  await expectNoA11yViolationsHere(page, 'the ride page in Spanish')

  await page.getByRole('button', { name: es('rides', 'Cancel ride') }).click()
  const dialog = page.getByRole('dialog', { name: es('rides', 'Cancel this ride?') })
  await dialog.getByRole('button', { name: es('rides', 'Yes, cancel the ride') }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(es('domain', 'Cancelled')).first()).toBeVisible()
})
