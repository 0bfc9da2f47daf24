import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookingPayload, signQuote, postBooking } from '../bookings/test-fixtures'
import {
  bearer,
  signedInAdmin,
  signedInInvitee,
  useStepClock,
} from '../operators/operator-test-kit'
import { approvedPartner, signUp } from './partner-test-kit'

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }
const someId = '00000000-0000-4000-8000-000000000000'
const readEndpoints: Call[] = [
  { method: 'GET', url: '/api/v1/ops/partners' },
  { method: 'GET', url: `/api/v1/ops/partners/${someId}` },
]
const adminEndpoints: Call[] = [
  {
    method: 'POST',
    url: `/api/v1/ops/partners/${someId}/approve`,
    payload: { discount_percent: 10 },
  },
  {
    method: 'PUT',
    url: `/api/v1/ops/partners/${someId}/discount`,
    payload: { discount_percent: 10 },
  },
  { method: 'POST', url: `/api/v1/ops/partners/${someId}/suspend`, payload: {} },
  { method: 'POST', url: `/api/v1/ops/partners/${someId}/reactivate`, payload: {} },
  {
    method: 'PUT',
    url: `/api/v1/ops/partners/${someId}/on-account`,
    payload: { on_account: true },
  },
  {
    method: 'PUT',
    url: `/api/v1/ops/partners/${someId}/commission`,
    payload: { commission_percent: 10 },
  },
  {
    method: 'PUT',
    url: `/api/v1/ops/partners/${someId}/credit`,
    payload: { credit_limit: 1000, paid_through: null },
  },
  {
    method: 'PUT',
    url: `/api/v1/ops/partners/${someId}/rate-plan`,
    payload: { plan: { kind: 'discount', discount_percent: 10 } },
  },
]

describe('ops partner roles per endpoint', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
    dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
  })
  afterAll(() => app.close())

  it('answers 401 to no token, a partner token and a booking token on every endpoint', async () => {
    const partner = await approvedPartner(app)
    const booking = (await postBooking(app, bookingPayload(await signQuote(app)))).json().data
    const strangers: Array<Record<string, string>> = [
      {},
      bearer(partner.token),
      { 'x-booking-token': booking.access_token },
      bearer(booking.access_token),
    ]
    for (const endpoint of [...readEndpoints, ...adminEndpoints]) {
      for (const headers of strangers) {
        const response = await app.inject({ ...endpoint, headers })
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401)
        expect(response.json()).toEqual({
          success: false,
          error: {
            code: 'UNAUTHORIZED',
            message: 'Your session has expired or is not valid. Please sign in.',
          },
        })
      }
    }
  })

  it('lets a dispatcher read partners but not approve, discount, suspend or reactivate', async () => {
    const partner = await signUp(app)
    const id = partner.partnerId
    const list = await app.inject({ ...readEndpoints[0]!, headers: bearer(dispatcher.token) })
    expect(list.statusCode).toBe(200)
    const detail = await app.inject({
      url: `/api/v1/ops/partners/${id}`,
      headers: bearer(dispatcher.token),
    })
    expect(detail.statusCode).toBe(200)
    expect(detail.json().data.partner.status).toBe('email_unconfirmed')
    for (const endpoint of adminEndpoints) {
      const response = await app.inject({
        ...endpoint,
        url: endpoint.url.replace(someId, id),
        headers: bearer(dispatcher.token),
      })
      expect(response.statusCode, endpoint.url).toBe(403)
      expect(response.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Only an admin can do this.',
      })
    }
    const unchanged = await app.inject({
      url: `/api/v1/ops/partners/${id}`,
      headers: bearer(admin.token),
    })
    expect(unchanged.json().data.partner).toMatchObject({
      status: 'email_unconfirmed',
      discount_percent: 0,
      on_account_since: null,
    })
    expect(unchanged.json().data.history).toEqual([])
  })

  it('lets an admin reach every endpoint (404 for an unknown partner)', async () => {
    for (const endpoint of [...readEndpoints.slice(1), ...adminEndpoints]) {
      const response = await app.inject({ ...endpoint, headers: bearer(admin.token) })
      expect(response.statusCode, endpoint.url).toBe(404)
      expect(response.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'No partner has this id.',
      })
    }
    const list = await app.inject({ ...readEndpoints[0]!, headers: bearer(admin.token) })
    expect(list.statusCode).toBe(200)
  })
})
