import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { createTestApp } from '../support/create-test-app'

describe('security headers', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it.each(['/api/v1/health', '/api/v1/nope', '/api/docs'])('are set on %s', async (url) => {
    const response = await app.inject({ method: 'GET', url })
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('unsafe-eval')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    const features = String(response.headers['permissions-policy'])
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features).toContain(`${feature}=()`)
    }
  })
})
