import { webhookMessages } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { webhookEndpoints, webhookEvents } from '../../db/schema'
import { claimDueJobs } from '../jobs/repository'
import { pause } from '../jobs/jobs-test-kit'
import { approvedPartner } from '../partners/partner-test-kit'
import { webhookDeliveryHandler } from './deliver-webhook'
import {
  addEndpoint,
  attemptsTo,
  call,
  partnerBooking,
  pendingDeliveryJobs,
  runDeliveries,
  signatureHolds,
  startReceiver,
  webhooksTestApp,
} from './webhooks-test-kit'

// Delivering events to a partner's receiver (docs/webhooks.md): signed, retried with the same
// event id until a 2xx, logged attempt by attempt. WEBHOOK_ALLOW_PRIVATE=1 lets the app reach the
// receiver on 127.0.0.1.

let app: App
let receiver: Awaited<ReturnType<typeof startReceiver>>
let answers: number[] = []
let delays: number[] = []

beforeAll(async () => {
  app = await webhooksTestApp({ allowPrivate: true })
  receiver = await startReceiver(() => ({
    status: answers.shift() ?? 200,
    delayMs: delays.shift() ?? 0,
  }))
})
afterAll(async () => {
  await app.close()
  await receiver.close()
})

const requestsFor = (path: string) => receiver.requests.filter((r) => r.url.pathname === path)

describe('a delivery', () => {
  it('posts the event as signed JSON that the receiver can verify', async () => {
    const partner = await approvedPartner(app)
    const { endpoint, secret } = await addEndpoint(app, partner.token, `${receiver.url}/signed`)
    expect(secret).toMatch(/^whsec_[\w-]{43}$/)
    expect(endpoint).toMatchObject({
      enabled: true,
      events: expect.arrayContaining(['booking.created']),
    })
    expect(endpoint.events).toHaveLength(6)

    const booking = await partnerBooking(app, partner.token)
    await runDeliveries(app)

    const [request, ...more] = requestsFor('/signed')
    expect(more).toEqual([])
    expect(request!.method).toBe('POST')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.headers['user-agent']).toBe('Ridelane-Webhooks/1')
    expect(signatureHolds(secret, request!)).toBe(true)
    expect(signatureHolds(`${secret}x`, request!)).toBe(false)
    const t = Number(/t=(\d+)/.exec(String(request!.headers['ridelane-signature']))![1])
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(60)

    const body = JSON.parse(request!.body)
    expect(body.id).toMatch(/^evt_[A-Za-z0-9]{24}$/)
    expect(request!.headers['ridelane-event-id']).toBe(body.id)
    expect(body).toMatchObject({
      type: 'booking.created',
      data: {
        booking: {
          id: booking.id,
          booking_code: booking.booking_code,
          status: 'pending_payment',
          payment_status: 'pending',
          pickup: { address: 'JFK Airport, Queens, NY' },
          dropoff: { address: 'Times Square, Manhattan, NY' },
          vehicle: { id: 'new-york:sedan', name: 'Sedan' },
          passengers: 2,
          currency: 'USD',
          booked_by: partner.email,
        },
      },
    })
    expect(body.data.previous_status).toBeUndefined()
    expect(Date.parse(body.created_at)).not.toBeNaN()

    // The secret is kept sealed, never as it was shown.
    const [stored] = await app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id))
    expect(stored!.secretSealed).not.toContain(secret.slice(6))
    const list = await call(app, partner.token, 'GET', '')
    expect(list.body).not.toContain(secret)

    const log = await call(app, partner.token, 'GET', `/${endpoint.id}/events`)
    expect(log.statusCode, log.body).toBe(200)
    expect(log.json().data.events).toEqual([
      expect.objectContaining({
        id: body.id,
        type: 'booking.created',
        booking_code: booking.booking_code,
        state: 'delivered',
        attempts: [
          expect.objectContaining({
            attempt: 1,
            outcome: 'delivered',
            status_code: 200,
            manual: false,
          }),
        ],
      }),
    ])
  })

  it('retries a failing receiver with backoff and the same event id until it answers 2xx, once', async () => {
    const partner = await approvedPartner(app)
    const { endpoint, secret } = await addEndpoint(app, partner.token, `${receiver.url}/flaky`, [
      'booking.created',
    ])
    answers = [500, 503, 404]
    await partnerBooking(app, partner.token)

    await app.jobs.runDueNow()
    expect(requestsFor('/flaky')).toHaveLength(1)
    // The next try waits 30 s, then 1 and 2 minutes.
    const delays: number[] = []
    for (let i = 0; i < 3; i += 1) {
      const [job] = await pendingDeliveryJobs(app)
      expect(job).toBeDefined()
      delays.push(Math.round((job!.runAt.getTime() - Date.now()) / 1000))
      await runDeliveries(app)
    }
    expect(delays[0]).toBeGreaterThan(25)
    expect(delays[0]).toBeLessThanOrEqual(30)
    expect(delays[1]).toBeGreaterThan(55)
    expect(delays[1]).toBeLessThanOrEqual(60)
    expect(delays[2]).toBeGreaterThan(115)
    expect(delays[2]).toBeLessThanOrEqual(120)

    const requests = requestsFor('/flaky')
    expect(requests).toHaveLength(4)
    const ids = new Set(requests.map((r) => JSON.parse(r.body).id))
    expect(ids.size).toBe(1)
    expect(new Set(requests.map((r) => r.body)).size).toBe(1)
    expect(requests.every((r) => signatureHolds(secret, r))).toBe(true)
    expect(await pendingDeliveryJobs(app)).toEqual([])

    // Delivered: nothing more goes out.
    await runDeliveries(app)
    expect(requestsFor('/flaky')).toHaveLength(4)

    const log = (await call(app, partner.token, 'GET', `/${endpoint.id}/events`)).json().data
    expect(log.events).toHaveLength(1)
    expect(log.events[0].state).toBe('delivered')
    expect(
      log.events[0].attempts.map((a: { status_code: number; outcome: string }) => [
        a.status_code,
        a.outcome,
      ]),
    ).toEqual([
      [500, 'failed'],
      [503, 'failed'],
      [404, 'failed'],
      [200, 'delivered'],
    ])
  })

  it('gives up once the next try would fall more than 24 hours after the event', async () => {
    const partner = await approvedPartner(app)
    const { endpoint } = await addEndpoint(app, partner.token, `${receiver.url}/down`, [
      'booking.created',
    ])
    answers = [500]
    await partnerBooking(app, partner.token)
    await app.db
      .update(webhookEvents)
      .set({ createdAt: new Date(Date.now() - 24 * 3_600_000 + 10_000) })
      .where(eq(webhookEvents.partnerId, partner.partnerId))
    await runDeliveries(app)
    const [attempt] = await attemptsTo(app, endpoint.id)
    expect(attempt).toMatchObject({ outcome: 'given_up', statusCode: 500 })
    expect(await pendingDeliveryJobs(app)).toEqual([])
    const log = (await call(app, partner.token, 'GET', `/${endpoint.id}/events`)).json().data
    expect(log.events[0].state).toBe('given_up')
  })

  it('records an unreachable receiver as a failed attempt with a short reason', async () => {
    const partner = await approvedPartner(app)
    const gone = await startReceiver()
    const url = `${gone.url}/gone`
    await gone.close()
    const { endpoint } = await addEndpoint(app, partner.token, url, ['booking.created'])
    await partnerBooking(app, partner.token)
    await runDeliveries(app)
    const [attempt] = await attemptsTo(app, endpoint.id)
    expect(attempt).toMatchObject({
      outcome: 'failed',
      statusCode: null,
      error: 'connection refused',
    })
    // Switched off, it is not tried again.
    await call(app, partner.token, 'PATCH', `/${endpoint.id}`, { enabled: false })
    await runDeliveries(app)
    expect(await attemptsTo(app, endpoint.id)).toHaveLength(1)
  })
})

describe('a process that loses its job mid-delivery', () => {
  it('records nothing; the process that took the job over sends the same event id', async () => {
    const partner = await approvedPartner(app)
    const { endpoint } = await addEndpoint(app, partner.token, `${receiver.url}/taken-over`, [
      'booking.created',
    ])
    await partnerBooking(app, partner.token)
    // Process A claims the job with a one-second lease, and its receiver is slow to answer.
    const [claimed] = await claimDueJobs(app.db, ['webhook_delivery'], 10, 1)
    expect(claimed).toBeDefined()
    delays = [1500]
    const handler = webhookDeliveryHandler({ allowPrivate: true })
    const processA = handler({
      db: app.db,
      log: app.log,
      job: {
        id: claimed!.id,
        kind: 'webhook_delivery',
        payload: claimed!.payload,
        attempts: 1,
        lastAttempt: false,
      },
    })
    // Its lease runs out while it waits: process B takes the job and delivers.
    await pause(1100)
    await app.jobs.runDueNow()
    await processA

    const requests = requestsFor('/taken-over')
    expect(requests).toHaveLength(2)
    expect(new Set(requests.map((r) => r.headers['ridelane-event-id'])).size).toBe(1)
    const attempts = await attemptsTo(app, endpoint.id)
    expect(attempts).toEqual([expect.objectContaining({ attempt: 1, outcome: 'delivered' })])
    expect(await pendingDeliveryJobs(app)).toEqual([])
  })
})

describe('redelivery', () => {
  it('sends the event again now, with the same id, logged as made by hand', async () => {
    const partner = await approvedPartner(app)
    const { endpoint } = await addEndpoint(app, partner.token, `${receiver.url}/again`)
    await partnerBooking(app, partner.token)
    await runDeliveries(app)
    const [first] = requestsFor('/again')
    const eventId = JSON.parse(first!.body).id as string

    const again = await call(
      app,
      partner.token,
      'POST',
      `/${endpoint.id}/events/${eventId}/redeliver`,
    )
    expect(again.statusCode, again.body).toBe(202)
    expect(again.json().data.message).toBe(webhookMessages.redeliveryQueued)
    await runDeliveries(app)
    const requests = requestsFor('/again')
    expect(requests).toHaveLength(2)
    expect(requests[1]!.headers['ridelane-event-id']).toBe(eventId)
    expect(requests[1]!.body).toBe(first!.body)
    const log = (await call(app, partner.token, 'GET', `/${endpoint.id}/events`)).json().data
    expect(log.events[0].attempts).toEqual([
      expect.objectContaining({ attempt: 1, manual: false, outcome: 'delivered' }),
      expect.objectContaining({ attempt: 2, manual: true, outcome: 'delivered' }),
    ])

    const unknown = await call(
      app,
      partner.token,
      'POST',
      `/${endpoint.id}/events/evt_nope/redeliver`,
    )
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe(webhookMessages.eventNotFound)

    // Another account's event is as unknown as a missing one.
    const other = await approvedPartner(app)
    const theirs = await addEndpoint(app, other.token, `${receiver.url}/theirs`)
    const refused = await call(
      app,
      other.token,
      'POST',
      `/${theirs.endpoint.id}/events/${eventId}/redeliver`,
    )
    expect(refused.statusCode).toBe(404)

    await call(app, partner.token, 'PATCH', `/${endpoint.id}`, { enabled: false })
    const disabled = await call(
      app,
      partner.token,
      'POST',
      `/${endpoint.id}/events/${eventId}/redeliver`,
    )
    expect(disabled.statusCode).toBe(409)
    expect(disabled.json().error.message).toBe(webhookMessages.endpointDisabled)
  })
})

describe('managing endpoints', () => {
  it('rolls the secret: later deliveries are signed with the new one only', async () => {
    const partner = await approvedPartner(app)
    const { endpoint, secret } = await addEndpoint(app, partner.token, `${receiver.url}/rolled`)
    const rolled = await call(app, partner.token, 'POST', `/${endpoint.id}/roll-secret`)
    expect(rolled.statusCode, rolled.body).toBe(200)
    const fresh = rolled.json().data.secret as string
    expect(fresh).toMatch(/^whsec_/)
    expect(fresh).not.toBe(secret)
    await partnerBooking(app, partner.token)
    await runDeliveries(app)
    const [request] = requestsFor('/rolled')
    expect(signatureHolds(fresh, request!)).toBe(true)
    expect(signatureHolds(secret, request!)).toBe(false)
  })

  it('lists, switches off and on, and deletes', async () => {
    const partner = await approvedPartner(app)
    const { endpoint } = await addEndpoint(app, partner.token, `${receiver.url}/managed`, [
      'booking.cancelled',
      'booking.created',
      'booking.created',
    ])
    expect(endpoint.events).toEqual(['booking.created', 'booking.cancelled'])
    const off = await call(app, partner.token, 'PATCH', `/${endpoint.id}`, { enabled: false })
    expect(off.json().data.endpoint.enabled).toBe(false)
    await partnerBooking(app, partner.token)
    await runDeliveries(app)
    expect(requestsFor('/managed')).toEqual([])
    const on = await call(app, partner.token, 'PATCH', `/${endpoint.id}`, { enabled: true })
    expect(on.json().data.endpoint.enabled).toBe(true)
    const list = (await call(app, partner.token, 'GET', '')).json().data.endpoints
    expect(list).toEqual([expect.objectContaining({ id: endpoint.id, enabled: true })])

    const deleted = await call(app, partner.token, 'DELETE', `/${endpoint.id}`)
    expect(deleted.statusCode).toBe(200)
    expect((await call(app, partner.token, 'GET', '')).json().data.endpoints).toEqual([])
    expect((await call(app, partner.token, 'DELETE', `/${endpoint.id}`)).statusCode).toBe(404)
  })

  it('refuses an empty event list and a bad address with the field named', async () => {
    const partner = await approvedPartner(app)
    const none = await call(app, partner.token, 'POST', '', {
      url: `${receiver.url}/x`,
      events: [],
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.details).toEqual([
      { path: 'events', message: webhookMessages.eventsRequired },
    ])
    for (const [url, message] of [
      ['ftp://files.example/hook', webhookMessages.urlScheme],
      ['not a url', webhookMessages.urlInvalid],
      ['https://user:pw@hooks.example/x', webhookMessages.urlCredentials],
    ] as const) {
      const response = await call(app, partner.token, 'POST', '', { url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json().error.details, url).toEqual([{ path: 'url', message }])
    }
  })
})
