// The bookings `npm run perf:web` measures pages of (apps/web/scripts/perf-web.mjs): a paid ride
// for the ride page, and that ride assigned to a driver for the driver's job page. Everything goes
// through the API as its users do; the operator admin comes from the `create-admin` command, run
// on the embedded database before the server takes it.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { Secret, TOTP } from 'otpauth'

/** The address `create-admin` prints for setting the first password. */
export function createAdmin(root, env, email) {
  const printed = execFileSync(
    process.execPath,
    [path.join(root, 'apps/api/dist/ops-cli.js'), 'create-admin', email],
    { env, encoding: 'utf8' },
  )
  const link = /https?:\/\/\S+\/ops\/set-password#token=([\w-]+)/.exec(printed)
  if (!link) throw new Error(`create-admin printed no link:\n${printed}`)
  return { email, token: link[1] }
}

/** Calls the API with JSON and answers its data, or throws with what it said. */
async function call(baseUrl, method, route, body, headers = {}) {
  const response = await fetch(`${baseUrl}/api/v1${route}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  })
  const answer = await response.json()
  if (!response.ok) throw new Error(`${method} ${route}: ${JSON.stringify(answer)}`)
  return answer.data
}

const post = (baseUrl, route, body, headers) => call(baseUrl, 'POST', route, body, headers)

/**
 * A paid New York ride a fortnight ahead, as a traveller books it: its booking, and the ride
 * page's address with the link's token in the fragment.
 */
export async function seedRide(baseUrl) {
  const pickupTime = new Date(Date.now() + 14 * 86_400_000)
  pickupTime.setUTCHours(15, 0, 0, 0)
  const pickup = { address: 'Times Square, New York, NY, USA', lat: 40.758, lng: -73.9855 }
  const dropoff = { address: 'JFK Airport', lat: 40.6413, lng: -73.7781 }
  const quote = await post(baseUrl, '/prices/calculate', {
    ride_type: 'one-way',
    pickup,
    dropoff,
    booking_time: pickupTime.toISOString(),
    timezone: 'America/New_York',
    passengers: 2,
  })
  const vehicle = quote.available_vehicles[0]
  const booking = await post(baseUrl, '/bookings', {
    quote_id: quote.quote_id,
    name: 'Amara Okafor',
    phone_number: '+12125550147',
    email: 'amara@example.com',
    luggage_count: 1,
    pickup_location: pickup.address,
    dropoff_location: dropoff.address,
    pickup_time: pickupTime.toISOString(),
    vehicle_id: vehicle.city_vehicle_id,
    vehicle_name: vehicle.vehicle_name,
    vehicle_price: vehicle.price,
    currency_code: 'USD',
    timezone: 'America/New_York',
  })
  const token = { 'X-Booking-Token': booking.access_token }
  await post(baseUrl, `/bookings/${booking.id}/payment`, {}, token)
  await post(
    baseUrl,
    `/bookings/${booking.id}/payment/card`,
    {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
      cvc: '123',
      return_url: '/booking?payment=return',
    },
    token,
  )
  return { booking, url: `/rides/${booking.booking_code}#${booking.access_token}` }
}

/** Sets the admin's password and enrols an authenticator: answers the console's bearer token. */
async function signInAdmin(baseUrl, admin) {
  const password = 'Perf#Console2026'
  await post(baseUrl, '/ops/set-password', { token: admin.token, password })
  const { ticket } = await post(baseUrl, '/ops/sign-in', { email: admin.email, password })
  const { secret } = await post(baseUrl, '/ops/sign-in/enrol', { ticket })
  const code = TOTP.generate({ secret: Secret.fromBase32(secret) })
  const { token } = await post(baseUrl, '/ops/sign-in/enrol/confirm', { ticket, code })
  return { Authorization: `Bearer ${token}` }
}

/**
 * The booking assigned by the admin to a New York provider's driver and car, and the job page's
 * address from the link texted to the driver (read where the server lists texts for tests).
 */
export async function seedDriverJob(baseUrl, admin, booking) {
  const headers = await signInAdmin(baseUrl, admin)
  const { provider } = await post(
    baseUrl,
    '/ops/providers',
    {
      name: 'Harbour Cabs',
      contact_name: 'Dana Brooks',
      email: 'desk@harbourcabs.example',
      phone: '+12125550100',
      licence_number: 'NY-TLC-7781',
      service_area_ids: ['new-york'],
      commission_percent: 15,
    },
    headers,
  )
  const driverPhone = '+12125550188'
  const { driver } = await post(
    baseUrl,
    `/ops/providers/${provider.id}/drivers`,
    { name: 'Luis Ortega', phone: driverPhone, languages: ['English'], licence_number: 'NY-D-55' },
    headers,
  )
  const { vehicle } = await post(
    baseUrl,
    `/ops/providers/${provider.id}/vehicles`,
    {
      vehicle_class_id: 'sedan',
      make_model: 'Toyota Corolla',
      colour: 'Black',
      plate: 'T 123 4NY',
      seats: 4,
    },
    headers,
  )
  const { version } = await call(baseUrl, 'GET', `/ops/bookings/${booking.id}`, null, headers)
  await post(
    baseUrl,
    `/ops/bookings/${booking.id}/assignment`,
    {
      expected_version: version,
      provider_id: provider.id,
      driver_id: driver.id,
      vehicle_id: vehicle.id,
    },
    headers,
  )
  // The text goes out from the durable queue: wait for it a few seconds.
  for (let attempt = 0; attempt < 40; attempt++) {
    const texts = await call(baseUrl, 'GET', '/e2e/outbound-messages')
    const link = texts
      .filter((text) => text.booking_id === booking.id && text.to === driverPhone)
      .map((text) => /https?:\/\/\S+(\/driver\/jobs\/#[\w-]+)/.exec(text.body)?.[1])
      .find(Boolean)
    if (link) return link
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('no job link was texted to the driver within 10 s')
}
