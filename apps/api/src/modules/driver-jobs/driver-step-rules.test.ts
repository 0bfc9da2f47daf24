import {
  driverPositionMessages,
  driverStepMessages,
  intlLocale,
  lifecycleMessages,
  wallClockInZone,
  worded,
} from '@ridelane/domain'
import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { filled, translated } from '../../i18n/catalogue-test-kit'
import { bookingEvents, driverLocations, providerUsers, scheduledJobs } from '../../db/schema'
import { detail, mailsTo, opsCall } from '../bookings/ops-booking-test-kit'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { approvedPartner } from '../partners/partner-test-kit'
import { startProviderSession } from '../provider-accounts'
import { reportDriverStep } from './report-step'
import { shareDriverLocation } from './share-location'
import {
  assignedJob,
  driverCall,
  dueJob,
  foreignCredentials,
  pickupIn,
  step,
  walk,
} from './driver-test-kit'

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>

beforeAll(async () => {
  useStepClock()
  app = await createTestApp()
  admin = await signedInAdmin(app)
  vi.useRealTimers()
})
afterAll(() => app.close())

const base = 'http://localhost:3000'
const MINUTE = 60_000
const HOUR = 60 * MINUTE
// The seeded booking's pickup is JFK (40.6413, -73.7781).
const nearJfk = { lat: 40.645, lng: -73.782 }
const fiveKmAway = { lat: 40.68, lng: -73.81 }

const refusal = (response: Awaited<ReturnType<typeof step>>) => ({
  status: response.statusCode,
  code: response.json().error?.code,
  message: response.json().error?.message,
})
const statusOf = async (id: string) =>
  (await detail(app, admin.token, id)).booking.booking_status as string
const share = (token: string, position: object, address = '10.60.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/driver/job/location',
    remoteAddress: address,
    payload: position,
    headers: { 'x-driver-token': token },
  })

describe('when a driver’s steps are allowed', () => {
  it('refuses “On my way” days before the pickup, saying from when it opens', async () => {
    const job = await assignedJob(app, admin.token)
    const early = await step(app, job.token, 'driver_en_route')
    expect(refusal(early)).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' })
    expect(early.json().error.message).toMatch(
      /^It is too early to set off: “On my way” opens 3 hours before the pickup, at \d\d:\d\d on \d{4}-\d\d-\d\d \(local time\)\.$/,
    )
    expect(await statusOf(job.id)).toBe('assigned')
    expect((await mailsTo(app, job.email)).map((m) => m.subject)).not.toContainEqual(
      expect.stringMatching(/^Your driver is on the way/),
    )
  })

  it('says so in the page’s language: a Hindi page gets the Hindi words, its day in Hindi', async () => {
    const job = await assignedJob(app, admin.token)
    const { pickup_time, timezone } = (await driverCall(app, job.token, 'GET', '')).json().data
    const opensAt = new Date(new Date(pickup_time).getTime() - 3 * HOUR)
    const early = await driverCall(
      app,
      job.token,
      'POST',
      '/status',
      { to: 'driver_en_route' },
      { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' },
    )
    expect(early.statusCode).toBe(409)
    const day = new Intl.DateTimeFormat(intlLocale('hi'), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: timezone,
    }).format(opensAt)
    expect(early.json().error).toEqual({
      code: 'INVALID_TRANSITION',
      message: filled(
        'hi',
        'It is too early to set off: “On my way” opens {hours} hours before the pickup, at {time} on {date} (local time).',
        { hours: 3, time: wallClockInZone(opensAt, timezone).time, date: day },
      ),
    })
    expect(await statusOf(job.id)).toBe('assigned')
  })

  it('says so in English as before when the page is English', async () => {
    const job = await assignedJob(app, admin.token)
    const { pickup_time, timezone } = (await driverCall(app, job.token, 'GET', '')).json().data
    const opensAt = wallClockInZone(new Date(new Date(pickup_time).getTime() - 3 * HOUR), timezone)
    const early = await driverCall(
      app,
      job.token,
      'POST',
      '/status',
      { to: 'driver_en_route' },
      { 'accept-language': 'en-GB,en;q=0.8' },
    )
    expect(early.json().error.message).toBe(
      `It is too early to set off: “On my way” opens 3 hours before the pickup, at ${opensAt.time} on ${opensAt.date} (local time).`,
    )
  })

  it('walks the whole ride on an injected clock, from three hours before the pickup', async () => {
    const job = await assignedJob(app, admin.token)
    const pickup = new Date((await detail(app, admin.token, job.id)).booking.pickup_time)
    const at = (offset: number) => new Date(pickup.getTime() + offset)
    await expect(
      reportDriverStep(app.db, job.token, 'driver_en_route', base, at(-3 * HOUR - MINUTE)),
    ).rejects.toMatchObject({ code: 'INVALID_TRANSITION' })
    const steps = [
      ['driver_en_route', -3 * HOUR],
      ['driver_arrived', -10 * MINUTE],
      ['passenger_on_board', 5 * MINUTE],
      ['completed', 50 * MINUTE],
    ] as const
    for (const [to, offset] of steps) {
      const result = await reportDriverStep(app.db, job.token, to, base, at(offset))
      expect(result.job.status).toBe(to)
    }
    expect(await statusOf(job.id)).toBe('completed')
  })

  it('follows a configured lead time', async () => {
    useStepClock()
    const strict = await createTestApp({ env: { DRIVER_EN_ROUTE_HOURS_BEFORE: '0.5' } })
    try {
      const strictAdmin = await signedInAdmin(strict)
      vi.useRealTimers()
      const job = await assignedJob(strict, strictAdmin.token)
      await pickupIn(strict, job.id, 60)
      const early = await step(strict, job.token, 'driver_en_route')
      expect(early.statusCode).toBe(409)
      expect(early.json().error.message).toMatch(/opens 0\.5 hours before the pickup/)
    } finally {
      vi.useRealTimers()
      await strict.close()
    }
  })

  it('refuses “Arrived” before “On my way”, and “Completed” before the passenger is on board', async () => {
    const job = await dueJob(app, admin.token)
    expect(refusal(await step(app, job.token, 'driver_arrived'))).toEqual({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: driverStepMessages.notOnTheWay,
    })
    await walk(app, job.token, ['driver_en_route', 'driver_arrived'])
    expect(refusal(await step(app, job.token, 'completed'))).toEqual({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: driverStepMessages.notOnBoard,
    })
    expect(await statusOf(job.id)).toBe('driver_arrived')
    const subjects = (await mailsTo(app, job.email)).map((m) => m.subject)
    expect(subjects.filter((s) => s.startsWith('Thank you for riding'))).toEqual([])
  })

  it('refuses “Arrived” far from the pickup while the phone shares its position', async () => {
    const job = await dueJob(app, admin.token)
    await walk(app, job.token, ['driver_en_route'])
    expect((await share(job.token, fiveKmAway)).statusCode).toBe(204)
    const far = await step(app, job.token, 'driver_arrived')
    expect(far.statusCode).toBe(409)
    expect(far.json().error.message).toMatch(
      /^Your phone places you about [45]\.\d km from the pickup\. Report your arrival once you are within 1\.0 km of it\.$/,
    )
    expect(await statusOf(job.id)).toBe('driver_en_route')
    // The page's map shows the driver where the server took the phone to be.
    const onTheWay = await driverCall(app, job.token, 'GET', '')
    expect(onTheWay.json().data.driver_point).toEqual(fiveKmAway)
    // Three minutes on, at the terminal: arrived.
    const later = new Date(Date.now() + 3 * MINUTE)
    await shareDriverLocation(app.db, job.token, nearJfk, later)
    const arrived = await reportDriverStep(app.db, job.token, 'driver_arrived', base, later)
    expect(arrived.job).toMatchObject({ status: 'driver_arrived', driver_point: nearJfk })
    // Once the passenger is on board the phone no longer shares, and the map drops it.
    const onBoard = await reportDriverStep(app.db, job.token, 'passenger_on_board', base, later)
    expect(onBoard.job.driver_point).toBeNull()
  })

  it('tells a driver in their language that a ride moved on or was cancelled under them', async () => {
    const job = await dueJob(app, admin.token)
    await walk(app, job.token, ['driver_en_route', 'driver_arrived'])
    // A page left open at "On my way" is tapped again after the arrival was reported.
    const stale = await driverCall(
      app,
      job.token,
      'POST',
      '/status',
      { to: 'driver_en_route' },
      {
        'accept-language': 'es',
      },
    )
    expect(refusal(stale)).toEqual({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: translated('es', driverStepMessages.stepPassed),
    })
    const { version } = await detail(app, admin.token, job.id)
    const cancelled = await opsCall(app, admin.token, 'POST', `/${job.id}/cancel`, {
      expected_version: version,
      reason: 'Traveller called: plans changed',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const after = await driverCall(
      app,
      job.token,
      'POST',
      '/status',
      { to: 'passenger_on_board' },
      {
        'accept-language': 'hi',
      },
    )
    expect(refusal(after)).toEqual({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: translated('hi', driverStepMessages.rideCancelled),
    })
    expect(await statusOf(job.id)).toBe('cancelled')
  })
})

describe('taking back a step', () => {
  it('undoes a mistaken “Completed” within a minute, on the timeline, calling off the rating mail', async () => {
    const job = await dueJob(app, admin.token)
    await walk(app, job.token, ['driver_en_route', 'driver_arrived', 'passenger_on_board'])
    const done = await step(app, job.token, 'completed')
    const until = new Date(done.json().data.undo_until).getTime()
    expect(until - Date.now()).toBeGreaterThan(55_000)
    expect(until - Date.now()).toBeLessThanOrEqual(60_000)

    const undone = await driverCall(app, job.token, 'POST', '/undo', {})
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json().data).toMatchObject({
      status: 'passenger_on_board',
      next_steps: ['completed'],
      undo_until: null,
    })
    const { events } = await detail(app, admin.token, job.id)
    expect(events.at(-1)).toMatchObject({
      actor_kind: 'driver',
      from_status: 'completed',
      to_status: 'passenger_on_board',
      reason: driverStepMessages.driverUndoReason,
    })
    const [rating] = await app.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, 'rating_request'))
      .orderBy(desc(scheduledJobs.createdAt))
      .limit(1)
    expect(rating).toMatchObject({ status: 'cancelled' })
    // The thank-you mail was held for the minute, and the undo called it off.
    const [held] = await app.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, 'ride_thanks'))
      .orderBy(desc(scheduledJobs.createdAt))
      .limit(1)
    expect(held).toMatchObject({ status: 'cancelled' })
    const subjects = (await mailsTo(app, job.email)).map((m) => m.subject)
    expect(subjects.filter((s) => s.startsWith('Thank you for riding'))).toEqual([])
    // An undo is not undone again; the step is simply taken again.
    const twice = await driverCall(app, job.token, 'POST', '/undo', {})
    expect(refusal(twice)).toEqual({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: lifecycleMessages.noDriverStepToUndo,
    })
    expect((await step(app, job.token, 'completed')).statusCode).toBe(200)
  })

  it('refuses an undo more than a minute after the step', async () => {
    const job = await dueJob(app, admin.token)
    await walk(app, job.token, ['driver_en_route', 'driver_arrived'])
    // The whole timeline a minute and a second older: the arrival was tapped 61 s ago.
    await app.db
      .update(bookingEvents)
      .set({ at: sql`${bookingEvents.at} - interval '61 seconds'` })
      .where(eq(bookingEvents.bookingId, job.id))
    expect((await driverCall(app, job.token, 'GET', '')).json().data.undo_until).toBeNull()
    const late = await driverCall(app, job.token, 'POST', '/undo', { reason: 'Wrong button' })
    expect(refusal(late)).toEqual({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: lifecycleMessages.undoWindowOver,
    })
    expect(await statusOf(job.id)).toBe('driver_arrived')
  })

  it('lets an operator take back the driver’s last step with a reason, and no one else', async () => {
    const job = await dueJob(app, admin.token)
    await walk(app, job.token, ['driver_en_route', 'driver_arrived'])
    const url = `/api/v1/ops/bookings/${job.id}/undo-driver-step`
    const payload = async () => ({
      expected_version: (await detail(app, admin.token, job.id)).version,
      reason: 'Driver tapped Arrived in traffic',
    })
    const partner = await approvedPartner(app)
    const foreign = await foreignCredentials(app, admin.token)
    const provider = await providerSession(job.team.provider.id)
    const others: Array<Record<string, string>> = [
      {},
      { authorization: `Bearer ${partner.token}` },
      { authorization: `Bearer ${provider}` },
      { 'x-driver-token': job.token },
      { authorization: `Bearer ${job.token}` },
      ...foreign.driver,
      ...foreign.booking,
    ]
    for (const headers of others) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers,
        payload: await payload(),
      })
      expect(response.statusCode, JSON.stringify(headers)).toBe(401)
    }
    expect(await statusOf(job.id)).toBe('driver_arrived')

    const noReason = await opsCall(app, admin.token, 'POST', `/${job.id}/undo-driver-step`, {
      expected_version: (await payload()).expected_version,
    })
    expect(noReason.statusCode).toBe(400)
    const undone = await opsCall(
      app,
      admin.token,
      'POST',
      `/${job.id}/undo-driver-step`,
      await payload(),
    )
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json().data.booking.booking_status).toBe('driver_en_route')
    expect(undone.json().data.events.at(-1)).toMatchObject({
      actor_kind: 'operator',
      from_status: 'driver_arrived',
      to_status: 'driver_en_route',
      reason: 'Driver tapped Arrived in traffic',
    })
    // The last change is now the operator's: nothing of the driver's left to take back.
    const again = await opsCall(
      app,
      admin.token,
      'POST',
      `/${job.id}/undo-driver-step`,
      await payload(),
    )
    expect(refusal(again)).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' })
    expect(again.json().error.message).toBe(lifecycleMessages.noDriverStepToUndo)
  })
})

describe('the driver’s positions', () => {
  it('are limited per job link, however many addresses send them', async () => {
    const job = await dueJob(app, admin.token)
    await walk(app, job.token, ['driver_en_route'])
    const codes = []
    for (let i = 0; i < 12; i++) {
      codes.push((await share(job.token, nearJfk, `10.61.0.${i + 1}`)).statusCode)
    }
    expect(codes.filter((code) => code === 204)).toHaveLength(8)
    expect(codes.slice(8)).toEqual([429, 429, 429, 429])
    const refused = await share(job.token, nearJfk, '10.61.1.1')
    expect(refused.json().error.message).toBe(driverPositionMessages.tooMany)
    const rows = await app.db
      .select()
      .from(driverLocations)
      .where(eq(driverLocations.bookingId, job.id))
    expect(rows).toHaveLength(8)
    // Another job's link keeps its own count.
    const other = await dueJob(app, admin.token)
    await walk(app, other.token, ['driver_en_route'])
    expect((await share(other.token, nearJfk, '10.61.0.1')).statusCode).toBe(204)
  })

  it('refuses a position far outside the service area or out of reach of the last one', async () => {
    const job = await dueJob(app, admin.token)
    await walk(app, job.token, ['driver_en_route'])
    for (const position of [
      { lat: 0, lng: 0 },
      { lat: 90, lng: 180 },
    ]) {
      const response = await share(job.token, position, '10.62.0.1')
      expect(refusal(response)).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: driverPositionMessages.outsideArea,
      })
    }
    expect((await share(job.token, nearJfk, '10.62.0.1')).statusCode).toBe(204)
    // Manhattan, 20 km from JFK, a moment later.
    const jump = await share(job.token, { lat: 40.758, lng: -73.9855 }, '10.62.0.1')
    expect(refusal(jump)).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: worded(driverPositionMessages.impossibleJump(250)),
    })
    const rows = await app.db
      .select()
      .from(driverLocations)
      .where(eq(driverLocations.bookingId, job.id))
    expect(rows.map((row) => [row.lat, row.lng])).toEqual([[nearJfk.lat, nearJfk.lng]])
    const ride = await app.inject({
      url: `/api/v1/rides/${job.booking_code}`,
      headers: { 'x-booking-token': job.access_token },
    })
    expect(ride.json().data.driver_approach.distance_km).toBeLessThan(1)
  })
})

async function providerSession(providerId: string) {
  const [user] = await app.db
    .insert(providerUsers)
    .values({ providerId, email: `desk-${Date.now()}@skyline.example`, name: 'Desk' })
    .returning()
  return (await startProviderSession(app.db, user!.id)).token
}
