import { randomUUID } from 'node:crypto'
import { payBookingByApi, shot } from './booking-helpers'
import { movePickupToWithinTheHour } from './support/driver-clock'
import { enrolledAdmin } from './support/operator-account'
import { bookRideAsPartner } from './support/partner-bookings'
import {
  expectNoA11yViolations,
  jobLinkTexted,
  linkMailedTo,
  portalPassword,
  providerWithUser,
} from './support/ride-parties'
import { expect, test } from './support/test'

// A ride from offer to rating, on phones (docs/decisions/029-providers-and-drivers.md): an
// operator offers a paid ride to a provider, the provider's user sees it appear live, accepts it
// and gives it a driver and a vehicle, the traveller's ride page names them, the driver opens the
// texted link and walks each step while the traveller's page follows live, and the traveller
// rates the finished ride, which the console then shows.

const phone = { width: 390, height: 844 }

test('a ride is offered, accepted, assigned, driven and rated, with every party seeing it live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const tag = randomUUID().slice(0, 6)
  const admin = await enrolledAdmin(request, 'provider-jobs-admin')
  const provider = await providerWithUser(request, admin.token, tag)
  const { plate } = provider

  // A traveller's ride, paid; its page is opened later from the confirmation mail.
  const traveller = `rider-${tag}@example.com`
  const booking = await bookRideAsPartner(request, undefined, 9, 'Amara Okafor', traveller)
  await payBookingByApi(request, booking)
  const rideLink = await linkMailedTo(
    request,
    traveller,
    /https?:\/\/\S+\/rides\/[A-Z0-9-]+#[\w-]+/,
  )

  // The provider's user signs in on a phone: the jobs list, with nothing offered yet.
  await page.setViewportSize(phone)
  await page.goto('/provider/sign-in')
  await page.getByLabel('Email').fill(provider.email)
  await page.getByLabel('Password', { exact: true }).fill(portalPassword)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page).toHaveURL('/provider')
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible()
  await expect(page.getByText('No offers right now.', { exact: false })).toBeVisible()
  await expect(page.getByText('Live: new offers and changes appear by themselves.')).toBeVisible()

  // The operator offers the ride to this provider; it appears without a reload.
  const offered = await request.post(`/api/v1/ops/bookings/${booking.id}/offers`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { to: 'provider', provider_id: provider.id },
  })
  expect(offered.status(), await offered.text()).toBe(201)
  const row = page.getByRole('link', { name: new RegExp(booking.booking_code) })
  await expect(row).toBeVisible({ timeout: 2_000 })
  await expect(row).toContainText('Times Square, Manhattan, NY → JFK Airport, Queens, NY')
  await expect(row).toContainText('New York time')
  await expect(row).toContainText(/Answer within \d+ min \d\d s/)
  await expect(row).toContainText(/You earn \$[\d,]+\.\d\d/)
  await expect(page.getByRole('link', { name: 'Offered 1' })).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page, 'provider jobs, offered')
  await shot(page, 'provider-jobs-offered-phone')

  // The offer's page: the ride and what it pays, no traveller yet; accept it by keyboard.
  await row.click()
  await expect(
    page.getByRole('heading', { name: `Ride ${booking.booking_code}`, level: 1 }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('Commission15%')
  await expect(page.getByRole('region', { name: 'Traveller' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'provider job, offer')
  await page.getByRole('button', { name: 'Accept ride' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('The ride is yours. Choose its driver and vehicle below.'),
  ).toBeVisible()
  const travellerPanel = page.getByRole('region', { name: 'Traveller' })
  await expect(travellerPanel).toContainText('Amara Okafor')
  await expect(travellerPanel.getByRole('link', { name: '+12125550147' })).toBeVisible()

  // Assign the driver and the sedan.
  const assignment = page.getByRole('region', { name: 'Driver & vehicle' })
  await expect(assignment).toContainText('No driver yet')
  await assignment.getByLabel('Driver').selectOption({ label: 'Luis Ortega' })
  await assignment
    .getByLabel('Vehicle')
    .selectOption({ label: `Toyota Camry, ${plate} (sedan, 4 seats)` })
  await assignment.getByRole('button', { name: 'Assign' }).click()
  await expect(assignment.getByText('Driver and vehicle saved.')).toBeVisible()
  await expect(assignment).toContainText('Luis Ortega, +12125550199')
  await expect(assignment).toContainText(`Toyota Camry, Black, ${plate}`)
  await expectNoA11yViolations(page, 'provider job, assigned')
  await shot(page, 'provider-job-assigned-phone')
  // The job's address opens on its own too, e.g. after a reload.
  await page.reload()
  await expect(assignment).toContainText(`Toyota Camry, Black, ${plate}`)

  // Back on the list, the ride sits under Upcoming with its driver.
  await page.getByRole('link', { name: 'All jobs' }).click()
  await page.getByRole('link', { name: 'Upcoming 1' }).click()
  await expect(page.getByRole('link', { name: new RegExp(booking.booking_code) })).toContainText(
    `Driver: Luis Ortega, ${plate}`,
  )

  // The traveller's ride page, from the mail, names the driver and the plate.
  await page.goto(`${rideLink.pathname}${rideLink.hash}`)
  await expect(page.getByRole('heading', { level: 1, name: booking.booking_code })).toBeVisible()
  await expect(page.getByText('Luis Ortega').first()).toBeVisible()
  await expect(page.getByText(plate).first()).toBeVisible()

  // The driver opens the texted link on a phone of their own and walks the steps; the traveller's
  // page, still open, follows each one within 2 seconds.
  const jobLink = await jobLinkTexted(request, booking.id, provider.driverPhone)
  await movePickupToWithinTheHour(request, admin.token, booking.id)
  const driverContext = await browser.newContext({ viewport: phone })
  const driver = await driverContext.newPage()
  await driver.goto(`${jobLink.pathname}${jobLink.hash}`)
  await expect(driver.getByText(`Job ${booking.booking_code}`)).toBeVisible()
  await expect(driver.getByRole('region', { name: 'Pickup' })).toContainText('Times Square')
  const status = page.getByText('Status:').locator('..')
  const steps = [
    ['On my way', null, 'Driver en route'],
    ['Arrived', 'Yes, I have arrived', 'Driver arrived'],
    ['Passenger on board', 'Yes, passenger on board', 'Passenger on board'],
    ['Completed', 'Yes, ride completed', 'Completed'],
  ] as const
  for (const [button, confirm, shown] of steps) {
    await driver.getByRole('button', { name: button }).click()
    if (confirm) await driver.getByRole('button', { name: confirm }).click()
    await expect(status).toContainText(shown, { timeout: 2_000 })
    if (button === 'On my way') {
      await shot(driver, 'driver-job-on-the-way-phone')
      await shot(page, 'ride-page-driver-on-the-way-phone')
    }
  }
  await expect(driver.getByText('Ride completed. Thank you!')).toBeVisible()
  await driverContext.close()

  // The traveller rates the ride on the same page, and the console shows the rating.
  // The star's picture covers its radio button, as on a phone: the traveller taps the star.
  await page.getByLabel('5 stars').locator('..').click()
  await expect(page.getByLabel('5 stars')).toBeChecked()
  await page.getByLabel('Comment (optional)').fill('Luis was early and helped with the bags.')
  await page.getByRole('button', { name: 'Send my rating' }).click()
  await expect(page.getByText('Thank you for rating your ride.')).toBeVisible()
  await expectNoA11yViolations(page, 'ride page, rated')
  await shot(page, 'ride-page-rated-phone')
  const detail = await request.get(`/api/v1/ops/bookings/${booking.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  })
  expect((await detail.json()).data.rating).toMatchObject({
    stars: 5,
    comment: 'Luis was early and helped with the bags.',
  })
})
