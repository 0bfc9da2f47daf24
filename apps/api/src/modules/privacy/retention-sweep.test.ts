import { randomUUID } from 'node:crypto'
import { ANONYMISED_TEXT, systemAuditOperator } from '@ridelane/domain'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookings, driverLocations, scheduledJobs } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { detail, opsCall, setBooking } from '../bookings/ops-booking-test-kit'
import { PICKUP_AT } from '../bookings/test-fixtures'
import { scheduleJob } from '../jobs'
import { bearer, signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import {
  everyRow,
  markedBooking,
  markedTraveller,
  numberMarkers,
  textMarkers,
  whereFound,
  type MarkedBooking,
  type MarkedTraveller,
} from './privacy-test-kit'
import { nextSweepAt, retentionSweepHandler, scheduleRetentionSweep } from './retention-sweep'

// The daily retention sweep (docs/privacy.md#retention): finished bookings past the records'
// years are anonymised, the rest left alone, leftover driver positions deleted, and the counts
// audited. Bookings are made now with the fixtures' pickup in January 2030, so a sweep on a clock
// set six years and a day later finds them past the period.

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>

beforeAll(async () => {
  useStepClock()
  app = await createTestApp({ config: { jobsIntervalMs: 600_000 } })
  admin = await signedInAdmin(app)
  vi.useRealTimers()
})
afterAll(() => app.close())

const DAY = 86_400_000
const pickup = new Date(PICKUP_AT)
/** Six years and a day after the fixtures' pickup: their bookings are past the period. */
const sixYearsOn = new Date('2036-01-16T12:00:00Z')
const clockAt = (at: Date): Clock => ({ now: () => at })

/** Runs the job's handler as the worker would, on a clock that reads `at`. */
function sweepAt(at: Date, limits?: Parameters<typeof retentionSweepHandler>[1]) {
  return retentionSweepHandler(
    clockAt(at),
    limits,
  )({
    db: app.db,
    log: app.log,
    job: {
      id: randomUUID(),
      kind: 'retention_sweep',
      payload: {},
      attempts: 1,
      lastAttempt: false,
    },
  })
}

const pendingSweeps = () =>
  app.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, 'retention_sweep'), eq(scheduledJobs.status, 'pending')))

async function sweepAudit() {
  const response = await app.inject({
    url: '/api/v1/ops/audit?target_kind=retention',
    headers: bearer(admin.token),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.entries as Array<{
    operator: { id: string; email: string }
    action: string
    target_id: string
    after: Record<string, unknown>
  }>
}

const stored = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!

/** A booking of this traveller, moved to `status` as its ride would have left it. */
async function finished(who: MarkedTraveller, status: 'completed' | 'no_show' = 'completed') {
  const booking = await markedBooking(app, who)
  await setBooking(app, booking.id, { bookingStatus: status })
  return booking
}

describe('the retention sweep', () => {
  it('is scheduled for the coming night when the app starts, once however many ask', async () => {
    const [job, ...more] = await pendingSweeps()
    expect(more).toEqual([])
    expect(job!.runAt.getUTCHours()).toBe(3)
    expect(job!.runAt.getTime() - Date.now()).toBeLessThanOrEqual(DAY)
    expect(job!.dedupeKey).toBe(`retention-sweep:${job!.runAt.toISOString().slice(0, 10)}`)
    expect(await scheduleRetentionSweep(app.db, new Date())).toBe(false)
  })

  it('times each sweep for 03:00 UTC, today’s when still ahead', () => {
    expect(nextSweepAt(new Date('2030-03-01T02:59:59Z')).toISOString()).toBe(
      '2030-03-01T03:00:00.000Z',
    )
    expect(nextSweepAt(new Date('2030-03-01T03:00:00Z')).toISOString()).toBe(
      '2030-03-02T03:00:00.000Z',
    )
    expect(nextSweepAt(new Date('2028-02-28T23:00:00Z')).toISOString()).toBe(
      '2028-02-29T03:00:00.000Z',
    )
  })

  it('anonymises the finished bookings past the period, and leaves every other', async () => {
    const [completedWho, cancelledWho, confirmedWho, recentWho, purgedWho] = [
      markedTraveller(),
      markedTraveller(),
      markedTraveller(),
      markedTraveller(),
      markedTraveller(),
    ] as const
    const completed = await finished(completedWho)
    // Cancelled by an operator, through the console.
    const cancelled = await markedBooking(app, cancelledWho)
    const cancel = await opsCall(app, admin.token, 'POST', `/${cancelled.id}/cancel`, {
      expected_version: (await detail(app, admin.token, cancelled.id)).version,
      reason: `${cancelledWho.name} changed plans`,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    // Just as old, but never finished: nothing to anonymise yet.
    const confirmed = await markedBooking(app, confirmedWho)
    // Finished, but ridden a year later: within the period.
    const recent = await finished(recentWho)
    await setBooking(app, recent.id, { pickupTime: new Date(pickup.getTime() + 365 * DAY) })
    // Finished six weeks before the sweep, with the driver's positions still there, as if its
    // location_purge job had been lost; and a ride under way keeps its own.
    const purged = await finished(purgedWho)
    await setBooking(app, purged.id, { pickupTime: new Date(sixYearsOn.getTime() - 42 * DAY) })
    for (const id of [purged.id, confirmed.id]) {
      await app.db.insert(driverLocations).values([
        {
          bookingId: id,
          lat: 40.7,
          lng: -73.9,
          recordedAt: new Date(sixYearsOn.getTime() - 42 * DAY),
        },
        {
          bookingId: id,
          lat: 40.71,
          lng: -73.9,
          recordedAt: new Date(sixYearsOn.getTime() - 42 * DAY),
        },
      ])
    }

    await sweepAt(sixYearsOn)

    const gone = [completedWho, cancelledWho]
    expect(
      await whereFound(
        app,
        gone.flatMap((who) => textMarkers(who)),
        gone.flatMap(numberMarkers),
      ),
    ).toEqual([])
    expect((await stored(completed.id)).anonymisedAt).toEqual(sixYearsOn)
    expect(await stored(cancelled.id)).toMatchObject({
      name: ANONYMISED_TEXT,
      bookingStatus: 'cancelled',
      anonymisedAt: sixYearsOn,
    })
    for (const [who, booking] of [
      [confirmedWho, confirmed],
      [recentWho, recent],
      [purgedWho, purged],
    ] as const) {
      expect(await stored(booking.id)).toMatchObject({ email: who.email, anonymisedAt: null })
    }
    const positions = async (id: string) =>
      app.db.select().from(driverLocations).where(eq(driverLocations.bookingId, id))
    expect(await positions(purged.id)).toEqual([])
    expect(await positions(confirmed.id)).toHaveLength(2)

    const [entry, ...older] = await sweepAudit()
    expect(older).toEqual([])
    expect(entry).toMatchObject({
      operator: systemAuditOperator,
      action: 'retention.sweep',
      target_id: '2030-01-16T12:00:00.000Z',
      after: {
        cutoff: '2030-01-16T12:00:00.000Z',
        bookings_anonymised: 2,
        driver_positions_deleted: 2,
        rows_anonymised: expect.objectContaining({ bookings: 2, quotes: 2 }),
      },
    })
    // The next night's sweep is waiting, by the clock the sweep ran on.
    expect((await pendingSweeps()).map((job) => job.dedupeKey)).toContain(
      'retention-sweep:2036-01-17',
    )
  })

  it('changes nothing and audits nothing when run again', async () => {
    const before = await everyRow(app)
    await sweepAt(sixYearsOn)
    expect(await everyRow(app)).toEqual(before)
    expect(await sweepAudit()).toHaveLength(1)
  })

  it('leaves the rest to a follow-up job, from where it stopped, past its batches', async () => {
    const travellers = [markedTraveller(), markedTraveller(), markedTraveller()]
    const made: MarkedBooking[] = []
    for (const who of travellers) made.push(await finished(who, 'no_show'))
    await sweepAt(sixYearsOn, { batchSize: 1, batches: 2 })
    const anonymised = async () => {
      const ids = made.map((booking) => booking.id)
      const rows = await app.db.select().from(bookings).where(inArray(bookings.id, ids))
      return rows.filter((row) => row.anonymisedAt !== null).length
    }
    expect(await anonymised()).toBe(2)
    const [followUp] = (await pendingSweeps()).filter((job) =>
      job.dedupeKey?.startsWith('retention-sweep:after:'),
    )
    expect(followUp).toMatchObject({ runAt: sixYearsOn, payload: { from: expect.any(Object) } })
    // The follow-up, as the worker would run it.
    await retentionSweepHandler(clockAt(sixYearsOn), { batchSize: 1, batches: 2 })({
      db: app.db,
      log: app.log,
      job: {
        id: followUp!.id,
        kind: 'retention_sweep',
        payload: followUp!.payload,
        attempts: 1,
        lastAttempt: false,
      },
    })
    expect(await anonymised()).toBe(3)
    expect((await sweepAudit()).map((entry) => entry.after.bookings_anonymised)).toEqual([1, 2, 2])
  })

  it('is run by the job worker on the app’s clock', async () => {
    const who = markedTraveller()
    const booking = await finished(who)
    // Seven years ago, as the database's clock sees it: the ride and its timeline.
    await setBooking(app, booking.id, { pickupTime: new Date(Date.now() - 7 * 366 * DAY) })
    await app.db.execute(
      sql`update booking_events set at = at - interval '7 years' where booking_id = ${booking.id}`,
    )
    await scheduleJob(app.db, {
      kind: 'retention_sweep',
      runAt: new Date(Date.now() - 1000),
      dedupeKey: `retention-test:${booking.id}`,
    })
    await app.jobs.runDueNow()
    expect(await whereFound(app, textMarkers(who), numberMarkers(who))).toEqual([])
    const [job] = await app.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.dedupeKey, `retention-test:${booking.id}`))
    expect(job!.status).toBe('done')
  })
})
