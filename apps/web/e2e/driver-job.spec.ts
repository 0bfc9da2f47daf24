import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './support/test'
import { payBookingByApi } from './booking-helpers'
import { movePickupToWithinTheHour } from './support/driver-clock'
import { bookRideAsPartner } from './support/partner-bookings'
import { assignDriver, jobLinkTexted } from './support/ride-parties'

// The driver's job page (docs/decisions/029-providers-and-drivers.md#the-drivers-job-link) at a
// phone's width: an operator assigns a driver through the console's API, the driver opens the
// texted link and walks the steps, and the traveller's ride page follows each one live.

const phone = { width: 390, height: 844 }
const driverPhone = '+12125550188'
type CaughtMail = { to: string[]; subject: string; text: string }

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
          .find(Boolean)
        return link
      },
      { message: `a ride link mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return new URL(link!)
}

async function expectNoA11yViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(', ')}`),
    label,
  ).toEqual([])
}

test.use({ viewport: phone })

test('the driver opens the texted link, walks the steps, and the traveller’s page follows live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `driver-job-${randomUUID().slice(0, 8)}@example.com`
  const booking = await bookRideAsPartner(request, undefined, 12, 'Amara Okafor', email)
  await payBookingByApi(request, booking)
  const rideLink = await rideLinkSentTo(request, email)
  const admin = await assignDriver(request, booking.id, driverPhone, 'driver-job-admin')
  await movePickupToWithinTheHour(request, admin.token, booking.id)
  const jobLink = await jobLinkTexted(request, booking.id, driverPhone)

  const travellerContext = await browser.newContext({ viewport: phone })
  const traveller = await travellerContext.newPage()
  await traveller.goto(`${rideLink.pathname}${rideLink.hash}`)
  await expect(
    traveller.getByRole('heading', { level: 1, name: booking.booking_code }),
  ).toBeVisible()
  await expect(traveller.getByText('Luis Ortega')).toBeVisible()

  const driverContext = await browser.newContext({
    viewport: phone,
    permissions: ['geolocation'],
    // By Bryant Park, a few hundred metres from the Times Square pickup: near enough to arrive.
    geolocation: { latitude: 40.7549, longitude: -73.984 },
  })
  const driver = await driverContext.newPage()
  // The driver's clock runs on its own, so the free waiting can be passed without waiting it out.
  await driver.clock.install()
  await driver.goto(`${jobLink.pathname}${jobLink.hash}`)
  await expect(driver.getByText(`Job ${booking.booking_code}`)).toBeVisible()
  // The token leaves the address at once; a refresh still opens the job from the tab.
  await expect(driver).toHaveURL(/\/driver\/jobs\/$/)
  // The job page's words come without any schema: no zod chunk on a driver's phone data plan.
  const scripts: string[] = []
  driver.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await driver.reload()
  await expect(driver.getByRole('region', { name: 'Pickup' })).toContainText('Times Square')
  expect(scripts.filter((path) => /\/assets\/(zod|schemas)-[\w-]+\.js$/.test(path))).toEqual([])
  await expect(driver.getByRole('link', { name: /^Call / })).toHaveAttribute(
    'href',
    'tel:+12125550147',
  )
  await expect(driver.getByRole('link', { name: 'Navigate to the pickup' })).toBeVisible()
  await expectNoA11yViolations(driver, 'driver job, assigned')

  const status = traveller.getByText('Status:').locator('..')
  await driver.getByRole('button', { name: 'On my way' }).click()
  await expect(status).toContainText('Driver en route')

  await driver.getByRole('button', { name: 'Share my location' }).click()
  await expect(driver.getByText(/^Sharing your location/)).toBeVisible()
  await expect(
    traveller.getByText(/^About [\d.]+ km away, arriving in about \d+ min$/),
  ).toBeVisible()
  await expectNoA11yViolations(driver, 'driver job, on the way')

  // Each step after setting off asks first; the step just taken may be undone for a minute.
  await driver.getByRole('button', { name: 'Arrived' }).click()
  await expectNoA11yViolations(driver, 'driver job, confirming arrival')
  await driver.getByRole('button', { name: 'Yes, I have arrived' }).click()
  await expect(status).toContainText('Driver arrived')
  await expect(driver.getByRole('button', { name: 'Undo “Arrived”' })).toBeVisible()
  // Waiting, the phone keeps sharing: a no-show's evidence, no longer shown to the traveller.
  await expect(driver.getByText(/^Sharing your location while you wait/)).toBeVisible()
  // The pickup is an hour away: the waiting clock runs, free until 15 minutes after the pickup,
  // and there is no no-show before then.
  const waiting = driver.getByRole('region', { name: 'Waiting at the pickup' })
  await expect(waiting).toContainText(/Waiting 00:\d\d/)
  await expect(waiting).toContainText(/Free until \d\d:\d\d local time/)
  await expect(driver.getByRole('button', { name: 'No-show' })).toHaveCount(0)
  await expect(driver.getByText(/^No-show is possible from /)).toBeVisible()
  await expectNoA11yViolations(driver, 'driver job, waiting')

  // 80 minutes on, on the phone's clock: past the free waiting the page counts the started block
  // of extra waiting and offers the no-show, which the server, whose clock has not moved, refuses
  // with the free waiting's end.
  await driver.clock.fastForward('01:20:00')
  await expect(waiting).toContainText('Extra waiting: 1 × 15 min')
  await driver.getByRole('button', { name: 'No-show' }).click()
  await driver.getByRole('button', { name: 'Yes, mark no-show' }).click()
  await expect(driver.getByRole('alert')).toContainText(
    /^The free waiting runs until \d\d:\d\d \(local time\): a no-show can be reported only after it\.$/,
  )
  await expect(status).toContainText('Driver arrived')

  await driver.getByRole('button', { name: 'Passenger on board' }).click()
  await driver.getByRole('button', { name: 'Yes, passenger on board' }).click()
  await expect(status).toContainText('Passenger on board')
  await driver.getByRole('button', { name: 'Completed' }).click()
  await driver.getByRole('button', { name: 'Yes, ride completed' }).click()
  await expect(driver.getByText('Ride completed. Thank you!')).toBeVisible()
  await expect(status).toContainText('Completed')
  await expectNoA11yViolations(driver, 'driver job, completed')

  // Once told the driver was on the way, once arrived, even though the page refetched often.
  const mails = (await (
    await request.get(`http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`)
  ).json()) as CaughtMail[]
  const subjects = mails.filter((m) => m.to.includes(email)).map((m) => m.subject.split(':')[0])
  expect(subjects.filter((s) => s === 'Your driver is on the way')).toHaveLength(1)
  expect(subjects.filter((s) => s === 'Your driver has arrived')).toHaveLength(1)
  await travellerContext.close()
  await driverContext.close()
})

test('a link that is not valid says so', async ({ page }) => {
  await page.goto('/driver/jobs/#not-a-real-token')
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible()
  await expectNoA11yViolations(page, 'driver job, dead link')
})
