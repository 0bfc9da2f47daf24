import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  bookingPayload,
  bookingToken,
  cardForm,
  completion,
  postBooking,
  signQuote,
} from './test-fixtures'

// The statements one booking journey sends to the database, as the wizard makes it: create (with
// an Idempotency-Key), open the payment, pay with the sandbox's 4242 card, complete. Each of them
// is a round trip the API waits for, and the count is what bounds journeys per second
// (docs/decisions/020-hot-paths.md#booking-journeys-round-trips): a change that reads the booking
// again, or splits a statement, fails here first.

/**
 * At most this many statements per call; BEGIN and COMMIT count as one each. The card's
 * confirmation reads the area's dispatch rules once since issue 32, so that a ride of an area
 * that dispatches by itself is offered (docs/decisions/035-automatic-dispatch.md): 15, not 14;
 * and since issue 33 an airport pickup with a flight number (this journey's) writes its flight
 * and the flight's first poll (docs/decisions/036-flight-tracking.md#tracking): 17.
 */
const LIMITS = { create: 2, payment: 3, card: 17, complete: 1 }

/** Statements sent inside a call: only those run on behalf of the request being counted. */
const counting = new AsyncLocalStorage<string[]>()

function note(text: unknown) {
  const into = counting.getStore()
  const sql = typeof text === 'string' ? text : String((text as { text?: string })?.text ?? '')
  // The mail outbox's delivery, started by the card call and run whenever it runs, is not the
  // journey's own work (it leases and marks the mail in rows of its own).
  if (into && !/^update "mail_outbox"/.test(sql)) into.push(sql)
}

type Query = (text: unknown, ...rest: unknown[]) => Promise<unknown>
type Lite = { query: Query; transaction(fn: (tx: { query: Query }) => unknown): Promise<unknown> }

/** Notes every statement the app's database client sends, on PGlite or PostgreSQL. */
function listen(app: App): () => void {
  const client = (app.db as unknown as { $client: unknown }).$client
  if (client instanceof pg.Pool) {
    const query = pg.Client.prototype.query as Query
    pg.Client.prototype.query = function (this: pg.Client, text: unknown, ...rest: unknown[]) {
      note(text)
      return query.call(this, text, ...rest)
    } as typeof pg.Client.prototype.query
    return () => {
      pg.Client.prototype.query = query as typeof pg.Client.prototype.query
    }
  }
  const lite = client as Lite
  const { query, transaction } = lite
  lite.query = (text, ...rest) => {
    note(text)
    return query.call(lite, text, ...rest)
  }
  // PGlite sends BEGIN and COMMIT itself; they are a round trip each on PostgreSQL.
  lite.transaction = (fn) =>
    transaction.call(lite, async (tx) => {
      note('begin')
      const counted = new Proxy(tx, {
        get: (target, key) =>
          key === 'query'
            ? (text: unknown, ...rest: unknown[]) => {
                note(text)
                return target.query(text, ...rest)
              }
            : Reflect.get(target, key),
      })
      const result = await fn(counted)
      note('commit')
      return result
    })
  return () => {
    lite.query = query
    lite.transaction = transaction
  }
}

/** Where the request being made notes its statements (one request at a time here). */
let current: string[] | undefined

async function counted<T>(call: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = []
  current = statements
  try {
    return { result: await call(), statements }
  } finally {
    current = undefined
  }
}

let app: App
let stopListening: () => void
beforeAll(async () => {
  app = await createTestApp({
    // The request's own async context, so the app's background loops are not counted with it.
    configure: (built) =>
      built.addHook('onRequest', (_request, _reply, done) => {
        if (current) counting.run(current, done)
        else done()
      }),
  })
  stopListening = listen(app)
})
afterAll(async () => {
  stopListening?.()
  await app?.close()
})

describe('a booking journey’s round trips', () => {
  it('creates, pays by card and completes in at most the statements counted for it', async () => {
    const payload = bookingPayload(await signQuote(app))
    const create = await counted(() =>
      postBooking(app, payload, { 'idempotency-key': randomUUID() }),
    )
    expect(create.result.statusCode, create.result.body).toBe(201)
    const { id, access_token: token } = create.result.json().data as {
      id: string
      access_token: string
    }
    const url = `/api/v1/bookings/${id}`
    const payment = await counted(() =>
      app.inject({ method: 'POST', url: `${url}/payment`, headers: bookingToken(token) }),
    )
    expect(payment.result.statusCode, payment.result.body).toBe(200)
    const card = await counted(() =>
      app.inject({
        method: 'POST',
        url: `${url}/payment/card`,
        headers: bookingToken(token),
        payload: cardForm(),
      }),
    )
    expect(card.result.statusCode, card.result.body).toBe(200)
    expect(card.result.json().data).toMatchObject({
      status: 'succeeded',
      booking_status: 'confirmed',
    })
    const complete = await counted(() =>
      app.inject({
        method: 'POST',
        url: `${url}/complete`,
        headers: bookingToken(token),
        payload: completion(),
      }),
    )
    expect(complete.result.statusCode, complete.result.body).toBe(200)

    const counts = {
      create: create.statements.length,
      payment: payment.statements.length,
      card: card.statements.length,
      complete: complete.statements.length,
    }
    const sent = { create, payment, card, complete }
    for (const step of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
      const statements = sent[step].statements.map((sql) => sql.slice(0, 80)).join('\n')
      // None at all would mean the counting itself broke.
      expect(counts[step], `${step} sent nothing counted`).toBeGreaterThan(0)
      expect(counts[step], `${step} sent:\n${statements}`).toBeLessThanOrEqual(LIMITS[step])
    }
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
    // 20 before the dispatch rules' read above, 21 before the flight's two writes.
    expect(total).toBeLessThanOrEqual(23)
  })
})
