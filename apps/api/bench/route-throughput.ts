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
/** 17,576 three-letter words: more worst queries than a run asks, so none is answered twice. */
const threeLetterWords = [...letters].flatMap((a) =>
  [...letters].flatMap((b) => [...letters].map((c) => a + b + c)),
)

type Target = { name: string; requests: autocannon.Request[] }

const searchPath = (q: string) => `/api/v1/places/search?q=${encodeURIComponent(q)}`

/**
 * GET requests for `paths`, each connection taking the next path of one shared list, from one
 * slice to the next: a list of distinct queries is asked once in all, not once per connection,
 * and autocannon keeps one request per connection instead of building every path for each.
 */
function inTurn(paths: string[]): autocannon.Request[] {
  let next = 0
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
    },
  ]
}

/** The bench's trip, posted to `path`: the calculation and its no-work shape read the same body. */
const priceRequestTo = (path: string): autocannon.Request => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(priceRequest()),
})

const targets: Target[] = [
  { name: 'GET /bench/bare (baseline)', requests: [{ method: 'GET', path: '/bench/bare' }] },
  {
    name: 'POST /api/v1/prices/calculate',
    requests: [priceRequestTo('/api/v1/prices/calculate')],
  },
  {
    // The calculation's shape without its work: the same request body read as JSON, the same
    // 13 kB answer written (one the route gave at the start of the run), nothing computed. How
    // far it sits from the bare route is what HTTP and the sizes cost; the rest is pricing,
    // signing and serialising.
    name: 'POST /bench/prices/calculate/shape (same body and answer, no work)',
    requests: [priceRequestTo('/bench/prices/calculate/shape')],
  },
  {
    name: 'GET /api/v1/places/search',
    requests: inTurn(['jfk', 'heathrow', 'london', 'dubai mall', 'indore'].map(searchPath)),
  },
  {
    name: 'GET /api/v1/places/search (never asked before)',
    requests: inTurn(distinctQueries().map(searchPath)),
  },
  {
    // What a hostile client sends: repeated and many words, typos, common words, a short prefix,
    // each led by a different three-letter word so that no answer is ever served twice.
    name: 'GET /api/v1/places/search (worst case)',
    // The four kinds take turns.
    requests: inTurn(
      threeLetterWords.flatMap((word) =>
        [
          'airport '.repeat(12),
          'international airport london heathrow terminal station',
          'lodnon praris berlni madird mumbia sydeny',
          'santa maria saint port lake mar',
        ].map((q) => searchPath(`${word} ${q.trim()}`)),
      ),
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
  let pricedAnswer = ''
  app.post('/bench/prices/calculate/shape', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(request.body ? pricedAnswer : ''),
  )
  // The run measures the server's work; per-client limits would turn it into a 429 benchmark.
  app.addHook('onRoute', (route) => {
    if (route.config && 'rateLimit' in route.config) route.config.rateLimit = false
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  const priced = await app.inject({
    method: 'POST',
    url: '/api/v1/prices/calculate',
    payload: priceRequest(),
  })
  if (priced.statusCode !== 200) throw new Error(`price calculation answered ${priced.statusCode}`)
  pricedAnswer = priced.body
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
          // The median slice's, as for the rate: in runs on the shared machine one or two of
          // the five seconds stalled (p99 130–160 ms where the others had 30–40), and would
          // otherwise decide the whole run's figure. Each slice's p99 is still of all its
          // requests, its first ones on fresh connections included.
          p50: median(slices.map((slice) => slice.latency.p50)),
          p99: median(slices.map((slice) => slice.latency.p99)),
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
