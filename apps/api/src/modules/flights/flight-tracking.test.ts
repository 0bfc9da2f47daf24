import { flightCheckMessages, flightNumberMessages, type BoardRow } from '@ridelane/domain'
import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/support/create-test-app'
import type { App } from '../../app'
import { bookingEvents, bookingFlights, bookings, scheduledJobs } from '../../db/schema'
import { filled, translated } from '../../i18n/catalogue-test-kit'
import { confirmedBooking, detail, mailsTo, opsCall } from '../bookings/ops-booking-test-kit'
import { bearer, signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { createAeroDataBoxSource } from './aerodatabox-source'
import {
  aeroDataBoxEnv,
  aeroDataBoxKey,
  startFakeAeroDataBox,
  type FakeAeroDataBox,
} from './fake-aerodatabox-test-kit'
import { defaultFlightTracking, pollBookingFlight, type FlightTracking } from './track-flights'

// Tracking a booking's flight (docs/decisions/036-flight-tracking.md#tracking), against the
// local fake of AeroDataBox: the fixture's booking is a JFK pickup at 09:30 New York time on
// 15 January 2030 for flight "BA 117", which the fake lands at 09:00.

const DATE = '2030-01-15'
const SCHEDULED = new Date('2030-01-15T14:00:00Z')
const PICKUP = new Date('2030-01-15T14:30:00Z')
const HOUR = 3_600_000
const MINUTE = 60_000

let fake: FakeAeroDataBox
let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>
let tracking: FlightTracking

beforeAll(async () => {
  fake = await startFakeAeroDataBox()
  useStepClock()
  app = await createTestApp({ env: { ...aeroDataBoxEnv(fake), JOBS_INTERVAL_MS: '600000' } })
  admin = await signedInAdmin(app)
  vi.useRealTimers()
  tracking = { ...defaultFlightTracking, appBaseUrl: 'http://ridelane.test' }
})

afterAll(async () => {
  await app.close()
  await fake.close()
})

beforeEach(() => {
  fake.reset()
  fake.setFlight('BA117', DATE, { from: 'LHR', to: 'JFK', scheduledArrival: '09:00' })
})

const source = () => createAeroDataBoxSource({ apiKey: aeroDataBoxKey, apiBase: fake.url })

/** The booking's pending poll, as the job worker would claim it. */
async function pendingPoll(bookingId: string) {
  const rows = await app.db
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
  return rows
}

/** Runs the booking's pending poll at `now`, as a worker whose clock reads `now` would. */
async function poll(bookingId: string, now: Date) {
  const [job] = await pendingPoll(bookingId)
  if (!job) throw new Error('no poll is pending')
  await app.db.update(scheduledJobs).set({ status: 'done' }).where(eq(scheduledJobs.id, job.id))
  const polls = job.payload.polls as number
  const outcome = await pollBookingFlight(app.db, source(), { bookingId, polls }, tracking, now)
  return { outcome, job }
}

async function pickupOf(id: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id))
  return row!.pickupTime
}

async function flightOf(id: string) {
  const [row] = await app.db.select().from(bookingFlights).where(eq(bookingFlights.bookingId, id))
  return row
}

async function boardRow(code: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/ops/bookings?q=${code}`,
    headers: bearer(admin.token),
  })
  expect(response.statusCode, response.body).toBe(200)
  // The search also matches the code's digits in other bookings' phone numbers: pick this one.
  const rows = response.json().data.bookings as BoardRow[]
  const row = rows.find((candidate) => candidate.booking_code === code)
  expect(row, `no board row for ${code}`).toBeDefined()
  return row as BoardRow
}

const at = (ms: number) => new Date(ms)

describe('a tracked flight', () => {
  it('is polled from confirmation, and moves the pickup each time its arrival moves far enough', async () => {
    const booking = await confirmedBooking(app, 'follow@example.com')
    expect(await flightOf(booking.id)).toMatchObject({
      code: 'BA117',
      airportCode: 'JFK',
      polls: 0,
    })
    // The first poll is due at once and runs through the job worker's handler.
    const [first] = await pendingPoll(booking.id)
    expect(first!.runAt.getTime()).toBeLessThanOrEqual(Date.now())
    await app.jobs.runDueNow()
    const found = await flightOf(booking.id)
    expect(found).toMatchObject({ state: 'scheduled', originName: 'London Heathrow', polls: 1 })
    expect(found!.scheduledArrival).toEqual(SCHEDULED)
    // Next: 24 hours before the arrival.
    const [next] = await pendingPoll(booking.id)
    expect(next!.runAt).toEqual(at(SCHEDULED.getTime() - 24 * HOUR))

    // 1: 20 minutes late: the pickup keeps the traveller's 30 minutes after landing.
    fake.delay('BA117', DATE, 20)
    expect((await poll(booking.id, at(SCHEDULED.getTime() - 24 * HOUR))).outcome).toBe('moved')
    expect(await pickupOf(booking.id)).toEqual(at(PICKUP.getTime() + 20 * MINUTE))
    // A process that died after this poll's work leaves its job to be run again: nothing twice.
    const again = await pollBookingFlight(
      app.db,
      source(),
      { bookingId: booking.id, polls: 1 },
      tracking,
      at(SCHEDULED.getTime() - 24 * HOUR),
    )
    expect(again).toBe('stale')
    expect(await pendingPoll(booking.id)).toHaveLength(1)

    // 2: 95 minutes late, six hours out.
    fake.delay('BA117', DATE, 95)
    expect((await poll(booking.id, at(SCHEDULED.getTime() - 6 * HOUR))).outcome).toBe('moved')
    expect(await pickupOf(booking.id)).toEqual(at(PICKUP.getTime() + 95 * MINUTE))
    expect(await boardRow(booking.booking_code)).toMatchObject({
      flight: { code: 'BA117', label: 'flight +95 min', delay_minutes: 95, state: 'scheduled' },
      pickup_time: at(PICKUP.getTime() + 95 * MINUTE).toISOString(),
    })

    // 3: back to an hour late: the pickup comes back earlier, the driver has hours to make it.
    fake.delay('BA117', DATE, 60)
    expect((await poll(booking.id, at(SCHEDULED.getTime() - 2 * HOUR))).outcome).toBe('moved')
    expect(await pickupOf(booking.id)).toEqual(at(PICKUP.getTime() + 60 * MINUTE))

    // 4: five minutes more is below the threshold: the pickup stays.
    fake.delay('BA117', DATE, 65)
    expect((await poll(booking.id, at(SCHEDULED.getTime() - 50 * MINUTE))).outcome).toBe(
      'unchanged',
    )
    expect(await pickupOf(booking.id)).toEqual(at(PICKUP.getTime() + 60 * MINUTE))
    // Ten minutes before the arrival it is asked about every minute.
    const landing = SCHEDULED.getTime() + 65 * MINUTE
    const nearly = at(landing - 10 * MINUTE)
    expect((await poll(booking.id, nearly)).outcome).toBe('unchanged')
    expect((await pendingPoll(booking.id))[0]!.runAt).toEqual(at(nearly.getTime() + MINUTE))

    // 5: landed at 70 minutes late: within the threshold of the pickup, and the last poll.
    fake.land('BA117', DATE, at(SCHEDULED.getTime() + 70 * MINUTE).toISOString())
    expect((await poll(booking.id, at(landing + 5 * MINUTE))).outcome).toBe('unchanged')
    expect(await flightOf(booking.id)).toMatchObject({ state: 'landed' })
    expect(await pendingPoll(booking.id)).toHaveLength(0)

    // Each move is on the timeline, by the system, and the traveller was told each time.
    const moves = await app.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking.id))
    const flightMoves = moves.filter((event) => event.details.flight === 'BA117')
    expect(flightMoves.map((event) => event.details.flight_delay_minutes).sort()).toEqual([
      '20',
      '60',
      '95',
    ])
    expect(flightMoves.every((event) => event.actorKind === 'system')).toBe(true)
    expect(flightMoves.find((e) => e.details.flight_delay_minutes === '95')!.reason).toContain(
      'flight +95 min',
    )
    const mails = (await mailsTo(app, 'follow@example.com')).filter((mail) =>
      mail.subject.includes('pickup time has changed'),
    )
    expect(mails).toHaveLength(3)
    expect(mails[1]!.textBody).toContain('Your flight BA117 is now expected to land at')
  })

  it('never moves an early pickup sooner than the driver can make it', async () => {
    const booking = await confirmedBooking(app, 'early@example.com')
    await poll(booking.id, at(SCHEDULED.getTime() - 26 * HOUR))
    fake.delay('BA117', DATE, -60)
    const now = at(SCHEDULED.getTime() - 30 * MINUTE)
    expect((await poll(booking.id, now)).outcome).toBe('moved')
    // Landing at 13:00Z plus 30 minutes would be 13:30Z, now; the notice puts it at 14:00Z.
    expect(await pickupOf(booking.id)).toEqual(at(now.getTime() + 30 * MINUTE))
  })

  it('calls the operators in for a cancelled flight, and leaves the pickup', async () => {
    const booking = await confirmedBooking(app, 'cancelled@example.com')
    await poll(booking.id, at(SCHEDULED.getTime() - 26 * HOUR))
    fake.cancel('BA117', DATE)
    expect((await poll(booking.id, at(SCHEDULED.getTime() - 3 * HOUR))).outcome).toBe('escalated')
    expect(await pickupOf(booking.id)).toEqual(PICKUP)
    expect(await pendingPoll(booking.id)).toHaveLength(0)
    expect(await boardRow(booking.booking_code)).toMatchObject({
      escalated: true,
      escalation_reason: 'flight',
      flight: { label: 'flight cancelled', state: 'cancelled' },
    })
    const calls = (await mailsTo(app, admin.email)).filter((mail) =>
      mail.subject.includes(booking.booking_code),
    )
    expect(calls).toHaveLength(1)
    expect(calls[0]!.textBody).toContain('Flight BA117 was cancelled')
    // An operator's move of the pickup answers the call.
    const { version } = await detail(app, admin.token, booking.id)
    const moved = await opsCall(app, admin.token, 'POST', `/${booking.id}/pickup-time`, {
      expected_version: version,
      date: '2030-01-16',
      time: '09:30',
      reason: 'Rebooked on the next day’s flight',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await boardRow(booking.booking_code)).toMatchObject({ escalated: false })
  })

  it('leaves a delay beyond three hours to the operators', async () => {
    const booking = await confirmedBooking(app, 'late@example.com')
    await poll(booking.id, at(SCHEDULED.getTime() - 26 * HOUR))
    fake.delay('BA117', DATE, 200)
    expect((await poll(booking.id, at(SCHEDULED.getTime() - 2 * HOUR))).outcome).toBe('escalated')
    expect(await pickupOf(booking.id)).toEqual(PICKUP)
    expect((await boardRow(booking.booking_code)).flight?.label).toBe('flight +200 min')
  })

  it('keeps polling, later, while the service is busy', async () => {
    const booking = await confirmedBooking(app, 'busy@example.com')
    fake.rateLimitNext(120)
    const now = at(SCHEDULED.getTime() - 30 * HOUR)
    expect((await poll(booking.id, now)).outcome).toBe('unavailable')
    const [retry] = await pendingPoll(booking.id)
    expect(retry!.runAt).toEqual(at(now.getTime() + 120_000))
    expect((await poll(booking.id, at(now.getTime() + 120_000))).outcome).toBe('unchanged')
    expect(await flightOf(booking.id)).toMatchObject({ state: 'scheduled', polls: 2 })
  })

  it('marks a flight that does not land at the pickup, and never moves the pickup for it', async () => {
    fake.setFlight('BA117', DATE, { from: 'LHR', to: 'EWR', scheduledArrival: '09:00' })
    const booking = await confirmedBooking(app, 'elsewhere@example.com')
    await poll(booking.id, at(SCHEDULED.getTime() - 26 * HOUR))
    expect(await flightOf(booking.id)).toMatchObject({ mismatch: 'other_airport' })
    expect((await boardRow(booking.booking_code)).flight).toMatchObject({
      mismatch: 'other_airport',
    })
  })
})

describe('GET /flights/check', () => {
  const check = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/flights/check?${new URLSearchParams({
        pickup_lat: '40.6413',
        pickup_lng: '-73.7781',
        pickup_time: '2030-01-15T09:30:00-05:00',
        ...query,
      })}`,
      headers,
    })
  /** A pickup in Manhattan: no airport, so no flight is tracked. */
  const inTown = { pickup_lat: '40.758', pickup_lng: '-73.9855' }

  it('names where the flight comes from and when it lands, on the airport’s clock', async () => {
    const response = await check({ flight_number: 'ba 117' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toEqual({
      flight_number: 'BA117',
      fits: true,
      problem: null,
      origin_name: 'London Heathrow',
      arrival_at: SCHEDULED.toISOString(),
      message: 'BA117 from London Heathrow, lands 09:00',
    })
  })

  it('says why a flight does not fit, without refusing it', async () => {
    expect((await check({ flight_number: 'AA1' })).json().data).toMatchObject({
      fits: false,
      problem: 'not_found',
      message: expect.stringContaining('We could not find flight AA1 on 2030-01-15'),
    })
    fake.setFlight('BA117', DATE, { from: 'LHR', to: 'JFK', scheduledArrival: '11:00' })
    expect((await check({ flight_number: 'BA117' })).json().data).toMatchObject({
      fits: false,
      problem: 'after_pickup',
    })
  })

  it('refuses a number that cannot be a flight with a 400, and ignores a pickup away from airports', async () => {
    const before = fake.requestCount()
    const bad = await check({ flight_number: '12345' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details[0].path).toBe('flight_number')
    const city = await check({
      flight_number: 'BA117',
      pickup_lat: '40.758',
      pickup_lng: '-73.9855',
    })
    expect(city.json().data).toMatchObject({ fits: false, problem: null })
    expect(fake.requestCount()).toBe(before)
  })

  describe('in the reader’s language', () => {
    const airport = 'John F. Kennedy International Airport'

    it('answers in English exactly as before, with or without a language asked', async () => {
      const askedIn: Record<string, string>[] = [
        {},
        { 'accept-language': 'en-GB' },
        { 'accept-language': 'pt-BR' },
      ]
      for (const headers of askedIn) {
        const said = async (query: Record<string, string>) =>
          (await check(query, headers)).json().data.message as string
        fake.setFlight('BA117', DATE, { from: 'LHR', to: 'JFK', scheduledArrival: '09:00' })
        expect(await said({ flight_number: 'BA117' })).toBe(
          'BA117 from London Heathrow, lands 09:00',
        )
        expect(await said({ flight_number: 'AA1' })).toBe(
          'We could not find flight AA1 on 2030-01-15. Check the number on your ticket; you can still book.',
        )
        fake.setFlight('BA117', DATE, { from: 'LHR', to: 'JFK', scheduledArrival: '11:00' })
        expect(await said({ flight_number: 'BA117' })).toBe(
          `BA117 lands at ${airport} at 11:00, after the pickup time. Check the date and time; you can still book.`,
        )
        fake.setFlight('BA117', DATE, { from: 'LHR', to: 'EWR', scheduledArrival: '09:00' })
        expect(await said({ flight_number: 'BA117' })).toBe(
          `BA117 does not land at ${airport} on 2030-01-15. Check the number and the pickup; you can still book.`,
        )
        expect(await said({ flight_number: 'BA117', ...inTown })).toBe(
          'A flight is tracked only for a pickup at an airport.',
        )
        const bad = await check({ flight_number: '12345' }, headers)
        expect(bad.json().error).toMatchObject({
          message: flightNumberMessages.invalid,
          details: [{ path: 'flight_number', message: flightNumberMessages.invalid }],
        })
      }
    })

    // The Spanish is read from the domain's catalogue: these fail until the translators have put
    // the check's messages in packages/domain/locales/es/domain.po.
    const spanish = { 'accept-language': 'es-ES,es;q=0.9' }
    const spanishDay = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${DATE}T00:00:00Z`))

    it('says in Spanish where a flight comes from, or that it was not found on that day', async () => {
      const fits = await check({ flight_number: 'ba 117' }, spanish)
      const english = flightCheckMessages.fits('{code}', '{origin}', '{time}')
      expect(english).toBe('{code} from {origin}, lands {time}')
      const inSpanish = filled('es', english, {
        code: 'BA117',
        origin: 'London Heathrow',
        time: '09:00',
      })
      expect(fits.json().data).toMatchObject({ fits: true, message: inSpanish })

      const notFound = await check({ flight_number: 'AA1' }, spanish)
      const notFoundInSpanish = filled('es', flightCheckMessages.notFound('{code}', '{date}'), {
        code: 'AA1',
        date: spanishDay,
      })
      expect(notFoundInSpanish).toContain(spanishDay)
      expect(notFound.json().data).toMatchObject({
        problem: 'not_found',
        message: notFoundInSpanish,
      })
    })

    it('says in Spanish that only an airport pickup is tracked, and refuses a bad number', async () => {
      const city = await check({ flight_number: 'BA117', ...inTown }, spanish)
      expect(city.json().data.message).toBe(translated('es', flightCheckMessages.notAnAirport))
      const bad = await check({ flight_number: '12345' }, spanish)
      expect(bad.statusCode).toBe(400)
      const invalid = translated('es', flightNumberMessages.invalid)
      expect(bad.json().error).toMatchObject({
        message: invalid,
        details: [{ path: 'flight_number', message: invalid }],
      })
    })
  })
})
