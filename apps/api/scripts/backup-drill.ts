// `npm run backup:drill`: proves the backups of docs/operations.md#backups-and-restore restore
// every row. For each database kind it seeds bookings in every status (with their timelines,
// payments and refunds) through the app itself, backs the database up the documented way,
// restores the copy into a fresh database and compares every table row for row and every
// sequence's position (docs/decisions/054-backups.md).
//
//   embedded:   backUpEmbedded (what `npm run backup:embedded` runs), then restoreEmbedded.
//   PostgreSQL: pg_dump --format=custom, then pg_restore into a new database, on the server
//               TEST_DATABASE_URL names (skipped without it). Its databases are named
//               ridelane_drill_<random> and dropped at the end, whatever happened.
//
// Exits 1, naming each difference, when a restore differs from its original.
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { bookingStatuses, type BookingStatus } from '@ridelane/domain'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp, type App } from '../src/app'
import { migrationsFolder } from '../src/app-paths'
import { loadConfig, type DatabaseTarget } from '../src/config'
import {
  backUpEmbedded,
  fingerprint,
  fingerprintDifferences,
  restoreEmbedded,
  type DatabaseFingerprint,
} from '../src/db/backup'
import { openDatabase } from '../src/db/client'
import { operators, providerDrivers, providers, providerVehicles } from '../src/db/schema'
import { applyTransition, lockBooking } from '../src/modules/bookings'
import { expireUnpaidBookings } from '../src/modules/bookings/expire-unpaid-bookings'
import {
  bookingPayload,
  bookingToken,
  payAndComplete,
  PICKUP_AT,
  postBooking,
  signQuote,
} from '../src/modules/bookings/test-fixtures'
import { createAdmin } from '../src/modules/operators'
import { createScratchDatabase } from '../test/support/scratch-database'

const run = promisify(execFile)
const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
const print = (line: string) => process.stdout.write(`${line}\n`)
type Say = (line: string) => void

/** Failures of the drill itself (not of the code under test): printed without a stack. */
class DrillFailure extends Error {}

// ── Seeding: a booking in every status, made the way the app makes them ─────────────────────

type Created = { id: string; booking_code: string; access_token: string }

const MINUTE = 60_000
const pickup = new Date(PICKUP_AT).getTime()
const at = (minutesFromPickup: number) => new Date(pickup + minutesFromPickup * MINUTE)

/** The operator's moves from confirmed to `status` (a ride's way through the day), and when. */
const rideSteps: Partial<Record<BookingStatus, [BookingStatus, number][]>> = {
  assigned: [['assigned', -24 * 60]],
  driver_en_route: [
    ['assigned', -24 * 60],
    ['driver_en_route', -40],
  ],
  driver_arrived: [
    ['assigned', -24 * 60],
    ['driver_en_route', -40],
    ['driver_arrived', -5],
  ],
  passenger_on_board: [
    ['assigned', -24 * 60],
    ['driver_en_route', -40],
    ['driver_arrived', -5],
    ['passenger_on_board', 3],
  ],
  completed: [
    ['assigned', -24 * 60],
    ['driver_en_route', -40],
    ['driver_arrived', -5],
    ['passenger_on_board', 3],
    ['completed', 55],
  ],
  no_show: [
    ['assigned', -24 * 60],
    ['driver_en_route', -40],
    ['driver_arrived', -5],
    ['no_show', 120],
  ],
}

async function newBooking(app: App, status: string): Promise<Created> {
  const payload = bookingPayload(await signQuote(app), {
    email: `drill-${status.replaceAll('_', '-')}@example.com`,
  })
  const response = await postBooking(app, payload)
  if (response.statusCode !== 201) throw new DrillFailure(`booking not made: ${response.body}`)
  return response.json().data as Created
}

async function confirmed(app: App, status: string): Promise<Created> {
  const booking = await newBooking(app, status)
  const paid = await payAndComplete(app, booking)
  if (paid.statusCode !== 200) throw new DrillFailure(`booking not paid: ${paid.body}`)
  return booking
}

/** A provider with a driver and a vehicle, and an operator to make the moves. */
async function registry(app: App) {
  const [provider] = await app.db
    .insert(providers)
    .values({
      name: 'Drill Cars',
      contactName: 'Dana Drill',
      email: 'desk@drill-cars.example',
      phone: '+12125550100',
      licenceNumber: 'NY-DRILL-1',
      serviceAreaIds: ['new-york'],
      commissionHundredths: 1500,
    })
    .returning()
  const [driver] = await app.db
    .insert(providerDrivers)
    .values({
      providerId: provider!.id,
      name: 'Ravi Kumar',
      phone: '+12125550199',
      languages: ['en'],
      licenceNumber: 'NY-D-1',
    })
    .returning()
  const [vehicle] = await app.db
    .insert(providerVehicles)
    .values({
      providerId: provider!.id,
      vehicleClassId: 'sedan',
      makeModel: 'Toyota Camry',
      colour: 'Black',
      plate: 'DRILL-1',
      seats: 4,
    })
    .returning()
  await createAdmin(app.db, 'http://drill.example', 'drill-admin@example.com')
  const [operator] = await app.db.select().from(operators)
  return { provider: provider!, driver: driver!, vehicle: vehicle!, operatorId: operator!.id }
}

/** Seeds the database behind `target`; answers how many bookings it left in each status. */
async function seed(target: DatabaseTarget): Promise<Record<string, number>> {
  const config = loadConfig({
    LOG_LEVEL: process.env.DRILL_LOG_LEVEL ?? 'silent',
    // No web build: the drill only calls the API.
    WEB_DIST_DIR: path.join(tmpdir(), 'ridelane-drill-no-web'),
  })
  config.database = target
  const app = buildApp({ config })
  await app.ready()
  try {
    // First the booking left unpaid until its price lapsed, so the pass expires it alone.
    await newBooking(app, 'expired')
    await expireUnpaidBookings(app.db, { now: new Date(Date.now() + 24 * 60 * MINUTE) })
    await newBooking(app, 'pending_payment')
    await confirmed(app, 'confirmed')

    // Cancelled by the traveller on the ride page: the refund goes through the gateway.
    const cancelled = await confirmed(app, 'cancelled')
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v1/rides/${cancelled.booking_code}/cancel`,
      headers: bookingToken(cancelled.access_token),
      payload: {},
    })
    if (cancel.statusCode !== 200) throw new DrillFailure(`not cancelled: ${cancel.body}`)

    const { provider, driver, vehicle, operatorId } = await registry(app)
    const actor = { kind: 'operator', id: operatorId } as const
    for (const [status, steps] of Object.entries(rideSteps)) {
      const booking = await confirmed(app, status)
      for (const [to, minutes] of steps) {
        await app.db.transaction(async (tx) => {
          const row = await lockBooking(tx, booking.id)
          await applyTransition(
            tx,
            row!,
            {
              to,
              actor,
              input: { providerId: provider.id, driverId: driver.id, reason: 'Backup drill' },
              now: at(minutes),
              appBaseUrl: config.appBaseUrl,
            },
            to === 'assigned'
              ? {
                  providerId: provider.id,
                  driverId: driver.id,
                  assignedVehicleId: vehicle.id,
                  providerCommissionHundredths: provider.commissionHundredths,
                }
              : {},
          )
        })
      }
    }
    return await census(app)
  } finally {
    await app.close()
  }
}

/** Bookings per status, and a refusal unless every status has its rows. */
async function census(app: App): Promise<Record<string, number>> {
  type Census = {
    status: string
    bookings: number
    events: number
    payments: number
    refunds: number
  }
  const result = await app.db.execute(sql`
    select b.booking_status as status, count(*)::int as bookings,
           sum((select count(*) from booking_events e where e.booking_id = b.id))::int as events,
           sum((select count(*) from payments p where p.booking_id = b.id))::int as payments,
           sum((select count(*) from refunds r where r.booking_id = b.id))::int as refunds
      from bookings b group by b.booking_status`)
  // Both drivers answer { rows }; the shared Database type does not say so.
  const { rows } = result as unknown as { rows: Census[] }
  const byStatus = new Map(rows.map((row) => [row.status, row]))
  const missing = bookingStatuses.filter((status) => !byStatus.get(status)?.events)
  if (missing.length > 0) throw new DrillFailure(`no booking seeded as ${missing.join(', ')}`)
  const unpaid = bookingStatuses.filter(
    (status) => status !== 'pending_payment' && status !== 'expired',
  )
  const withoutPayment = unpaid.filter((status) => !byStatus.get(status)?.payments)
  if (withoutPayment.length > 0) {
    throw new DrillFailure(`no payment seeded for ${withoutPayment.join(', ')}`)
  }
  if (!byStatus.get('cancelled')?.refunds) throw new DrillFailure('no refund seeded')
  return Object.fromEntries(
    bookingStatuses.map((status) => [status, byStatus.get(status)!.bookings]),
  )
}

// ── Comparing ───────────────────────────────────────────────────────────────────────────────

function compare(
  say: Say,
  kind: string,
  original: DatabaseFingerprint,
  restored: DatabaseFingerprint,
) {
  const differences = fingerprintDifferences(original, restored)
  if (differences.length > 0) {
    throw new DrillFailure(
      `the ${kind} restore differs from its original:\n  ${differences.join('\n  ')}`,
    )
  }
  const tables = Object.values(original.tables)
  const rows = tables.reduce((sum, table) => sum + table.rows, 0)
  say(
    `  ${kind}: ${tables.length} tables (${rows} rows) and ` +
      `${Object.keys(original.sequences).length} sequences identical after the restore (${elapsed()})`,
  )
}

const describeSeed = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${status} ${count}`)
    .join(', ')

async function pgliteFingerprint(dataDir: string) {
  const client = await PGlite.create({ dataDir })
  try {
    return await fingerprint(async (statement) => (await client.query(statement)).rows as never)
  } finally {
    await client.close()
  }
}

async function postgresFingerprint(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fingerprint(async (statement) => (await client.query(statement)).rows)
  } finally {
    await client.end()
  }
}

/** The app opens the restored database and finds no migration left to run. */
async function startsOn(say: Say, target: DatabaseTarget) {
  const database = await openDatabase(target)
  try {
    await database.migrate(migrationsFolder)
    await database.ping()
  } finally {
    await database.close()
  }
  say(`  the app's migrations accept the restored database (${elapsed()})`)
}

// ── The drill ───────────────────────────────────────────────────────────────────────────────

const cleanUps: (() => Promise<unknown>)[] = []
async function cleanUp() {
  for (const step of cleanUps.splice(0).reverse()) {
    await step().catch((error: unknown) => print(`  clean-up: ${String(error)}`))
  }
}

async function embeddedDrill(say: Say, work: string) {
  say('embedded database (PGlite):')
  const dataDir = path.join(work, 'source', 'pglite')
  const counts = await seed({ driver: 'pglite', dataDir })
  say(`  seeded bookings: ${describeSeed(counts)} (${elapsed()})`)
  const file = path.join(work, 'ridelane-embedded.tar.gz')
  const { bytes } = await backUpEmbedded(dataDir, file)
  say(`  backed up to a ${(bytes / 1_048_576).toFixed(1)} MB tarball (${elapsed()})`)
  const restoredDir = path.join(work, 'restored', 'pglite')
  await restoreEmbedded(file, restoredDir)
  say(`  restored into a new data folder (${elapsed()})`)
  compare(say, 'embedded', await pgliteFingerprint(dataDir), await pgliteFingerprint(restoredDir))
  await startsOn(say, { driver: 'pglite', dataDir: restoredDir })
}

/** An empty database of its own on the server, dropped when the drill ends. */
async function freshDatabase(serverUrl: string) {
  const database = await createScratchDatabase(serverUrl, 'ridelane_drill')
  cleanUps.push(() => database.drop())
  return database
}

async function tool(command: string, args: string[]) {
  try {
    await run(command, args)
  } catch (error) {
    const { code, stderr } = error as { code?: string | number; stderr?: string }
    if (code === 'ENOENT') {
      throw new DrillFailure(`${command} is not installed (PostgreSQL's client tools are needed)`)
    }
    throw new DrillFailure(`${command} failed: ${stderr?.trim() || String(error)}`)
  }
}

async function postgresDrill(say: Say, serverUrl: string, work: string) {
  say('PostgreSQL:')
  const source = await freshDatabase(serverUrl)
  const counts = await seed({ driver: 'postgres', url: source.url, poolSize: 2 })
  say(`  seeded bookings in ${source.name}: ${describeSeed(counts)} (${elapsed()})`)
  const file = path.join(work, 'ridelane.dump')
  await tool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${source.url}`])
  say(`  pg_dump --format=custom done (${elapsed()})`)
  const restored = await freshDatabase(serverUrl)
  await tool('pg_restore', [
    '--exit-on-error',
    '--single-transaction',
    '--no-owner',
    `--dbname=${restored.url}`,
    file,
  ])
  say(`  pg_restore into ${restored.name} done (${elapsed()})`)
  compare(
    say,
    'PostgreSQL',
    await postgresFingerprint(source.url),
    await postgresFingerprint(restored.url),
  )
  await startsOn(say, { driver: 'postgres', url: restored.url, poolSize: 1 })
}

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'ridelane-drill-'))
  cleanUps.push(() => rm(work, { recursive: true, force: true }))
  // One after the other: PGlite runs in this process and keeps it busy while it works.
  await embeddedDrill(print, work)
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) await postgresDrill(print, serverUrl, work)
  else {
    print(
      'PostgreSQL: skipped, TEST_DATABASE_URL is not set ' +
        '(e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    )
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    print(`backup drill: ${signal}, cleaning up`)
    void cleanUp().finally(() => process.exit(130))
  })
}
try {
  await main()
  print(`backup drill: passed in ${elapsed()}`)
} catch (error) {
  process.exitCode = 1
  const message = error instanceof DrillFailure ? error.message : String((error as Error).stack)
  process.stderr.write(`backup drill FAILED: ${message}\n`)
} finally {
  await cleanUp()
}
