// The rides the ride-stream bench drives: bookings written straight into the database (as the
// board's seed does), each then assigned to a driver of its own through the operator console's
// API, the path that issues the driver's job link; the link's token is read from the text
// message queued for the driver in outbound_messages, as the driver's phone would receive it.
import { createHash, randomBytes } from 'node:crypto'
import pg from 'pg'

export type BenchRide = {
  bookingId: string
  /** The traveller's access token, as the ride page sends it in X-Booking-Token. */
  bookingToken: string
  /** The driver's job link token, for X-Driver-Token. */
  driverToken: string
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** An operator with a session (the console's bearer token), written directly. */
async function seedOperator(client: pg.Client): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const operator = await client.query(
    `insert into operators (email, role, totp_enabled)
     values ('rides-' || gen_random_uuid() || '@ridelane.example', 'dispatcher', true) returning id`,
  )
  await client.query('insert into operator_sessions (operator_id, token_hash) values ($1, $2)', [
    operator.rows[0].id,
    sha256(token),
  ])
  return token
}

/**
 * `count` confirmed bookings in New York two hours ahead (codes and names as the API's own
 * answers allow them: eight letters of the code alphabet, a name of letters), one provider and a driver for each
 * booking. Triggers are off for the seeding session, so the seed itself notifies nobody.
 */
async function seedBookings(client: pg.Client, count: number, tag: string) {
  await client.query('set session_replication_role = replica')
  const provider = await client.query(
    `insert into providers (name, contact_name, email, phone, licence_number, service_area_ids,
       commission_hundredths)
     values ('Bench Cars ' || $1, 'Bench', 'cars-' || $1 || '@example.com', '+12125550100',
       'TLC-' || $1, '{new-york}', 1500) returning id`,
    [tag],
  )
  const providerId = provider.rows[0].id as string
  const drivers = await client.query(
    `insert into provider_drivers (provider_id, name, phone, languages, licence_number)
     select $1, 'Driver ' || g, '+1646' || lpad(g::text, 7, '0'), '{en}', 'D-' || g
     from generate_series(1, $2::int) g returning id`,
    [providerId, count],
  )
  // Within the hours before the pickup when a driver may set off (the domain's
  // DRIVER_EN_ROUTE_HOURS_BEFORE_PICKUP): a ride days away would have every step refused.
  const pickup = `now() + interval '2 hours'`
  await client.query(
    `insert into quotes (id, area_id, ride_type, request, pickup_at, timezone, vehicles,
       meet_greet_mode, meet_greet_charge_cents, child_seat_mode, child_seat_charge_cents, expires_at)
     select md5($1 || 'quote' || g)::uuid, 'new-york', 'one-way', '{}', ${pickup},
       'America/New_York', '[]', 'not_allowed', 0, 'not_allowed', 0, now()
     from generate_series(1, $2::int) g`,
    [tag, count],
  )
  // Each traveller's token is random; only its SHA-256 is stored, as the API stores it.
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'))
  const bookings = await client.query(
    `insert into bookings (booking_code, access_token_hash, quote_id, area_id, name, phone_number,
       email, ride_type, pickup_location, pickup_lat, pickup_lng, dropoff_location, pickup_time,
       timezone, passengers, vehicle_id, vehicle_name, base_fare_cents, total_cents,
       booking_status)
     select translate(upper(substr(md5($1 || 'code' || g), 1, 8)), '01', 'XY'), t.hash,
       md5($1 || 'quote' || g)::uuid, 'new-york',
       'Traveller ' || initcap(translate(g::text, '0123456789', 'abcdefghij')),
       '+1212' || lpad(g::text, 7, '0'),
       'traveller' || g || '@example.com', 'one-way', 'JFK Airport', 40.6413, -73.7781,
       'Times Square', ${pickup}, 'America/New_York', 2, 'sedan', 'Sedan', 7500, 7500,
       'confirmed'
     from unnest($2::text[]) with ordinality as t(hash, g) returning id`,
    [tag, tokens.map(sha256)],
  )
  await client.query('set session_replication_role = origin')
  return {
    providerId,
    rides: bookings.rows.map((row, i) => ({
      bookingId: row.id as string,
      bookingToken: tokens[i]!,
      driverId: drivers.rows[i].id as string,
    })),
  }
}

/**
 * Waits until the API has sent every text and mail the assignments queued (two texts and a mail
 * per booking), so the steps are not measured against that backlog: in one run with the 3,000
 * messages of 1,000 assignments still draining, the steps' p95 was 700 ms, against 50 ms after.
 */
async function untilOutboxesDrain(client: pg.Client, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { rows } = await client.query(
      `select (select count(*) from outbound_messages where status = 'pending')
            + (select count(*) from mail_outbox where status = 'pending') as n`,
    )
    if (Number(rows[0].n) === 0) return
    if (Date.now() > deadline) throw new Error(`${rows[0].n} messages still unsent after setup`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Runs `work` over `items`, `parallel` at a time. */
export async function inParallel<T>(
  items: T[],
  parallel: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker))
}

/**
 * `count` assigned rides on the API at `baseUrl` (whose database is `databaseUrl`), each with its
 * own driver and the driver's job link, assigned through POST /ops/bookings/{id}/assignment.
 */
export async function seedRides(
  databaseUrl: string,
  baseUrl: string,
  count: number,
): Promise<BenchRide[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const operatorToken = await seedOperator(client)
    const tag = randomBytes(4).toString('hex')
    const { providerId, rides } = await seedBookings(client, count, tag)
    await inParallel(rides, 8, async (ride) => {
      const response = await fetch(`${baseUrl}/api/v1/ops/bookings/${ride.bookingId}/assignment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
        body: JSON.stringify({
          expected_version: 1,
          provider_id: providerId,
          driver_id: ride.driverId,
        }),
      })
      if (response.status !== 200) {
        throw new Error(`assignment answered ${response.status}: ${await response.text()}`)
      }
    })
    // The driver's text carries the link; the token follows `/driver/jobs/#`.
    const texts = await client.query(
      `select booking_id, body from outbound_messages
       where booking_id = any($1::uuid[]) and body like '%/driver/jobs/#%'`,
      [rides.map((ride) => ride.bookingId)],
    )
    const tokenOf = new Map<string, string>()
    for (const row of texts.rows as { booking_id: string; body: string }[]) {
      const [, token] = /\/driver\/jobs\/#([A-Za-z0-9_-]+)/.exec(row.body)!
      tokenOf.set(row.booking_id, token!)
    }
    const ready = rides.map(({ bookingId, bookingToken }) => {
      const driverToken = tokenOf.get(bookingId)
      if (!driverToken) throw new Error(`no driver link was texted for booking ${bookingId}`)
      return { bookingId, bookingToken, driverToken }
    })
    await untilOutboxesDrain(client)
    return ready
  } finally {
    await client.end()
  }
}
