import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext } from './support/test'
import { payBookingByApi } from './booking-helpers'
import { bookRideAsPartner } from './support/partner-bookings'
import { expectNoA11yViolations, linkMailedTo, mailsTo } from './support/ride-parties'

// A traveller's own copy and erasure of their data (docs/decisions/042-traveller-data-rights.md):
// from the ride page's "Your data" card, the code mailed to the booking's address opens /my-data,
// which downloads the PDF and the JSON copy and erases the finished ride at once, the ride to come
// once it ends.

/** A paid ride booked as a traveller under `email`, with its mailed ride link. */
async function paidRide(request: APIRequestContext, email: string, days: number) {
  const booking = await bookRideAsPartner(request, undefined, days, 'Amara Okafor', email)
  await payBookingByApi(request, booking)
  return booking
}

/** The newest data-request code mailed to `email`. */
async function codeMailedTo(request: APIRequestContext, email: string) {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        code = (await mailsTo(request, email))
          .filter((mail) => /see or erase your Ridelane data/.test(mail.subject))
          .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1])
          .at(-1)
        return code
      },
      { message: `a code mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return code!
}

test('a traveller downloads their data from the ride page and erases it', async ({ page }) => {
  const email = `my-data-${randomUUID().slice(0, 8)}@example.com`
  const finished = await paidRide(page.request, email, 10)
  const cancelled = await page.request.post(`/api/v1/rides/${finished.booking_code}/cancel`, {
    headers: { 'X-Booking-Token': finished.access_token },
    data: {},
  })
  expect(cancelled.ok(), await cancelled.text()).toBe(true)
  const upcoming = await paidRide(page.request, email, 14)

  const link = await linkMailedTo(
    page.request,
    email,
    new RegExp(`https?://\\S+/rides/${upcoming.booking_code}#[\\w-]+`),
  )
  await page.goto(`${link.pathname}${link.hash}`)
  const card = page.getByRole('region', { name: 'Your data' })
  await card.getByRole('button', { name: 'Email me a code' }).click()

  await expect(page).toHaveURL(/\/my-data$/)
  await expect(page.getByRole('heading', { name: 'Enter the code from your email' })).toBeFocused()
  await expect(page.getByText(/We sent a 6-digit code to m•••@example.com/)).toBeVisible()
  await expectNoA11yViolations(page, 'the code step')
  await page.getByLabel('Code', { exact: true }).fill(await codeMailedTo(page.request, email))
  await page.getByRole('button', { name: 'Show my data' }).click()

  await expect(page.getByRole('heading', { name: 'What we hold about you' })).toBeFocused()
  const held = page.getByRole('list')
  await expect(held.getByText(finished.booking_code)).toBeVisible()
  await expect(held.getByText(upcoming.booking_code)).toBeVisible()
  await expectNoA11yViolations(page, 'the access step')

  const pdf = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  expect((await pdf).suggestedFilename()).toMatch(/^ridelane-my-data-\d{4}-\d\d-\d\d\.pdf$/)
  const json = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download JSON' }).click()
  const copy = JSON.parse(await readFile((await (await json).path())!, 'utf8')) as {
    email: string
    booking_codes: string[]
    data: { bookings: { name: string }[] }
  }
  expect(copy.email).toBe(email)
  expect(copy.booking_codes.sort()).toEqual([finished.booking_code, upcoming.booking_code].sort())
  expect(copy.data.bookings.map((booking) => booking.name)).toEqual([
    'Amara Okafor',
    'Amara Okafor',
  ])
  // A refresh keeps the access for this tab.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'What we hold about you' })).toBeVisible()

  await page.getByRole('button', { name: 'Erase my data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Erase your data?' })
  await dialog.getByRole('button', { name: 'Yes, erase it' }).click()
  await expect(page.getByRole('heading', { name: 'Your data is erased' })).toBeVisible()
  await expect(page.getByText(`Erased now: ${finished.booking_code}.`)).toBeVisible()
  await expect(
    page.getByText(new RegExp(`Erased once the ride is over: ${upcoming.booking_code}`)),
  ).toBeVisible()
  await expect
    .poll(async () =>
      (await mailsTo(page.request, email)).some(
        (mail) => mail.subject === 'Your Ridelane data is erased',
      ),
    )
    .toBe(true)

  // The finished ride no longer opens by its code and the address; the one to come still does.
  const lookUp = (code: string) =>
    page.request.post('/api/v1/rides/lookup', { data: { booking_code: code, email } })
  expect((await lookUp(finished.booking_code)).status()).toBe(404)
  expect((await lookUp(upcoming.booking_code)).status()).toBe(200)
})
