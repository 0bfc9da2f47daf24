import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { payBookingByApi } from './booking-helpers'
import { signInInBrowser } from './support/operator-account'
import { bookRideAsPartner, jfk, timesSquare } from './support/partner-bookings'
import { assignDriver, jobLinkTexted, linkMailedTo } from './support/ride-parties'
import { expect, test } from './support/test'

// Issue 33: an airport pickup follows its flight. The e2e server asks a local AeroDataBox
// (support/fake-flights.ts) and polls a flight every few seconds in its last four hours, so a
// delay set on the fake moves the pickup on the board, the ride page and the driver's page
// within one poll.

const MINUTE = 60_000
const driverPhone = '+12125550177'

/** The local date and HH:mm in New York of an instant. */
function newYork(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  }
}

async function steerFlight(request: APIRequestContext, command: object) {
  const control = `http://127.0.0.1:${process.env.E2E_FLIGHTS_CONTROL_PORT}/`
  const response = await request.post(control, { data: command })
  expect(response.status(), await response.text()).toBe(204)
}

test('a delayed flight moves the pickup on the board, the ride page and the driver’s page', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // A flight number of this run's own, landing at JFK two and a half hours from now.
  const code = `RL${Math.floor(100 + Math.random() * 8900)}`
  const landing = new Date(Math.floor((Date.now() + 150 * MINUTE) / MINUTE) * MINUTE)
  const { date, time } = newYork(landing)
  await steerFlight(request, {
    action: 'set',
    code,
    date,
    flight: { from: 'LHR', to: 'JFK', scheduledArrival: time },
  })

  const email = `flight-${randomUUID().slice(0, 8)}@example.com`
  const booking = await bookRideAsPartner(request, undefined, 0, 'Amara Okafor', email, {
    pickup: jfk,
    dropoff: timesSquare,
    pickupTime: new Date(landing.getTime() + 30 * MINUTE).toISOString(),
    flightNumber: code.toLowerCase().replace('rl', 'rl '),
  })
  await payBookingByApi(request, booking)
  const rideLink = await linkMailedTo(request, email, /https?:\/\/\S+\/rides\/[A-Z0-9-]+#[\w-]+/)
  const admin = await assignDriver(request, booking.id, driverPhone, 'flight-admin')
  const jobLink = await jobLinkTexted(request, booking.id, driverPhone)

  // The operator's board, the traveller's ride page and the driver's job, each found on time.
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInInBrowser(page, admin)
  await page.goto(`/ops/bookings?q=${booking.booking_code}`)
  const row = page.locator('tbody tr[data-board-row]').first()
  await expect(row.getByText('flight on time').first()).toBeVisible({ timeout: 20_000 })

  const phone = { width: 390, height: 844 }
  const traveller = await (await browser.newContext({ viewport: phone })).newPage()
  await traveller.goto(`${rideLink.pathname}${rideLink.hash}`)
  await expect(traveller.getByText(`${code} from London Heathrow`)).toBeVisible()
  await expect(traveller.getByText('flight on time')).toBeVisible()

  const driver = await (await browser.newContext({ viewport: phone })).newPage()
  await driver.goto(`${jobLink.pathname}${jobLink.hash}`)
  await expect(driver.getByText('flight on time')).toBeVisible()

  // The airline says 95 minutes late: the next poll moves the pickup 95 minutes, and every page
  // shows it without a reload.
  await steerFlight(request, { action: 'delay', code, date, minutes: 95 })
  const newPickup = newYork(new Date(landing.getTime() + 125 * MINUTE)).time
  await expect(row.getByText('flight +95 min').first()).toBeVisible({ timeout: 15_000 })
  await expect(row.getByText(newPickup).first()).toBeVisible()
  await expect(traveller.getByText('flight +95 min')).toBeVisible()
  await expect(traveller.getByText(newPickup).first()).toBeVisible()
  await expect(driver.getByText('flight +95 min')).toBeVisible()
  await expect(driver.getByText(newPickup).first()).toBeVisible()

  // The traveller was mailed the new time, with the reason.
  await expect
    .poll(async () => {
      const catcher = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`
      const mails = (await (await request.get(catcher)).json()) as Array<{
        to: string[]
        text: string
      }>
      return mails.some(
        (mail) =>
          mail.to.includes(email) &&
          mail.text.includes(`Your flight ${code} is now expected to land at`),
      )
    })
    .toBe(true)
})
