import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../support/create-test-app'
import { knownRecords } from './known-records'
import { responseProblem } from './response-checks'

// Found by the fuzzing: a body nested tens of thousands deep once overflowed the stack of a
// recursive check in the bookings routes and answered 500.
const app = await createTestApp()
const known = await knownRecords(app)
afterAll(() => app.close())

const writeEndpoints = [
  'POST /api/v1/bookings',
  'POST /api/v1/partners/bookings',
  'PATCH /api/v1/bookings/{id}',
  'POST /api/v1/bookings/{id}/complete',
  'POST /api/v1/prices/calculate',
  'PUT /api/v1/partners/profile',
]

describe('a body of 40,000 nested arrays (80 KB, under the body limit)', () => {
  const deepArrays = '['.repeat(40_000) + ']'.repeat(40_000)
  it.each(writeEndpoints)('%s answers 4xx, not 500', async (endpoint) => {
    const [method, path] = endpoint.split(' ') as ['POST' | 'PATCH' | 'PUT', string]
    const url = path.replace('{id}', known.bookingId ?? 'missing')
    const response = await app.inject({
      method,
      url,
      payload: deepArrays,
      headers: { 'content-type': 'application/json' },
    })
    expect(responseProblem(response)).toBeUndefined()
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
  })
})
