import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { createTestApp } from '../support/create-test-app'

describe('rate limits when the shared store is unreachable', () => {
  let app: App

  beforeAll(async () => {
    app = await createTestApp({
      // Nothing listens on port 1: every Redis call fails at once.
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
      configure: (app) =>
        app.register(async (scoped) => {
          scoped.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, () => ({
            success: true,
            data: 'ok',
          }))
        }),
    })
  })
  afterAll(() => app.close())

  it('refuses the limited call with a 503 rather than serving it unlimited', async () => {
    const response = await app.inject({ method: 'GET', url: '/limited' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      success: false,
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'This service is briefly unavailable. Please try again in a moment.',
      },
    })
  })

  it('refuses partner sign-in the same way, whose counters use the same store', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/login',
      payload: { email: 'agency@travel.example', password: 'Secret#2025' },
    })
    expect(response.statusCode).toBe(503)
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE')
  })
})

describe('the OpenAPI document', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('describes the partner bearer token and the booking token', async () => {
    const document = (await app.inject({ url: '/api/v1/openapi.json' })).json()
    expect(document.components.securitySchemes).toMatchObject({
      partnerToken: { type: 'http', scheme: 'bearer' },
      bookingToken: { type: 'apiKey', in: 'header', name: 'X-Booking-Token' },
    })
  })
})

describe('the client address behind a proxy', () => {
  const echoAddress = (app: App) =>
    app.register(async (scoped) => {
      scoped.get('/address', (request) => ({ success: true, data: request.ip }))
    })
  const addressSeen = async (proxies: string) => {
    const app = await createTestApp({ env: { TRUST_PROXY: proxies }, configure: echoAddress })
    try {
      const response = await app.inject({
        url: '/address',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      })
      return response.json().data
    } finally {
      await app.close()
    }
  }

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    expect(await addressSeen('')).toBe('10.0.0.2')
    expect(await addressSeen('192.168.0.0/16')).toBe('10.0.0.2')
    expect(await addressSeen('10.0.0.0/8')).toBe('203.0.113.9')
  })
})

describe('RATE_LIMITS=off, for load tests from one address', () => {
  const limitedRoute = (app: App) =>
    app.register(async (scoped) => {
      scoped.get('/once', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, () => ({
        success: true,
        data: 'ok',
      }))
    })
  const statuses = async (env: Record<string, string>) => {
    const app = await createTestApp({ env, configure: limitedRoute })
    try {
      const first = await app.inject({ url: '/once' })
      const second = await app.inject({ url: '/once' })
      return [first.statusCode, second.statusCode]
    } finally {
      await app.close()
    }
  }

  it('lets every request through, while the default counts them', async () => {
    expect(await statuses({})).toEqual([200, 429])
    expect(await statuses({ RATE_LIMITS: 'off' })).toEqual([200, 200])
  })
})
