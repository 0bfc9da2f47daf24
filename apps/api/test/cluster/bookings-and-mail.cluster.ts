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

let cluster: Cluster
let a: string
let b: string
beforeAll(async () => {
  cluster = await startCluster()
  ;[a, b] = cluster.servers.map((server) => server.url) as [string, string]
})
afterAll(() => cluster?.stop())

const runId = randomUUID().slice(0, 8)
const travellerEmail = (n: number) => `traveller-${n}-${runId}@example.com`

async function quoteAndRequest(server: string, n: number) {
  const ride = rideFor(n)
  const quote = await call(server, 'POST', '/prices/calculate', ride.priceRequest)
  expect(quote.status).toBe(200)
  return { ride, request: bookingRequest(n, ride, quote.body.data, travellerEmail(n)) }
}

async function storedBookings(email: string) {
  const { rows } = await cluster.db.query('select id from bookings where email = $1', [email])
  return rows as Array<{ id: string }>
}

describe('an Idempotency-Key on two servers', () => {
  it('retried on the other server returns the same booking, stored once', async () => {
    const { request } = await quoteAndRequest(a, 1)
    const key = { 'idempotency-key': randomUUID() }
    const first = await call(a, 'POST', '/bookings', request, key)
    const retry = await call(b, 'POST', '/bookings', request, key)
    expect(first.status).toBe(201)
    expect(retry.status).toBe(200)
    expect(retry.body.data).toMatchObject({
      id: first.body.data.id,
      booking_code: first.body.data.booking_code,
    })
    expect(await storedBookings(request.email)).toEqual([{ id: first.body.data.id }])
  })

  it('sent to both servers at once makes one booking', async () => {
    const { request } = await quoteAndRequest(b, 2)
    const key = { 'idempotency-key': randomUUID() }
    const answers = await Promise.all([a, b].map((s) => call(s, 'POST', '/bookings', request, key)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    expect(answers[0]!.body.data.id).toBe(answers[1]!.body.data.id)
    expect(await storedBookings(request.email)).toHaveLength(1)
  })
})

describe('a signed quote on two servers', () => {
  it('priced on one server books on the other, with the key both read from the database', async () => {
    const { request } = await quoteAndRequest(a, 3)
    const created = await call(b, 'POST', '/bookings', request)
    expect(created.status).toBe(201)
    expect(await storedBookings(request.email)).toEqual([{ id: created.body.data.id }])
  })

  it('edited on the way is refused by either server with 409', async () => {
    const { request } = await quoteAndRequest(b, 4)
    const [version, kid, body, signature] = request.quote_id.split('.')
    const trip = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'))
    trip.expiresAt = new Date(Date.now() + 86_400_000).toISOString()
    const edited = Buffer.from(JSON.stringify(trip)).toString('base64url')
    const tampered = { ...request, quote_id: [version, kid, edited, signature].join('.') }
    for (const server of [a, b]) {
      const refused = await call(server, 'POST', '/bookings', tampered)
      expect(refused.status).toBe(409)
      expect(refused.body.error.code).toBe('QUOTE_INVALID')
    }
    expect(await storedBookings(request.email)).toEqual([])
  })
})

describe('the mail outbox on two servers', () => {
  it('sends every confirmation and reset link exactly once', async () => {
    const expected: string[] = []
    const journeys = Array.from({ length: 20 }, async (_, i) => {
      const n = 100 + i
      const [createOn, completeOn] = i % 2 ? [a, b] : [b, a]
      const { ride, request } = await quoteAndRequest(createOn, n)
      const created = await call(createOn, 'POST', '/bookings', request, {
        'idempotency-key': randomUUID(),
      })
      expect(created.status).toBe(201)
      const { id, booking_code, access_token } = created.body.data
      // Paid on the server that created it, completed on the other.
      expect((await payWithTestCard(createOn, id, access_token)).status).toBe(200)
      const paid = await call(
        completeOn,
        'POST',
        `/bookings/${id}/complete`,
        cardPayment(ride.trip.timeZone),
        {
          'x-booking-token': access_token,
        },
      )
      expect(paid.status).toBe(200)
      expected.push(`${request.email} | Your Ridelane ride is confirmed: ${booking_code}`)
    })
    const resets = Array.from({ length: 6 }, async (_, i) => {
      const email = `reset-${i}-${runId}@travel.example`
      const server = i % 2 ? a : b
      const body = { email, contact_number: '+14155550100', password: 'Secret#2025' }
      expect((await call(server, 'POST', '/partners/signup', body)).status).toBe(201)
      // Sign-up mails its confirmation link (docs/decisions/019-partner-approval.md).
      expected.push(`${email} | Confirm your Ridelane partner email`)
      const other = i % 2 ? b : a
      const asked = await call(other, 'POST', '/partners/request-password-reset', { email })
      expect(asked.status).toBe(200)
      expected.push(`${email} | Reset your Ridelane partner password`)
    })
    await Promise.all([...journeys, ...resets])

    await cluster.smtp.waitForMessages(expected.length, 20_000)
    // Both outbox loops tick every second: give each a few more passes to send a mail twice.
    await new Promise((resolve) => setTimeout(resolve, 3500))
    const received = cluster.smtp.messages.map((mail) => `${mail.to.join(',')} | ${mail.subject}`)
    expect(received.sort()).toEqual(expected.sort())
    const { rows } = await cluster.db.query(
      'select status, count(*)::int as n from mail_outbox group by status',
    )
    expect(rows).toEqual([{ status: 'sent', n: expected.length }])
  })
})
