import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type pg from 'pg'
import {
  bookingRequest,
  call,
  cardPayment,
  payWithTestCard,
  rideFor,
  trips,
} from '../support/processes/booking-journey'

// The scheduled-jobs chaos phase's setting up, through the API as the console and travellers
// would: an admin, providers with a driver and a vehicle each, paid bookings, offers, assignments.

export type FleetMember = { providerId: string; driverId: string; vehicleId: string }
export type PaidBooking = { id: string; code: string; email: string }

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * An admin operator's session written straight into the database, as a sign-in with its second
 * factor would store it (the cluster tests' way; the console's sign-in is tested elsewhere).
 */
export async function adminSession(db: pg.Pool): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const { rows } = await db.query<{ id: string }>(
    `insert into operators (email, role, totp_enabled) values ($1, 'admin', true) returning id`,
    [`jobs-chaos-${randomUUID().slice(0, 8)}@ridelane.example`],
  )
  await db.query('insert into operator_sessions (operator_id, token_hash) values ($1, $2)', [
    rows[0]!.id,
    createHash('sha256').update(token).digest('hex'),
  ])
  return token
}

async function created(
  url: string,
  token: string,
  path: string,
  body: object,
): Promise<Record<string, { id: string }>> {
  const answer = await call(url, 'POST', path, body, bearer(token))
  if (answer.status !== 201) {
    throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  }
  return answer.body.data
}

/**
 * `count` providers serving the demo trips' areas, each with `driversEach` drivers and as many
 * sedans. A driver cannot hold two rides at once, so callers give each assigned ride its own.
 */
export async function registerFleet(
  url: string,
  token: string,
  count: number,
  driversEach = 1,
): Promise<FleetMember[]> {
  const fleet: FleetMember[] = []
  for (let n = 1; n <= count; n++) {
    const tag = randomUUID().slice(0, 6)
    const { provider } = await created(url, token, '/ops/providers', {
      name: `Chaos Cabs ${n} ${tag}`,
      contact_name: 'Dana Moreau',
      email: `desk-${tag}@chaos-cabs.example`,
      phone: '+442079460100',
      licence_number: `CH-${tag}`,
      service_area_ids: [...new Set(trips.map((trip) => trip.area))],
      commission_percent: 15,
    })
    const members = `/ops/providers/${provider!.id}`
    for (let d = 1; d <= driversEach; d++) {
      const seat = `${n}${String(d).padStart(2, '0')}`
      const { driver } = await created(url, token, `${members}/drivers`, {
        name: `Driver ${n}.${d}`,
        phone: `+44207946${seat.padStart(4, '0')}`,
        languages: ['English'],
        licence_number: `DL-${tag}-${d}`,
      })
      const { vehicle } = await created(url, token, `${members}/vehicles`, {
        vehicle_class_id: 'sedan',
        make_model: 'Toyota Camry',
        colour: 'Grey',
        plate: `CH ${tag} ${d}`,
        seats: 4,
      })
      fleet.push({ providerId: provider!.id, driverId: driver!.id, vehicleId: vehicle!.id })
    }
  }
  return fleet
}

/** Quote, book, pay by card and complete: a confirmed, paid ride more than a day ahead. */
export async function paidBooking(url: string, n: number, runId: string): Promise<PaidBooking> {
  const ride = rideFor(n)
  const email = `jobs-chaos-${runId}-${n}@example.com`
  const quote = await call(url, 'POST', '/prices/calculate', ride.priceRequest)
  if (quote.status !== 200) throw new Error(`quote ${n} answered ${quote.status}`)
  const booking = await call(
    url,
    'POST',
    '/bookings',
    bookingRequest(n, ride, quote.body.data, email),
    { 'idempotency-key': randomUUID() },
  )
  if (booking.status !== 201) throw new Error(`booking ${n} answered ${booking.status}`)
  const { id, access_token: accessToken, booking_code: code } = booking.body.data
  const paid = await payWithTestCard(url, id, accessToken)
  if (paid.status !== 200) throw new Error(`payment ${n} answered ${paid.status}`)
  const completed = await call(
    url,
    'POST',
    `/bookings/${id}/complete`,
    cardPayment(ride.trip.timeZone),
    { 'x-booking-token': accessToken },
  )
  if (completed.status !== 200) throw new Error(`completion ${n} answered ${completed.status}`)
  return { id, code, email }
}

/** Offers the ride to every provider of its area, for the shortest time the console allows. */
export async function offerToArea(url: string, token: string, bookingId: string) {
  await created(url, token, `/ops/bookings/${bookingId}/offers`, {
    to: 'area',
    expires_in_minutes: 5,
  })
}

/** Assigns provider, driver and vehicle as an operator does in the console. */
export async function assignRide(
  url: string,
  token: string,
  db: pg.Pool,
  bookingId: string,
  member: FleetMember,
) {
  const { rows } = await db.query<{ version: number }>(
    'select version from bookings where id = $1',
    [bookingId],
  )
  const answer = await call(
    url,
    'POST',
    `/ops/bookings/${bookingId}/assignment`,
    {
      expected_version: rows[0]!.version,
      provider_id: member.providerId,
      driver_id: member.driverId,
      vehicle_id: member.vehicleId,
    },
    bearer(token),
  )
  if (answer.status !== 200) {
    throw new Error(`assignment answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  }
}

/** Runs `work` for each item, `width` at a time, alternating the two servers. */
export async function inParallel<T, R>(
  items: T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: width }, worker))
  return results
}
