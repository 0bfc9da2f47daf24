import { randomUUID } from 'node:crypto'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  bookingStatuses,
  partnerStatuses,
  paymentRecordStatuses,
  paymentStatuses,
  refundRecordStatuses,
} from '@ridelane/domain'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../src/app-paths'
import { openDatabase, type Database, type DatabaseConnection } from '../../src/db/client'
import { bookingEvents, bookings, partners, payments, quotes, refunds } from '../../src/db/schema'
import { createScratchDatabase } from '../support/scratch-database'

// drizzle/0019_status_checks.sql: the status columns accept only packages/domain's values. A
// database that already holds every one of them must take the migration, and refuse any other
// value afterwards.

const BEFORE_CHECKS = '0018_geocoded_places'

/** A copy of the migrations folder that ends at `lastTag`, so a database can stop there. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ridelane-migrations-'))
  await cp(migrationsFolder, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[]
  }
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag)
  if (last < 0) throw new Error(`No migration ${lastTag}`)
  journal.entries = journal.entries.slice(0, last + 1)
  await writeFile(journalFile, JSON.stringify(journal))
  return folder
}

/** An empty database (not the run's migrated template): PGlite in memory, or a new PostgreSQL one. */
async function emptyDatabase(): Promise<{ connection: DatabaseConnection; drop(): Promise<void> }> {
  if (process.env.API_TEST_DB !== 'postgres') {
    const connection = await openDatabase({ driver: 'pglite' })
    return { connection, drop: () => connection.close() }
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL')
  const scratch = await createScratchDatabase(serverUrl, 'ridelane_test')
  const connection = await openDatabase({ driver: 'postgres', url: scratch.url, poolSize: 1 })
  return {
    connection,
    drop: async () => {
      await connection.close()
      await scratch.drop()
    },
  }
}

async function insertQuote(db: Database) {
  const [quote] = await db
    .insert(quotes)
    .values({
      rideType: 'one-way',
      request: {},
      pickupAt: new Date('2030-01-01T10:00:00Z'),
      timezone: 'UTC',
      vehicles: [],
      meetGreetMode: 'not_allowed',
      meetGreetChargeCents: 0,
      childSeatMode: 'not_allowed',
      childSeatChargeCents: 0,
      expiresAt: new Date('2030-01-01T10:00:00Z'),
    })
    .returning({ id: quotes.id })
  return quote!.id
}

async function bookingRow(db: Database): Promise<typeof bookings.$inferInsert> {
  return {
    bookingCode: `RL-${randomUUID().slice(0, 8)}`,
    accessTokenHash: randomUUID(),
    quoteId: await insertQuote(db),
    name: 'Asha Rao',
    phoneNumber: '+919876543210',
    email: 'asha@example.com',
    rideType: 'one-way',
    pickupLocation: 'JFK Airport',
    pickupLat: 40.64,
    pickupLng: -73.78,
    pickupTime: new Date('2030-01-01T10:00:00Z'),
    timezone: 'UTC',
    passengers: 2,
    vehicleId: 'sedan',
    vehicleName: 'Sedan',
    baseFareCents: 10_000,
    totalCents: 10_000,
  }
}

/**
 * A booking written as the schema stood at 0018: in plain SQL naming only the columns it had,
 * since the table's Drizzle definition grows with later migrations.
 */
async function insertOldBooking(db: Database, bookingStatus: string, paymentStatus: string) {
  const row = await bookingRow(db)
  const result = await db.execute(sql`
    insert into bookings (booking_code, access_token_hash, quote_id, name, phone_number, email,
      ride_type, pickup_location, pickup_lat, pickup_lng, pickup_time, timezone, passengers,
      vehicle_id, vehicle_name, base_fare_cents, total_cents, booking_status, payment_status)
    values (${row.bookingCode}, ${row.accessTokenHash}, ${row.quoteId}, ${row.name},
      ${row.phoneNumber}, ${row.email}, ${row.rideType}, ${row.pickupLocation}, ${row.pickupLat},
      ${row.pickupLng}, ${row.pickupTime!.toISOString()}, ${row.timezone}, ${row.passengers},
      ${row.vehicleId}, ${row.vehicleName}, ${row.baseFareCents}, ${row.totalCents},
      ${bookingStatus}, ${paymentStatus})
    returning id`)
  return (result as unknown as { rows: Array<{ id: string }> }).rows[0]!.id
}

const paymentRow = (bookingId: string): typeof payments.$inferInsert => ({
  bookingId,
  gateway: 'sandbox',
  gatewayReference: `pay_${randomUUID()}`,
  amountCents: 10_000,
  currency: 'USD',
  status: 'pending',
  idempotencyKey: randomUUID(),
})

/** A payment written as the schema stood at 0018, in plain SQL as insertOldBooking. */
async function insertOldPayment(db: Database, bookingId: string, status: string) {
  const row = paymentRow(bookingId)
  const result = await db.execute(sql`
    insert into payments (booking_id, gateway, gateway_reference, amount_cents, currency, status,
      idempotency_key)
    values (${row.bookingId}, ${row.gateway}, ${row.gatewayReference}, ${row.amountCents},
      ${row.currency}, ${status}, ${row.idempotencyKey})
    returning id`)
  return (result as unknown as { rows: Array<{ id: string }> }).rows[0]!.id
}

const refundRow = (bookingId: string, paymentId: string): typeof refunds.$inferInsert => ({
  bookingId,
  paymentId,
  amountCents: 1_000,
  currency: 'USD',
  reason: `reason ${randomUUID()}`,
  status: 'pending',
  actorKind: 'operator',
})

const partnerRow = (): typeof partners.$inferInsert => ({
  email: `${randomUUID()}@example.com`,
  passwordHash: 'not a real hash',
})

/** The partner statuses 0019 knew: 0032 added `closed` (decision 046), checked further down. */
const partnerStatusesAt0019 = partnerStatuses.filter((status) => status !== 'closed')

/** Writes a row holding each value of each status column that 0019 checks. */
async function insertEveryStatus(db: Database) {
  // In plain SQL as insertOldBooking: the partners table also grew after 0018.
  for (const status of partnerStatusesAt0019) {
    const row = partnerRow()
    await db.execute(sql`
      insert into partners (email, password_hash, status)
      values (${row.email}, ${row.passwordHash}, ${status})`)
  }

  const bookingIds: string[] = []
  // Ten booking statuses and four payment statuses: every booking status once, and every
  // payment status at least twice.
  for (const [i, bookingStatus] of bookingStatuses.entries()) {
    const paymentStatus = paymentStatuses[i % paymentStatuses.length]!
    bookingIds.push(await insertOldBooking(db, bookingStatus, paymentStatus))
  }
  const bookingId = bookingIds[0]!

  await db.insert(bookingEvents).values([
    { bookingId, actorKind: 'system', fromStatus: null, toStatus: 'pending_payment' },
    ...bookingStatuses.map((status) => ({
      bookingId,
      actorKind: 'system' as const,
      fromStatus: status,
      toStatus: status,
    })),
  ])

  const paymentIds: string[] = []
  for (const status of paymentRecordStatuses)
    paymentIds.push(await insertOldPayment(db, bookingId, status))
  for (const status of refundRecordStatuses) {
    await db.insert(refunds).values({ ...refundRow(bookingId, paymentIds[0]!), status })
  }
  return { bookingId, paymentId: paymentIds[0]! }
}

/** The database's own reason for refusing a statement (Drizzle wraps the driver's error). */
async function refusal(statement: Promise<unknown>) {
  const error: unknown = await statement.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  const cause = (error as { cause?: { code?: string; constraint?: string } } | undefined)?.cause
  return { code: cause?.code, constraint: cause?.constraint }
}

/** A value no status column knows, sent as a parameter so the typed columns take it. */
const unknown = () => sql`${'lost'}`

describe('the status CHECK constraints (0019)', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>
  let db: Database
  let partialFolder: string
  let before: Record<string, number>
  let kept: { bookingId: string; paymentId: string }

  const rowCounts = async () => ({
    partners: (await db.select({ n: count() }).from(partners))[0]!.n,
    bookings: (await db.select({ n: count() }).from(bookings))[0]!.n,
    bookingEvents: (await db.select({ n: count() }).from(bookingEvents))[0]!.n,
    payments: (await db.select({ n: count() }).from(payments))[0]!.n,
    refunds: (await db.select({ n: count() }).from(refunds))[0]!.n,
  })

  // An empty database runs every migration from the start: seconds on PGlite, more on a busy machine.
  beforeAll(async () => {
    partialFolder = await migrationsUpTo(BEFORE_CHECKS)
    database = await emptyDatabase()
    db = database.connection.db
    await database.connection.migrate(partialFolder)
    kept = await insertEveryStatus(db)
    before = await rowCounts()
  }, 120_000)
  afterAll(async () => {
    await database?.drop()
    if (partialFolder) await rm(partialFolder, { recursive: true, force: true })
  })

  it('are not there before 0019, so the rows above test the migration', async () => {
    const accepted = await db
      .update(payments)
      .set({ status: unknown() })
      .where(eq(payments.id, kept.paymentId))
      .returning({ id: payments.id })
    expect(accepted).toHaveLength(1)
    await db.update(payments).set({ status: 'pending' }).where(eq(payments.id, kept.paymentId))
  })

  it('apply to a database holding every status the domain knows, keeping its rows', async () => {
    await database.connection.migrate(migrationsFolder)
    const applied = await db
      .select({ n: count() })
      .from(sql`drizzle.__drizzle_migrations`)
      .then((rows) => rows[0]!.n)
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] }
    expect(applied).toBe(journal.entries.length)
    expect(await rowCounts()).toEqual(before)
    // 0032: an account its own admin closed (decision 046) is a status of its own.
    const [one] = await db.select().from(partners).limit(1)
    const closed = await db
      .update(partners)
      .set({ status: 'closed' })
      .where(eq(partners.id, one!.id))
      .returning({ status: partners.status })
    expect(closed).toEqual([{ status: 'closed' }])
    await db.update(partners).set({ status: one!.status }).where(eq(partners.id, one!.id))
  })

  it('then refuse an unknown status in an update of each column', async () => {
    const updates = {
      partners_status_check: db.update(partners).set({ status: unknown() }),
      bookings_booking_status_check: db.update(bookings).set({ bookingStatus: unknown() }),
      bookings_payment_status_check: db.update(bookings).set({ paymentStatus: unknown() }),
      booking_events_from_status_check: db.update(bookingEvents).set({ fromStatus: unknown() }),
      booking_events_to_status_check: db.update(bookingEvents).set({ toStatus: unknown() }),
      payments_status_check: db.update(payments).set({ status: unknown() }),
      refunds_status_check: db.update(refunds).set({ status: unknown() }),
    }
    for (const [constraint, update] of Object.entries(updates)) {
      expect(await refusal(update), constraint).toEqual({ code: '23514', constraint })
    }
  })

  it('then refuse an unknown status in a new row of each table', async () => {
    const { bookingId, paymentId } = kept
    const inserts = {
      partners_status_check: db.insert(partners).values({ ...partnerRow(), status: unknown() }),
      bookings_booking_status_check: db
        .insert(bookings)
        .values({ ...(await bookingRow(db)), bookingStatus: unknown() }),
      bookings_payment_status_check: db
        .insert(bookings)
        .values({ ...(await bookingRow(db)), paymentStatus: unknown() }),
      booking_events_from_status_check: db
        .insert(bookingEvents)
        .values({ bookingId, actorKind: 'system', fromStatus: unknown(), toStatus: 'confirmed' }),
      payments_status_check: db
        .insert(payments)
        .values({ ...paymentRow(bookingId), status: unknown() }),
      refunds_status_check: db
        .insert(refunds)
        .values({ ...refundRow(bookingId, paymentId), status: unknown() }),
    }
    for (const [constraint, insert] of Object.entries(inserts)) {
      expect(await refusal(insert), constraint).toEqual({ code: '23514', constraint })
    }
    expect(await rowCounts()).toEqual(before)
  })
})
