// `npm run bench`: the API in-process on loopback with the embedded database, measuring price
// calculation and place search beside a bare JSON route of the same server, in the same run.
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import { wallClockInZone, zonedDateTimeToIso } from '@ridelane/domain'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

type Target = { name: string; requests: autocannon.Request[] }

function priceRequest() {
  const { date } = wallClockInZone(new Date(Date.now() + 3 * 86_400_000), 'America/New_York')
  return JSON.stringify({
    ride_type: 'one-way',
    pickup: { address: 'JFK Airport', lat: 40.6413, lng: -73.7781 },
    dropoff: { address: 'Times Square', lat: 40.758, lng: -73.9855 },
    booking_time: zonedDateTimeToIso(date, '10:00', 'America/New_York'),
    timezone: 'America/New_York',
    passengers: 2,
  })
}

const targets: Target[] = [
  { name: 'GET /bench/bare (baseline)', requests: [{ method: 'GET', path: '/bench/bare' }] },
  {
    name: 'POST /api/v1/prices/calculate',
    requests: [
      {
        method: 'POST',
        path: '/api/v1/prices/calculate',
        headers: { 'content-type': 'application/json' },
        body: priceRequest(),
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
]

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

type Row = { name: string; rps: number; p50: number; p99: number; errors: number }
const rows: Row[] = []
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

const bare = rows[0]!
const fixed = (n: number, digits = 1) => n.toFixed(digits)
console.log(`\n${seconds} s per route, ${connections} connections, Node ${process.version}\n`)
console.table(
  rows.map((row) => ({
    route: row.name,
    'req/s': Math.round(row.rps),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'req/s vs bare': fixed(row.rps / bare.rps, 2),
    'p50 vs bare': fixed(row.p50 / Math.max(bare.p50, 1)),
    'non-2xx': row.errors,
  })),
)
if (rows.some((row) => row.errors > 0)) process.exitCode = 1
