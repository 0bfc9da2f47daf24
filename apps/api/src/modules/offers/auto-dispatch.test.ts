import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { DEFAULT_DISPATCH_RULES, type DispatchRules } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookings, mailOutbox, scheduledJobs } from '../../db/schema'
import { confirmedBooking, detail, fleet, setBooking } from '../bookings/ops-booking-test-kit'
import { PICKUP_AT } from '../bookings/test-fixtures'
import { saveDispatchRules } from '../catalogue/dispatch-rules-repository'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { runDispatchStep } from './auto-dispatch'
import {
  eventsOf,
  offersOf,
  providerCall,
  providerWithUser,
  type TestProvider,
} from './offers-test-kit'

// Automatic dispatch (docs/decisions/035-automatic-dispatch.md): a confirmed ride of an area
// whose rules are on goes to providers one by one, then to all at once, then to the operators.

const APP_URL = 'https://ridelane.test'
let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>
let first: TestProvider
let second: TestProvider
let third: TestProvider

async function rules(changes: Partial<DispatchRules> = {}) {
  await saveDispatchRules(
    app.db,
    'new-york',
    { ...DEFAULT_DISPATCH_RULES, preferred_provider_ids: [], enabled: true, ...changes },
    admin.id,
  )
}

beforeAll(async () => {
  useStepClock()
  // The steps run when a test says so, not on the worker's own beat.
  app = await createTestApp({ env: { JOBS_INTERVAL_MS: '600000' } })
  admin = await signedInAdmin(app)
  vi.useRealTimers()
  first = await providerWithUser(app, admin.token)
  second = await providerWithUser(app, admin.token)
  third = await providerWithUser(app, admin.token)
  await rules({ preferred_provider_ids: [first.id, second.id, third.id], offer_minutes: 10 })
})
afterAll(() => app.close())

const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000)
const stepJobs = (bookingId: string) =>
  app.db
    .select()
    .from(scheduledJobs)
    .where(
      and(
        eq(scheduledJobs.kind, 'dispatch_step'),
        sql`${scheduledJobs.payload}->>'booking_id' = ${bookingId}`,
      ),
    )
const openOffersTo = async (bookingId: string) =>
  (await offersOf(app, bookingId))
    .filter((offer) => offer.status === 'open')
    .map((offer) => offer.providerId)
    .sort()
const changes = async (bookingId: string) =>
  (await eventsOf(app, bookingId)).map((event) => event.details.change).filter(Boolean)

describe('automatic dispatch', () => {
  it('schedules the first step when a ride of the area is confirmed', async () => {
    const ride = await confirmedBooking(app)
    const jobs = await stepJobs(ride.id)
    expect(jobs).toHaveLength(1)
    expect(jobs[0]!.runAt.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('asks the preferred providers one by one, skips a decline, then all, then the operators', async () => {
    const ride = await confirmedBooking(app)
    const start = new Date()
    expect(await runDispatchStep(app.db, ride.id, APP_URL, start)).toBe('offered')
    expect(await openOffersTo(ride.id)).toEqual([first.id])
    // Run twice (two processes, a retry): the open offer is waited for, not sent again.
    expect(await runDispatchStep(app.db, ride.id, APP_URL, start)).toBe('waiting')
    expect(await offersOf(app, ride.id)).toHaveLength(1)

    // The first declines in its portal: the next step is due at once and asks the second.
    const declined = await providerCall(app, first.token, 'POST', `/jobs/${ride.id}/decline`)
    expect(declined.statusCode, declined.body).toBe(200)
    const due = (await stepJobs(ride.id)).filter((job) => job.status === 'pending')
    expect(due.some((job) => job.runAt.getTime() <= Date.now())).toBe(true)
    expect(await runDispatchStep(app.db, ride.id, APP_URL, minutes(start, 1))).toBe('offered')
    expect(await openOffersTo(ride.id)).toEqual([second.id])

    // The second lets it lapse: the third is asked when its ten minutes are up.
    expect(await runDispatchStep(app.db, ride.id, APP_URL, minutes(start, 12))).toBe('offered')
    expect(await openOffersTo(ride.id)).toEqual([third.id])
    // Then everyone who did not decline, at once.
    expect(await runDispatchStep(app.db, ride.id, APP_URL, minutes(start, 23))).toBe('broadcast')
    expect(await openOffersTo(ride.id)).toEqual([second.id, third.id].sort())
    // Nobody takes it: the operators are called in, once.
    expect(await runDispatchStep(app.db, ride.id, APP_URL, minutes(start, 34))).toBe('escalated')
    expect(await runDispatchStep(app.db, ride.id, APP_URL, minutes(start, 35))).toBe('idle')

    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, ride.id))
    expect(row!.dispatchEscalatedAt).not.toBeNull()
    expect(row!.bookingStatus).toBe('confirmed')
    expect(await changes(ride.id)).toEqual([
      'offered',
      'offer_declined',
      'offered',
      'offer_expired',
      'offered',
      'offer_expired',
      'offered',
      'offer_expired',
      'dispatch_escalated',
    ])
    const automatic = (await eventsOf(app, ride.id)).filter((e) => e.details.change === 'offered')
    expect(automatic.every((e) => e.actorKind === 'system' && e.details.automatic === 'true')).toBe(
      true,
    )
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, admin.email))
    const mail = mails.find((m) => m.subject === `Ride ${row!.bookingCode} needs a provider`)
    expect(mail?.textBody).toContain(`${APP_URL}/ops/bookings/${ride.id}`)
  })

  it('stops once a provider accepts', async () => {
    const ride = await confirmedBooking(app)
    const start = new Date()
    await runDispatchStep(app.db, ride.id, APP_URL, start)
    const accepted = await providerCall(app, first.token, 'POST', `/jobs/${ride.id}/accept`)
    expect(accepted.statusCode, accepted.body).toBe(200)
    // Taken without a driver, it only waits for the escalation time: no offer goes out again.
    expect(await runDispatchStep(app.db, ride.id, APP_URL, minutes(start, 11))).toBe('waiting')
    expect(await offersOf(app, ride.id)).toHaveLength(1)
  })

  it('broadcasts once even when everyone left is one provider, then calls in the operators', async () => {
    await rules({ preferred_provider_ids: [first.id, second.id, third.id], one_by_one_offers: 2 })
    try {
      const ride = await confirmedBooking(app)
      const start = new Date()
      expect(await runDispatchStep(app.db, ride.id, APP_URL, start)).toBe('offered')
      expect(
        (await providerCall(app, first.token, 'POST', `/jobs/${ride.id}/decline`)).statusCode,
      ).toBe(200)
      expect(await runDispatchStep(app.db, ride.id, APP_URL, minutes(start, 1))).toBe('offered')
      expect(
        (await providerCall(app, second.token, 'POST', `/jobs/${ride.id}/decline`)).statusCode,
      ).toBe(200)
      // Everyone who has not declined, at once: the third alone.
      expect(await runDispatchStep(app.db, ride.id, APP_URL, minutes(start, 2))).toBe('broadcast')
      expect(await openOffersTo(ride.id)).toEqual([third.id])
      // It lapses: nobody is left, so the operators, not the same offer again.
      expect(await runDispatchStep(app.db, ride.id, APP_URL, minutes(start, 13))).toBe('escalated')
      expect(await offersOf(app, ride.id)).toHaveLength(3)
    } finally {
      await rules({ preferred_provider_ids: [first.id, second.id, third.id] })
    }
  })

  it('is run by the job worker: a lapsed offer goes to the next provider within one pass', async () => {
    const ride = await confirmedBooking(app)
    await app.jobs.runDueNow()
    expect(await openOffersTo(ride.id)).toEqual([first.id])
    // Ten minutes later, as the database's clock sees it.
    await app.db.execute(
      sql`update ride_offers set expires_at = now() - interval '1 second' where booking_id = ${ride.id}`,
    )
    await app.db.execute(
      sql`update scheduled_jobs set run_at = now() - interval '1 second' where status = 'pending' and payload->>'booking_id' = ${ride.id}`,
    )
    await app.jobs.runDueNow()
    expect(await openOffersTo(ride.id)).toEqual([second.id])
  })

  it('escalates at the area’s time before pickup even with an offer open', async () => {
    const ride = await confirmedBooking(app)
    await runDispatchStep(app.db, ride.id, APP_URL, new Date())
    const late = new Date(Date.parse(PICKUP_AT) - 60 * 60_000)
    expect(await runDispatchStep(app.db, ride.id, APP_URL, late)).toBe('escalated')
  })

  it('calls in the operators when the provider that took it has no driver by the escalation time', async () => {
    const ride = await confirmedBooking(app)
    expect(await runDispatchStep(app.db, ride.id, APP_URL, new Date())).toBe('offered')
    const taken = await providerCall(app, first.token, 'POST', `/jobs/${ride.id}/accept`)
    expect(taken.statusCode, taken.body).toBe(200)
    // Taken without a driver: a step waits at the escalation time.
    const escalateAt = new Date(
      Date.parse(PICKUP_AT) - DEFAULT_DISPATCH_RULES.escalate_minutes_before_pickup * 60_000,
    )
    const pending = (await stepJobs(ride.id)).filter((job) => job.status === 'pending')
    expect(pending.map((job) => job.runAt.toISOString())).toContain(escalateAt.toISOString())
    expect(await runDispatchStep(app.db, ride.id, APP_URL, new Date())).toBe('waiting')
    expect(await runDispatchStep(app.db, ride.id, APP_URL, escalateAt)).toBe('escalated')
    expect(await runDispatchStep(app.db, ride.id, APP_URL, minutes(escalateAt, 1))).toBe('idle')

    const escalation = (await eventsOf(app, ride.id)).find(
      (event) => event.details.change === 'dispatch_escalated',
    )
    expect(escalation?.details.for).toBe('no_driver')
    const board = await app.inject({
      method: 'GET',
      url: `/api/v1/ops/bookings?q=${ride.booking_code}`,
      headers: { authorization: `Bearer ${admin.token}` },
    })
    // The search also matches the code's digits in other bookings' phones: pick this booking.
    const rows = board.json().data.bookings as { booking_code: string }[]
    expect(rows.find((row) => row.booking_code === ride.booking_code)).toMatchObject({
      status: 'assigned',
      escalated: true,
      escalation_reason: 'no_driver',
    })
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, admin.email))
    const mail = mails.find((m) => m.subject === `Ride ${ride.booking_code} has no driver yet`)
    expect(mail?.textBody).toContain(`${APP_URL}/ops/bookings/${ride.id}`)
  })

  it('leaves a ride alone once it has a driver', async () => {
    const ride = await confirmedBooking(app)
    await runDispatchStep(app.db, ride.id, APP_URL, new Date())
    const team = await fleet(app, admin.token, `ND ${randomUUID().slice(0, 4)}`)
    await setBooking(app, ride.id, {
      bookingStatus: 'assigned',
      providerId: team.provider.id,
      driverId: team.driver.id,
    })
    const late = new Date(Date.parse(PICKUP_AT) - 60 * 60_000)
    expect(await runDispatchStep(app.db, ride.id, APP_URL, late)).toBe('idle')
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, ride.id))
    expect(row!.dispatchEscalatedAt).toBeNull()
  })

  it('runs a step at once when the pickup moves, so the new pickup sets the times', async () => {
    const ride = await confirmedBooking(app)
    await runDispatchStep(app.db, ride.id, APP_URL, new Date())
    const earlier = new Set((await stepJobs(ride.id)).map((job) => job.id))
    const before = Date.now()
    const { version } = await detail(app, admin.token, ride.id)
    const moved = await app.inject({
      method: 'POST',
      url: `/api/v1/ops/bookings/${ride.id}/pickup-time`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        expected_version: version,
        date: '2030-01-15',
        time: '07:00',
        reason: 'Early flight',
      },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const due = (await stepJobs(ride.id)).filter(
      (job) =>
        !earlier.has(job.id) &&
        job.status === 'pending' &&
        job.runAt.getTime() >= before - 1000 &&
        job.runAt.getTime() <= Date.now(),
    )
    expect(due).toHaveLength(1)
  })

  it('waits for the offer time of a ride booked further ahead than the area offers', async () => {
    await rules({ preferred_provider_ids: [first.id], offer_hours_before_pickup: 24 })
    try {
      const ride = await confirmedBooking(app)
      const jobs = await stepJobs(ride.id)
      expect(jobs.map((job) => job.runAt.toISOString())).toEqual([
        new Date(Date.parse(PICKUP_AT) - 24 * 3_600_000).toISOString(),
      ])
      expect(await runDispatchStep(app.db, ride.id, APP_URL, new Date())).toBe('waiting')
      expect(await offersOf(app, ride.id)).toHaveLength(0)
    } finally {
      await rules({ preferred_provider_ids: [first.id, second.id, third.id] })
    }
  })

  it('leaves alone an area whose dispatch is off, a sandbox ride and a ride without an area', async () => {
    await rules({ enabled: false })
    try {
      const off = await confirmedBooking(app)
      expect(await stepJobs(off.id)).toHaveLength(0)
      expect(await runDispatchStep(app.db, off.id, APP_URL, new Date())).toBe('idle')
    } finally {
      await rules({ preferred_provider_ids: [first.id, second.id, third.id] })
    }
    const sandbox = await confirmedBooking(app)
    await setBooking(app, sandbox.id, { sandbox: true })
    expect(await runDispatchStep(app.db, sandbox.id, APP_URL, new Date())).toBe('idle')
    expect(await runDispatchStep(app.db, 'not-a-uuid', APP_URL, new Date())).toBe('idle')
  })
})
