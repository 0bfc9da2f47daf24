import AxeBuilder from '@axe-core/playwright'
import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { enrolledAdmin } from './operator-account'

// What the provider portal's and the driver's browser tests share: the links mailed and texted
// to each party, a provider set up through the console's API, and an axe check of the page as
// it stands (support/axe.ts loads a page at each width instead).

type CaughtMail = { to: string[]; subject: string; text: string }
type TextMessage = { to: string; body: string; booking_id: string | null }

export const portalPassword = 'Portal#2026x'

/** Every mail the e2e SMTP sink caught for `email`, oldest first. */
export async function mailsTo(request: APIRequestContext, email: string) {
  const catcher = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`
  const mails = (await (await request.get(catcher)).json()) as CaughtMail[]
  return mails.filter((mail) => mail.to.includes(email))
}

/** The newest link matching `pattern` mailed to `email`, waiting for it up to 15 s. */
export async function linkMailedTo(request: APIRequestContext, email: string, pattern: RegExp) {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        link = (await mailsTo(request, email))
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

/** The newest job link texted to `driverPhone` for the booking (the e2e server lists texts). */
export async function jobLinkTexted(
  request: APIRequestContext,
  bookingId: string,
  driverPhone: string,
): Promise<URL> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get('/api/v1/e2e/outbound-messages')).json())
          .data as TextMessage[]
        link = messages
          .filter((m) => m.booking_id === bookingId && m.to === driverPhone)
          .map((m) => m.body.match(/https?:\/\/\S+\/driver\/jobs\/#[\w-]+/)?.[0])
          .filter(Boolean)
          .at(-1)
        return link
      },
      { message: 'a job link texted to the driver', timeout: 10_000 },
    )
    .toBeTruthy()
  return new URL(link!)
}

/** axe-core on the page as it is now; fails with the rules broken, if any. */
export async function expectNoA11yViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(', ')}`),
    label,
  ).toEqual([])
}

/**
 * A New York provider with one driver and one sedan, and a portal user whose password is set
 * from the mailed invitation, all made through the console's API by an operator admin.
 */
export async function providerWithUser(
  request: APIRequestContext,
  adminToken: string,
  tag: string,
  driverPhone = '+12125550199',
) {
  const headers = { Authorization: `Bearer ${adminToken}` }
  const post = async (path: string, data: object) => {
    const response = await request.post(`/api/v1/ops/${path}`, { headers, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201)
    return (await response.json()).data
  }
  const plate = `T 7${tag.slice(0, 2)} 4NY`.toUpperCase()
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
    phone: driverPhone,
    languages: ['English', 'Spanish'],
    licence_number: `NY-D-${tag}`,
  })
  await post(`providers/${provider.id}/vehicles`, {
    vehicle_class_id: 'sedan',
    make_model: 'Toyota Camry',
    colour: 'Black',
    plate,
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
  return { id: provider.id as string, email, plate, driverPhone }
}

/**
 * A New York provider with one driver and one sedan, assigned to the booking through the
 * console's API by a fresh admin, whom it answers.
 */
export async function assignDriver(
  request: APIRequestContext,
  bookingId: string,
  driverPhone: string,
  adminLabel: string,
  /** More of the driver's registry fields, e.g. `{ job_language: 'hi' }`. */
  driverFields: object = {},
) {
  const admin = await enrolledAdmin(request, adminLabel)
  const headers = { Authorization: `Bearer ${admin.token}` }
  const post = async (path: string, data: object, status = 201) => {
    const response = await request.post(`/api/v1/ops/${path}`, { headers, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(status)
    return (await response.json()).data
  }
  const { provider } = await post('providers', {
    name: `Harbour Cabs ${randomUUID().slice(0, 4)}`,
    contact_name: 'Dana Brooks',
    email: 'desk@harbourcabs.example',
    phone: '+12125550100',
    licence_number: 'NY-TLC-7781',
    service_area_ids: ['new-york'],
    commission_percent: 15,
  })
  const { driver } = await post(`providers/${provider.id}/drivers`, {
    name: 'Luis Ortega',
    phone: driverPhone,
    languages: ['English'],
    licence_number: 'NY-D-55120',
    ...driverFields,
  })
  const { vehicle } = await post(`providers/${provider.id}/vehicles`, {
    vehicle_class_id: 'sedan',
    make_model: 'Toyota Corolla',
    colour: 'Black',
    plate: `T ${randomUUID().slice(0, 6)}`,
    seats: 4,
  })
  const detail = await request.get(`/api/v1/ops/bookings/${bookingId}`, { headers })
  const { version } = (await detail.json()).data
  await post(
    `bookings/${bookingId}/assignment`,
    {
      expected_version: version,
      provider_id: provider.id,
      driver_id: driver.id,
      vehicle_id: vehicle.id,
    },
    200,
  )
  return admin
}
