import { driverJobMessages } from '@ridelane/domain'
import { and, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { readEvents } from '../../../test/support/server-sent-events'
import {
  driverJobLinks,
  driverLocations,
  mailOutbox,
  providerUsers,
  scheduledJobs,
} from '../../db/schema'
import { detail, setBooking } from '../bookings/ops-booking-test-kit'
import { bearer, signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { approvedPartner } from '../partners/partner-test-kit'
import { startProviderSession } from '../provider-accounts'
import { ratingRequestJob } from '../rides'
import { assignedJob, driverCall, dueJob, messagesOf, step } from './driver-test-kit'
import type { JobHandler } from '../jobs'
import { assignmentReminder as reminderJob, locationPurge } from './job-handlers'

const assignmentReminder = reminderJob('http://localhost:3000')

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>

beforeAll(async () => {
  useStepClock()
  app = await createTestApp()
  admin = await signedInAdmin(app)
  vi.useRealTimers()
})
afterAll(() => app.close())

const calls = [
  ['GET', ''],
  ['POST', '/status', { to: 'driver_en_route' }],
  ['POST', '/location', { lat: 40.7, lng: -73.9 }],
  ['GET', '/stream'],
] as const

describe('who may use the driver’s calls', () => {
  it('lets no one in without a driver token: anonymous, partner, operator or provider', async () => {
    const job = await assignedJob(app, admin.token)
    const partner = await approvedPartner(app)
    const [user] = await app.db
      .insert(providerUsers)
      .values({
        providerId: job.team.provider.id,
        email: `desk-${job.id.slice(0, 8)}@skyline.example`,
        name: 'Desk',
      })
      .returning()
    const provider = await startProviderSession(app.db, user!.id)
    const who: Array<Record<string, string>> = [
      {},
      bearer(partner.token),
      bearer(admin.token),
      bearer(provider.token),
      { 'x-booking-token': job.access_token },
      bearer(job.access_token),
    ]
    for (const headers of who) {
      for (const [method, path, body] of calls) {
        const response = await driverCall(app, undefined, method, path, body, headers)
        expect(response.statusCode, `${method} ${path}`).toBe(401)
        expect(response.json().error.code).toBe('UNAUTHORIZED')
      }
    }
    expect((await detail(app, admin.token, job.id)).booking.booking_status).toBe('assigned')
  })

  it('limits the tries per address: a guesser meets 429 before long', async () => {
    const tries = []
    for (let i = 0; i < 125; i++) {
      tries.push(
        await app.inject({
          url: '/api/v1/driver/job',
          remoteAddress: '10.77.0.1',
          headers: { 'x-driver-token': `guess-${i}` },
        }),
      )
    }
    const codes = tries.map((response) => response.statusCode)
    expect(codes.filter((code) => code === 401)).toHaveLength(120)
    expect(codes.filter((code) => code === 429)).toHaveLength(5)
  })

  it('closes every link of a driver, or of a provider, taken off the registry', async () => {
    for (const kind of ['driver', 'provider'] as const) {
      const job = await assignedJob(app, admin.token)
      expect((await driverCall(app, job.token, 'GET', '')).statusCode).toBe(200)
      const url =
        kind === 'driver'
          ? `/api/v1/ops/providers/${job.team.provider.id}/drivers/${job.team.driver.id}`
          : `/api/v1/ops/providers/${job.team.provider.id}`
      const off = await app.inject({
        method: 'PATCH',
        url,
        payload: { active: false },
        headers: bearer(admin.token),
      })
      expect(off.statusCode, off.body).toBe(200)
      const refused = await driverCall(app, job.token, 'GET', '')
      expect(refused.statusCode, kind).toBe(401)
      expect(refused.json().error.message).toBe(driverJobMessages.linkInvalid)
    }
  })

  it('gives each token its own job only', async () => {
    const mine = await assignedJob(app, admin.token)
    const theirs = await dueJob(app, admin.token)
    const seen = await driverCall(app, theirs.token, 'GET', '')
    expect(seen.json().data.booking_code).toBe(theirs.booking_code)
    await step(app, theirs.token, 'driver_en_route')
    expect((await detail(app, admin.token, mine.id)).booking.booking_status).toBe('assigned')
    expect((await detail(app, admin.token, theirs.id)).booking.booking_status).toBe(
      'driver_en_route',
    )
  })
})

describe('the driver’s stream', () => {
  it('tells the driver’s page when ops change the job, and the ride page of a new position', async () => {
    const job = await dueJob(app, admin.token)
    // The ride's flight is looked up once at confirmation (docs/decisions/036-flight-tracking.md),
    // which tells the live pages too: done before listening, so only this test's changes are heard.
    await app.jobs.runDueNow()
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const controller = new AbortController()
    const stream = await fetch(`${address}/api/v1/driver/job/stream`, {
      headers: { 'x-driver-token': job.token },
      signal: controller.signal,
    })
    expect(stream.status).toBe(200)
    expect(await readEvents(stream, (events) => events.length > 0)).toEqual([
      { event: 'ready', data: '{}' },
    ])
    await setBooking(app, job.id, { driverInstructions: 'Gate B' })
    expect(await readEvents(stream, (events) => events.length > 0)).toEqual([
      { event: 'job', data: '{}' },
    ])
    const ride = await fetch(`${address}/api/v1/rides/${job.booking_code}/stream`, {
      headers: { 'x-booking-token': job.access_token },
      signal: controller.signal,
    })
    await readEvents(ride, (events) => events.length > 0)
    await step(app, job.token, 'driver_en_route')
    await readEvents(ride, (events) => events.some((e) => e.event === 'ride'))
    // Positions come on their own channel, a burst announced once.
    await app.db.delete(driverLocations).where(eq(driverLocations.bookingId, job.id))
    for (let i = 0; i < 3; i++) {
      const shared = await driverCall(app, job.token, 'POST', '/location', {
        // Metres apart, as a car moves between two positions a moment apart.
        lat: 40.7 + i / 10_000,
        lng: -73.9,
      })
      expect(shared.statusCode).toBe(204)
    }
    const events = await readEvents(ride, (seen) => seen.length > 1, 1000)
    expect(events).toEqual([{ event: 'ride', data: JSON.stringify({ id: job.id }) }])
    controller.abort()
  })
})

describe('the driver jobs’ scheduled work', () => {
  const run = (handler: JobHandler, bookingId: string, extra = {}) =>
    handler({
      db: app.db,
      log: app.log,
      job: {
        id: 'x',
        kind: 'assignment_reminder',
        payload: { bookingId, ...extra },
        attempts: 1,
        lastAttempt: false,
      },
    })

  it('moves the reminder and the link’s end with the pickup', async () => {
    const job = await assignedJob(app, admin.token)
    const before = new Date((await detail(app, admin.token, job.id)).booking.pickup_time)
    const moved = await app.inject({
      method: 'POST',
      url: `/api/v1/ops/bookings/${job.id}/pickup-time`,
      headers: bearer(admin.token),
      payload: {
        expected_version: (await detail(app, admin.token, job.id)).version,
        date: '2030-01-16',
        time: '12:00',
        reason: 'Flight moved a day',
      },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const after = new Date((await detail(app, admin.token, job.id)).booking.pickup_time)
    // The cancelled reminder gave up its key; the one left is for the new pickup.
    const reminders = await app.db
      .select()
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.kind, 'assignment_reminder'),
          sql`${scheduledJobs.payload}->>'bookingId' = ${job.id}`,
        ),
      )
    expect(
      reminders.map((r) => [r.status, r.runAt.getTime()]).sort((a, b) => +a[1]! - +b[1]!),
    ).toEqual([
      ['cancelled', before.getTime() - 86_400_000],
      ['pending', after.getTime() - 86_400_000],
    ])
    // The driver is told the new time.
    const told = (await messagesOf(app, job.id)).filter((m) => m.body.includes(' changed: '))
    expect(told).toHaveLength(1)
    expect(told[0]!.body).toContain('12:00')
    const [link] = await app.db
      .select()
      .from(driverJobLinks)
      .where(eq(driverJobLinks.bookingId, job.id))
    expect(link!.expiresAt.getTime()).toBe(after.getTime() + 86_400_000)
    // The old reminder, had it been claimed already, says nothing.
    await run(assignmentReminder, job.id, { pickupTime: before.toISOString() })
    expect((await messagesOf(app, job.id)).filter((m) => m.body.startsWith('Reminder'))).toEqual([])
    await run(assignmentReminder, job.id, { pickupTime: after.toISOString() })
    expect(
      (await messagesOf(app, job.id)).filter((m) => m.body.startsWith('Reminder')),
    ).toHaveLength(1)
  })

  it('schedules the reminder 24 hours before pickup and sends it once, only while assigned', async () => {
    const job = await assignedJob(app, admin.token)
    const { booking } = await detail(app, admin.token, job.id)
    const pickup = new Date(booking.pickup_time)
    const [reminder] = await app.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.dedupeKey, `assignment-reminder:${job.id}:${pickup.toISOString()}`))
    expect(reminder!.runAt.getTime()).toBe(pickup.getTime() - 86_400_000)
    await run(assignmentReminder, job.id)
    await run(assignmentReminder, job.id)
    const texts = (await messagesOf(app, job.id)).filter((m) => m.body.startsWith('Reminder'))
    expect(texts).toHaveLength(1)
    expect(texts[0]!.body).toContain('White Toyota Camry, plate')
    // The reminder, by text and by mail, links to the ride page.
    expect(texts[0]!.body).toMatch(/Your ride page: http:\/\/localhost:3000\/rides\/[A-Z0-9]+#\S+$/)
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, job.email))
    const reminders = mails.filter((m) => m.subject.startsWith('Your ride is tomorrow'))
    expect(reminders).toHaveLength(1)
    for (const words of [
      'Ravi Kumar',
      '+919812345678',
      'Colour: White',
      'Plate: ',
      'arrivals hall',
      'Your ride page: http://localhost:3000/rides/',
    ]) {
      expect(reminders[0]!.textBody).toContain(words)
    }

    const moved = await dueJob(app, admin.token)
    expect((await step(app, moved.token, 'driver_en_route')).statusCode).toBe(200)
    await run(assignmentReminder, moved.id)
    const none = (await messagesOf(app, moved.id)).filter((m) => m.body.startsWith('Reminder'))
    expect(none).toHaveLength(0)
  })

  it('asks for a rating once, unless already rated, and purges positions', async () => {
    const job = await dueJob(app, admin.token)
    for (const to of ['driver_en_route', 'driver_arrived', 'passenger_on_board', 'completed']) {
      expect((await step(app, job.token, to)).statusCode).toBe(200)
    }
    const rating = ratingRequestJob('http://localhost:3000')
    await run(rating, job.id)
    await run(rating, job.id)
    const asked = async (email: string) =>
      (await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter((m) =>
        m.subject.startsWith('How was your ride?'),
      )
    expect(await asked(job.email)).toHaveLength(1)
    expect((await asked(job.email))[0]!.textBody).toMatch(
      /Rate your ride: http:\/\/localhost:3000\/rides\//,
    )

    const rated = await dueJob(app, admin.token)
    for (const to of ['driver_en_route', 'driver_arrived', 'passenger_on_board', 'completed']) {
      expect((await step(app, rated.token, to)).statusCode).toBe(200)
    }
    const rate = await app.inject({
      method: 'POST',
      url: `/api/v1/rides/${rated.booking_code}/rating`,
      headers: { 'x-booking-token': rated.access_token },
      payload: { stars: 5, comment: '' },
    })
    expect(rate.statusCode, rate.body).toBe(200)
    await run(rating, rated.id)
    expect(await asked(rated.email)).toHaveLength(0)

    await app.db.insert(driverLocations).values({ bookingId: job.id, lat: 1, lng: 2 })
    const positions = () =>
      app.db.select().from(driverLocations).where(eq(driverLocations.bookingId, job.id))
    // Due while the ride (moved later since) is not a week past: kept, and planned anew.
    const moved = new Date(Date.now() + 2 * 86_400_000)
    await setBooking(app, job.id, { pickupTime: moved })
    await run(locationPurge, job.id)
    expect(await positions()).toHaveLength(1)
    const again = await app.db
      .select()
      .from(scheduledJobs)
      .where(like(scheduledJobs.dedupeKey, `location-purge:${job.id}:%`))
    expect(again.map((row) => row.runAt.toISOString())).toEqual([
      new Date(moved.getTime() + 7 * 86_400_000).toISOString(),
    ])
    // A week after the ride: gone.
    await setBooking(app, job.id, { pickupTime: new Date(Date.now() - 8 * 86_400_000) })
    await run(locationPurge, job.id)
    expect(await positions()).toHaveLength(0)
  })
})
