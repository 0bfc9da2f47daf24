import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { systemClock } from '../../lib/clock'
import { confirmedBooking } from '../bookings/ops-booking-test-kit'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { offerExpiryHandler } from './offer-expiry'
import { eventsOf, expiryJobs, offer, offersOf, providerWithUser } from './offers-test-kit'

describe('the offer_expiry job', () => {
  let app: App

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    vi.useRealTimers()
  })
  afterAll(() => app.close())

  it('is run by the job worker once the offer is due, and leaves the ride unassigned', async () => {
    const token = (await signedInAdmin(app)).token
    const provider = await providerWithUser(app, token)
    const booking = await confirmedBooking(app)
    const made = await offer(app, token, booking.id, {
      provider_id: provider.id,
      expires_in_minutes: 5,
    })
    expect(made.statusCode, made.body).toBe(201)
    await app.jobs.runDueNow()
    expect((await offersOf(app, booking.id)).map((o) => o.status)).toEqual(['open'])
    // Five minutes later, as the database's clock sees it.
    await app.db.execute(
      sql`update ride_offers set expires_at = now() - interval '1 second' where booking_id = ${booking.id}`,
    )
    await app.db.execute(
      sql`update scheduled_jobs set run_at = now() - interval '1 second' where kind = 'offer_expiry'`,
    )
    await app.jobs.runDueNow()
    expect((await offersOf(app, booking.id)).map((o) => o.status)).toEqual(['expired'])
    expect((await expiryJobs(app)).map((job) => job.status)).toEqual(['done'])
    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/ops/bookings/${booking.id}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(detail.json().data.booking.booking_status).toBe('confirmed')
    expect(detail.json().data.assignment.provider).toBeNull()
    // The console shows the offer and its lapse; the traveller's page shows neither.
    const changes = (entries: Array<{ details: Record<string, string> }>) =>
      entries.map((entry) => entry.details.change).filter(Boolean)
    expect(changes(detail.json().data.events).sort()).toEqual(['offer_expired', 'offered'])
    const ride = await app.inject({
      method: 'GET',
      url: `/api/v1/rides/${booking.booking_code}`,
      headers: { 'x-booking-token': booking.access_token },
    })
    expect(ride.statusCode, ride.body).toBe(200)
    expect(changes(ride.json().data.timeline)).toEqual([])
  })

  it('tries again later when it falls due before this process’s clock reaches the expiry', async () => {
    const token = (await signedInAdmin(app)).token
    const provider = await providerWithUser(app, token)
    const booking = await confirmedBooking(app)
    const made = await offer(app, token, booking.id, {
      provider_id: provider.id,
      expires_in_minutes: 5,
    })
    expect(made.statusCode, made.body).toBe(201)
    const jobOfBooking = async () =>
      (await expiryJobs(app)).find((job) => job.payload.booking_id === booking.id)!
    // The offers lapse `expiresInMs` from now by this process's clock; the job is made due
    // already, as a process whose clock runs ahead of this one's would have scheduled it.
    const moveTimes = async (expiresInMs: number) => {
      const expiresAt = new Date(Date.now() + expiresInMs).toISOString()
      await app.db.execute(
        sql`update ride_offers set expires_at = ${expiresAt}::timestamptz where booking_id = ${booking.id}`,
      )
      await app.db.execute(
        sql`update scheduled_jobs set run_at = now() - interval '1 second' where id = ${(await jobOfBooking()).id}`,
      )
    }
    // Due, while the offers by this process's clock are not yet.
    await moveTimes(60_000)
    await app.jobs.runDueNow()
    expect((await offersOf(app, booking.id)).map((o) => o.status)).toEqual(['open'])
    expect(await jobOfBooking()).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/not due yet/),
    })
    // Its next try comes after the expiry: the batch expires and the timeline notes it once.
    await moveTimes(-1000)
    await app.jobs.runDueNow()
    expect((await offersOf(app, booking.id)).map((o) => o.status)).toEqual(['expired'])
    expect(await jobOfBooking()).toMatchObject({ status: 'done', attempts: 2 })
    const notes = (await eventsOf(app, booking.id)).filter(
      (event) => event.details.change === 'offer_expired',
    )
    expect(notes).toHaveLength(1)
  })

  it('expires the batch named in the job’s payload, and tolerates a bad payload', async () => {
    const token = (await signedInAdmin(app)).token
    const provider = await providerWithUser(app, token)
    const booking = await confirmedBooking(app)
    const made = await offer(app, token, booking.id, {
      provider_id: provider.id,
      expires_in_minutes: 5,
    })
    const batchId = made.json().data.offers[0].batch_id as string
    const log = app.log as FastifyBaseLogger
    const run = (payload: Record<string, unknown>) =>
      offerExpiryHandler(systemClock)({
        db: app.db,
        log,
        job: { id: 'job', kind: 'offer_expiry', payload, attempts: 1, lastAttempt: false },
      })

    await run({ batch_id: 'nonsense' })
    // Not due yet: still open, and the job is to be tried again.
    await expect(run({ batch_id: batchId, booking_id: booking.id })).rejects.toThrow(/not due yet/)
    expect((await offersOf(app, booking.id)).map((o) => o.status)).toEqual(['open'])
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 })
    try {
      await run({ batch_id: batchId, booking_id: booking.id })
      await run({ batch_id: batchId, booking_id: booking.id })
    } finally {
      vi.useRealTimers()
    }
    expect((await offersOf(app, booking.id)).map((o) => o.status)).toEqual(['expired'])
  })
})
