// Price calculation and place search beside a bare JSON route of the same in-process server,
// on the embedded database `npm start` uses, in the same run.
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { priceRequest } from './trip'

export type RouteFigures = { name: string; rps: number; p50: number; p99: number; errors: number }

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
    // What a hostile client sends: repeated and many words, typos, common words, a short prefix.
    name: 'GET /api/v1/places/search (worst case)',
    requests: [
      'airport '.repeat(12),
      'international airport london heathrow terminal station',
      'lodnon praris berlni madird mumbia sydeny',
      'santa maria saint port lake mar',
    ].map((q) => ({
      method: 'GET' as const,
      path: `/api/v1/places/search?q=${encodeURIComponent(q.trim())}`,
    })),
  },
]

export async function measureRoutes(seconds: number, connections: number) {
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
    for (const target of targets) {
      const options = { url: `http://127.0.0.1:${port}`, connections, requests: target.requests }
      await autocannon({ ...options, duration: 1 }) // warm-up: JIT, caches, connection pool
      const result = await autocannon({ ...options, duration: seconds })
      rows.push({
        name: target.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.non2xx + result.errors + result.timeouts,
      })
    }
  } finally {
    await app.close()
  }
  return rows
}
