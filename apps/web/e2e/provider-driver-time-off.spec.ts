import { randomUUID } from 'node:crypto'
import { payBookingByApi } from './booking-helpers'
import { enrolledAdmin } from './support/operator-account'
import { bookRideAsPartner } from './support/partner-bookings'
import { expectNoA11yViolations, portalPassword, providerWithUser } from './support/ride-parties'
import { expect, test } from './support/test'

// A driver's time off keeps them from a ride (docs/decisions/034-driver-availability.md): on a
// phone, the provider's user gives their driver time off over a ride's pickup on Drivers; on the
// job, the Driver picker marks that driver busy and says why, the server refuses them, and
// another driver, who is free, is assigned.

const phone = { width: 375, height: 800 }

/** The calendar date (YYYY-MM-DD) of `iso` on New York's clock, as the editor's date input takes it. */
function newYorkDate(iso: string) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso))
}

test('time off added on Drivers marks the driver busy for a ride it covers, and the assignment refuses them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = randomUUID().slice(0, 6)
  const admin = await enrolledAdmin(request, 'provider-time-off-admin')
  const headers = { Authorization: `Bearer ${admin.token}` }
  // Luis Ortega, a sedan and the portal user; then a second driver, who stays free.
  const provider = await providerWithUser(request, admin.token, tag)
  const second = await request.post(`/api/v1/ops/providers/${provider.id}/drivers`, {
    headers,
    data: {
      name: 'Maya Chen',
      phone: '+12125550188',
      languages: ['English'],
      licence_number: `NY-D2-${tag}`,
    },
  })
  expect(second.status(), await second.text()).toBe(201)

  // A paid ride at 10:00 New York time in eleven days, offered to the provider.
  const booking = await bookRideAsPartner(
    request,
    undefined,
    11,
    'Amara Okafor',
    `off-${tag}@example.com`,
  )
  await payBookingByApi(request, booking)
  const detail = await request.get(`/api/v1/ops/bookings/${booking.id}`, { headers })
  expect(detail.ok(), await detail.text()).toBe(true)
  const pickupDay = newYorkDate((await detail.json()).data.booking.pickup_time)
  const offered = await request.post(`/api/v1/ops/bookings/${booking.id}/offers`, {
    headers,
    data: { to: 'provider', provider_id: provider.id },
  })
  expect(offered.status(), await offered.text()).toBe(201)

  // The provider's user signs in on a phone and opens Drivers.
  await page.setViewportSize(phone)
  await page.goto('/provider/sign-in')
  await page.getByLabel('Email').fill(provider.email)
  await page.getByLabel('Password', { exact: true }).fill(portalPassword)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page).toHaveURL('/provider')
  const portalNav = page.getByRole('navigation', { name: 'Provider portal' })
  await portalNav.getByRole('link', { name: 'Drivers' }).click()
  await expect(page).toHaveURL('/provider/drivers')
  await expect(page.getByRole('heading', { name: 'Drivers', level: 1 })).toBeVisible()
  const luis = page.getByRole('region', { name: 'Luis Ortega' })
  await expect(luis.getByRole('link', { name: provider.driverPhone })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Maya Chen' })).toBeVisible()

  // Luis's working hours and time off: none yet, on New York's clock.
  const disclosure = luis.getByRole('button', { name: 'Working hours & time off: Luis Ortega' })
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false')
  await disclosure.click()
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true')
  await expect(luis.getByText('Times are in New York time (America/New_York).')).toBeVisible()
  await expect(luis.getByText('No time off planned.')).toBeVisible()

  // The day of the ride off, from 07:00 to 15:00: it covers the 10:00 pickup.
  await luis.getByLabel('From date').fill(pickupDay)
  await luis.getByLabel('From time').fill('07:00')
  await luis.getByLabel('To date').fill(pickupDay)
  await luis.getByLabel('To time').fill('15:00')
  await luis.getByLabel('Note (optional)').fill('Family wedding')
  await luis.getByRole('button', { name: 'Add time off' }).click()
  await expect(luis.getByRole('status').filter({ hasText: 'Time off added.' })).toBeVisible()
  const planned = luis.getByRole('list', { name: 'Planned time off' }).getByRole('listitem')
  await expect(planned).toHaveCount(1)
  await expect(planned).toContainText(/07:00 – .*15:00/)
  await expect(planned).toContainText('Family wedding')

  // At a phone's width the page, editor open, fits without scrolling sideways and passes axe.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'horizontal overflow on /provider/drivers at 375 px').toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page, 'provider drivers, time off open')

  // The offered job: accepted, its Driver picker marks Luis busy and Maya free.
  await portalNav.getByRole('link', { name: 'Jobs' }).click()
  await page.getByRole('link', { name: new RegExp(booking.booking_code) }).click()
  await expect(
    page.getByRole('heading', { name: `Ride ${booking.booking_code}`, level: 1 }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Accept ride' }).click()
  await expect(
    page.getByText('The ride is yours. Choose its driver and vehicle below.'),
  ).toBeVisible()
  const assignment = page.getByRole('region', { name: 'Driver & vehicle' })
  const driverPicker = assignment.getByLabel('Driver')
  await expect(driverPicker.getByRole('option', { name: 'Luis Ortega — busy' })).toHaveCount(1)
  await expect(driverPicker.getByRole('option', { name: 'Maya Chen', exact: true })).toHaveCount(1)

  // Choosing Luis names the time off under the field; the server refuses him all the same.
  const day = Number(pickupDay.slice(8, 10))
  const offSentence = new RegExp(
    `^Luis Ortega is off from ${day} \\w+, 07:00 to ${day} \\w+, 15:00\\.$`,
  )
  await driverPicker.selectOption({ label: 'Luis Ortega — busy' })
  await expect(driverPicker).toHaveAccessibleDescription(offSentence)
  await assignment
    .getByLabel('Vehicle')
    .selectOption({ label: `Toyota Camry, ${provider.plate} (sedan, 4 seats)` })
  const refusal = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/provider/jobs/${booking.id}/assignment`) &&
      response.request().method() === 'POST',
  )
  await assignment.getByRole('button', { name: 'Assign' }).click()
  expect((await refusal).status()).toBe(409)
  await expect(assignment.getByRole('alert').filter({ hasText: offSentence })).toBeVisible()
  await expect(driverPicker).toHaveAttribute('aria-invalid', 'true')
  await expect(assignment).toContainText('No driver yet')
  await expectNoA11yViolations(page, 'provider job, busy driver refused')

  // Maya, who is free, is assigned.
  await driverPicker.selectOption({ label: 'Maya Chen' })
  await assignment.getByRole('button', { name: 'Assign' }).click()
  await expect(assignment.getByText('Driver and vehicle saved.')).toBeVisible()
  await expect(assignment).toContainText('Maya Chen, +12125550188')
  await expect(assignment).toContainText(`Toyota Camry, Black, ${provider.plate}`)
})
