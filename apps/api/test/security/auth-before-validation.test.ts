import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { bearer, signUp } from '../../src/modules/partners/partner-test-kit'
import { createTestApp } from '../support/create-test-app'

// Issue 30: routes that validated the body before checking who called answered a stranger's junk
// with a 400 spelling out the schema. Every route of the signed-in families, as the app registers
// it (so a route added later is walked too), must answer a caller without credentials with 401.
const FAMILIES = ['/api/v1/ops/', '/api/v1/provider/', '/api/v1/partners/', '/api/v1/driver/']

// The doors themselves: signing up, signing in, second steps and password links.
const PUBLIC = new Set([
  'POST /api/v1/ops/set-password',
  'POST /api/v1/ops/sign-in',
  'POST /api/v1/ops/sign-in/verify',
  'POST /api/v1/ops/sign-in/enrol',
  'POST /api/v1/ops/sign-in/enrol/confirm',
  'POST /api/v1/provider/password',
  'POST /api/v1/provider/sign-in',
  'POST /api/v1/provider/sign-in/code',
  'POST /api/v1/provider/forgot-password',
  'POST /api/v1/partners/signup',
  'POST /api/v1/partners/login',
  'POST /api/v1/partners/request-password-reset',
  'POST /api/v1/partners/reset-password',
  'POST /api/v1/partners/confirm-email',
  'POST /api/v1/partners/team/accept',
])

type Route = { method: string; url: string }

describe('signed-in routes without credentials', () => {
  let app: App
  const routes: Route[] = []
  beforeAll(async () => {
    app = await createTestApp({
      configure: (app) =>
        app.addHook('onRoute', ({ method, url }) => {
          for (const one of [method].flat()) routes.push({ method: one, url })
        }),
    })
  })
  afterAll(() => app.close())

  it('answer 401 before looking at a junk body or query', async () => {
    const walked = routes.filter(
      ({ method, url }) =>
        method !== 'HEAD' &&
        FAMILIES.some((family) => url.startsWith(family)) &&
        !PUBLIC.has(`${method} ${url}`),
    )
    expect(walked.filter(({ url }) => url.startsWith('/api/v1/ops/')).length).toBeGreaterThan(60)
    const answers = await Promise.all(
      walked.map(async ({ method, url }) => {
        const path = url.replace(/:\w+/g, 'not-an-id') + '?page=-1&junk=%00'
        const body = ['GET', 'DELETE'].includes(method) ? undefined : { junk: ['x'.repeat(300)] }
        const response = await app.inject({
          method: method as 'GET',
          url: path,
          ...(body ? { payload: body } : {}),
        })
        return {
          route: `${method} ${url}`,
          status: response.statusCode,
          code: response.json().error?.code,
          cacheControl: response.headers['cache-control'],
        }
      }),
    )
    const notRefused = answers.filter(({ status }) => status !== 401)
    expect(notRefused).toEqual([])
    for (const answer of answers) expect(answer.code).toBe('UNAUTHORIZED')
  })

  it('keep every answer of these families, and of rides and bookings, out of caches', async () => {
    const families = routes.filter(({ url }) => FAMILIES.some((family) => url.startsWith(family)))
    const uncached = await Promise.all(
      families
        .filter(({ method }) => method === 'GET')
        .map(async ({ url }) => {
          const response = await app.inject({ url: url.replace(/:\w+/g, 'not-an-id') })
          return { url, cacheControl: response.headers['cache-control'] }
        }),
    )
    expect(uncached.filter(({ cacheControl }) => cacheControl !== 'no-store')).toEqual([])

    const { token } = await signUp(app)
    const keys = await app.inject({ url: '/api/v1/partners/api-keys', headers: bearer(token) })
    expect(keys.statusCode).toBe(200)
    expect(keys.headers['cache-control']).toBe('no-store')
    const ride = await app.inject({ url: '/api/v1/rides/RL-NOPE-0000' })
    expect(ride.headers['cache-control']).toBe('no-store')
    const booking = await app.inject({ method: 'POST', url: '/api/v1/bookings', payload: {} })
    expect(booking.statusCode).toBe(400)
    expect(booking.headers['cache-control']).toBe('no-store')
  })
})
