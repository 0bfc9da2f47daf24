import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../support/create-test-app'
import { fuzzRequest, type FuzzRequest } from './fuzz-request'
import { knownRecords } from './known-records'
import { publishedOperations } from './openapi-operations'
import { liveOperatorToken } from './operator-token'
import { liveToken } from './partner-token'
import { responseProblem } from './response-checks'
import { settledRows, storedRows } from './stored-rows'

// Requests for the whole run, shared out over the endpoints; FUZZ_RUNS=50000 for a long soak.
const totalRuns = Number(process.env.FUZZ_RUNS) || 3_000

// The endpoints come from the document the API publishes now, so new routes are fuzzed unasked.
const app = await createTestApp()
// A server-sent events stream answers a good request by never ending, which inject cannot wait
// out; their refusals are checked in modules/board/board-roles.test.ts,
// modules/rides/ride-stream.test.ts and modules/driver-jobs/driver-roles.test.ts.
const unendingStreams = new Set([
  'GET /api/v1/ops/bookings/stream',
  'GET /api/v1/rides/{ref}/stream',
  'GET /api/v1/provider/stream',
  'GET /api/v1/driver/job/stream',
])
const operations = (await publishedOperations(app)).filter(
  (operation) => !unendingStreams.has(`${operation.method} ${operation.path}`),
)
const known = await knownRecords(app)
const runsPerOperation = Math.max(100, Math.ceil(totalRuns / operations.length))
const statuses = new Map<number, number>()
const startedAt = Date.now()
let sent = 0

afterAll(async () => {
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1)
  console.log(
    `fuzz: ${sent} requests to ${operations.length} endpoints in ${seconds} s (${byStatus.join(', ')})`,
  )
  await app.close()
})

describe('every published endpoint fed malformed and hostile input', () => {
  it('finds the endpoints and the records it builds on', () => {
    expect(operations.length).toBeGreaterThan(5)
    expect(known.partnerToken).toBeDefined()
    expect(known.operatorToken).toBeDefined()
  })

  it.each(
    operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const),
  )(
    '%s: never a 5xx, always the envelope, nothing stored when refused',
    async (_name, operation) => {
      known.partnerToken = await liveToken(app, known.partnerToken)
      known.operatorToken = await liveOperatorToken(app, known.operatorToken)
      const rowsBefore = await settledRows(app)
      let rows = rowsBefore
      await fc.assert(
        fc.asyncProperty(
          fuzzRequest(operation, () => known),
          async (request) => {
            const response = await app.inject(request)
            sent += 1
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
            expect(responseProblem(response), describeRequest(request)).toBeUndefined()
            if (operation.method === 'GET') return
            if (response.statusCode >= 400) {
              const after = await storedRows(app)
              expect(
                after,
                `refused with ${response.statusCode}: ${describeRequest(request)}`,
              ).toEqual(rows)
            } else {
              // An accepted change may write (a sign-up, a booking) or end the fuzzer's session.
              known.partnerToken = await liveToken(app, known.partnerToken)
              known.operatorToken = await liveOperatorToken(app, known.operatorToken)
              rows = await settledRows(app)
            }
          },
        ),
        { numRuns: runsPerOperation },
      )
      // Reads write nothing, accepted or refused; checked once per endpoint to keep the run fast.
      if (operation.method === 'GET') expect(await settledRows(app)).toEqual(rowsBefore)
    },
    120_000,
  )
})

function describeRequest(request: FuzzRequest): string {
  const body = request.payload === undefined ? '' : ` body=${String(request.payload).slice(0, 300)}`
  const headers = JSON.stringify(request.headers).slice(0, 300)
  return `${request.method} ${request.url.slice(0, 300)} headers=${headers}${body}`
}
