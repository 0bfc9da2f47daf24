import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { quotes } from '../../db/schema'
import { QUOTE_RATE_LIMIT } from '.'
import { createTestApp } from '../../../test/support/create-test-app'
import { calculate, oneWayRequest } from './price-request-test-kit'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

// Quotes are signed, not stored (docs/decisions/021): the limit now bounds the pricing and routing
// work one address asks for, and the table stays as it was however many quotes are asked.
describe('quotes one address may ask for', () => {
  it('stops at 60 per 10 minutes with a 429, and no quote is stored', async () => {
    expect(QUOTE_RATE_LIMIT).toEqual({ max: 60, timeWindow: '10 minutes' })
    const request = oneWayRequest()
    for (let i = 0; i < QUOTE_RATE_LIMIT.max; i++) {
      expect((await calculate(app, request)).statusCode).toBe(200)
    }
    const stored = (await app.db.select({ id: quotes.id }).from(quotes)).length
    expect(stored).toBe(0)

    const refused = await calculate(app, request)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'TOO_MANY_REQUESTS' },
    })
    expect((await app.db.select({ id: quotes.id }).from(quotes)).length).toBe(stored)
  })
})
