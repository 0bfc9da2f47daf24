import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../src/app'
import { createTestApp } from '../../support/create-test-app'

const expectedDriver = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite'

describe('GET /api/v1/health', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('reports the API and its database as ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: { driver: expectedDriver, ok: true, latency_ms: expect.any(Number) },
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      },
    })
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
})
