// Price calculation and place search beside a bare JSON route of the same in-process server,
// on the embedded database `npm start` uses, in the same run.
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { getGazetteer } from '../src/modules/places/gazetteer'
import { priceRequest } from './trip'

/**
 * Queries no earlier request asked: the first 3 to 8 letters of 40,000 place names, each once,
 * so the answer cache never helps and the index does all the work.
 */
function distinctQueries(): string[] {
  const queries = new Set<string>()
  for (const { place } of getGazetteer().entries) {
    for (let length = 3; length <= Math.min(8, place.name.length); length += 1) {
      queries.add(place.name.slice(0, length).toLowerCase())
      if (queries.size >= 40_000) return [...queries]
    }
  }
  return [...queries]
}

export type RouteFigures = {
  name: string
  connections: number
  rps: number
  p50: number
  p99: number
  errors: number
}

const letters = 'abcdefghijklmnopqrstuvwxyz'
const twoLetterWords = [...letters].flatMap((a) => [...letters].map((b) => a + b))

type Target = { name: string; requests: autocannon.Request[] }

const targets: Target[] = [
  { name: 'GET /bench/bare (baseline)', requests: [{ method: 'GET', path: '/bench/bare' }] },
  {
    name: 'POST /api/v1/prices/calculate',
    requests: [
      {
        method: 'POST',
        path: '/api/v1/prices/calculate',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(priceRequest()),
      },
    ],
  },
  {
    name: 'GET /api/v1/places/search',
    requests: ['jfk', 'heathrow', 'london', 'dubai mall', 'indore'].map((q) => ({
      method: 'GET' as const,
      path: `/api/v1/places/search?q=${encodeURIComponent(q)}`,
    })),
  },
  {
    name: 'GET /api/v1/places/search (never asked before)',
    requests: distinctQueries().map((q) => ({
      method: 'GET' as const,
      path: `/api/v1/places/search?q=${encodeURIComponent(q)}`,
    })),
  },
  {
    // What a hostile client sends: repeated and many words, typos, common words, a short prefix,
    // each led by a different two-letter word so that no answer is ever served twice.
    name: 'GET /api/v1/places/search (worst case)',
    requests: [
      'airport '.repeat(12),
      'international airport london heathrow terminal station',
      'lodnon praris berlni madird mumbia sydeny',
      'santa maria saint port lake mar',
    ].flatMap((q) =>
      twoLetterWords.map((word) => ({
        method: 'GET' as const,
        path: `/api/v1/places/search?q=${encodeURIComponent(`${word} ${q.trim()}`)}`,
      })),
    ),
  },
]

/** Slices each route's measurement is cut into, taken in turn with the other routes'. */
const ROUNDS = 5

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The percentiles autocannon reports (hdr-histogram-percentiles-obj), as `p97_5` for 97.5. */
const REPORTED = [0.001, 0.01, 0.1, 1, 2.5, 10, 25, 50, 75, 90, 97.5, 99, 99.9, 99.99, 99.999]

/** A slice's latency curve: each reported latency with the share of requests at or under it. */
function latencyCurve(slice: autocannon.Result): [ms: number, percent: number][] {
  const latency = slice.latency as unknown as Record<string, number>
  return [
    [latency.min!, 0],
    ...REPORTED.map((p): [number, number] => [latency[`p${p}`.replace('.', '_')]!, p]),
    [latency.max!, 100],
  ]
}

/** The share of a slice's requests answered within `ms`, read between its reported points. */
function percentWithin(curve: [number, number][], ms: number): number {
  let below: [number, number] = [Number.NEGATIVE_INFINITY, 0]
  for (const point of curve) {
    if (point[0] > ms) {
      if (below[0] === Number.NEGATIVE_INFINITY) return 0
      return below[1] + ((point[1] - below[1]) * (ms - below[0])) / (point[0] - below[0])
    }
    below = point
  }
  return 100
}

/**
 * The latency under which `percentile` % of all the slices' requests were answered, each slice
 * weighing as many requests as it made: the smallest latency any slice reported at which the
 * slices' shares, so weighted, reach the percentile.
 */
function combinedPercentile(slices: autocannon.Result[], percentile: number): number {
  const curves = slices.map(latencyCurve)
  const weights = slices.map((slice) => slice.requests.total)
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const candidates = [...new Set(curves.flat().map(([ms]) => ms))].sort((a, b) => a - b)
  for (const ms of candidates) {
    const within = curves.reduce(
      (sum, curve, index) => sum + weights[index]! * percentWithin(curve, ms),
      0,
    )
    if (within >= percentile * total) return ms
  }
  return candidates.at(-1) ?? 0
}

const startingAt = <T>(list: T[], index: number) => {
  const at = Math.floor(index)
  return [...list.slice(at), ...list.slice(0, at)]
}

/** BENCH_ROUTES (a regular expression) limits the run to the routes it matches, the bare one always. */
const onlyRoutes = new RegExp(`bare|${process.env.BENCH_ROUTES ?? ''}`)

/** Every route at each number of concurrent connections, beside the bare route at the same number. */
export async function measureRoutes(seconds: number, connectionCounts: number[]) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(import.meta.dirname, 'no-web-dist'),
  })
  // PGlite in memory: the embedded database `npm start` uses, without touching DATA_DIR.
  config.database = { driver: 'pglite' }
  const app = buildApp({ config })
  app.get('/bench/bare', async () => ({ success: true, data: { ok: true } }))
  // The run measures the server's work; per-client limits would turn it into a 429 benchmark.
  app.addHook('onRoute', (route) => {
    if (route.config && 'rateLimit' in route.config) route.config.rateLimit = false
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  // The load shares this process's one thread with the server; at 50 connections, each walking
  // 40,000 different queries, autocannon's default 10 s timeout counted a few dozen requests as
  // failed while the rest were answered at 10,000 a second.
  const options = (target: Target, connections: number) => ({
    url: `http://127.0.0.1:${port}`,
    connections,
    requests: target.requests,
    timeout: 30,
  })

  const rows: RouteFigures[] = []
  try {
    for (const connections of connectionCounts) {
      const measured = targets.filter((t) => onlyRoutes.test(t.name))
      const rounds = new Map(measured.map((target) => [target, [] as autocannon.Result[]]))
      for (const target of measured) {
        await autocannon({ ...options(target, connections), duration: 1 }) // warm-up: JIT, caches
      }
      // Every route in turn, one slice at a time: a machine whose speed drifts during the run
      // (a neighbour's load, a frequency change) shifts each route alike instead of one alone.
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const target of measured) {
          const slice = await autocannon({
            ...options(target, connections),
            // Each slice starts a round further into the list: no slice asks what one before
            // it asked first, so a list of distinct queries stays unasked.
            requests: startingAt(target.requests, (round * target.requests.length) / ROUNDS),
            duration: Math.max(1, seconds / ROUNDS),
          })
          rounds.get(target)!.push(slice)
        }
      }
      for (const [target, slices] of rounds) {
        rows.push({
          name: target.name,
          connections,
          rps: median(slices.map((slice) => slice.requests.average)),
          // Of every request of the five slices: a slow moment counts for the requests it held.
          p50: combinedPercentile(slices, 50),
          p99: combinedPercentile(slices, 99),
          errors: slices.reduce(
            (sum, slice) => sum + slice.non2xx + slice.errors + slice.timeouts,
            0,
          ),
        })
      }
    }
  } finally {
    await app.close()
  }
  return rows
}
