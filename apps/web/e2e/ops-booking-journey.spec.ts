import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { payBookingByApi } from './booking-helpers'
import { expect, test } from './support/test'
import {
  enrolledAdmin,
  expectNoA11yViolationsHere,
  operatorPassword,
  totpCode,
} from './support/operator-account'

const password = operatorPassword
const timesSquare = { address: 'Times Square, Manhattan, NY', lat: 40.758, lng: -73.9855 }
const jfk = { address: 'JFK Airport, Queens, NY', lat: 40.6413, lng: -73.7781 }

/** A sedan from Times Square to JFK ten days ahead, quoted, booked and paid as the wizard does. */
async function bookAndPay(request: APIRequestContext, email: string) {
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
  const pickupTime = `${day}T15:00:00Z`
  const quote = await request.post('/api/v1/prices/calculate', {
    data: {
      ride_type: 'one-way',
      pickup: timesSquare,
      dropoff: jfk,
      booking_time: pickupTime,
      timezone: 'America/New_York',
      passengers: 2,
    },
  })
  expect(quote.ok(), await quote.text()).toBe(true)
  const { data } = await quote.json()
  const sedan = (data.available_vehicles as Array<Record<string, string | number>>).find((v) =>
    String(v.city_vehicle_id).endsWith(':sedan'),
  )!
  const created = await request.post('/api/v1/bookings', {
    data: {
      quote_id: data.quote_id,
      name: 'Amara Okafor',
      phone_number: '+12125550147',
      email,
      luggage_count: 1,
      pickup_location: timesSquare.address,
      dropoff_location: jfk.address,
      pickup_time: pickupTime,
      vehicle_id: sedan.city_vehicle_id,
      vehicle_name: sedan.vehicle_name,
      vehicle_price: sedan.price,
      currency_code: 'USD',
      timezone: 'America/New_York',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const booking = (await created.json()).data
  await payBookingByApi(request, booking)
  const paid = await request.post(`/api/v1/bookings/${booking.id}/complete`, {
    headers: { 'X-Booking-Token': booking.access_token },
    data: {
      payment_status: 'success',
      payment_reference: 'CARD-PAYMENT-PLACEHOLDER',
      booking_status: 'confirmed',
      currency_code: 'USD',
      timezone: 'America/New_York',
      is_round_trip: false,
      round_trip_time: null,
    },
  })
  expect(paid.ok(), await paid.text()).toBe(true)
  return { code: booking.booking_code as string, day }
}

/** A provider with a driver and a sedan, added through the registry API. */
async function fleet(request: APIRequestContext, token: string, name: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const post = async (path: string, data: object) => {
    const response = await request.post(`/api/v1/ops/${path}`, { headers, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201)
    return (await response.json()).data
  }
  const { provider } = await post('providers', {
    name,
    contact_name: 'Dana Brooks',
    email: 'desk@journeycabs.example',
    phone: '+12125550100',
    licence_number: 'NY-TLC-4411',
    service_area_ids: ['new-york'],
    commission_percent: 15,
  })
  await post(`providers/${provider.id}/drivers`, {
    name: 'Luis Ortega',
    phone: '+12125550199',
    languages: ['English', 'Spanish'],
    licence_number: 'NY-D-99812',
  })
  await post(`providers/${provider.id}/vehicles`, {
    vehicle_class_id: 'sedan',
    make_model: 'Toyota Corolla',
    colour: 'Black',
    plate: 'T 600 123C',
    seats: 4,
  })
}

type CaughtMail = { to: string[]; subject: string; text: string }

test('an operator finds a booking by code, assigns it, moves its pickup and cancels it with a refund', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const traveller = `journey-${randomUUID().slice(0, 8)}@example.com`
  const { code, day } = await bookAndPay(request, traveller)
  const admin = await enrolledAdmin(request, 'booking-admin')
  const providerName = `Journey Cabs ${randomUUID().slice(0, 4)}`
  await fleet(request, admin.token, providerName)

  await page.goto('/ops/sign-in')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code').fill(totpCode(admin.secret, 1))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/ops')

  await page.getByLabel('Open booking by code').fill(code)
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await expect(page.getByRole('heading', { name: `Booking ${code}`, level: 1 })).toBeVisible()
  await expect(page.getByText('Confirmed, payment success')).toBeVisible()

  await page.getByRole('button', { name: 'Assign provider, driver and vehicle' }).click()
  // The offers panel on the same page has a provider field of its own.
  const assignForm = page.getByRole('form', { name: 'Assignment form' })
  await assignForm.getByLabel('Provider').selectOption({ label: providerName })
  await assignForm.getByLabel('Driver').selectOption({ label: 'Luis Ortega' })
  await assignForm.getByLabel('Vehicle').selectOption({ index: 1 })
  await expectNoA11yViolationsHere(page, 'booking detail')
  await page.getByRole('button', { name: 'Save assignment' }).click()
  await expect(page.getByText('Assigned, payment success')).toBeVisible()
  const assignment = page.getByRole('region', { name: 'Assignment' })
  await expect(assignment.getByText('Luis Ortega, +12125550199')).toBeVisible()
  await expect(assignment.getByText('Black Toyota Corolla, T 600 123C')).toBeVisible()

  await page.getByRole('button', { name: 'Move pickup time' }).click()
  await page.getByLabel(/New date/).fill(day)
  await page.getByLabel(/New time/).fill('12:30')
  await page.getByLabel('Reason').fill('Flight lands two hours late')
  await page.getByRole('button', { name: 'Move pickup and tell the traveller' }).click()
  await expect(page.getByText(/Pickup moved to .*12:30/)).toBeVisible()

  await page.getByRole('button', { name: 'Cancel booking' }).click()
  const refund = page.getByRole('region', { name: 'Refund if cancelled now' })
  await expect(refund).toContainText('By the cancellation policy: 100%')
  await expect(refund).toContainText('The traveller will be told of a refund of $')
  await page.getByLabel('Reason for cancelling').fill('Traveller called to cancel')
  await page.getByRole('button', { name: /^Cancel booking, refund \$/ }).click()
  await expect(page.getByText('Cancelled, payment success')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Fare and payment' })).toContainText('(100%)')
  await expectNoA11yViolationsHere(page, 'booking cancelled')

  const catcher = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(catcher)).json()) as CaughtMail[]
        return mails
          .filter((mail) => mail.to.includes(traveller))
          .map((mail) => mail.subject.replace(/: \S+$/, ''))
          .sort()
      },
      { message: `the traveller's mails to ${traveller}`, timeout: 15_000 },
    )
    .toEqual([
      'Your Ridelane ride is cancelled',
      'Your Ridelane ride is confirmed',
      'Your driver for your Ridelane ride',
      'Your pickup time has changed',
    ])
})
