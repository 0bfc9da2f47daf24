import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { driverJobLinks, scheduledJobs } from '../../db/schema'
import { filled, translated, translatedPattern } from '../../i18n/catalogue-test-kit'
import { confirmedBooking, detail, fleet, mailsTo } from '../bookings/ops-booking-test-kit'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import {
  assign,
  assignedJob,
  driverCall,
  driverTokenSent,
  dueJob,
  messagesOf,
  plate,
  step,
  traveller,
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

const MINUTE = 60_000

describe('the driver’s job link', () => {
  it('opens the job with what the driver needs, and nothing without a valid token', async () => {
    const job = await assignedJob(app, admin.token)
    const response = await driverCall(app, job.token, 'GET', '')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const data = response.json().data
    expect(data).toMatchObject({
      booking_code: job.booking_code,
      status: 'assigned',
      timezone: 'America/New_York',
      pickup: { address: 'JFK Airport, Queens, NY' },
      pickup_at_airport: true,
      passenger: { name: 'Amara Okafor', passengers: 2 },
      flight_number: 'BA 117',
      notes: 'Two large suitcases',
      vehicle: { make_model: 'Toyota Camry', colour: 'White' },
      next_steps: ['driver_en_route'],
      no_show_from: null,
      free_waiting_minutes: 60,
      share_location: false,
    })
    expect(data.pickup.navigation_url).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//)
    expect(data.pickup.point).toEqual({ lat: expect.any(Number), lng: expect.any(Number) })
    expect(data.pickup.navigation_url).toContain(
      `${data.pickup.point.lat},${data.pickup.point.lng}`,
    )
    expect(data).not.toHaveProperty('email')

    const denied = await driverCall(app, 'not-a-real-token', 'GET', '')
    expect(denied.statusCode).toBe(401)
    expect(denied.json().error.message).toMatch(/^This job link is no longer valid/)
    expect((await driverCall(app, undefined, 'GET', '')).statusCode).toBe(401)
  })

  it('texts the driver a 256-bit link kept only as a hash, expiring a day after the ride', async () => {
    const job = await assignedJob(app, admin.token)
    expect(Buffer.from(job.token, 'base64url')).toHaveLength(32)
    const [link] = await app.db
      .select()
      .from(driverJobLinks)
      .where(eq(driverJobLinks.bookingId, job.id))
    expect(link!.tokenHash).not.toContain(job.token)
    const pickup = new Date((await detail(app, admin.token, job.id)).booking.pickup_time)
    expect(link!.expiresAt.getTime()).toBe(pickup.getTime() + 24 * 60 * MINUTE)
    const [text] = (await messagesOf(app, job.id)).filter((m) => m.toNumber === '+919812345678')
    expect(text).toMatchObject({ channel: 'sms', fallbackEmail: 'desk@skyline.example' })
    expect(text!.body).toContain(`http://localhost:3000/driver/jobs/#${job.token}`)
  })

  it('texts a Hindi driver in Hindi and a Spanish traveller in Spanish', async () => {
    const team = await fleet(app, admin.token, plate())
    const change = await app.inject({
      method: 'PATCH',
      url: `/api/v1/ops/providers/${team.provider.id}/drivers/${team.driver.id}`,
      payload: { job_language: 'hi' },
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(change.statusCode).toBe(200)
    const email = traveller()
    const spanish = await confirmedBooking(app, email, 'es')
    await assign(app, admin.token, spanish.id, {
      provider: team.provider.id,
      driver: team.driver.id,
      vehicle: team.vehicle.id,
    })
    const texts = await messagesOf(app, spanish.id)
    const [text] = texts.filter((m) => m.toNumber === '+919812345678')
    expect(text!.body).toMatch(/http:\/\/localhost:3000\/hi\/driver\/jobs\/#[\w-]{43}$/)
    expect(text!.body).toMatch(
      translatedPattern(
        'hi',
        'Ridelane job {code}: pickup {when} at {pickup}. Open your job: {link}',
      ),
    )
    const [assigned] = texts.filter((m) => m.toNumber !== '+919812345678')
    expect(assigned!.body).toMatch(
      new RegExp(
        `^${translatedPattern('es', 'Your ride {code} on {when}: your driver is {driver} ({phone}) in a {colour} {makeModel}, plate {plate}.').source.slice(1, -1)}`,
      ),
    )
    expect(assigned!.body).toContain(
      `${translated('es', 'Your ride page')}: http://localhost:3000/es/rides/`,
    )
    const subjects = (await mailsTo(app, email)).map((mail) => mail.subject)
    expect(subjects).toEqual([
      filled('es', 'Your Ridelane ride is confirmed: {code}', { code: spanish.booking_code }),
      `${translated('es', 'Your driver for your Ridelane ride')}: ${spanish.booking_code}`,
    ])
  })

  it('dies when the ride goes to another driver; the new driver’s link works', async () => {
    const job = await assignedJob(app, admin.token)
    const { driver: other } = await job.team.add('drivers', {
      name: 'Lena Park',
      phone: '+12125550199',
      languages: ['English'],
      licence_number: 'NY-7781',
    })
    await assign(app, admin.token, job.id, {
      provider: job.team.provider.id,
      driver: other.id,
      vehicle: job.team.vehicle.id,
    })
    expect((await driverCall(app, job.token, 'GET', '')).statusCode).toBe(401)
    expect((await step(app, job.token, 'driver_en_route')).statusCode).toBe(401)
    const fresh = await driverTokenSent(app, job.id, '+12125550199')
    const opened = await driverCall(app, fresh, 'GET', '')
    expect(opened.statusCode, opened.body).toBe(200)
    // The traveller hears of each driver once.
    const assigned = (await mailsTo(app, job.email)).filter((m) =>
      m.subject.startsWith('Your driver for'),
    )
    expect(assigned.map((m) => m.textBody.includes('Lena Park'))).toEqual([false, true])
  })

  it('dies when the driver is taken off the ride, and nobody is told of a non-driver', async () => {
    const job = await assignedJob(app, admin.token)
    const before = (await messagesOf(app, job.id)).length
    const { version } = await detail(app, admin.token, job.id)
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/ops/bookings/${job.id}/assignment`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { expected_version: version, provider_id: job.team.provider.id },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect((await driverCall(app, job.token, 'GET', '')).statusCode).toBe(401)
    expect(await messagesOf(app, job.id)).toHaveLength(before)
  })

  it('dies a day after the ride', async () => {
    const job = await assignedJob(app, admin.token)
    await app.db
      .update(driverJobLinks)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(driverJobLinks.bookingId, job.id))
    const response = await driverCall(app, job.token, 'GET', '')
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHORIZED')
  })
})

describe('the driver’s steps', () => {
  it('walks on my way → arrived → on board → completed, each on the timeline', async () => {
    const job = await dueJob(app, admin.token)
    const expected = [
      ['driver_en_route', ['driver_arrived'], true],
      // Waiting at the pickup, the phone shares its position as a no-show's evidence.
      ['driver_arrived', ['passenger_on_board', 'no_show'], true],
      ['passenger_on_board', ['completed'], false],
      ['completed', [], false],
    ] as const
    for (const [to, next, sharing] of expected) {
      const response = await step(app, job.token, to)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().data).toMatchObject({
        status: to,
        next_steps: next,
        share_location: sharing,
      })
    }
    const { events } = await detail(app, admin.token, job.id)
    const driverEvents = events.filter((e: { actor_kind: string }) => e.actor_kind === 'driver')
    expect(driverEvents.map((e: { to_status: string }) => e.to_status)).toEqual(
      expected.map(([to]) => to),
    )
    expect(driverEvents[0].actor_id).toBe(job.team.driver.id)
    // Completed by the driver: thanked once the minute to take it back is up, and a rating
    // request an hour later.
    const thanks = async () =>
      (await mailsTo(app, job.email)).filter((m) => m.subject.startsWith('Thank you for riding'))
    expect(await thanks()).toHaveLength(0)
    await app.db
      .update(scheduledJobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.dedupeKey, `ride-thanks:${job.id}`))
    await app.jobs.runDueNow()
    expect(await thanks()).toHaveLength(1)
    const jobs = await app.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.dedupeKey, `rating-request:${job.id}`))
    expect(jobs).toHaveLength(1)
  })

  it('refuses every jump with 409 and writes nothing', async () => {
    const job = await dueJob(app, admin.token)
    const refusedFrom = async (allowed: string | undefined) => {
      for (const to of ['driver_arrived', 'passenger_on_board', 'completed', 'no_show']) {
        if (to === allowed) continue
        const response = await step(app, job.token, to)
        if (response.statusCode === 200) throw new Error(`${to} was let through`)
        expect(response.statusCode, `${to}: ${response.body}`).toBe(409)
        expect(response.json().error.code).toBe('INVALID_TRANSITION')
      }
    }
    await refusedFrom(undefined)
    expect((await step(app, job.token, 'driver_en_route')).statusCode).toBe(200)
    for (const to of ['passenger_on_board', 'completed', 'no_show']) {
      expect((await step(app, job.token, to)).statusCode, to).toBe(409)
    }
    expect((await step(app, job.token, 'driver_arrived')).statusCode).toBe(200)
    for (const to of ['driver_en_route', 'completed']) {
      expect((await step(app, job.token, to)).statusCode, to).toBe(409)
    }
    expect((await step(app, job.token, 'passenger_on_board')).statusCode).toBe(200)
    for (const to of ['driver_en_route', 'driver_arrived', 'no_show']) {
      expect((await step(app, job.token, to)).statusCode, to).toBe(409)
    }
    const bad = await step(app, job.token, 'cancelled')
    expect(bad.statusCode).toBe(400)
  })

  it('answers a repeated step with the job as it is, and tells the traveller once', async () => {
    const job = await dueJob(app, admin.token)
    for (const to of ['driver_en_route', 'driver_en_route', 'driver_arrived', 'driver_arrived']) {
      const response = await step(app, job.token, to)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().data.status).toBe(to)
    }
    const { events } = await detail(app, admin.token, job.id)
    expect(events.filter((e: { actor_kind: string }) => e.actor_kind === 'driver')).toHaveLength(2)
    const texts = (await messagesOf(app, job.id)).filter((m) => m.toNumber === '+12125550147')
    expect(texts.map((m) => m.body.split(':')[0])).toEqual([
      expect.stringMatching(/^Your ride /),
      expect.stringMatching(/^Your driver Ravi Kumar is on the way/),
      expect.stringMatching(/^Your driver Ravi Kumar has arrived/),
    ])
    expect(texts.every((m) => m.channel === 'whatsapp')).toBe(true)
    expect(texts[1]!.body).toMatch(/Follow along: http:\/\/localhost:3000\/rides\/[A-Z0-9-]+#\S+/)
    const mails = (await mailsTo(app, job.email)).map((m) => m.subject.split(':')[0])
    expect(mails.filter((s) => s === 'Your driver is on the way')).toHaveLength(1)
    expect(mails.filter((s) => s === 'Your driver has arrived')).toHaveLength(1)
  })
})
