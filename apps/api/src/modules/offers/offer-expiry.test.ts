import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { confirmedBooking } from '../bookings/ops-booking-test-kit'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { offerExpiryHandler } from './offer-expiry'
import { offer, offersOf, providerWithUser } from './offers-test-kit'

describe('the offer_expiry job', () => {
  let app: App
  const handle = vi.fn()

  beforeAll(async () => {
    useStepClock()
    // Stands in for the job worker (modules/jobs) until it is merged.
    app = await createTestApp({
      configure: (built) => built.decorate('jobs', { handle, runDueNow: async () => {} }),
    })
    vi.useRealTimers()
  })
  afterAll(() => app.close())

  it('is registered with the job worker when the app has one', () => {
    expect(handle).toHaveBeenCalledWith('offer_expiry', offerExpiryHandler)
  })

  it('expires the batch named in the job’s payload, and tolerates a bad payload', async () => {
    const token = (await signedInAdmin(app)).token
    const provider = await providerWithUser(app, token)
    const booking = await confirmedBooking(app)
    const made = await offer(app, token, booking.id, {
      provider_id: provider.id,
      expires_in_minutes: 5,
    })
    const batchId = made.json().data.offers[0].batch_id as string
    const log = app.log as FastifyBaseLogger
    const run = (payload: Record<string, unknown>) =>
      offerExpiryHandler({
        db: app.db,
        log,
        job: { id: 'job', kind: 'offer_expiry', payload, attempts: 1 },
      })

    await run({ batch_id: 'nonsense' })
    await run({ batch_id: batchId, booking_id: booking.id })
    // Not due yet: still open.
    expect((await offersOf(app, booking.id)).map((o) => o.status)).toEqual(['open'])
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 })
    try {
      await run({ batch_id: batchId, booking_id: booking.id })
      await run({ batch_id: batchId, booking_id: booking.id })
    } finally {
      vi.useRealTimers()
    }
    expect((await offersOf(app, booking.id)).map((o) => o.status)).toEqual(['expired'])
  })
})
