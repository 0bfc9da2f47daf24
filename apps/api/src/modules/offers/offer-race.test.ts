import { rideOfferMessages as m } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { createTestDatabase } from '../../../test/support/test-database'
import { confirmedBooking, detail } from '../bookings/ops-booking-test-kit'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import {
  offer,
  offersOf,
  providerCall,
  providerWithUser,
  type TestProvider,
} from './offers-test-kit'

// Issue 15: 20 providers accept one ride at once; exactly one gets it. On PostgreSQL the accepts
// run on separate pooled connections at the same time; PGlite runs them one after another.
describe('the accept race', () => {
  let app: App
  let adminToken: string
  let providers: TestProvider[]

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    adminToken = (await signedInAdmin(app)).token
    vi.useRealTimers()
    providers = []
    for (let i = 0; i < 20; i++) providers.push(await providerWithUser(app, adminToken))
  }, 120_000)
  afterAll(() => app.close())

  it('gives the ride to exactly one of 20 providers accepting at once', async () => {
    const booking = await confirmedBooking(app)
    const made = await offer(app, adminToken, booking.id, { to: 'area' })
    expect(made.json().data.offers).toHaveLength(20)

    const answers = await Promise.all(
      providers.map((provider) =>
        providerCall(app, provider.token, 'POST', `/jobs/${booking.id}/accept`),
      ),
    )
    const winners = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [i] : []))
    expect(winners).toHaveLength(1)
    const losers = answers.filter((answer) => answer.statusCode !== 200)
    expect(losers).toHaveLength(19)
    for (const loser of losers) {
      expect(loser.statusCode).toBe(409)
      expect(loser.json().error).toEqual({ code: 'CONFLICT', message: m.rideTaken })
    }

    const winner = providers[winners[0]!]!
    const ops = await detail(app, adminToken, booking.id)
    expect(ops.booking.booking_status).toBe('assigned')
    expect(ops.assignment.provider.id).toBe(winner.id)
    const assignments = ops.events.filter(
      (e: { to_status: string; from_status: string }) =>
        e.to_status === 'assigned' && e.from_status === 'confirmed',
    )
    expect(assignments).toHaveLength(1)
    const statuses = (await offersOf(app, booking.id)).map((o) => o.status).sort()
    expect(statuses).toEqual(['accepted', ...Array(19).fill('withdrawn')])
  })

  // Two API processes with their own pools on one PostgreSQL database: 20 connections at once.
  it.runIf(process.env.API_TEST_DB === 'postgres')(
    'gives the ride to exactly one when the accepts come through two API processes',
    async () => {
      const database = await createTestDatabase()
      const target = { ...database.target, poolSize: 10 } as typeof database.target
      const first = await createTestApp({ database: target })
      const second = await createTestApp({ database: target })
      try {
        const token = (await signedInAdmin(first)).token
        const many: TestProvider[] = []
        for (let i = 0; i < 20; i++) many.push(await providerWithUser(first, token))
        const booking = await confirmedBooking(first)
        expect((await offer(first, token, booking.id, { to: 'area' })).statusCode).toBe(201)
        const answers = await Promise.all(
          many.map((provider, i) =>
            providerCall(
              i % 2 ? second : first,
              provider.token,
              'POST',
              `/jobs/${booking.id}/accept`,
            ),
          ),
        )
        expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
        expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19)
        const statuses = (await offersOf(first, booking.id)).map((o) => o.status).sort()
        expect(statuses).toEqual(['accepted', ...Array(19).fill('withdrawn')])
      } finally {
        await second.close()
        await first.close()
        await database.drop()
      }
    },
    60_000,
  )
})
