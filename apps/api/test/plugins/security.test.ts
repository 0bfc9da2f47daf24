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

  it('lets only the driver’s job page ask for the position', async () => {
    const driver = await app.inject({ method: 'GET', url: '/driver/jobs/' })
    const features = String(driver.headers['permissions-policy'])
    expect(features).toContain('geolocation=(self)')
    expect(features).toContain('camera=()')
    const other = await app.inject({ method: 'GET', url: '/driver/jobsx' })
    expect(String(other.headers['permissions-policy'])).toContain('geolocation=()')
    // The same page in the driver's language (issue 35).
    const hindi = await app.inject({ method: 'GET', url: '/hi/driver/jobs/' })
    expect(String(hindi.headers['permissions-policy'])).toContain('geolocation=(self)')
    const elsewhere = await app.inject({ method: 'GET', url: '/hi/faq' })
    expect(String(elsewhere.headers['permissions-policy'])).toContain('geolocation=()')
  })
})

describe('the content security policy with Stripe', () => {
  it('lets Stripe’s script, frames and calls in only when payments go through Stripe', async () => {
    const sandbox = await createTestApp()
    const stripe = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_policy', STRIPE_WEBHOOK_SECRET: 'whsec_policy' },
    })
    try {
      const headers = async (app: App) =>
        (await app.inject({ method: 'GET', url: '/api/v1/health' })).headers
      const offline = await headers(sandbox)
      expect(String(offline['content-security-policy'])).not.toContain('stripe.com')
      expect(String(offline['permissions-policy'])).toContain('payment=()')

      const online = await headers(stripe)
      const policy = String(online['content-security-policy'])
      expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com")
      expect(policy).toContain('frame-src')
      expect(policy).toContain('https://hooks.stripe.com')
      expect(policy).toContain("connect-src 'self' https://api.stripe.com")
      expect(policy).toContain("frame-ancestors 'none'")
      expect(String(online['permissions-policy'])).toContain(
        'payment=(self "https://js.stripe.com")',
      )
    } finally {
      await Promise.all([sandbox.close(), stripe.close()])
    }
  })
})
