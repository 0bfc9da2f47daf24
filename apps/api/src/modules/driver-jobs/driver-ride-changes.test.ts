import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { driverJobLinks, scheduledJobs } from '../../db/schema'
import { appWithOperators, type SignedInOperator } from '../operators/operator-test-kit'
import { detail, fleet, opsCall } from '../bookings/ops-booking-test-kit'
import { bookRide, change, localDate, storedBooking } from '../rides/change-test-kit'
import { assign, driverCall, driverTokenSent, messagesOf, plate } from './driver-test-kit'

let app: App
let admin: SignedInOperator
beforeAll(async () => {
  ;({ app, admin } = await appWithOperators())
})
afterAll(() => app.close())

const DAY_MS = 86_400_000

describe('a traveller’s change to a ride a driver already holds', () => {
  it('moves the job link’s end and the reminder with the pickup, and texts the driver', async () => {
    // Priced on the seeded New York catalogue, so a later hour the same day costs the same.
    const ride = await bookRide(app, { daysAhead: 10, time: '10:00' })
    const team = await fleet(app, admin.token, plate())
    await assign(app, admin.token, ride.id, {
      provider: team.provider.id,
      driver: team.driver.id,
      vehicle: team.vehicle.id,
    })
    const job = { id: ride.id, booking_code: ride.code, token: '' }
    job.token = await driverTokenSent(app, ride.id, '+919812345678')
    const before = await storedBooking(app, job.id)

    const response = await change(app, ride, { date: localDate(10), time: '09:15' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.change.status).toBe('applied')
    const after = await storedBooking(app, job.id)
    expect(after.pickupTime.getTime()).not.toBe(before.pickupTime.getTime())

    // The link works until a day after the new pickup, not the old one.
    const [link] = await app.db
      .select()
      .from(driverJobLinks)
      .where(eq(driverJobLinks.bookingId, job.id))
    expect(link!.expiresAt.getTime()).toBe(after.pickupTime.getTime() + DAY_MS)
    expect((await driverCall(app, job.token, 'GET', '')).statusCode).toBe(200)

    // One pending reminder, for the new pickup; the old one is cancelled.
    const reminders = await app.db
      .select()
      .from(scheduledJobs)
      .where(like(scheduledJobs.dedupeKey, `assignment-reminder:${job.id}:%`))
    expect(reminders.map((r) => [r.status, r.runAt.toISOString()])).toEqual([
      ['pending', new Date(after.pickupTime.getTime() - DAY_MS).toISOString()],
    ])

    const texts = (await messagesOf(app, job.id)).filter((m) => m.body.includes('changed'))
    expect(texts).toHaveLength(1)
    expect(texts[0]!.toNumber).toBe('+919812345678')
    expect(texts[0]!.body).toMatch(
      new RegExp(
        `^Ridelane job ${job.booking_code} changed: pickup .*09:15.*Open your job: \\S+/driver/jobs/#[\\w-]+$`,
      ),
    )
    // The text's own link opens the job, and the one sent at assignment still does.
    const fresh = texts[0]!.body.split('/driver/jobs/#')[1]!
    expect((await driverCall(app, fresh, 'GET', '')).statusCode).toBe(200)
    expect((await driverCall(app, job.token, 'GET', '')).statusCode).toBe(200)
  })
})

describe('a ride moved to a time its driver cannot make', () => {
  it('is released from its driver and vehicle, who are told; one that fits keeps them', async () => {
    const team = await fleet(app, admin.token, plate())
    const ids = { provider: team.provider.id, driver: team.driver.id, vehicle: team.vehicle.id }
    // Two rides of one driver and car on one day, 10:00 and 13:00 in New York.
    const early = await bookRide(app, { daysAhead: 12, time: '10:00' })
    const late = await bookRide(app, { daysAhead: 12, time: '13:00' })
    await assign(app, admin.token, early.id, ids)
    await assign(app, admin.token, late.id, ids)
    const token = await driverTokenSent(app, early.id, '+919812345678')

    const move = async (time: string) => {
      const { version } = await detail(app, admin.token, early.id)
      const moved = await opsCall(app, admin.token, 'POST', `/${early.id}/pickup-time`, {
        expected_version: version,
        date: localDate(12),
        time,
        reason: 'The traveller asked',
      })
      expect(moved.statusCode, moved.body).toBe(200)
      return moved.json().data
    }
    // 10:30 still ends before the later ride's margin: the driver keeps it.
    expect((await move('10:30')).booking).toMatchObject({ booking_status: 'assigned' })
    expect(await storedBooking(app, early.id)).toMatchObject({ driverId: team.driver.id })

    // 12:45 runs into the 13:00 ride: released, with the clash as the reason, by the system.
    const data = await move('12:45')
    expect(await storedBooking(app, early.id)).toMatchObject({
      bookingStatus: 'assigned',
      providerId: team.provider.id,
      driverId: null,
      assignedVehicleId: null,
    })
    const release = data.events.at(-1)
    expect(release).toMatchObject({ to_status: 'assigned', actor_kind: 'system' })
    expect(release.reason).toContain(late.code)
    // The later ride keeps its driver, the driver's link to the moved one ends, and they are told.
    expect(await storedBooking(app, late.id)).toMatchObject({ driverId: team.driver.id })
    expect((await driverCall(app, token, 'GET', '')).statusCode).not.toBe(200)
    const texts = (await messagesOf(app, early.id)).filter((m) =>
      m.body.includes('no longer yours'),
    )
    expect(texts.map((m) => m.toNumber)).toEqual(['+919812345678'])
    expect(texts[0]!.body).toMatch(new RegExp(`^Ridelane job ${early.code} moved to .*12:45`))
    // Told of the move to 10:30, which they kept; not of 12:45 as if they still held it.
    const changed = (await messagesOf(app, early.id)).filter((m) => m.body.includes(' changed: '))
    expect(changed.map((m) => m.body.includes('10:30'))).toEqual([true])
  })
})
