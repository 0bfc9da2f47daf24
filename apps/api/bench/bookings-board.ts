// The bookings board on PostgreSQL: 100,000 seeded bookings, the board query (filters + search,
// a page of 50) from concurrent clients beside GET /health of the same process, and the CSV
// export of every row with the process's resident memory before and during it.
import { createHash, randomBytes } from 'node:crypto'
import autocannon from 'autocannon'
import pg from 'pg'
import { sampleMaximum, type ApiProcess } from './api-process'
import { percentile } from './report'

export const BOARD_ROWS = 100_000

const zones = [
  ['new-york', 'America/New_York'],
  ['london', 'Europe/London'],
  ['paris', 'Europe/Paris'],
  ['dubai', 'Asia/Dubai'],
]
// 37 first names and surnames built from three syllables (23 × 29 × 31 of them), picked with
// different moduli, so names vary as in real data and a search matches a realistic few.
const firstNames = [
  'Asha',
  'Amara',
  'Kenji',
  'Lena',
  'Omar',
  'Priya',
  'Tomas',
  'Yuki',
  'Zara',
  'Ivan',
  'Noor',
  'Mateo',
  'Elif',
  'Sven',
  'Chloe',
  'Ravi',
  'Ines',
  'Kofi',
  'Mei',
  'Lucas',
  'Hana',
  'Diego',
  'Freya',
  'Arjun',
  'Sofia',
  'Malik',
  'Ingrid',
  'Tariq',
  'Lucia',
  'Jonas',
  'Aiko',
  'Femi',
  'Nadia',
  'Pablo',
  'Olga',
  'Samir',
  'Greta',
]
const syllables = [
  'ka',
  'ri',
  'to',
  'ma',
  'le',
  'an',
  'so',
  'vi',
  'de',
  'mo',
  'ra',
  'ne',
  'li',
  'go',
  'ba',
  'ter',
  'son',
  'dal',
  'mir',
  'van',
  'bel',
  'cor',
  'fen',
  'hal',
  'ros',
  'tin',
  'wen',
  'gar',
  'lux',
  'pel',
  'quin',
]
const statuses = ['confirmed', 'confirmed', 'assigned', 'completed', 'completed', 'completed']
const textArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`

/**
 * Writes `rows` quotes and bookings in two INSERT … SELECT over generate_series: pickups spread a
 * year either side of now, four zones, varied names. Triggers are off for
 * the seeding session (session_replication_role), so the seed sends no change notifications.
 * Returns an operator session token for the board's calls.
 */
export async function seedBoard(databaseUrl: string, rows = BOARD_ROWS): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('set session_replication_role = replica')
    const zone = `(${textArray(zones.map(([, tz]) => tz!))})[1 + g % ${zones.length}]`
    const area = `(${textArray(zones.map(([id]) => id!))})[1 + g % ${zones.length}]`
    const pickup = `now() + ((g % 730) - 365) * interval '1 day' + (g % 24) * interval '1 hour'`
    await client.query(`
      insert into quotes (id, area_id, ride_type, request, pickup_at, timezone, vehicles,
        meet_greet_mode, meet_greet_charge_cents, child_seat_mode, child_seat_charge_cents, expires_at)
      select md5('quote' || g)::uuid, ${area}, 'one-way', '{}', ${pickup}, ${zone}, '[]',
        'not_allowed', 0, 'not_allowed', 0, now()
      from generate_series(1, ${rows}) g`)
    const first = `(${textArray(firstNames)})[1 + g % ${firstNames.length}]`
    const syllable = (modulus: number, divisor: number) =>
      `(${textArray(syllables)})[1 + (g / ${divisor}) % ${modulus}]`
    const last = `initcap(${syllable(23, 1)} || ${syllable(29, 23)} || ${syllable(31, 23 * 29)})`
    await client.query(`
      insert into bookings (booking_code, access_token_hash, quote_id, area_id, name, phone_number, email,
        ride_type, pickup_location, pickup_lat, pickup_lng, dropoff_location, pickup_time, timezone,
        passengers, vehicle_id, vehicle_name, base_fare_cents, total_cents, booking_status,
        created_at)
      select upper(substr(md5('code' || g), 1, 10)), md5('token' || g), md5('quote' || g)::uuid, ${area},
        ${first} || ' ' || ${last}, '+1212' || lpad(g::text, 7, '0'),
        lower(${first}) || '.' || g || '@example.com',
        'one-way', 'Airport', 40.64, -73.78, 'City centre', ${pickup}, ${zone},
        2, 'sedan', 'Sedan', 5000 + g % 9000, 5000 + g % 9000,
        (${textArray(statuses)})[1 + g % ${statuses.length}],
        now() - (g % 400) * interval '1 day'
      from generate_series(1, ${rows}) g`)
    // As autovacuum would soon after a bulk load: statistics, and the trigram index's pending list merged.
    await client.query('vacuum analyze quotes, bookings')
    // Written to disk now, so flushing the seed does not compete with the measurements.
    await client.query('checkpoint')

    const token = randomBytes(32).toString('base64url')
    const operator = await client.query(
      `insert into operators (email, role, totp_enabled) values ('bench@ridelane.example', 'dispatcher', true)
       returning id`,
    )
    await client.query('insert into operator_sessions (operator_id, token_hash) values ($1, $2)', [
      operator.rows[0].id,
      createHash('sha256').update(token).digest('hex'),
    ])
    return token
  } finally {
    await client.end()
  }
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** What dispatchers ask for: a date range, statuses, an area, unassigned, and a search, 50 a page. */
export function boardQueries(): string[] {
  return [
    `from=${day(0)}&to=${day(30)}&status=confirmed,assigned&q=asha&page_size=50`,
    `area=london&q=mora&sort=created_at&dir=desc&page_size=50`,
    `unassigned=true&from=${day(0)}&q=555&page_size=50`,
    `status=completed&q=ines&sort=code&page=2&page_size=50`,
    `from=${day(-7)}&to=${day(7)}&q=priya.1&page_size=50`,
  ]
}

export type LoopFigures = {
  requests: number
  perSecond: number
  p50: number
  p95: number
  errors: number
}

/**
 * `clients` connections calling `paths` in turn for `seconds`, through autocannon: a load
 * generator light enough that it takes little of the CPU the API and PostgreSQL share with it
 * (a loop of fetch calls took about a tenth of the machine at 300 requests a second). Every
 * response's time is kept, so p95 is exact rather than read off a histogram.
 */
export async function measurePaths(
  baseUrl: string,
  paths: string[],
  headers: Record<string, string>,
  seconds: number,
  clients: number,
): Promise<LoopFigures> {
  const latencies: number[] = []
  let errors = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: clients,
        duration: seconds,
        headers,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, figures) => (error ? reject(error) : resolve(figures)),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime)
      else errors++
    })
  })
  errors += result.errors + result.timeouts
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
  }
}

export type ExportFigures = {
  seconds: number
  rows: number
  bytes: number
  rssBefore: number
  rssPeak: number
}

/** Downloads the whole board as CSV, counting rows as they arrive, and samples the API's RSS. */
export async function measureExport(api: ApiProcess, token: string): Promise<ExportFigures> {
  const rssBefore = await api.rss()
  const peak = sampleMaximum(api.rss, 50)
  const started = performance.now()
  const response = await fetch(`${api.url}/api/v1/ops/bookings.csv`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`)
  let rows = 0
  let bytes = 0
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length
    for (const byte of chunk) if (byte === 10) rows++
  }
  const seconds = (performance.now() - started) / 1000
  return { seconds, rows: rows - 1, bytes, rssBefore, rssPeak: await peak.stop() }
}
