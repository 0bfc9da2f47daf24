import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { fillOneWayTrip, fillPassenger } from '../booking-helpers'
import { createPartner, storeToken, type TestPartner } from './partner-account'
import { confirmationLinkSentTo } from './partner-mail'

type Place = { address: string; lat: number; lng: number }
export const timesSquare: Place = {
  address: 'Times Square, Manhattan, NY',
  lat: 40.758,
  lng: -73.9855,
}
export const jfk: Place = { address: 'JFK Airport, Queens, NY', lat: 40.6413, lng: -73.7781 }

/** Another trip than the morning ride to JFK: from the airport with a flight, at a set time. */
export type TripOptions = {
  pickup: Place
  dropoff: Place
  /** An instant with its offset (or Z). */
  pickupTime: string
  flightNumber?: string
}

/** 10:00 in New York `days` from now, with its offset (EST in winter, EDT in summer). */
function newYorkMorning(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${day}T15:00:00Z`))
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '')
  return `${day}T10:00:00${offset}`
}

/**
 * Books a Times Square → JFK sedan as the partner (or, without a token, as a traveller), through
 * the same calls as the wizard; `trip` books another one.
 */
export async function bookRideAsPartner(
  request: APIRequestContext,
  token: string | undefined,
  days: number,
  passenger = 'Amara Okafor',
  email = 'amara@example.com',
  trip?: TripOptions,
) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  const pickupTime = trip?.pickupTime ?? newYorkMorning(days)
  const pickup = trip?.pickup ?? timesSquare
  const dropoff = trip?.dropoff ?? jfk
  const quote = await request.post('/api/v1/prices/calculate', {
    headers,
    data: {
      ride_type: 'one-way',
      pickup,
      dropoff,
      booking_time: pickupTime,
      timezone: 'America/New_York',
      passengers: 2,
    },
  })
  expect(quote.ok(), await quote.text()).toBe(true)
  const { data } = (await quote.json()) as {
    data: {
      quote_id: string
      available_vehicles: Array<{ city_vehicle_id: string; vehicle_name: string; price: number }>
    }
  }
  const vehicle = data.available_vehicles[0]!
  const booking = await request.post('/api/v1/bookings', {
    headers,
    data: {
      quote_id: data.quote_id,
      name: passenger,
      phone_number: '+12125550147',
      email,
      luggage_count: 1,
      ...(trip?.flightNumber ? { flight_number: trip.flightNumber } : {}),
      pickup_location: pickup.address,
      dropoff_location: dropoff.address,
      pickup_time: pickupTime,
      vehicle_id: vehicle.city_vehicle_id,
      vehicle_name: vehicle.vehicle_name,
      vehicle_price: vehicle.price,
      currency_code: 'USD',
      timezone: 'America/New_York',
    },
  })
  expect(booking.ok(), await booking.text()).toBe(true)
  return (
    (await booking.json()) as { data: { id: string; booking_code: string; access_token: string } }
  ).data
}

/**
 * A partner signed up, its email confirmed and approved by `adminToken` at `discountPercent`,
 * through the API.
 */
export async function activePartner(
  request: APIRequestContext,
  adminToken: string,
  discountPercent = 10,
) {
  const partner = await createPartner(request, 'partner')
  const link = await confirmationLinkSentTo(request, partner.email)
  const confirmed = await request.post('/api/v1/partners/confirm-email', {
    data: { token: link.hash.replace(/^#token=/, '') },
  })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)
  const profile = await request.get('/api/v1/partners/profile', {
    headers: { Authorization: `Bearer ${partner.token}` },
  })
  const id = (await profile.json()).data.partner.id as string
  const approved = await request.post(`/api/v1/ops/partners/${id}/approve`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { discount_percent: discountPercent },
  })
  expect(approved.ok(), await approved.text()).toBe(true)
  expect((await approved.json()).data.partner).toMatchObject({ status: 'active' })
  return { ...partner, id }
}

/** The partner wizard signed in as `partner`, up to step 4 with the consent given. */
/** `atDetails`: what else to do on step 3 once the traveller's details are typed. */
export async function reachReview(
  page: Page,
  partner: TestPartner,
  traveller: string,
  atDetails?: () => Promise<void>,
) {
  await storeToken(page, partner.token)
  await page.goto('/partner/bookings/new')
  await fillOneWayTrip(page)
  await page.getByRole('button', { name: 'Find Vehicles' }).click()
  await page.getByRole('button', { name: /^Sedan/ }).click()
  await page.getByRole('button', { name: 'Continue to Booking Details' }).click()
  await fillPassenger(page)
  await page.getByLabel('Email address').fill(traveller)
  await atDetails?.()
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/partners/bookings') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Continue to Review & Payment' }).click()
  const booking = (await (await created).json()).data as { id: string; access_token: string }
  await expect(page.getByRole('heading', { name: 'Review & Payment' })).toBeVisible()
  await page.getByRole('checkbox', { name: /I agree to the/ }).check()
  return booking
}
