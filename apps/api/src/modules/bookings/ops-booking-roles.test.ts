import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  bearer,
  signedInAdmin,
  signedInInvitee,
  useStepClock,
} from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import { confirmedBooking, detail, opsCall, type Created } from './ops-booking-test-kit'

const someId = '00000000-0000-4000-8000-000000000000'
const endpoints = (id: string) =>
  [
    { method: 'GET', url: `/api/v1/ops/bookings/${id}` },
    { method: 'GET', url: '/api/v1/ops/bookings/by-code/RL-ABC123' },
    {
      method: 'POST',
      url: `/api/v1/ops/bookings/${id}/assignment`,
      payload: { expected_version: 1, provider_id: someId },
    },
    {
      method: 'POST',
      url: `/api/v1/ops/bookings/${id}/pickup-time`,
      payload: { expected_version: 1, date: '2030-01-15', time: '10:00', reason: 'Late flight' },
    },
    {
      method: 'POST',
      url: `/api/v1/ops/bookings/${id}/cancel`,
      payload: { expected_version: 1, reason: 'x' },
    },
    { method: 'POST', url: `/api/v1/ops/bookings/${id}/no-show`, payload: { expected_version: 1 } },
    {
      method: 'POST',
      url: `/api/v1/ops/bookings/${id}/complete`,
      payload: { expected_version: 1, reason: 'x' },
    },
    { method: 'POST', url: `/api/v1/ops/bookings/${id}/resend-confirmation` },
    { method: 'POST', url: `/api/v1/ops/bookings/${id}/notes`, payload: { body: 'A note' } },
  ] as const

describe('booking detail roles per endpoint', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>
  let booking: Created

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
    dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
    booking = await confirmedBooking(app)
  })
  afterAll(() => app.close())

  it('answers 401 to no token, a partner token and a booking token on every endpoint', async () => {
    const partner = await signUp(app)
    const strangers: Array<Record<string, string>> = [
      {},
      bearer(partner.token),
      { 'x-booking-token': booking.access_token },
      bearer(booking.access_token),
    ]
    for (const endpoint of endpoints(booking.id)) {
      for (const headers of strangers) {
        const response = await app.inject({ ...endpoint, headers })
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401)
        expect(response.json().error.code).toBe('UNAUTHORIZED')
      }
    }
    // Nothing was changed by any of them.
    expect((await detail(app, admin.token, booking.id)).notes).toEqual([])
  })

  it('lets an admin and a dispatcher past the door of every endpoint', async () => {
    for (const token of [admin.token, dispatcher.token]) {
      for (const endpoint of endpoints(someId)) {
        const response = await app.inject({ ...endpoint, headers: bearer(token) })
        // An unknown booking or code: the caller was let in and the booking was looked for.
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(404)
      }
    }
  })

  it('keeps a full refund for admins: a dispatcher gets 403, an admin cancels', async () => {
    const target = await confirmedBooking(app)
    const cancel = async (token: string) =>
      opsCall(app, token, 'POST', `/${target.id}/cancel`, {
        expected_version: (await detail(app, admin.token, target.id)).version,
        reason: 'Our vehicle broke down',
        refund: 'full',
      })
    const refused = await cancel(dispatcher.token)
    expect(refused.statusCode).toBe(403)
    expect((await detail(app, admin.token, target.id)).booking.booking_status).toBe('confirmed')
    expect((await cancel(admin.token)).statusCode).toBe(200)
  })
})
