import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { readEvents } from '../../../test/support/server-sent-events'
import { createTestDatabase } from '../../../test/support/test-database'
import { confirmedBooking, setBooking, type Created } from '../bookings/ops-booking-test-kit'
import { rideToken } from './ride-test-kit'

async function openStream(address: string, booking: Created, signal: AbortSignal) {
  const stream = await fetch(`${address}/api/v1/rides/${booking.booking_code}/stream`, {
    headers: rideToken(booking.access_token),
    signal,
  })
  expect(stream.status).toBe(200)
  expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
  expect(await readEvents(stream, (events) => events.length > 0)).toEqual([
    { event: 'ready', data: '{}' },
  ])
  return stream
}

describe('the ride page’s stream', () => {
  let app: App
  let address: string
  let booking: Created
  let other: Created

  beforeAll(async () => {
    app = await createTestApp()
    booking = await confirmedBooking(app, 'amara@example.com')
    other = await confirmedBooking(app, 'chidi@example.com')
    address = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => app.close())

  it('tells the page when its booking changes, and only its own booking', async () => {
    const controller = new AbortController()
    const stream = await openStream(address, booking, controller.signal)

    await setBooking(app, other.id, { driverInstructions: 'Gate B' })
    await setBooking(app, booking.id, { driverInstructions: 'Call on arrival' })
    const events = await readEvents(stream, (seen) => seen.length > 0)
    expect(events).toEqual([{ event: 'ride', data: JSON.stringify({ id: booking.id }) }])
    controller.abort()
  })

  it('needs the same credentials as the page', async () => {
    const url = `${address}/api/v1/rides/${booking.booking_code}/stream`
    const none = await fetch(url)
    expect(none.status).toBe(401)
    const wrong = await fetch(url, { headers: rideToken(other.access_token) })
    expect(wrong.status).toBe(404)
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND')
  })

  it('lets the server close while a page is still connected', async () => {
    const second = await createTestApp()
    const mine = await confirmedBooking(second)
    const secondAddress = await second.listen({ port: 0, host: '127.0.0.1' })
    const stream = await openStream(secondAddress, mine, new AbortController().signal)
    const started = Date.now()
    await second.close()
    expect(Date.now() - started).toBeLessThan(5000)
    // Ended with a hint to reconnect soon, which a balancer sends to another process.
    const reader = stream.body!.getReader()
    const last = await reader.read()
    expect(new TextDecoder().decode(last.value)).toBe('retry: 1000\n\n')
    expect((await reader.read()).done).toBe(true)
  })

  // Two API processes need one shared database: PostgreSQL (PGlite lives inside one process).
  it.runIf(process.env.API_TEST_DB === 'postgres')(
    'hears a change made through another API process',
    async () => {
      const database = await createTestDatabase()
      const first = await createTestApp({ database: database.target })
      const secondProcess = await createTestApp({ database: database.target })
      try {
        const mine = await confirmedBooking(first)
        const firstAddress = await first.listen({ port: 0, host: '127.0.0.1' })
        const controller = new AbortController()
        const stream = await openStream(firstAddress, mine, controller.signal)
        // Written through the second process's own pool: only PostgreSQL's NOTIFY links them.
        await setBooking(secondProcess, mine.id, { driverInstructions: 'Wave at the door' })
        const events = await readEvents(stream, (seen) => seen.length > 0)
        expect(events).toContainEqual({ event: 'ride', data: JSON.stringify({ id: mine.id }) })
        controller.abort()
      } finally {
        await first.close()
        await secondProcess.close()
        await database.drop()
      }
    },
  )
})
