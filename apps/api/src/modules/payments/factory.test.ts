import { afterEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { startFakeStripe } from '../../../test/support/fake-stripe'

describe('the payment gateway a server uses', () => {
  const apps: App[] = []
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()))
  })

  it('is the offline sandbox when no Stripe account is configured', async () => {
    const app = await createTestApp()
    apps.push(app)
    expect(app.payments.name).toBe('sandbox')
  })

  it('is Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set', async () => {
    const stripe = await startFakeStripe()
    try {
      const app = await createTestApp({
        env: {
          STRIPE_SECRET_KEY: stripe.gatewayOptions.secretKey,
          STRIPE_WEBHOOK_SECRET: stripe.gatewayOptions.webhookSecret,
          STRIPE_API_BASE: stripe.url,
        },
      })
      apps.push(app)
      expect(app.payments.name).toBe('stripe')
      // Its calls reach the configured Stripe API, here the local fake.
      const payment = await app.payments.createPayment({
        bookingId: '00000000-0000-4000-8000-000000000001',
        bookingCode: 'RLTEST0001',
        amountCents: 4_200,
        currency: 'USD',
        description: 'Ridelane booking RLTEST0001',
        idempotencyKey: 'factory-test-1',
      })
      expect(payment).toMatchObject({ amountCents: 4_200, currency: 'USD' })
      expect(payment.reference).toMatch(/^pi_/)
    } finally {
      await stripe.close()
    }
  })
})
