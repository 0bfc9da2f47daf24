import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { readEvents, type ServerSentEvent } from '../../../test/support/server-sent-events'
import { createTestDatabase } from '../../../test/support/test-database'
import { confirmedBooking, setBooking } from '../bookings/ops-booking-test-kit'
import { bearer, signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { expireOfferBatch } from './offer-expiry'
import { offer, providerCall, providerWithUser, type TestProvider } from './offers-test-kit'

async function openStream(address: string, token: string, signal: AbortSignal) {
  const stream = await fetch(`${address}/api/v1/provider/stream`, {
    headers: bearer(token),
    signal,
  })
  expect(stream.status).toBe(200)
  expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
  expect(await readEvents(stream, (events) => events.length > 0)).toEqual([
    { event: 'ready', data: '{}' },
  ])
  return stream
}

const changes = (events: ServerSentEvent[]) =>
  events.filter((e) => e.event === 'jobs').map((e) => JSON.parse(e.data))

/** Reads until an event with this reason came (others, e.g. 'changed', may come with it). */
const untilReason = (reason: string) => (events: ServerSentEvent[]) =>
  changes(events).some((change) => change.reason === reason)

describe('the provider portal’s stream', () => {
  let app: App
  let address: string
  let adminToken: string
  let skyline: TestProvider
  let harbour: TestProvider

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    adminToken = (await signedInAdmin(app)).token
    vi.useRealTimers()
    skyline = await providerWithUser(app, adminToken)
    harbour = await providerWithUser(app, adminToken)
    address = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => app.close())

  it('tells a provider within 2 seconds of offers, takes, expiry and the ride’s changes', async () => {
    const controller = new AbortController()
    const mine = await openStream(address, skyline.token, controller.signal)
    const theirs = await openStream(address, harbour.token, controller.signal)

    const booking = await confirmedBooking(app)
    await offer(app, adminToken, booking.id, { to: 'area', expires_in_minutes: 5 })
    let started = Date.now()
    const offered = await readEvents(mine, untilReason('offered'))
    expect(changes(offered)).toContainEqual({ booking_id: booking.id, reason: 'offered' })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(changes(await readEvents(theirs, untilReason('offered')))).toContainEqual({
      booking_id: booking.id,
      reason: 'offered',
    })

    await providerCall(app, skyline.token, 'POST', `/jobs/${booking.id}/accept`)
    started = Date.now()
    expect(changes(await readEvents(mine, untilReason('accepted')))).toContainEqual({
      booking_id: booking.id,
      reason: 'accepted',
    })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(changes(await readEvents(theirs, untilReason('withdrawn')))).toContainEqual({
      booking_id: booking.id,
      reason: 'withdrawn',
    })

    // A driver's step changes the booking's row: the provider holding it hears of it.
    await setBooking(app, booking.id, { bookingStatus: 'driver_en_route' })
    expect(changes(await readEvents(mine, untilReason('changed')))).toContainEqual({
      booking_id: booking.id,
      reason: 'changed',
    })

    const second = await confirmedBooking(app)
    const again = await offer(app, adminToken, second.id, { provider_id: harbour.id })
    await readEvents(theirs, untilReason('offered'))
    const payload = { batch_id: again.json().data.offers[0].batch_id, booking_id: second.id }
    await expireOfferBatch(app.db, payload, new Date(Date.now() + 31 * 60_000))
    expect(changes(await readEvents(theirs, untilReason('expired')))).toContainEqual({
      booking_id: second.id,
      reason: 'expired',
    })
    // Skyline heard nothing of Harbour's own offer.
    const quiet = await readEvents(mine, untilReason('expired'), 300)
    expect(changes(quiet).map((c) => c.booking_id)).not.toContain(second.id)

    // A ride cancelled while offered: the provider it was offered to hears of it.
    const third = await confirmedBooking(app)
    await offer(app, adminToken, third.id, { provider_id: harbour.id })
    await readEvents(theirs, untilReason('offered'))
    await setBooking(app, third.id, { bookingStatus: 'cancelled' })
    expect(changes(await readEvents(theirs, untilReason('changed')))).toContainEqual({
      booking_id: third.id,
      reason: 'changed',
    })

    // The operators give Skyline's ride to Harbour: Skyline hears it is no longer theirs.
    await setBooking(app, booking.id, { providerId: harbour.id })
    const gone = await readEvents(mine, (events) =>
      changes(events).some((c) => c.booking_id === booking.id && c.reason === 'changed'),
    )
    expect(changes(gone)).toContainEqual({ booking_id: booking.id, reason: 'changed' })
    controller.abort()
  })

  it('needs a provider session', async () => {
    const none = await fetch(`${address}/api/v1/provider/stream`)
    expect(none.status).toBe(401)
    const operator = await fetch(`${address}/api/v1/provider/stream`, {
      headers: bearer(adminToken),
    })
    expect(operator.status).toBe(401)
  })

  it('lets the server close while a portal is still connected', async () => {
    const other = await createTestApp()
    const token = (await signedInAdmin(other)).token
    const provider = await providerWithUser(other, token)
    const otherAddress = await other.listen({ port: 0, host: '127.0.0.1' })
    const stream = await openStream(otherAddress, provider.token, new AbortController().signal)
    const started = Date.now()
    await other.close()
    expect(Date.now() - started).toBeLessThan(5000)
    // Ended with a hint to reconnect soon, which a balancer sends to another process.
    const reader = stream.body!.getReader()
    const last = await reader.read()
    expect(new TextDecoder().decode(last.value)).toBe('retry: 1000\n\n')
    expect((await reader.read()).done).toBe(true)
  })

  // Two API processes need one shared database: PostgreSQL (PGlite lives inside one process).
  it.runIf(process.env.API_TEST_DB === 'postgres')(
    'hears an offer made and accepted through another API process',
    async () => {
      const database = await createTestDatabase()
      const first = await createTestApp({ database: database.target })
      const second = await createTestApp({ database: database.target })
      try {
        const token = (await signedInAdmin(first)).token
        const provider = await providerWithUser(first, token)
        const firstAddress = await first.listen({ port: 0, host: '127.0.0.1' })
        const controller = new AbortController()
        const stream = await openStream(firstAddress, provider.token, controller.signal)

        const booking = await confirmedBooking(second)
        expect((await offer(second, token, booking.id, { to: 'area' })).statusCode).toBe(201)
        let started = Date.now()
        expect(changes(await readEvents(stream, untilReason('offered')))).toContainEqual({
          booking_id: booking.id,
          reason: 'offered',
        })
        expect(Date.now() - started).toBeLessThan(2000)
        await providerCall(second, provider.token, 'POST', `/jobs/${booking.id}/accept`)
        started = Date.now()
        expect(changes(await readEvents(stream, untilReason('accepted')))).toContainEqual({
          booking_id: booking.id,
          reason: 'accepted',
        })
        expect(Date.now() - started).toBeLessThan(2000)
        controller.abort()
      } finally {
        await second.close()
        await first.close()
        await database.drop()
      }
    },
    60_000,
  )
})
