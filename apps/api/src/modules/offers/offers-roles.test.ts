import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { confirmedBooking, type Created } from '../bookings/ops-booking-test-kit'
import { bearer, appWithOperators, type SignedInOperator } from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import { addMember, offer, providerWithUser, type TestProvider } from './offers-test-kit'
import { foreignCredentials } from '../driver-jobs/driver-test-kit'

const someId = '00000000-0000-4000-8000-000000000000'
type Endpoint = { method: 'GET' | 'POST'; url: string; payload?: object }

const opsEndpoints = (id: string): Endpoint[] => [
  { method: 'GET', url: `/api/v1/ops/bookings/${id}/offers` },
  { method: 'POST', url: `/api/v1/ops/bookings/${id}/offers`, payload: { to: 'area' } },
  { method: 'POST', url: `/api/v1/ops/bookings/${id}/offers/withdraw`, payload: {} },
]
const jobEndpoints = (id: string): Endpoint[] => [
  { method: 'GET', url: `/api/v1/provider/jobs/${id}` },
  { method: 'POST', url: `/api/v1/provider/jobs/${id}/accept` },
  { method: 'POST', url: `/api/v1/provider/jobs/${id}/decline` },
  {
    method: 'POST',
    url: `/api/v1/provider/jobs/${id}/assignment`,
    payload: { driver_id: someId, vehicle_id: someId },
  },
]
const listEndpoints: Endpoint[] = [
  { method: 'GET', url: '/api/v1/provider/jobs?tab=offered' },
  { method: 'GET', url: '/api/v1/provider/drivers' },
  { method: 'GET', url: '/api/v1/provider/vehicles' },
  { method: 'GET', url: '/api/v1/provider/stream' },
]
const label = (e: Endpoint) => `${e.method} ${e.url}`

describe('offers and provider jobs, role by role', () => {
  let app: App
  let admin: SignedInOperator
  let dispatcher: SignedInOperator
  let mine: TestProvider
  let other: TestProvider
  let booking: Created
  let partnerToken: string

  beforeAll(async () => {
    ;({ app, admin, dispatcher } = await appWithOperators())
    mine = await providerWithUser(app, admin.token)
    other = await providerWithUser(app, admin.token, { service_area_ids: ['indore'] })
    booking = await confirmedBooking(app)
    partnerToken = (await signUp(app)).token
    const made = await offer(app, admin.token, booking.id, { provider_id: mine.id })
    expect(made.statusCode, made.body).toBe(201)
  })
  afterAll(() => app.close())

  it('answers 401 on the console’s offer calls to anyone but an operator', async () => {
    const { driver } = await foreignCredentials(app, admin.token)
    const strangers = [
      {},
      bearer(partnerToken),
      bearer(mine.token),
      bearer(booking.access_token),
      ...driver,
    ]
    for (const endpoint of opsEndpoints(booking.id)) {
      for (const headers of strangers) {
        const response = await app.inject({ ...endpoint, headers })
        expect(response.statusCode, label(endpoint)).toBe(401)
      }
    }
  })

  it('lets admins and dispatchers in (an unknown booking is 404)', async () => {
    for (const token of [admin.token, dispatcher.token]) {
      for (const endpoint of opsEndpoints(someId)) {
        const response = await app.inject({ ...endpoint, headers: bearer(token) })
        expect(response.statusCode, label(endpoint)).toBe(404)
      }
      const list = await app.inject({ ...opsEndpoints(booking.id)[0]!, headers: bearer(token) })
      expect(list.statusCode).toBe(200)
    }
  })

  it('answers 401 on every provider call without a provider session', async () => {
    const strangers = [
      {},
      bearer(partnerToken),
      bearer(admin.token),
      bearer(booking.access_token),
      { 'x-booking-token': booking.access_token },
      ...(await foreignCredentials(app, admin.token)).driver,
    ]
    for (const endpoint of [...jobEndpoints(booking.id), ...listEndpoints]) {
      for (const headers of strangers) {
        const response = await app.inject({ ...endpoint, headers })
        expect(response.statusCode, label(endpoint)).toBe(401)
        expect(response.json().error.code).toBe('UNAUTHORIZED')
      }
    }
  })

  it('answers 404, never 403, to another provider for a ride not offered to it', async () => {
    for (const endpoint of jobEndpoints(booking.id)) {
      const response = await app.inject({ ...endpoint, headers: bearer(other.token) })
      expect(response.statusCode, label(endpoint)).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    }
    for (const endpoint of jobEndpoints('not-an-id')) {
      const response = await app.inject({ ...endpoint, headers: bearer(mine.token) })
      expect(response.statusCode, label(endpoint)).toBe(404)
    }
    const jobs = await app.inject({ ...listEndpoints[0]!, headers: bearer(other.token) })
    expect(jobs.json().data.jobs).toEqual([])
  })

  it('shows each provider its own drivers and vehicles only', async () => {
    const driver = await addMember(app, admin.token, mine.id, 'drivers')
    const vehicle = await addMember(app, admin.token, mine.id, 'vehicles')
    for (const [path, id] of [
      ['/api/v1/provider/drivers', driver.id],
      ['/api/v1/provider/vehicles', vehicle.id],
    ] as const) {
      const own = await app.inject({ url: path, headers: bearer(mine.token) })
      expect(JSON.stringify(own.json().data)).toContain(id)
      const theirs = await app.inject({ url: path, headers: bearer(other.token) })
      expect(theirs.statusCode).toBe(200)
      expect(JSON.stringify(theirs.json().data)).not.toContain(id)
    }
    // Another provider's driver and vehicle cannot be given to a ride it holds either.
    const taken = await app.inject({
      method: 'POST',
      url: `/api/v1/provider/jobs/${booking.id}/accept`,
      headers: bearer(mine.token),
    })
    expect(taken.statusCode).toBe(200)
    const stolen = await app.inject({
      method: 'POST',
      url: `/api/v1/provider/jobs/${booking.id}/assignment`,
      payload: { driver_id: driver.id, vehicle_id: vehicle.id },
      headers: bearer(other.token),
    })
    expect(stolen.statusCode).toBe(404)
  })

  it('stops a deactivated provider’s users at the door', async () => {
    const gone = await providerWithUser(app, admin.token)
    await app.inject({
      method: 'PATCH',
      url: `/api/v1/ops/providers/${gone.id}`,
      payload: { active: false },
      headers: bearer(admin.token),
    })
    const response = await app.inject({ ...listEndpoints[0]!, headers: bearer(gone.token) })
    expect(response.statusCode).toBe(401)
  })
})
