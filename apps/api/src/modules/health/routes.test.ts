import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'

describe('GET /api/v1/health', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('reports the API, its database and its rate-limit store as ok, naming no software', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' })
    expect(response.statusCode).toBe(200)
    // Exactly these fields: no driver, no version for a stranger to match against advisories.
    expect(response.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: { ok: true, latency_ms: expect.any(Number) },
        rate_limit_store: { ok: true, latency_ms: expect.any(Number) },
      },
    })
    expect(response.body).not.toMatch(/pglite|postgres|version|\d+\.\d+\.\d+/i)
  })

  it('answers 503 with the envelope once the database stops answering', async () => {
    const broken = await createTestApp()
    await broken.database.close()
    const response = await broken.inject({ method: 'GET', url: '/api/v1/health' })
    await broken.close()

    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not answering.' },
    })
  })

  it('answers 200 without the store when rate limits are off, since nothing asks it', async () => {
    const cut = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMITS: 'off' },
    })
    const response = await cut.inject({ method: 'GET', url: '/api/v1/health' })
    await cut.close()
    expect(response.statusCode).toBe(200)
  })

  it('answers 503 when the shared rate-limit store does not answer', async () => {
    // Nothing listens on port 1: every Redis call fails at once.
    const cut = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })
    const response = await cut.inject({ method: 'GET', url: '/api/v1/health' })
    await cut.close()

    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The rate-limit store is not answering.' },
    })
  })
})
