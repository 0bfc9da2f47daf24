import { noShowMessages, wallClockInZone, worded } from '@ridelane/domain'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { areaVehicleRates } from '../../db/schema'
import { detail, opsCall, setBooking } from '../bookings/ops-booking-test-kit'
import { call } from '../catalogue/catalogue-editor-test-kit'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { assignedJob, driverCall, dueJob, step } from './driver-test-kit'
import { reportDriverStep } from './report-step'
import { shareDriverLocation } from './share-location'
import { undoDriverStep } from './take-back-step'

// Waiting at the pickup and the driver's no-show (docs/product.md#waiting-flights-and-service-hours):
// the waiting clock on the job, the no-show's evidence, and the extra waiting recorded when the
// waiting ends.

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>

beforeAll(async () => {
  useStepClock()
  app = await createTestApp({ env: { JOBS_INTERVAL_MS: '600000' } })
  admin = await signedInAdmin(app)
  vi.useRealTimers()
})
afterAll(() => app.close())

const MINUTE = 60_000
const later = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE)
// Times Square, a phone about 110 m north of it, and Rockefeller Center, about 750 m away.
const timesSquare = { lat: 40.758, lng: -73.9855 }
const near = { lat: 40.759, lng: -73.9855 }
const far = { lat: 40.7614, lng: -73.9776 }

type TimelineEntry = { to_status: string; at: string; details: Record<string, string> }

/** A job at Times Square (15 minutes free), its pickup `pickupMinutes` from now, the driver at it. */
async function arrivedAtTimesSquare(pickupMinutes = 0) {
  const job = await assignedJob(app, admin.token)
  await setBooking(app, job.id, {
    pickupLat: timesSquare.lat,
    pickupLng: timesSquare.lng,
    pickupTime: later(new Date(), pickupMinutes),
  })
  expect((await step(app, job.token, 'driver_en_route')).statusCode).toBe(200)
  expect((await driverCall(app, job.token, 'POST', '/location', near)).statusCode).toBe(204)
  const arrived = await step(app, job.token, 'driver_arrived')
  expect(arrived.statusCode, arrived.body).toBe(200)
  const { events } = await detail(app, admin.token, job.id)
  const arrival = (events as TimelineEntry[]).findLast((e) => e.to_status === 'driver_arrived')
  return { ...job, arrivedAt: new Date(arrival!.at), view: arrived.json().data }
}

const refusedNoShow = (token: string, at: Date) =>
  reportDriverStep(app.db, token, 'no_show', '', at).then(
    () => {
      throw new Error('the no-show was let through')
    },
    (error: { code: string; message: string }) => error,
  )

describe('the waiting clock on the driver’s job', () => {
  it('starts at the arrival, with the area’s free waiting and no-show from its end', async () => {
    const job = await dueJob(app, admin.token)
    const before = (await driverCall(app, job.token, 'GET', '')).json().data
    expect(before).toMatchObject({ waiting: null, no_show_from: null, free_waiting_minutes: 60 })
    await step(app, job.token, 'driver_en_route')
    const arrived = (await step(app, job.token, 'driver_arrived')).json().data
    const { events } = await detail(app, admin.token, job.id)
    const arrival = (events as TimelineEntry[]).findLast((e) => e.to_status === 'driver_arrived')
    // At JFK, an hour free from the booked pickup, an hour from now: later than the arrival.
    const freeUntil = later(new Date(arrived.pickup_time), 60).toISOString()
    expect(arrived).toMatchObject({
      waiting: { started_at: arrival!.at, free_until: freeUntil, block_minutes: 15 },
      no_show_from: freeUntil,
      share_location: true,
    })
    // No money on the driver's page.
    expect(JSON.stringify(arrived.waiting)).not.toMatch(/cents|charge/)
  })

  it('counts from the driver’s arrival when later than the pickup, by the area’s figures', async () => {
    const job = await arrivedAtTimesSquare(-5)
    expect(job.view).toMatchObject({
      free_waiting_minutes: 15,
      waiting: { free_until: later(job.arrivedAt, 15).toISOString() },
    })
    const patched = await call(app, admin.token, 'PATCH', '/ops/catalogue/areas/new-york', {
      free_waiting_other_minutes: 25,
    })
    expect(patched.statusCode, patched.body).toBe(200)
    try {
      const view = (await driverCall(app, job.token, 'GET', '')).json().data
      expect(view).toMatchObject({
        free_waiting_minutes: 25,
        waiting: { free_until: later(job.arrivedAt, 25).toISOString() },
        no_show_from: later(job.arrivedAt, 25).toISOString(),
      })
    } finally {
      await call(app, admin.token, 'PATCH', '/ops/catalogue/areas/new-york', {
        free_waiting_other_minutes: 15,
      })
    }
  })
})

describe('a driver’s no-show', () => {
  it('is refused before the free waiting ends, without a fresh position, and far away', async () => {
    const job = await arrivedAtTimesSquare()
    const freeUntil = later(job.arrivedAt, 15)
    const local = wallClockInZone(freeUntil, 'America/New_York').time

    const now = await step(app, job.token, 'no_show')
    expect(now.statusCode).toBe(409)
    expect(now.json().error).toEqual({
      code: 'INVALID_TRANSITION',
      message: worded(noShowMessages.notYet(local)),
    })
    const early = await refusedNoShow(job.token, new Date(freeUntil.getTime() - 1000))
    expect(early).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: worded(noShowMessages.notYet(local)),
    })

    // The phone's last position was shared on arrival: no longer fresh 16 minutes later.
    const stale = await refusedNoShow(job.token, later(job.arrivedAt, 16))
    expect(stale).toMatchObject({ code: 'INVALID_TRANSITION', message: noShowMessages.noPosition })

    await shareDriverLocation(app.db, job.token, far, later(job.arrivedAt, 15.5))
    const tooFar = await refusedNoShow(job.token, later(job.arrivedAt, 16))
    expect(tooFar.code).toBe('INVALID_TRANSITION')
    expect(tooFar.message).toMatch(
      /^Your phone places you about \d+ m from the pickup\. A no-show can be reported only within 300 m of it\.$/,
    )

    const after = await detail(app, admin.token, job.id)
    expect(after.booking.booking_status).toBe('driver_arrived')
    expect(after.waiting_extra_minutes).toBeNull()
    expect((after.events as TimelineEntry[]).some((e) => e.to_status === 'no_show')).toBe(false)
  })

  it('keeps its evidence on the timeline and records the extra waiting, apart from the total', async () => {
    const job = await arrivedAtTimesSquare()
    const before = await detail(app, admin.token, job.id)
    const positionAt = later(job.arrivedAt, 31)
    await shareDriverLocation(app.db, job.token, near, positionAt)
    const done = await reportDriverStep(
      app.db,
      job.token,
      'no_show',
      '',
      later(job.arrivedAt, 31.5),
    )
    expect(done.job.status).toBe('no_show')

    const after = await detail(app, admin.token, job.id)
    const noShow = (after.events as TimelineEntry[]).findLast((e) => e.to_status === 'no_show')
    expect(noShow!.details).toEqual({
      driver_arrived_at: job.arrivedAt.toISOString(),
      free_waiting_until: later(job.arrivedAt, 15).toISOString(),
      position_lat: '40.759000',
      position_lng: '-73.985500',
      position_at: positionAt.toISOString(),
      distance_m: '111',
    })
    // 16½ minutes past the free time: two started blocks at New York's $10.
    expect(after).toMatchObject({ waiting_extra_minutes: 16, waiting_charge: 20 })
    expect(after.booking.total_price).toBe(before.booking.total_price)
  })

  it('by an operator rests on the operator’s word, once the free waiting is over', async () => {
    const job = await arrivedAtTimesSquare(-10)
    const noShow = async () => {
      const { version } = await detail(app, admin.token, job.id)
      return opsCall(app, admin.token, 'POST', `/${job.id}/no-show`, {
        expected_version: version,
        reason: 'Traveller not answering, driver waited',
      })
    }
    const early = await noShow()
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toMatch(/^The free waiting time runs until /)

    const patched = await call(app, admin.token, 'PATCH', '/ops/catalogue/areas/new-york', {
      free_waiting_other_minutes: 0,
    })
    expect(patched.statusCode, patched.body).toBe(200)
    try {
      const done = await noShow()
      expect(done.statusCode, done.body).toBe(200)
    } finally {
      await call(app, admin.token, 'PATCH', '/ops/catalogue/areas/new-york', {
        free_waiting_other_minutes: 15,
      })
    }
    const after = await detail(app, admin.token, job.id)
    const entry = (after.events as TimelineEntry[]).findLast((e) => e.to_status === 'no_show')
    expect(entry).toMatchObject({
      details: { evidence: 'operator' },
      reason: 'Traveller not answering, driver waited',
    })
    // Seconds past no free waiting at all: one started block.
    expect(after).toMatchObject({ waiting_extra_minutes: 0, waiting_charge: 10 })
  })
})

describe('extra waiting when the passenger gets in', () => {
  it('is recorded at the class’s own rate, and cleared when the step is taken back', async () => {
    const sedanRate = and(
      eq(areaVehicleRates.areaId, 'new-york'),
      eq(areaVehicleRates.vehicleClassId, 'sedan'),
    )
    await app.db.update(areaVehicleRates).set({ waitingChargeCentsPerBlock: 2500 }).where(sedanRate)
    try {
      const job = await arrivedAtTimesSquare()
      const onBoard = await reportDriverStep(
        app.db,
        job.token,
        'passenger_on_board',
        '',
        later(job.arrivedAt, 20),
      )
      expect(onBoard.job.status).toBe('passenger_on_board')
      // Five minutes past the free time: one started block at the sedan's $25.
      expect(await detail(app, admin.token, job.id)).toMatchObject({
        waiting_extra_minutes: 5,
        waiting_charge: 25,
      })

      await undoDriverStep(app.db, job.token, undefined, later(job.arrivedAt, 20.5))
      expect(await detail(app, admin.token, job.id)).toMatchObject({
        booking: { booking_status: 'driver_arrived' },
        waiting_extra_minutes: null,
        waiting_charge: 0,
      })
    } finally {
      await app.db
        .update(areaVehicleRates)
        .set({ waitingChargeCentsPerBlock: null })
        .where(sedanRate)
    }
  })

  it('is nothing when the passenger got in within the free waiting', async () => {
    const job = await arrivedAtTimesSquare()
    expect((await step(app, job.token, 'passenger_on_board')).statusCode).toBe(200)
    expect(await detail(app, admin.token, job.id)).toMatchObject({
      waiting_extra_minutes: 0,
      waiting_charge: 0,
    })
  })
})
