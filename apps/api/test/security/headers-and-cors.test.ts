import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { bookingPayload, signQuote, postBooking } from '../../src/modules/bookings/test-fixtures'
import { bearer, signUp } from '../../src/modules/partners/partner-test-kit'
import { createTestApp } from '../support/create-test-app'

const partnerOrigin = 'https://partner.example'
const evilOrigin = 'https://evil.example'

let app: App
let webDist: string
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'ridelane-security-'))
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>')
  app = await createTestApp({ env: { WEB_DIST_DIR: webDist, CORS_ORIGINS: partnerOrigin } })
})
afterAll(async () => {
  await app?.close()
  await rm(webDist, { recursive: true, force: true })
})

/** The content security policy as directive → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  const directives = String(header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
  return new Map(directives.map(([name, ...sources]) => [name!, sources]))
}

describe('the pages’ security headers', () => {
  it.each(['/', '/booking', '/partner/login'])(
    'GET %s is served under a strict policy',
    async (url) => {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      const policy = policyOf(response.headers['content-security-policy'])
      expect(policy.get('default-src')).toEqual(["'self'"])
      expect(policy.get('script-src')).toEqual(["'self'"])
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
      expect(policy.get('object-src')).toEqual(["'none'"])
      for (const sources of policy.values()) expect(sources).not.toContain("'unsafe-eval'")
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('no-referrer')
      expect(response.headers['x-frame-options']).toBe('DENY')
      expect(response.headers['x-powered-by']).toBeUndefined()
    },
  )

  it('API answers carry the same headers and no X-Powered-By', async () => {
    const response = await app.inject({ url: '/api/v1/partners/profile' })
    expect(response.statusCode).toBe(401)
    expect(policyOf(response.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
    ])
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-powered-by']).toBeUndefined()
  })
})

describe('cross-origin calls with credentials', () => {
  const preflight = (url: string, method: string, headers: string) =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: evilOrigin,
        'access-control-request-method': method,
        'access-control-request-headers': headers,
      },
    })

  it.each([
    ['/api/v1/partners/profile', 'GET', 'authorization'],
    ['/api/v1/partners/profile', 'PUT', 'authorization,content-type'],
    ['/api/v1/bookings/00000000-0000-4000-8000-000000000000', 'PATCH', 'x-booking-token'],
    ['/api/v1/partners/bookings', 'POST', 'authorization,content-type,idempotency-key'],
  ])('refuse the preflight of %s %s from another origin', async (url, method, headers) => {
    const response = await preflight(url, method, headers)
    expect(response.statusCode).toBe(403)
    expect(response.json().success).toBe(false)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(response.headers['access-control-allow-headers']).toBeUndefined()
    expect(response.headers['access-control-allow-methods']).toBeUndefined()
  })

  it('give another origin nothing it may read, even with a live session or booking token', async () => {
    const partner = await signUp(app)
    const created = await postBooking(app, bookingPayload(await signQuote(app)))
    const { id, access_token } = created.json().data
    const calls = [
      { url: '/api/v1/partners/profile', headers: bearer(partner.token) },
      { url: '/api/v1/partners/dashboard', headers: bearer(partner.token) },
      { url: `/api/v1/bookings/${id}`, headers: { 'x-booking-token': access_token } },
    ]
    for (const call of calls) {
      const response = await app.inject({
        ...call,
        headers: { ...call.headers, origin: evilOrigin },
      })
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
      expect(response.headers['access-control-allow-credentials']).toBeUndefined()
    }
  })

  it('never allow credentials, even for the listed origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/partners/profile',
      headers: {
        origin: partnerOrigin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(response.headers['access-control-allow-origin']).toBe(partnerOrigin)
    expect(response.headers['access-control-allow-credentials']).toBeUndefined()
  })
})
