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
import { signUp } from '../partners/partner-test-kit'
import { areaBody, call, rateBody, sampleTrip } from './catalogue-editor-test-kit'

type Endpoint = { method: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; payload?: object }
const reads: Endpoint[] = [
  { method: 'GET', url: '/ops/catalogue/areas' },
  { method: 'GET', url: '/ops/catalogue/areas/new-york' },
  { method: 'POST', url: '/ops/catalogue/areas/new-york/preview', payload: { trip: sampleTrip } },
]
const writes: Endpoint[] = [
  { method: 'POST', url: '/ops/catalogue/areas', payload: areaBody },
  { method: 'PATCH', url: '/ops/catalogue/areas/new-york', payload: { active: false } },
  { method: 'PUT', url: '/ops/catalogue/areas/new-york/rates/sedan', payload: rateBody },
  // The waiting policy is the area's and its rates' too: admins only.
  {
    method: 'PATCH',
    url: '/ops/catalogue/areas/new-york',
    payload: { free_waiting_other_minutes: 20, no_show_radius_meters: 400 },
  },
  {
    method: 'PUT',
    url: '/ops/catalogue/areas/new-york/rates/suv',
    payload: { ...rateBody, waiting_charge_cents_per_block: 1500 },
  },
]

describe('catalogue editor roles per endpoint', () => {
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

  it('answers 401 to no token, a partner token and a booking token', async () => {
    const partner = await signUp(app)
    const booking = (await postBooking(app, bookingPayload(await signQuote(app)))).json().data
    const strangers: Array<Record<string, string>> = [
      {},
      bearer(partner.token),
      { 'x-booking-token': booking.access_token },
      bearer(booking.access_token),
    ]
    for (const endpoint of [...reads, ...writes]) {
      for (const headers of strangers) {
        const response = await app.inject({ ...endpoint, url: `/api/v1${endpoint.url}`, headers })
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401)
        expect(response.json().error.code).toBe('UNAUTHORIZED')
      }
    }
  })

  it('lets a dispatcher read and preview but not write', async () => {
    for (const endpoint of reads) {
      const response = await call(
        app,
        dispatcher.token,
        endpoint.method,
        endpoint.url,
        endpoint.payload,
      )
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(200)
    }
    for (const endpoint of writes) {
      const response = await call(
        app,
        dispatcher.token,
        endpoint.method,
        endpoint.url,
        endpoint.payload,
      )
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403)
      expect(response.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Only an admin can do this.',
      })
    }
    const area = (await call(app, admin.token, 'GET', '/ops/catalogue/areas/new-york')).json().data
    expect(area.area.active).toBe(true)
  })

  it('lets an admin write', async () => {
    for (const endpoint of writes) {
      const response = await call(app, admin.token, endpoint.method, endpoint.url, endpoint.payload)
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBeLessThan(300)
    }
  })
})
