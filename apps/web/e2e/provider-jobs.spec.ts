import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { payBookingByApi } from './booking-helpers'
import { enrolledAdmin } from './support/operator-account'
import { bookRideAsPartner } from './support/partner-bookings'
import { expect, test, type APIRequestContext, type Page } from './support/test'

// The provider portal's jobs on a phone (docs/decisions/029-providers-and-drivers.md#offers): an
// operator offers a paid ride to a provider, the provider's user sees it appear live, accepts it
// and gives it a driver and a vehicle, and the traveller's ride page names them.

type CaughtMail = { to: string[]; subject: string; text: string }
const phone = { width: 390, height: 844 }
const portalPassword = 'Portal#2026x'
const catcher = () => `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`

/** The newest link matching `pattern` mailed to `email`, from the mail catcher. */
async function linkMailedTo(request: APIRequestContext, email: string, pattern: RegExp) {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(catcher())).json()) as CaughtMail[]
        link = mails
          .filter((mail) => mail.to.includes(email))
          .map((mail) => pattern.exec(mail.text)?.[0])
          .filter(Boolean)
          .at(-1)
        return link
      },
      { message: `a link mailed to ${email}`, timeout: 15_000 },
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

/** A New York provider with a driver and a sedan, and a portal user with a password set. */
async function providerWithUser(request: APIRequestContext, adminToken: string, tag: string) {
  const headers = { Authorization: `Bearer ${adminToken}` }
  const post = async (path: string, data: object) => {
    const response = await request.post(`/api/v1/ops/${path}`, { headers, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201)
    return (await response.json()).data
  }
  const { provider } = await post('providers', {
    name: `Hudson Cars ${tag}`,
    contact_name: 'Dana Brooks',
    email: `desk-${tag}@hudsoncars.example`,
    phone: '+12125550100',
    licence_number: `NY-TLC-${tag}`,
    service_area_ids: ['new-york'],
    commission_percent: 15,
  })
  await post(`providers/${provider.id}/drivers`, {
    name: 'Luis Ortega',
    phone: '+12125550199',
    languages: ['English', 'Spanish'],
    licence_number: `NY-D-${tag}`,
  })
  await post(`providers/${provider.id}/vehicles`, {
    vehicle_class_id: 'sedan',
    make_model: 'Toyota Camry',
    colour: 'Black',
    plate: `T 7${tag.slice(0, 2)} 4NY`.toUpperCase(),
    seats: 4,
  })
  const email = `dispatch-${tag}@hudsoncars.example`
  await post(`providers/${provider.id}/users`, { name: 'Nia Carter', email })
  const link = await linkMailedTo(
    request,
    email,
    /https?:\/\/\S+\/provider\/set-password#token=[\w-]+/,
  )
  const set = await request.post('/api/v1/provider/password', {
    data: { token: link.hash.replace(/^#token=/, ''), password: portalPassword },
  })
  expect(set.ok(), await set.text()).toBe(true)
  return { id: provider.id as string, email }
}

test('a provider sees an offer arrive live, accepts it and assigns a driver the traveller then sees', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = randomUUID().slice(0, 6)
  const admin = await enrolledAdmin(request, 'provider-jobs-admin.txt')
  const provider = await providerWithUser(request, admin.token, tag)
  const plate = `T 7${tag.slice(0, 2)} 4NY`.toUpperCase()

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
})
