import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { loadConfig } from '../../src/config'
import { crossOriginRefusedMessage } from '../../src/plugins/cors'
import { createTestApp } from '../support/create-test-app'

const partnerOrigin = 'https://partner.example'
const evilOrigin = 'https://evil.example'
const signedInCall = { authorization: 'Bearer some-partner-token' }

function preflight(app: App, origin: string) {
  return app.inject({
    method: 'OPTIONS',
    url: '/api/v1/partners/profile',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  })
}

describe('cross-origin calls', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp({ env: { CORS_ORIGINS: `${partnerOrigin}, https://other.example` } })
  })
  afterAll(() => app.close())

  it('refuses the preflight of an unlisted origin, without naming it', async () => {
    const response = await preflight(app, evilOrigin)
    expect(response.statusCode).toBe(403)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(response.headers['access-control-allow-headers']).toBeUndefined()
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'FORBIDDEN', message: crossOriginRefusedMessage },
    })
  })

  it('gives an unlisted origin no Access-Control-Allow-Origin on a signed-in call', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/partners/profile',
      headers: { ...signedInCall, origin: evilOrigin },
    })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('lets a listed origin through the preflight and the call, without credentials', async () => {
    const allowed = await preflight(app, partnerOrigin)
    expect(allowed.statusCode).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe(partnerOrigin)
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('Authorization')
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined()

    const call = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: partnerOrigin },
    })
    expect(call.statusCode).toBe(200)
    expect(call.headers['access-control-allow-origin']).toBe(partnerOrigin)
    expect(call.headers.vary).toContain('Origin')
  })

  it('adds nothing to same-origin calls, which send no Origin header', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('CORS_ORIGINS', () => {
  it('defaults to none: every cross-origin preflight is refused', async () => {
    expect(loadConfig({}).corsOrigins).toEqual([])
    const app = await createTestApp()
    try {
      const response = await preflight(app, partnerOrigin)
      expect(response.statusCode).toBe(403)
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
    } finally {
      await app.close()
    }
  })

  it('reads a comma-separated list and refuses anything that is not an origin', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://a.example,http://localhost:5173' }).corsOrigins,
    ).toEqual(['https://a.example', 'http://localhost:5173'])
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(
      'CORS_ORIGINS must be a comma-separated list of origins such as https://partner.example',
    )
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow('CORS_ORIGINS')
  })
})
