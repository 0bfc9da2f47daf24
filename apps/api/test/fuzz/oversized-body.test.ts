import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../support/create-test-app'
import { knownRecords } from './known-records'
import { publishedOperations, writesBody } from './openapi-operations'
import { responseProblem } from './response-checks'
import { settledRows, storedRows } from './stored-rows'

// The app's body limit is 100 KiB (app.ts): a body just past it, and one far past it.
const bodyLimit = 100 * 1024
const sizes = [bodyLimit + 1, 5 * bodyLimit]

const app = await createTestApp()
const known = await knownRecords(app)
const writeOperations = (await publishedOperations(app)).filter(writesBody)
afterAll(() => app.close())

describe('an oversized body', () => {
  it('is tried on every route that takes one', () => {
    expect(writeOperations.length).toBeGreaterThan(3)
  })

  it.each(
    writeOperations.map(
      (operation) => [`${operation.method} ${operation.path}`, operation] as const,
    ),
  )('%s answers 413 with the envelope and stores nothing', async (_name, operation) => {
    const rowsBefore = await settledRows(app)
    for (const size of sizes) {
      // A valid JSON object, padded, so only its size is wrong.
      const padding = 'a'.repeat(size - '{"padding":""}'.length)
      const response = await app.inject({
        method: operation.method as 'POST',
        url: operation.path.replace(/\{[^}]+\}/g, known.bookingId ?? 'missing'),
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${known.partnerToken}`,
          'x-booking-token': known.bookingToken ?? '',
        },
        payload: `{"padding":"${padding}"}`,
      })
      expect(responseProblem(response)).toBeUndefined()
      expect(response.statusCode).toBe(413)
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: 'PAYLOAD_TOO_LARGE' },
      })
    }
    expect(await storedRows(app)).toEqual(rowsBefore)
  })
})
