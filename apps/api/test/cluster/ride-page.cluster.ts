import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCluster, type Cluster } from '../support/processes/cluster'
import {
  bookingRequest,
  call,
  cardPayment,
  payWithTestCard,
  rideFor,
} from '../support/processes/booking-journey'
import { readEvents } from '../support/server-sent-events'

// The traveller's ride page follows its booking across API processes
// (docs/decisions/028-ride-page.md): a page streaming from server B hears, within 2 seconds, a
// change and a cancellation made through server A, and reads the result from B.

let cluster: Cluster
let a: string
let b: string

beforeAll(async () => {
  cluster = await startCluster()
  ;[a, b] = cluster.servers.map((server) => server.url) as [string, string]
})
afterAll(() => cluster?.stop())

describe('the ride page on two servers', () => {
  it('hears on server B what the traveller did through server A', async () => {
    const ride = rideFor(9)
    const quote = await call(a, 'POST', '/prices/calculate', ride.priceRequest)
    expect(quote.status).toBe(200)
    const request = bookingRequest(9, ride, quote.body.data, `ride-${randomUUID()}@example.com`)
    const created = await call(a, 'POST', '/bookings', request)
    expect(created.status).toBe(201)
    const {
      id,
      booking_code: code,
      access_token: token,
    } = created.body.data as {
      id: string
      booking_code: string
      access_token: string
    }
    const headers = { 'x-booking-token': token }
    expect((await payWithTestCard(a, id, token)).status).toBe(200)
    const paid = await call(
      a,
      'POST',
      `/bookings/${id}/complete`,
      cardPayment(ride.trip.timeZone),
      headers,
    )
    expect(paid.status).toBe(200)

    const controller = new AbortController()
    const stream = await fetch(`${b}/api/v1/rides/${code}/stream`, {
      headers,
      signal: controller.signal,
    })
    expect(stream.status).toBe(200)
    const heard = (events: Array<{ event?: string; data: string }>) =>
      events.some((event) => event.event === 'ride' && JSON.parse(event.data).id === id)

    const before = await call(b, 'GET', `/rides/${code}`, undefined, headers)
    expect(before.body.data.booking_status).toBe('confirmed')
    const flight = await call(
      a,
      'POST',
      `/rides/${code}/changes`,
      { change: { flight_number: 'BA 117' }, expected_version: before.body.data.version },
      headers,
    )
    expect(flight.status).toBe(200)
    let started = Date.now()
    expect(heard(await readEvents(stream, heard))).toBe(true)
    expect(Date.now() - started).toBeLessThan(2000)
    const changed = await call(b, 'GET', `/rides/${code}`, undefined, headers)
    expect(changed.body.data.trip.flight_number).toBe('BA 117')

    const cancelled = await call(a, 'POST', `/rides/${code}/cancel`, {}, headers)
    expect(cancelled.status).toBe(200)
    started = Date.now()
    expect(heard(await readEvents(stream, heard))).toBe(true)
    expect(Date.now() - started).toBeLessThan(2000)
    const after = await call(b, 'GET', `/rides/${code}`, undefined, headers)
    expect(after.body.data.booking_status).toBe('cancelled')
    expect(after.body.data.cancellation.cancelled).toMatchObject({ refund_percent: 100 })
    controller.abort()
  })
})
