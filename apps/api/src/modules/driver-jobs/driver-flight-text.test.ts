import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/support/create-test-app'
import type { App } from '../../app'
import { scheduledJobs } from '../../db/schema'
import { filled } from '../../i18n/catalogue-test-kit'
import { localTime } from '../bookings'
import { confirmedBooking, fleet } from '../bookings/ops-booking-test-kit'
import { createAeroDataBoxSource } from '../flights/aerodatabox-source'
import {
  aeroDataBoxEnv,
  aeroDataBoxKey,
  startFakeAeroDataBox,
  type FakeAeroDataBox,
} from '../flights/fake-aerodatabox-test-kit'
import { defaultFlightTracking, pollBookingFlight } from '../flights/track-flights'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { assign, messagesOf, plate } from './driver-test-kit'

// The flight's reason in the text a driver gets when a flight moves their pickup, in the driver's
// job language (docs/decisions/052-server-messages.md). The fixture's booking is a JFK pickup at
// 09:30 New York time on 15 January 2030 for flight "BA 117", which the fake lands at 09:00.

const DATE = '2030-01-15'
const SCHEDULED = new Date('2030-01-15T14:00:00Z')
const HOUR = 3_600_000
const MINUTE = 60_000
const DRIVER_PHONE = '+919812345678'

let fake: FakeAeroDataBox
let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>

beforeAll(async () => {
  fake = await startFakeAeroDataBox()
  useStepClock()
  app = await createTestApp({ env: { ...aeroDataBoxEnv(fake), JOBS_INTERVAL_MS: '600000' } })
  admin = await signedInAdmin(app)
  vi.useRealTimers()
})

afterAll(async () => {
  await app.close()
  await fake.close()
})

/** A confirmed booking on BA117 given to a fresh driver who reads `language`. */
async function heldBy(language: string) {
  const booking = await confirmedBooking(app, `flight-${language}-${Date.now()}@example.com`)
  const team = await fleet(app, admin.token, plate())
  const change = await app.inject({
    method: 'PATCH',
    url: `/api/v1/ops/providers/${team.provider.id}/drivers/${team.driver.id}`,
    payload: { job_language: language },
    headers: { authorization: `Bearer ${admin.token}` },
  })
  expect(change.statusCode, change.body).toBe(200)
  await assign(app, admin.token, booking.id, {
    provider: team.provider.id,
    driver: team.driver.id,
    vehicle: team.vehicle.id,
  })
  return booking
}

/** The booking's pending flight poll run at `now`, as a worker whose clock reads `now` would. */
async function poll(bookingId: string, now: Date) {
  const [job] = await app.db
    .select()
    .from(scheduledJobs)
    .where(
      and(
        eq(scheduledJobs.kind, 'flight_poll'),
        eq(scheduledJobs.status, 'pending'),
        sql`${scheduledJobs.payload}->>'booking_id' = ${bookingId}`,
      ),
    )
    .orderBy(desc(scheduledJobs.runAt))
  if (!job) throw new Error('no poll is pending')
  await app.db.update(scheduledJobs).set({ status: 'done' }).where(eq(scheduledJobs.id, job.id))
  const source = createAeroDataBoxSource({ apiKey: aeroDataBoxKey, apiBase: fake.url })
  const tracking = { ...defaultFlightTracking, appBaseUrl: 'http://ridelane.test' }
  const polls = job.payload.polls as number
  return pollBookingFlight(app.db, source, { bookingId, polls }, tracking, now)
}

/** The flight lands 95 minutes late; the driver's text about the moved pickup. */
async function changeTextAfterDelay(bookingId: string) {
  fake.reset()
  fake.setFlight('BA117', DATE, { from: 'LHR', to: 'JFK', scheduledArrival: '09:00' })
  await app.jobs.runDueNow()
  fake.delay('BA117', DATE, 95)
  expect(await poll(bookingId, new Date(SCHEDULED.getTime() - 24 * HOUR))).toBe('moved')
  const texts = (await messagesOf(app, bookingId)).filter((m) => m.toNumber === DRIVER_PHONE)
  // The job link first, then the change.
  expect(texts).toHaveLength(2)
  return texts[1]!.body
}

const arrivalAt = new Date(SCHEDULED.getTime() + 95 * MINUTE)

describe('a flight that moves a pickup a driver holds', () => {
  it('gives the driver its reason in their job language', async () => {
    const booking = await heldBy('hi')
    const text = await changeTextAfterDelay(booking.id)
    expect(text).toContain(
      filled('hi', 'Flight {code} now lands {arrival} (flight +{minutes} min)', {
        code: 'BA117',
        arrival: localTime(arrivalAt, 'America/New_York', 'hi'),
        minutes: 95,
      }),
    )
  })

  it('gives an English driver the reason as before', async () => {
    const booking = await heldBy('en')
    const text = await changeTextAfterDelay(booking.id)
    expect(text).toContain(
      `Flight BA117 now lands ${localTime(arrivalAt, 'America/New_York')} (flight +95 min).`,
    )
  })
})
