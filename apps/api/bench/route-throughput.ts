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

  const rows: RouteFigures[] = []
  try {
    for (const connections of connectionCounts) {
      for (const target of targets) {
        // The load shares this process's one thread with the server; at 50 connections, each
        // walking 40,000 different queries, autocannon's default 10 s timeout counted a few dozen
        // requests as failed while the rest were answered at 10,000 a second.
        const options = {
          url: `http://127.0.0.1:${port}`,
          connections,
          requests: target.requests,
          timeout: 30,
        }
        await autocannon({ ...options, duration: 1 }) // warm-up: JIT, caches, connection pool
        const result = await autocannon({ ...options, duration: seconds })
        rows.push({
          name: target.name,
          connections,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.non2xx + result.errors + result.timeouts,
        })
      }
    }
  } finally {
    await app.close()
  }
  return rows
}
