import { randomUUID } from 'node:crypto'
import {
  bookingRequest,
  call,
  cardPayment,
  testCard,
  rideFor,
  type Answer,
} from '../support/processes/booking-journey'

/** What the servers told one client about its journey. */
export type Journey = {
  n: number
  email: string
  /** Set once a create call answered with a booking (201, or 200 for a replay). */
  booking?: { id: string; code: string }
  completed: boolean
  abandonedAt?: 'quote' | 'create' | 'pay' | 'complete'
}

export type JourneyStats = {
  requests: number
  retries: number
  replays: number
  /** Failed calls by step and status ('network' when no answer came). */
  errors: Map<string, number>
}

export type ChaosClientOptions = {
  servers: string[]
  journeys: number
  clients: number
  runId: string
  /** Called after each finished journey with the number finished so far. */
  onFinished(count: number): void
}

/** One call of a journey; answers undefined when no answer came. */
export type Send = (
  step: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer | undefined>

const maxAttempts = 8
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const retryable = (status: number) => status >= 500 || status === 429

/**
 * `clients` loops take journeys from one queue; each starts on its own server and, when a call
 * gets no answer or a 5xx, retries the same request on the other server with backoff.
 */
export async function driveJourneys(options: ChaosClientOptions) {
  const stats: JourneyStats = { requests: 0, retries: 0, replays: 0, errors: new Map() }
  const journeys: Journey[] = []
  let next = 0
  let finished = 0

  async function client(clientIndex: number) {
    let server = clientIndex % options.servers.length
    const send: Send = async (step, method, path, body, headers) => {
      for (let attempt = 1; ; attempt++) {
        stats.requests++
        let answer: Answer | undefined
        try {
          answer = await call(options.servers[server]!, method, path, body, headers)
        } catch {
          // No answer: the server is down or died mid-request.
        }
        const status = answer ? String(answer.status) : 'network'
        if (answer && answer.status < 400) return answer
        stats.errors.set(`${step} ${status}`, (stats.errors.get(`${step} ${status}`) ?? 0) + 1)
        if (answer && !retryable(answer.status)) return answer
        if (attempt === maxAttempts) return answer
        stats.retries++
        server = (server + 1) % options.servers.length
        await sleep(Math.min(2000, 50 * 2 ** attempt))
      }
    }

    while (next < options.journeys) {
      const n = next++
      const journey: Journey = {
        n,
        email: `traveller-${n}-${options.runId}@example.com`,
        completed: false,
      }
      journeys.push(journey)
      await runJourney(journey, send, stats)
      options.onFinished(++finished)
    }
  }

  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)))
  return { journeys, stats }
}

/** Quote, book, pay and complete: journey `n`'s steps through `send`. */
export async function runJourney(
  journey: Journey,
  send: Send,
  stats: Pick<JourneyStats, 'replays'>,
) {
  const ride = rideFor(journey.n)
  const quote = await send('quote', 'POST', '/prices/calculate', ride.priceRequest)
  if (quote?.status !== 200) return void (journey.abandonedAt = 'quote')
  const request = bookingRequest(journey.n, ride, quote.body.data, journey.email)
  const key = { 'idempotency-key': randomUUID() }
  const created = await send('create', 'POST', '/bookings', request, key)
  if (created?.status !== 201 && created?.status !== 200)
    return void (journey.abandonedAt = 'create')
  if (created.status === 200) stats.replays++
  const { id, booking_code: code, access_token } = created.body.data
  journey.booking = { id, code }
  const access = { 'x-booking-token': access_token }
  const started = await send('pay', 'POST', `/bookings/${id}/payment`, undefined, access)
  if (started?.status !== 200) return void (journey.abandonedAt = 'pay')
  const card = await send('pay', 'POST', `/bookings/${id}/payment/card`, testCard, access)
  if (card?.status !== 200) return void (journey.abandonedAt = 'pay')
  const paid = await send(
    'complete',
    'POST',
    `/bookings/${id}/complete`,
    cardPayment(ride.trip.timeZone),
    {
      'x-booking-token': access_token,
    },
  )
  if (paid?.status !== 200) return void (journey.abandonedAt = 'complete')
  journey.completed = true
}
