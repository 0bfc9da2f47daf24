import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { scheduledJobs } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  inMs,
  jobByKey,
  jobRow,
  makeDueNow,
  openTwoApps,
  pause,
  recordingHandler,
  schedule,
  type JobRun,
} from './jobs-test-kit'
import { cancelScheduledJob, scheduleJob } from './repository'
import { runDueJobs } from './run-due-jobs'

let apps: Awaited<ReturnType<typeof openTwoApps>>
const runs: JobRun[] = []
let key = 0
const newKey = () => `test-job:${++key}:${Date.now()}`

beforeAll(async () => {
  apps = await openTwoApps()
  // The features' own location_purge handler gives way to one that records each run.
  const replace = { replace: true }
  apps.app.jobs.handle('location_purge', recordingHandler(runs, 'app'), replace)
  if (apps.other !== apps.app)
    apps.other.jobs.handle('location_purge', recordingHandler(runs, 'other'), replace)
})
afterAll(() => apps?.close())
beforeEach(() => {
  runs.length = 0
})

const runsOf = (jobId: string) => runs.filter((run) => run.jobId === jobId)
/** Drains on both processes: the other one's loop may have taken the job first. */
const runEverywhere = () => Promise.all([apps.app.jobs.runDueNow(), apps.other.jobs.runDueNow()])

describe('scheduled jobs', () => {
  it('runs a job once at its time, not before', async () => {
    const { app } = apps
    const runAt = inMs(1500)
    const dedupeKey = newKey()
    await schedule(app, { kind: 'location_purge', runAt, dedupeKey })
    const { id } = await jobByKey(app, dedupeKey)

    await app.jobs.runDueNow()
    expect(runsOf(id)).toEqual([])

    // The loop (every 100 ms on both apps) takes it once it is due.
    await expect
      .poll(async () => (await jobRow(app, id)).status, { timeout: 10_000, interval: 50 })
      .toBe('done')
    await pause(400)
    expect(runsOf(id)).toHaveLength(1)
    expect(runsOf(id)[0]!.at).toBeGreaterThanOrEqual(runAt.getTime())
    expect(await jobRow(app, id)).toMatchObject({
      status: 'done',
      attempts: 1,
      leasedUntil: null,
      doneAt: expect.any(Date),
    })
  })

  it('runs each job once with two processes claiming at the same time', async () => {
    const { app, other } = apps
    const keys = Array.from({ length: 30 }, newKey)
    await app.db.transaction(async (tx) => {
      for (const dedupeKey of keys) {
        await scheduleJob(tx, {
          kind: 'location_purge',
          runAt: inMs(-1000),
          payload: { takesMs: 5 },
          dedupeKey,
        })
      }
    })
    await Promise.all([
      app.jobs.runDueNow(),
      other.jobs.runDueNow(),
      app.jobs.runDueNow(),
      other.jobs.runDueNow(),
    ])

    const ids = await Promise.all(
      keys.map(async (dedupeKey) => (await jobByKey(app, dedupeKey)).id),
    )
    await pause(300) // any second run would show by now
    expect(runs.map((run) => run.jobId).sort()).toEqual([...ids].sort())
    const rows = await Promise.all(ids.map((id) => jobRow(app, id)))
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true)
  })

  it('retries a failing job with backoff until it succeeds', async () => {
    const { app } = apps
    const dedupeKey = newKey()
    await schedule(app, {
      kind: 'location_purge',
      runAt: inMs(-10),
      payload: { failTimes: 2 },
      dedupeKey,
    })
    const { id } = await jobByKey(app, dedupeKey)

    await runEverywhere()
    const afterFirst = await jobRow(app, id)
    expect(afterFirst).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'failure number 1',
      leasedUntil: null,
    })
    // Not due again for a while: the loop leaves it alone.
    expect(afterFirst.runAt.getTime()).toBeGreaterThan(Date.now() + 10_000)

    await makeDueNow(app, id)
    await runEverywhere()
    expect(await jobRow(app, id)).toMatchObject({ attempts: 2, lastError: 'failure number 2' })

    await makeDueNow(app, id)
    await runEverywhere()
    expect(await jobRow(app, id)).toMatchObject({ status: 'done', attempts: 3 })
    expect(runsOf(id).map((run) => run.attempts)).toEqual([1, 2, 3])
    // None of these was the last try (six by default): a handler may leave a job to its retries.
    expect(runsOf(id).map((run) => run.lastAttempt)).toEqual([false, false, false])
  })

  it('gives up after the last attempt and keeps the error', async () => {
    const { app } = apps
    const [row] = await app.db
      .insert(scheduledJobs)
      .values({
        kind: 'location_purge',
        runAt: inMs(-10),
        payload: { failTimes: 99 },
        attempts: 5, // five failures already
        lastError: 'failure number 5',
      })
      .returning()
    await runEverywhere()
    expect(await jobRow(app, row!.id)).toMatchObject({
      status: 'failed',
      attempts: 6,
      lastError: 'failure number 6',
      doneAt: expect.any(Date),
    })
    // The handler was told this was its last try.
    expect(runsOf(row!.id)).toEqual([expect.objectContaining({ attempts: 6, lastAttempt: true })])
    await makeDueNow(app, row!.id)
    await runEverywhere()
    expect(runsOf(row!.id)).toHaveLength(1)
  })

  it('takes a job again once the lease of a process that died ends, not before', async () => {
    const { app } = apps
    // A process claimed these (attempt 1) and died; one lease has ended, the other has not.
    const [expired, held] = await app.db
      .insert(scheduledJobs)
      .values([
        {
          kind: 'location_purge' as const,
          runAt: inMs(-60_000),
          attempts: 1,
          leasedUntil: sql`now() - interval '1 second'`,
        },
        {
          kind: 'location_purge' as const,
          runAt: inMs(-60_000),
          attempts: 1,
          leasedUntil: sql`now() + interval '1 minute'`,
        },
      ])
      .returning()
    await runEverywhere()
    expect(await jobRow(app, expired!.id)).toMatchObject({ status: 'done', attempts: 2 })
    expect(runsOf(expired!.id)).toHaveLength(1)
    expect(await jobRow(app, held!.id)).toMatchObject({ status: 'pending', attempts: 1 })
    expect(runsOf(held!.id)).toEqual([])
  })

  it('schedules the same key once, and only when the transaction commits', async () => {
    const { app } = apps
    const dedupeKey = newKey()
    const job = { kind: 'location_purge' as const, runAt: inMs(60_000), dedupeKey }
    expect(await schedule(app, job)).toBe(true)
    expect(await schedule(app, { ...job, runAt: inMs(120_000) })).toBe(false)
    const rows = await app.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.dedupeKey, dedupeKey))
    expect(rows).toHaveLength(1)

    const rolledBack = newKey()
    await expect(
      app.db.transaction(async (tx) => {
        await scheduleJob(tx, { ...job, dedupeKey: rolledBack })
        throw new Error('the offer failed')
      }),
    ).rejects.toThrow('the offer failed')
    const none = await app.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.dedupeKey, rolledBack))
    expect(none).toEqual([])
  })

  it('never runs a cancelled job, and cancelling leaves finished jobs alone', async () => {
    const { app } = apps
    const cancelled = newKey()
    await schedule(app, { kind: 'location_purge', runAt: inMs(1000), dedupeKey: cancelled })
    const cancelledId = (await jobByKey(app, cancelled)).id
    await app.db.transaction((tx) => cancelScheduledJob(tx, cancelled))
    const done = newKey()
    await schedule(app, { kind: 'location_purge', runAt: inMs(-10), dedupeKey: done })
    await runEverywhere()
    await app.db.transaction((tx) => cancelScheduledJob(tx, done))

    await pause(1300) // past its time: the loops would have run it
    const [row] = await app.db.select().from(scheduledJobs).where(eq(scheduledJobs.id, cancelledId))
    expect(row).toMatchObject({ status: 'cancelled', attempts: 0, doneAt: expect.any(Date) })
    expect(runsOf(cancelledId)).toEqual([])
    expect(await jobByKey(app, done)).toMatchObject({ status: 'done' })
    // A finished job keeps its key; a cancelled one gives it up, so the work can be planned
    // again (a pickup moved away and back), once.
    expect(await schedule(app, { kind: 'location_purge', runAt: inMs(-10), dedupeKey: done })).toBe(
      false,
    )
    const again = { kind: 'location_purge' as const, runAt: inMs(60_000), dedupeKey: cancelled }
    expect(await schedule(app, again)).toBe(true)
    expect(await schedule(app, again)).toBe(false)
    expect((await jobByKey(app, cancelled)).id).not.toBe(cancelledId)
  })

  it('refuses a second handler for one kind', () => {
    const handler = recordingHandler(runs, 'again')
    expect(() => apps.app.jobs.handle('location_purge', handler)).toThrow(/registered twice/)
  })
})

describe('one pass, by hand', () => {
  // Every kind has a feature's handler, so these run passes by hand on an app whose own loop
  // does not come round during the test.
  let quiet: App
  beforeAll(async () => {
    quiet = await createTestApp({ config: { jobsIntervalMs: 600_000 } })
  })
  afterAll(() => quiet?.close())

  it('leaves kinds it has no handler for to a process that has one', async () => {
    const dedupeKey = newKey()
    await schedule(quiet, { kind: 'rating_request', runAt: inMs(-10), dedupeKey })
    const purgeOnly = new Map([['location_purge' as const, recordingHandler(runs, 'purge')]])
    expect(await runDueJobs({ db: quiet.db, log: quiet.log, handlers: purgeOnly })).toBe(0)
    expect(await jobByKey(quiet, dedupeKey)).toMatchObject({ status: 'pending', attempts: 0 })
    const withIt = new Map([['rating_request' as const, recordingHandler(runs, 'rating')]])
    expect(await runDueJobs({ db: quiet.db, log: quiet.log, handlers: withIt })).toBe(1)
    expect(await jobByKey(quiet, dedupeKey)).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('gives back the jobs of a batch that ran past half its lease, unstarted', async () => {
    const app = quiet
    // Run here by hand with a one-second lease.
    const keys = [newKey(), newKey(), newKey()]
    for (const dedupeKey of keys) {
      await schedule(app, { kind: 'assignment_reminder', runAt: inMs(-10), dedupeKey })
    }
    const slow = recordingHandler(runs, 'slow')
    const handlers = new Map([
      [
        'assignment_reminder' as const,
        async (context: Parameters<typeof slow>[0]) => {
          await slow(context)
          await pause(700)
        },
      ],
    ])
    expect(await runDueJobs({ db: app.db, log: app.log, handlers, leaseSeconds: 1 })).toBe(3)

    const rows = await Promise.all(keys.map((dedupeKey) => jobByKey(app, dedupeKey)))
    expect(runs).toHaveLength(1)
    const ran = rows.find((row) => row.id === runs[0]!.jobId)!
    expect(ran).toMatchObject({ status: 'done', attempts: 1 })
    for (const row of rows.filter((other) => other !== ran)) {
      expect(row).toMatchObject({ status: 'pending', attempts: 0, leasedUntil: null })
    }
  })
})

describe('closing the app', () => {
  it('finishes the running job before the database closes', async () => {
    const app = await createTestApp({ config: { jobsIntervalMs: 60_000 } })
    let finished = false
    const slowHandler = async () => {
      await pause(300)
      finished = true
    }
    app.jobs.handle('offer_expiry', slowHandler, { replace: true })
    await schedule(app, { kind: 'offer_expiry', runAt: inMs(-10) })
    const running = app.jobs.runDueNow()
    await pause(50)
    await app.close()
    expect(finished).toBe(true)
    await running
  })
})
