import { driverJobMessages } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { driverLocations, scheduledJobs } from '../../db/schema'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { driverCall, dueJob, step } from './driver-test-kit'
import { shareDriverLocation } from './share-location'

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

describe('the driver’s position', () => {
  it('is kept only while on the way and waiting; the traveller sees it on the way', async () => {
    const job = await dueJob(app, admin.token)
    const here = { lat: 40.6892, lng: -73.8, accuracy: 12 }
    const before = await driverCall(app, job.token, 'POST', '/location', here)
    expect(before.statusCode).toBe(409)
    await step(app, job.token, 'driver_en_route')
    const shared = await driverCall(app, job.token, 'POST', '/location', here)
    expect(shared.statusCode, shared.body).toBe(204)
    const ride = await app.inject({
      url: `/api/v1/rides/${job.booking_code}`,
      headers: { 'x-booking-token': job.access_token },
    })
    const approach = ride.json().data.driver_approach
    expect(approach.distance_km).toBeGreaterThan(1)
    expect(approach.distance_km).toBeLessThan(30)
    expect(approach.eta_minutes).toBeGreaterThanOrEqual(1)
    // The map shows the driver where the phone last was, only while on the way.
    expect(approach.position).toEqual({ lat: here.lat, lng: here.lng })
    expect(ride.json().data.trip.pickup_point).toEqual({
      lat: expect.any(Number),
      lng: expect.any(Number),
    })
    // Arrived only once the phone places the driver at the terminal, minutes later.
    const atTerminal = { lat: 40.645, lng: -73.782 }
    await shareDriverLocation(app.db, job.token, atTerminal, new Date(Date.now() + 3 * MINUTE))
    expect((await step(app, job.token, 'driver_arrived')).statusCode).toBe(200)
    // Waiting at the pickup, a position is the evidence a no-show needs; the traveller no
    // longer sees it.
    const waiting = await driverCall(app, job.token, 'POST', '/location', atTerminal)
    expect(waiting.statusCode, waiting.body).toBe(204)
    const again = await app.inject({
      url: `/api/v1/rides/${job.booking_code}`,
      headers: { 'x-booking-token': job.access_token },
    })
    expect(again.json().data.driver_approach).toBeNull()
    expect((await step(app, job.token, 'passenger_on_board')).statusCode).toBe(200)
    const after = await driverCall(app, job.token, 'POST', '/location', atTerminal)
    expect(after.statusCode).toBe(409)
    expect(after.json().error.message).toBe(driverJobMessages.locationNotOnTheWay)
    const rows = await app.db
      .select()
      .from(driverLocations)
      .where(eq(driverLocations.bookingId, job.id))
      .orderBy(driverLocations.recordedAt)
    expect(rows.map((row) => row.lat)).toEqual([here.lat, atTerminal.lat, atTerminal.lat])
    const purge = await app.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.dedupeKey, `location-purge:${job.id}`))
    expect(purge).toHaveLength(1)
    expect(purge[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * MINUTE)
  })

  it('refuses a position out of range', async () => {
    const job = await dueJob(app, admin.token)
    await step(app, job.token, 'driver_en_route')
    const response = await driverCall(app, job.token, 'POST', '/location', { lat: 91, lng: 0 })
    expect(response.statusCode).toBe(400)
  })
})
