import { readFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './support/test'
import { payBookingByApi, shot } from './booking-helpers'
import { a11yViewports } from './support/axe'
import { bookRideAsPartner } from './support/partner-bookings'

// The traveller's ride page (docs/decisions/028-ride-page.md), opened from the confirmation mail
// caught at the test SMTP sink, at a phone's and a desktop's width: the live timeline, a change
// of time, a cancellation with its refund, the receipt and the calendar file.

type CaughtMail = { to: string[]; subject: string; text: string }

/** The newest ride link mailed to `email` (the confirmation mail carries one). */
async function rideLinkSentTo(request: APIRequestContext, email: string): Promise<URL> {
  const catcher = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(catcher)).json()) as CaughtMail[]
        link = mails
          .filter((message) => message.to.includes(email))
          .map((message) => message.text.match(/https?:\/\/\S+\/rides\/[A-Z0-9-]+#[\w-]+/)?.[0])
          .filter(Boolean)
          .at(-1)
        return link
      },
      { message: `a ride link mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return new URL(link!)
}

async function mailsTo(request: APIRequestContext, email: string) {
  const catcher = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`
  const mails = (await (await request.get(catcher)).json()) as CaughtMail[]
  return mails.filter((message) => message.to.includes(email))
}

/** A paid sedan ride `days` ahead, booked as a traveller; its code, token and the mailed link. */
async function paidRide(request: APIRequestContext, label: string, days = 12) {
  const email = `ride-${label}-${randomUUID().slice(0, 8)}@example.com`
  const booking = await bookRideAsPartner(request, undefined, days, 'Amara Okafor', email)
  await payBookingByApi(request, booking)
  return { ...booking, email, link: await rideLinkSentTo(request, email) }
}

async function expectNoA11yViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(', ')}`),
    label,
  ).toEqual([])
}

for (const viewport of a11yViewports) {
  test.describe(`the ride page at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('opens from the mail, changes the time, gives the receipt and the calendar, and cancels with the refund shown', async ({
      page,
    }) => {
      const ride = await paidRide(page.request, viewport.name)
      await page.goto(`${ride.link.pathname}${ride.link.hash}`)
      await expect(page.getByRole('heading', { level: 1, name: ride.booking_code })).toBeVisible()
      // The token leaves the address bar at once, and a refresh still opens the page.
      await expect(page).toHaveURL(new RegExp(`/rides/${ride.booking_code}$`))
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: ride.booking_code })).toBeVisible()
      await expect(page.getByText('Confirmed').first()).toBeVisible()
      await expect(
        page
          .getByText(/Free cancellation until \w{3} \d{1,2} \w{3}, \d\d:\d\d New York time/)
          .first(),
      ).toBeVisible()
      await expectNoA11yViolations(page, `ride page, ${viewport.name}`)
      await shot(page, `ride-page-${viewport.name}`)

      // Add to calendar: an .ics in the pickup's zone.
      const calendar = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Add to calendar' }).click()
      const ics = await calendar
      expect(ics.suggestedFilename()).toMatch(/\.ics$/)
      const icsText = await readFile((await ics.path())!, 'utf8')
      expect(icsText).toContain('BEGIN:VEVENT')
      expect(icsText).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T100000/)

      // The receipt: a PDF named after the booking.
      const receipt = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download receipt' }).click()
      const pdf = await receipt
      expect(pdf.suggestedFilename()).toBe(`ridelane-receipt-${ride.booking_code}.pdf`)
      expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-')

      // One free change: the pickup moves to 11:30, same price.
      await page.getByRole('button', { name: 'Change ride' }).click()
      await page.getByLabel('Pickup time').fill('11:30')
      await expect(page.getByText('No change to the price')).toBeVisible()
      await page.getByRole('button', { name: 'Save the change' }).click()
      await expect(page.getByText('Your ride is changed. The price stays the same.')).toBeVisible()
      await expect(page.getByText(/11:30/).first()).toBeVisible()
      await expect(page.getByRole('button', { name: 'Change ride' })).toHaveCount(0)
      await expect
        .poll(async () => (await mailsTo(page.request, ride.email)).length, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(2)

      // Cancelling 12 days ahead refunds the whole fare, as the dialog says before confirming.
      await page.getByRole('button', { name: 'Cancel ride' }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel this ride?' })
      await expect(dialog.getByText(/We refund \$[\d,]+\.\d\d: 100% of the ride\./)).toBeVisible()
      await expectNoA11yViolations(page, `cancel dialog, ${viewport.name}`)
      await dialog.getByRole('button', { name: 'Yes, cancel the ride' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText('Cancelled').first()).toBeVisible()
      await expect(page.getByRole('button', { name: 'Cancel ride' })).toHaveCount(0)
      await shot(page, `ride-page-cancelled-${viewport.name}`)
      await expect
        .poll(
          async () =>
            (await mailsTo(page.request, ride.email)).some((mail) => /cancel/i.test(mail.subject)),
          { timeout: 15_000 },
        )
        .toBe(true)
    })
  })
}

test('shows a change made elsewhere within 2 seconds, without a reload', async ({ page }) => {
  const ride = await paidRide(page.request, 'live')
  await page.goto(`${ride.link.pathname}${ride.link.hash}`)
  await expect(page.getByRole('heading', { level: 1, name: ride.booking_code })).toBeVisible()
  await expect(page.getByText('Confirmed').first()).toBeVisible()
  // The traveller cancels from another device (the API straight away).
  const cancelled = await page.request.post(`/api/v1/rides/${ride.booking_code}/cancel`, {
    headers: { 'X-Booking-Token': ride.access_token },
    data: {},
  })
  expect(cancelled.ok(), await cancelled.text()).toBe(true)
  await expect(page.getByText('Cancelled').first()).toBeVisible({ timeout: 2_000 })
})

test('Find my booking opens the ride from its code and email, and says nothing for a wrong pair', async ({
  page,
}) => {
  const ride = await paidRide(page.request, 'manage')
  await page.goto('/')
  await page.getByRole('link', { name: 'My Booking' }).first().click()
  await expect(page).toHaveURL(/\/manage$/)
  await page.getByLabel('Booking code').fill(ride.booking_code)
  await page.getByLabel('Email').fill('someone-else@example.com')
  await page.getByRole('button', { name: /find/i }).click()
  await expect(page.getByRole('alert')).toContainText(
    'We could not find a booking with that code and email.',
  )
  await page.getByLabel('Email').fill(ride.email.toUpperCase())
  await page.getByRole('button', { name: /find/i }).click()
  await expect(page.getByRole('heading', { level: 1, name: ride.booking_code })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/rides/${ride.booking_code}$`))
})
