import { DomainError } from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { App } from '../../src/app'
import { mailOutbox } from '../../src/db/schema'
import { createTestApp } from '../support/create-test-app'

// Test-only routes that fail in each of the ways the error handler must translate.
const failingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/echo',
    {
      schema: {
        body: z.object({
          name: z.string().min(1, 'Please enter your name'),
          pickup: z.object({ lat: z.number().max(90, 'Latitude must be at most 90') }),
        }),
      },
    },
    async (request) => ({ success: true, data: request.body }),
  )
  app.get('/crash', async () => {
    throw new Error('connection to 10.0.0.7 refused while reading secret_table')
  })
  app.get('/expired', async () => {
    throw new DomainError('QUOTE_EXPIRED', 'This quote has expired. Please search again.')
  })
  app.get('/missing', async () => {
    throw new DomainError('NOT_FOUND', 'Booking not found', {
      details: [{ path: 'id', message: 'No booking has this id' }],
    })
  })
  // PostgreSQL refuses a NUL character in text: the driver's own error must become a 400.
  app.get('/nul', async () => {
    await app.db
      .insert(mailOutbox)
      .values({ toAddress: 'a@b.co', subject: 'a\u0000b', textBody: '' })
    return { success: true, data: null }
  })
  app.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({
    success: true,
    data: null,
  }))
}

describe('errors and the failure envelope', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp({
      configure: (app) => app.register(failingRoutes, { prefix: '/api/v1/test' }),
    })
  })
  afterAll(() => app.close())

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': contentType },
      payload,
    })

  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/v1/nope' },
    })
  })

  it('lists each invalid field with the schema message', async () => {
    const response = await post(JSON.stringify({ name: '', pickup: { lat: 91 } }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please enter your name',
        details: [
          { path: 'name', message: 'Please enter your name' },
          { path: 'pickup.lat', message: 'Latitude must be at most 90' },
        ],
      },
    })
  })

  it('passes a valid body through', async () => {
    const body = { name: 'Ada', pickup: { lat: 51.5 } }
    const response = await post(JSON.stringify(body))
    expect(response.json()).toEqual({ success: true, data: body })
  })

  it('refuses malformed JSON with 400', async () => {
    const response = await post('{"name": ')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('BAD_REQUEST')
  })

  it('refuses a body it cannot read with 415', async () => {
    const response = await post('name=Ada', 'application/x-www-form-urlencoded')
    expect(response.statusCode).toBe(415)
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('refuses a body over 100 KiB with 413', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(101 * 1024), pickup: {} }))
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('hides internal errors behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/crash' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      success: false,
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      },
    })
    expect(response.body).not.toMatch(/10\.0\.0\.7|secret_table|at .*\.ts/)
  })

  it('answers a value the database refuses with a 400, not a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/nul' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Some of the values sent cannot be stored. Check for unusual characters or numbers.',
    })
  })

  it('maps a typed error code to its status and keeps its message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/expired' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'QUOTE_EXPIRED', message: 'This quote has expired. Please search again.' },
    })
  })

  it('keeps the details of a typed error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/missing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      success: false,
      error: {
        code: 'NOT_FOUND',
        message: 'Booking not found',
        details: [{ path: 'id', message: 'No booking has this id' }],
      },
    })
  })

  it('answers over the rate limit with a 429 envelope', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/v1/test/limited' })
    const second = await app.inject({ method: 'GET', url: '/api/v1/test/limited' })
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(429)
    expect(second.headers['retry-after']).toBeDefined()
    expect(second.json()).toEqual({
      success: false,
      error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Try again in 1 minute.' },
    })
  })

  it('tags every response with a request id, honouring the caller’s', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'trace-42' },
    })
    expect(response.headers['x-request-id']).toBe('trace-42')
  })
})
