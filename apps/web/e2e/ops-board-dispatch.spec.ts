import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { payBookingByApi } from './booking-helpers'
import { expect, test } from './support/test'
import {
  enrolledAdmin,
  expectNoA11yViolationsHere,
  signInInBrowser,
} from './support/operator-account'

// Issue 32: from "unassigned" to done in three actions a ride, on a board that shows a screen
// full of rides. London, because no other browser test gives London a provider: the board's
// assign panel then picks this test's provider as the only one serving the area.

const heathrow = { address: 'Heathrow Airport, Hounslow, London', lat: 51.47, lng: -0.4543 }
const paddington = {
  address: 'Paddington Station, Praed Street, London',
  lat: 51.5154,
  lng: -0.1755,
}
const providerPrefix = 'Thames Dispatch'

type Ride = { id: string; code: string }

/** 'YYYY-MM-DDTHH:mm:00' plus London's offset on that day, `days` ahead at `minutes` past 06:00. */
function londonTime(days: number, minutes: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const offset = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '')
  const at = 6 * 60 + minutes
  const hh = String(Math.floor(at / 60)).padStart(2, '0')
  const mm = String(at % 60).padStart(2, '0')
  return `${day}T${hh}:${mm}:00${offset || '+00:00'}`
}

/** A Heathrow → Paddington sedan, quoted and booked as the wizard does; paid when asked. */
async function bookRide(
  request: APIRequestContext,
  passenger: string,
  pickupTime: string,
  pay: boolean,
): Promise<Ride> {
  const quote = await request.post('/api/v1/prices/calculate', {
    data: {
      ride_type: 'one-way',
      pickup: heathrow,
      dropoff: paddington,
      booking_time: pickupTime,
      timezone: 'Europe/London',
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
      name: passenger,
      phone_number: '+447700900147',
      email: 'dispatch@example.com',
      luggage_count: 1,
      pickup_location: heathrow.address,
      dropoff_location: paddington.address,
      pickup_time: pickupTime,
      vehicle_id: sedan.city_vehicle_id,
      vehicle_name: sedan.vehicle_name,
      vehicle_price: sedan.price,
      currency_code: 'GBP',
      timezone: 'Europe/London',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const booking = (await created.json()).data
  if (pay) {
    await payBookingByApi(request, booking)
    const paid = await request.post(`/api/v1/bookings/${booking.id}/complete`, {
      headers: { 'X-Booking-Token': booking.access_token },
      data: {
        payment_status: 'success',
        payment_reference: 'CARD-PAYMENT-PLACEHOLDER',
        booking_status: 'confirmed',
        currency_code: 'GBP',
        timezone: 'Europe/London',
        is_round_trip: false,
        round_trip_time: null,
      },
    })
    expect(paid.ok(), await paid.text()).toBe(true)
  }
  return { id: booking.id, code: booking.booking_code }
}

/**
 * London's one provider, with two drivers and a sedan. An earlier attempt's provider is
 * deactivated first, so a retry's board again finds one provider serving London.
 */
async function londonFleet(request: APIRequestContext, token: string, name: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const listed = await request.get('/api/v1/ops/providers', { headers })
  const earlier = ((await listed.json()).data.providers as Array<Record<string, unknown>>).filter(
    (p) => p.active && String(p.name).startsWith(providerPrefix),
  )
  for (const provider of earlier) {
    const off = await request.patch(`/api/v1/ops/providers/${provider.id}`, {
      headers,
      data: { active: false },
    })
    expect(off.ok(), await off.text()).toBe(true)
  }
  const post = async (path: string, data: object) => {
    const response = await request.post(`/api/v1/ops/${path}`, { headers, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201)
    return (await response.json()).data
  }
  const { provider } = await post('providers', {
    name,
    contact_name: 'Nadia Khan',
    email: 'desk@thamesdispatch.example',
    phone: '+442071230000',
    licence_number: 'PHV-TD-2026',
    service_area_ids: ['london'],
    commission_percent: 15,
  })
  for (const [driver, phone] of [
    ['Asha Patel', '+447700900301'],
    ['Ben Okoro', '+447700900302'],
  ]) {
    await post(`providers/${provider.id}/drivers`, {
      name: driver,
      phone,
      languages: ['English'],
      licence_number: `TD-${phone!.slice(-3)}`,
    })
  }
  for (const plate of ['TD26 ABC', 'TD26 ABD']) {
    await post(`providers/${provider.id}/vehicles`, {
      vehicle_class_id: 'sedan',
      make_model: 'Toyota Prius',
      colour: 'Silver',
      plate,
      seats: 4,
    })
  }
  return provider.id as string
}

test('an operator assigns three unassigned rides from the board in three actions each', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  // Letters only, so no earlier run's rides match the search.
  const surname = [...Date.now().toString(26)]
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('')
  const admin = await enrolledAdmin(request, 'dispatch-admin')
  const providerName = `${providerPrefix} ${surname}`
  const providerId = await londonFleet(request, admin.token, providerName)

  // Twenty rides three days ahead: the first three paid (so waiting for a provider), two of them
  // ten minutes apart (one driver cannot drive both), the third four hours later.
  const starts = [0, 10, 240]
  const rides: Ride[] = []
  for (let i = 0; i < 20; i += 1) {
    const minutes = i < 3 ? starts[i]! : 300 + i * 20
    const name = `Dispatch ${surname} ${String.fromCharCode(65 + i)}`
    rides.push(await bookRide(request, name, londonTime(3, minutes), i < 3))
  }

  await page.setViewportSize({ width: 1280, height: 800 })
  await signInInBrowser(page, admin)
  await page.goto(`/ops/bookings?q=${surname}`)
  await expect(page.getByText('20 bookings match')).toBeVisible()
  const table = page.getByRole('table')
  const bodyRows = table.locator('tbody tr[data-board-row]')
  await expect(bodyRows).toHaveCount(20)

  // Compact by default: at 1280×800 the first screen holds at least twelve whole rides.
  await expect(page.getByRole('button', { name: 'Compact', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const onFirstScreen = await bodyRows.evaluateAll(
    (rows) => rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
  )
  expect(onFirstScreen, 'whole rides on the first screen').toBeGreaterThanOrEqual(12)
  // One line a ride: every row as tall as the first.
  const heights = await bodyRows.evaluateAll((rows) =>
    rows.map((row) => Math.round(row.getBoundingClientRect().height)),
  )
  expect(new Set(heights).size, `row heights ${heights.join(', ')}`).toBe(1)
  // The route is short on the row and whole on focus.
  const route = table.getByText('Heathrow Airport → Paddington Station').first()
  await route.focus()
  await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveText(
    `${heathrow.address} → ${paddington.address}London`,
  )
  await expectNoA11yViolationsHere(page, 'dispatch board')

  // "Unassigned" as a chip, saved as a view, applied from the views menu.
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  // The box follows the address, which the router updates a moment after the click.
  await page.getByRole('checkbox', { name: 'Unassigned only' }).click()
  await expect(page.getByRole('checkbox', { name: 'Unassigned only' })).toBeChecked()
  await page.getByRole('button', { name: 'Filters (1 on)' }).click()
  await expect(
    page.getByRole('list', { name: 'Filters in use' }).getByRole('button', {
      name: 'Remove filter Unassigned only',
    }),
  ).toBeVisible()
  await expect(bodyRows).toHaveCount(3)
  await page.getByRole('button', { name: 'Views', exact: true }).click()
  await page.getByLabel('Save the filters on screen as').fill(`Unassigned ${surname}`)
  await page.getByRole('button', { name: 'Save view' }).click()
  await expect(page.getByText(`Saved “Unassigned ${surname}”.`)).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('/ops/bookings')
  await page.getByRole('button', { name: 'Views', exact: true }).click()
  await page.getByRole('button', { name: `Unassigned ${surname}`, exact: true }).click()
  await expect(page).toHaveURL(`/ops/bookings?q=${surname}&unassigned=true`)
  await expect(bodyRows).toHaveCount(3)
  await expect(bodyRows.first()).toContainText(rides[0]!.code)

  // Each ride: at most three actions (keys and clicks), counted.
  let actions = 0
  const press = async (key: string) => {
    actions += 1
    await page.keyboard.press(key)
  }
  const rowFocused = () =>
    page.evaluate(() => document.activeElement?.hasAttribute('data-board-row') ?? false)
  for (const [index, ride] of rides.slice(0, 3).entries()) {
    actions = 0
    if (!(await rowFocused())) await press('j')
    await expect(bodyRows.first()).toBeFocused()
    await expect(bodyRows.first()).toContainText(ride.code)
    await press('a')
    const panel = page.getByRole('form', { name: `Assign ${ride.code}` })
    await expect(panel.getByLabel('Provider')).toHaveValue(providerId)
    await expect(panel.getByRole('button', { name: 'Assign', exact: true })).toBeFocused()
    if (index === 0) {
      // At this width only: on a phone the table, and the focus in it, would be hidden.
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
        [],
      )
    }
    await press('Enter')
    await expect(table.getByRole('link', { name: ride.code })).toHaveCount(0)
    await expect(page.getByRole('region', { name: `Assigned ${ride.code}: 1 done` })).toBeVisible()
    expect(actions, `actions for ${ride.code}`).toBeLessThanOrEqual(3)
  }
  await expect(page.getByText('No booking matches this search and these filters.')).toBeVisible()

  // Each ride has the provider, a free driver and a free sedan.
  const drivers: string[] = []
  const plates: string[] = []
  for (const ride of rides.slice(0, 3)) {
    const detail = await request.get(`/api/v1/ops/bookings/${ride.id}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    })
    const { data } = await detail.json()
    expect(data.booking.booking_status).toBe('assigned')
    expect(data.assignment.provider.name).toBe(providerName)
    drivers.push(data.assignment.driver.name)
    plates.push(data.assignment.vehicle.plate)
  }
  // The first two overlap: the second went to the other driver and the other sedan, the first
  // ones free for it.
  expect(drivers[0]).not.toBe(drivers[1])
  expect(drivers[2]).toBe(drivers[0])
  expect(plates).toEqual(['TD26 ABC', 'TD26 ABD', 'TD26 ABC'])
})
