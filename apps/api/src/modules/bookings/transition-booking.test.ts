import { DomainError, shortZonedTime, type Actor } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookingEvents, bookings } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { toProblem } from '../../http/problem'
import { bookingPayload, signQuote, PICKUP_AT, postBooking, payAndComplete } from './test-fixtures'
import { transitionBooking, type TransitionRequest } from './transition-booking'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

const operator: Actor = { kind: 'operator', id: 'operator-1' }
const driver: Actor = { kind: 'driver', id: 'driver-1' }
const pickup = new Date(PICKUP_AT)
const at = (minutes: number, seconds = 0) =>
  new Date(pickup.getTime() + minutes * 60_000 + seconds * 1000)

async function newBooking() {
  const response = await postBooking(app, bookingPayload(await signQuote(app)))
  return response.json().data as { id: string; access_token: string }
}

async function confirmedBooking() {
  const booking = await newBooking()
  const paid = await payAndComplete(app, booking)
  expect(paid.statusCode, paid.body).toBe(200)
  return booking
}

const timeline = (id: string) =>
  app.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id))

async function refusal(move: Promise<unknown>) {
  const error = await move.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describe('transitionBooking', () => {
  it('lets one of two concurrent moves win and refuses the other with a conflict', async () => {
    const { id } = await confirmedBooking()
    const cancel = (reason: string): TransitionRequest => ({
      to: 'cancelled',
      actor: operator,
      input: { reason },
    })
    const results = await Promise.allSettled([
      transitionBooking(app.db, id, cancel('Storm warning')),
      transitionBooking(app.db, id, cancel('Traveller called')),
    ])
    const won = results.filter((result) => result.status === 'fulfilled')
    const lost = results.filter((result) => result.status === 'rejected')
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    // What the error plugin answers the loser with.
    expect(toProblem(lost[0]!.reason)).toEqual({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: 'This booking is already cancelled.',
    })
    const cancellations = (await timeline(id)).filter((event) => event.toStatus === 'cancelled')
    expect(cancellations).toHaveLength(1)
    expect(cancellations[0]).toMatchObject({
      actorKind: 'operator',
      actorId: 'operator-1',
      fromStatus: 'confirmed',
    })
  })

  it('writes nothing when the lifecycle refuses', async () => {
    const { id } = await confirmedBooking()
    const before = await timeline(id)
    const error = await refusal(
      transitionBooking(app.db, id, { to: 'no_show', actor: { kind: 'traveller', id: null } }),
    )
    expect(error.code).toBe('INVALID_TRANSITION')
    expect(await timeline(id)).toEqual(before)
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id))
    expect(row!.bookingStatus).toBe('confirmed')
  })

  it('follows a ride to a no-show after the airport’s free waiting, known from the timeline', async () => {
    const { id } = await confirmedBooking()
    const move = (to: TransitionRequest['to'], actor: Actor, now: Date) =>
      transitionBooking(app.db, id, {
        to,
        actor,
        now,
        input: { providerId: 'provider-1', driverId: 'driver-1' },
      })
    await move('assigned', operator, at(-600))
    await move('driver_en_route', driver, at(-60))
    await move('driver_arrived', driver, at(-10))
    // The pickup is at JFK: the free wait runs 60 minutes from the booked time.
    const early = await refusal(move('no_show', driver, at(59, 59)))
    expect(early.code).toBe('INVALID_TRANSITION')
    // When it ends, on the pickup's clock (the booking is in New York).
    expect(early.message).toContain(
      `until ${shortZonedTime(at(60), 'America/New_York')} New York time`,
    )
    const noShow = await move('no_show', driver, at(60))
    expect(noShow.bookingStatus).toBe('no_show')
    const steps = (await timeline(id)).map((event) => [event.fromStatus, event.toStatus])
    expect(steps).toEqual([
      [null, 'pending_payment'],
      ['pending_payment', 'confirmed'],
      ['confirmed', 'assigned'],
      ['assigned', 'driver_en_route'],
      ['driver_en_route', 'driver_arrived'],
      ['driver_arrived', 'no_show'],
    ])
  })

  it('waits 15 minutes after the driver’s arrival away from an airport', async () => {
    const { id } = await confirmedBooking()
    // Times Square instead of JFK.
    await app.db
      .update(bookings)
      .set({ pickupLat: 40.758, pickupLng: -73.9855 })
      .where(eq(bookings.id, id))
    const input = { providerId: 'provider-1', driverId: 'driver-1' }
    await transitionBooking(app.db, id, { to: 'assigned', actor: operator, now: at(-600), input })
    await transitionBooking(app.db, id, { to: 'driver_en_route', actor: driver, now: at(-30) })
    await transitionBooking(app.db, id, { to: 'driver_arrived', actor: driver, now: at(5) })
    const noShow = (now: Date) =>
      transitionBooking(app.db, id, { to: 'no_show', actor: driver, now })
    expect((await refusal(noShow(at(5 + 14, 59)))).code).toBe('INVALID_TRANSITION')
    expect((await noShow(at(5 + 15))).bookingStatus).toBe('no_show')
  })

  it('refuses a driver the ride was not given to', async () => {
    const { id } = await confirmedBooking()
    await transitionBooking(app.db, id, {
      to: 'assigned',
      actor: operator,
      input: { providerId: 'provider-1', driverId: 'driver-1' },
    })
    const stranger: Actor = { kind: 'driver', id: 'driver-2' }
    const error = await refusal(
      transitionBooking(app.db, id, { to: 'driver_en_route', actor: stranger }),
    )
    expect(error.code).toBe('FORBIDDEN')
  })
})
