import { createHash, randomBytes, randomUUID } from 'node:crypto'
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

let cluster: Cluster
let a: string
let b: string
let operatorToken: string

/** An operator session written straight into the shared database, as sign-in would store it. */
async function operatorSession(): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const { rows } = await cluster.db.query(
    `insert into operators (email, role, totp_enabled) values ($1, 'dispatcher', true) returning id`,
    [`board-${randomUUID().slice(0, 8)}@ridelane.example`],
  )
  await cluster.db.query(
    'insert into operator_sessions (operator_id, token_hash) values ($1, $2)',
    [rows[0].id, createHash('sha256').update(token).digest('hex')],
  )
  return token
}

beforeAll(async () => {
  cluster = await startCluster()
  ;[a, b] = cluster.servers.map((server) => server.url) as [string, string]
  operatorToken = await operatorSession()
})
afterAll(() => cluster?.stop())

describe('the bookings board stream on two servers', () => {
  it('hears on server B, within 2 seconds, a booking made and paid through server A', async () => {
    const controller = new AbortController()
    const stream = await fetch(`${b}/api/v1/ops/bookings/stream`, {
      headers: { authorization: `Bearer ${operatorToken}` },
      signal: controller.signal,
    })
    expect(stream.status).toBe(200)
    expect(await readEvents(stream, (events) => events.length > 0)).toEqual([
      { event: 'ready', data: '{}' },
    ])

    const ride = rideFor(7)
    const quote = await call(a, 'POST', '/prices/calculate', ride.priceRequest)
    expect(quote.status).toBe(200)
    const request = bookingRequest(7, ride, quote.body.data, `board-${randomUUID()}@example.com`)
    const heard = (events: Array<{ data: string }>, id: string, op: string) =>
      events.some((event) => {
        const change = JSON.parse(event.data) as { id: string; op: string }
        return change.id === id && change.op === op
      })

    const created = await call(a, 'POST', '/bookings', request)
    expect(created.status).toBe(201)
    const id = created.body.data.id as string
    let started = Date.now()
    const afterCreate = await readEvents(stream, (events) => heard(events, id, 'insert'))
    expect(heard(afterCreate, id, 'insert')).toBe(true)
    expect(Date.now() - started).toBeLessThan(2000)

    expect((await payWithTestCard(a, id, created.body.data.access_token)).status).toBe(200)
    const paid = await call(
      a,
      'POST',
      `/bookings/${id}/complete`,
      cardPayment(ride.trip.timeZone),
      {
        'x-booking-token': created.body.data.access_token,
      },
    )
    expect(paid.status).toBe(200)
    started = Date.now()
    const afterPayment = await readEvents(stream, (events) => heard(events, id, 'update'))
    expect(heard(afterPayment, id, 'update')).toBe(true)
    expect(Date.now() - started).toBeLessThan(2000)

    // The board on B then reads the paid booking from the shared database.
    const board = await call(
      b,
      'GET',
      `/ops/bookings?q=${created.body.data.booking_code}`,
      undefined,
      {
        authorization: `Bearer ${operatorToken}`,
      },
    )
    expect(board.body.data.bookings).toEqual([expect.objectContaining({ id, status: 'confirmed' })])
    controller.abort()
  })
})
