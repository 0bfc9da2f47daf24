import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { detail, fleet, opsCall } from '../bookings/ops-booking-test-kit'
import { bookingPayload, postBooking, signQuote } from '../bookings/test-fixtures'
import { transitionBooking } from '../bookings/transition-booking'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { approvedPartner } from '../partners/partner-test-kit'
import {
  addEndpoint,
  partnerBooking,
  runDeliveries,
  startReceiver,
  webhooksTestApp,
} from './webhooks-test-kit'

// Which moves of a booking send which event (docs/webhooks.md#events).

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>
let receiver: Awaited<ReturnType<typeof startReceiver>>

beforeAll(async () => {
  useStepClock()
  app = await webhooksTestApp({ allowPrivate: true })
  admin = await signedInAdmin(app)
  vi.useRealTimers()
  receiver = await startReceiver()
})
afterAll(async () => {
  await app.close()
  await receiver.close()
})

type Body = {
  id: string
  type: string
  created_at: string
  data: {
    booking: { id: string; status: string; driver_assigned: boolean }
    previous_status?: string
  }
}
/** What reached `path`, in the order the events happened (deliveries may arrive in any order). */
const bodiesAt = (path: string) =>
  receiver.requests
    .filter((r) => r.url.pathname === path)
    .map((r) => JSON.parse(r.body) as Body)
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))

const operator = { kind: 'operator' as const, id: randomUUID() }

describe('booking events', () => {
  it('follows a partner booking from creation to completion', async () => {
    const partner = await approvedPartner(app)
    await addEndpoint(app, partner.token, `${receiver.url}/life`)
    const booking = await partnerBooking(app, partner.token, { pay: true })
    const { provider, driver, vehicle } = await fleet(
      app,
      admin.token,
      `WH-${randomUUID().slice(0, 5)}`,
    )
    const assigned = await opsCall(app, admin.token, 'POST', `/${booking.id}/assignment`, {
      expected_version: (await detail(app, admin.token, booking.id)).version,
      provider_id: provider.id,
      driver_id: driver.id,
      vehicle_id: vehicle.id,
    })
    expect(assigned.statusCode, assigned.body).toBe(200)
    for (const to of [
      'driver_en_route',
      'driver_arrived',
      'passenger_on_board',
      'completed',
    ] as const) {
      // A completion mails the receipt's link, so the move says where the app lives.
      const appBaseUrl = 'http://localhost:3000'
      await transitionBooking(app.db, booking.id, { to, actor: operator, appBaseUrl })
    }
    await runDeliveries(app)

    const bodies = bodiesAt('/life')
    expect(
      bodies.map((b) => [b.type, b.data.previous_status ?? null, b.data.booking.status]),
    ).toEqual([
      ['booking.created', null, 'pending_payment'],
      ['booking.confirmed', 'pending_payment', 'confirmed'],
      ['booking.assigned', 'confirmed', 'assigned'],
      ['booking.status_changed', 'assigned', 'driver_en_route'],
      ['booking.status_changed', 'driver_en_route', 'driver_arrived'],
      ['booking.status_changed', 'driver_arrived', 'passenger_on_board'],
      ['booking.completed', 'passenger_on_board', 'completed'],
    ])
    expect(bodies[2]!.data.booking.driver_assigned).toBe(true)
    expect(bodies.every((b) => b.data.booking.id === booking.id)).toBe(true)
    // Every event has an id of its own.
    expect(new Set(bodies.map((b) => b.id)).size).toBe(bodies.length)
  })

  it('carries the cost centre and booking reference the partner booked with', async () => {
    const partner = await approvedPartner(app)
    const fields = await app.inject({
      method: 'PUT',
      url: '/api/v1/partners/booking-fields',
      headers: { authorization: `Bearer ${partner.token}` },
      payload: {
        cost_centre: { mode: 'optional', centres: [{ code: 'SALES', name: 'Sales team' }] },
        booking_reference: { mode: 'optional', label: 'PO number', mask: 'PO-####' },
      },
    })
    expect(fields.statusCode, fields.body).toBe(200)
    await addEndpoint(app, partner.token, `${receiver.url}/corporate`)
    const created = await postBooking(
      app,
      bookingPayload(await signQuote(app), { cost_centre: 'sales', booking_reference: 'PO-1234' }),
      { authorization: `Bearer ${partner.token}` },
    )
    expect(created.statusCode, created.body).toBe(201)
    const plain = await partnerBooking(app, partner.token)
    await runDeliveries(app)

    const booked = bodiesAt('/corporate').map((b) => b.data.booking as Record<string, unknown>)
    expect(booked.map((b) => [b.id, b.cost_centre, b.booking_reference])).toEqual([
      [created.json().data.id, 'SALES', 'PO-1234'],
      [plain.id, null, null],
    ])
  })

  it('sends booking.cancelled, and only the events an endpoint chose', async () => {
    const partner = await approvedPartner(app)
    await addEndpoint(app, partner.token, `${receiver.url}/cancelled-only`, ['booking.cancelled'])
    const booking = await partnerBooking(app, partner.token, { pay: true })
    const cancelled = await opsCall(app, admin.token, 'POST', `/${booking.id}/cancel`, {
      expected_version: (await detail(app, admin.token, booking.id)).version,
      reason: 'Traveller changed plans',
      refund: 'policy',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    await runDeliveries(app)
    expect(bodiesAt('/cancelled-only').map((b) => [b.type, b.data.previous_status])).toEqual([
      ['booking.cancelled', 'confirmed'],
    ])
  })

  it('sends nothing for a booking without a partner, nor to another partner', async () => {
    const partner = await approvedPartner(app)
    const other = await approvedPartner(app)
    await addEndpoint(app, partner.token, `${receiver.url}/mine`)
    await addEndpoint(app, other.token, `${receiver.url}/theirs`)
    const guest = await postBooking(app, bookingPayload(await signQuote(app)))
    expect(guest.statusCode).toBe(201)
    await partnerBooking(app, partner.token)
    await runDeliveries(app)
    expect(bodiesAt('/mine').map((b) => b.type)).toEqual(['booking.created'])
    expect(bodiesAt('/theirs')).toEqual([])
  })
})
