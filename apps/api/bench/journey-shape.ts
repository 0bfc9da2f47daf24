// The ceiling for the booking journey on this machine: its requests and round trips to
// PostgreSQL against journey-shape-server.ts, which does nothing else, loaded the same way.
import { Pool } from 'undici'
import { startApiProcess } from './api-process'
import { percentile } from './report'

/**
 * Round trips each step of runBookingJourneys makes to PostgreSQL, counted from the server's
 * statement log: quote none, create 2, open the payment 3, pay 4, complete 9 (begin and commit
 * included). The confirmation mail the API then sends (about 3 more) is left out, so the shape
 * is, if anything, lighter than the journey.
 */
export const JOURNEY_ROUND_TRIPS = [0, 2, 3, 4, 9] as const

/** CPU milliseconds per journey of the server that answered it and of PostgreSQL (NaN: unknown). */
export type CpuPerJourney = { serverMs: number; postgresMs: number }

/** Runs `run` and divides the CPU time the server and PostgreSQL spent by the journeys it made. */
export async function withCpuPerJourney<F>(
  server: { cpuMs(): Promise<number> },
  postgresCpu: (() => Promise<number>) | undefined,
  run: () => Promise<F>,
  journeysOf: (figures: F) => number,
): Promise<{ figures: F } & CpuPerJourney> {
  const serverBefore = await server.cpuMs()
  const postgresBefore = await postgresCpu?.()
  const figures = await run()
  const postgresAfter = await postgresCpu?.()
  const serverAfter = await server.cpuMs()
  const count = journeysOf(figures)
  const per = (ms: number) => (count > 0 ? ms / count : Number.NaN)
  return {
    figures,
    serverMs: per(serverAfter - serverBefore),
    postgresMs:
      postgresBefore === undefined || postgresAfter === undefined
        ? Number.NaN
        : per(postgresAfter - postgresBefore),
  }
}

export async function runJourneyShape(
  databaseUrl: string,
  seconds: number,
  counts: number[],
  postgresCpu?: () => Promise<number>,
) {
  const server = await startApiProcess(databaseUrl, 'journey-shape-server.ts')
  try {
    const rows: ({
      connections: number
      perSecond: number
      p50: number
      p99: number
    } & CpuPerJourney)[] = []
    for (const clients of counts) {
      await journeys(server.url, 1, clients) // warm-up
      const { figures, ...cpu } = await withCpuPerJourney(
        server,
        postgresCpu,
        () => journeys(server.url, seconds, clients),
        (figures) => figures.count,
      )
      rows.push({ connections: clients, ...figures, ...cpu })
    }
    return rows
  } finally {
    await server.stop()
  }
}

async function journeys(url: string, seconds: number, clients: number) {
  const pool = new Pool(url, { connections: clients })
  const latencies: number[] = []
  const started = performance.now()
  const deadline = started + seconds * 1000
  const step = async (trips: number) => {
    const response = await pool.request({
      method: 'POST',
      path: `/shape/${trips}`,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    await response.body.json()
    if (response.statusCode !== 200) throw new Error(`shape step answered ${response.statusCode}`)
  }
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const [quote, ...rest] = JOURNEY_ROUND_TRIPS
        await step(quote)
        const begun = performance.now()
        for (const trips of rest) await step(trips)
        latencies.push(performance.now() - begun)
      }
    }),
  )
  await pool.close()
  const elapsed = (performance.now() - started) / 1000
  return {
    count: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  }
}
