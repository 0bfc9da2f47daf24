// `npm run bench`: every figure beside a baseline measured in the same run, as markdown tables.
//  1. price calculation and place search vs a bare JSON route (in-process, embedded database);
//  2. bytes per stored quote, and what one address stores per day at the allowed quote rate;
//  3. booking creation + completion per second on PostgreSQL vs pgbench's TPC-B-like tps on the
//     same server, beside the same requests and round trips to a server that does no work, and
//     the API process's memory (RSS) idle and under that load;
//  4. the bookings board over 100,000 bookings on PostgreSQL: its query beside GET /health of the
//     same process, and the CSV export of every row with the process's memory;
//  5. 1,000 open ride pages (server-sent events) on one API process: a driver's step reaching
//     every page of its booking, beside one page per booking, and the memory the pages cost.
// Parts 1 and 3 run at BENCH_CONNECTIONS (10) clients and again at 50; part 4 at BENCH_CONNECTIONS.
// BENCH_SECONDS (5) per measurement; TEST_DATABASE_URL names
// the PostgreSQL server (a fresh database is created and dropped).
import os from 'node:os'
import { startApiProcess, sampleMaximum } from './api-process'
import { runBookingJourneys, type JourneyFigures } from './booking-journeys'
import { BOARD_ROWS, boardQueries, measureExport, measurePaths, seedBoard } from './bookings-board'
import {
  JOURNEY_ROUND_TRIPS,
  runJourneyShape,
  withCpuPerJourney,
  type CpuPerJourney,
} from './journey-shape'
import { runPgbench } from './pgbench'
import { postgresCpuReader } from './postgres-cpu'
import { fixed, markdownTable } from './report'
import { runRideStreamsPart } from './ride-streams-part'
import { measureQuoteStorage } from './quote-storage'
import { measureRoutes } from './route-throughput'
import { createScratchDatabase } from '../test/support/scratch-database'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
/** The heavier load every hot path is also measured at. */
const HEAVY_CONNECTIONS = 50
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
/** BENCH_PARTS (routes, journeys, board, streams; all by default) runs only the parts named. */
const parts = new Set(
  (process.env.BENCH_PARTS ?? 'routes,journeys,board,streams').split(',').map((p) => p.trim()),
)
const mb = (bytes: number) => fixed(bytes / 1024 / 1024, 0)
let failed = false

console.log(
  `\n${seconds} s per measurement, ${connections} clients, Node ${process.version}, ` +
    `${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => fixed(n))
      .join(' ')}\n`,
)

// The goals name 10 and 50 connections; BENCH_CONNECTIONS replaces the first.
const connectionCounts = [...new Set([connections, HEAVY_CONNECTIONS])]
if (parts.has('routes')) {
  const routes = await measureRoutes(seconds, connectionCounts)
  const bareAt = (count: number) => routes.find((row) => row.connections === count)!
  console.log('API routes, embedded database (in-process)\n')
  console.log(
    markdownTable(
      routes.map((row) => ({
        route: row.name,
        clients: row.connections,
        'req/s': Math.round(row.rps),
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        'req/s vs bare': fixed(row.rps / bareAt(row.connections).rps, 2),
        // Whole milliseconds: a 0 ms median counts as 1 on both sides.
        'p50 vs bare': fixed(Math.max(row.p50, 1) / Math.max(bareAt(row.connections).p50, 1)),
        'non-2xx': row.errors,
      })),
    ),
  )
  failed ||= routes.some((row) => row.errors > 0)

  const storage = await measureQuoteStorage()
  console.log('\nQuote storage, embedded database (one address at the allowed rate)\n')
  console.log(
    markdownTable([
      {
        'bytes per quote': Math.round(storage.bytesPerQuote),
        'quotes per day': storage.quotesPerDay,
        'written per day': `${mb(storage.bytesWrittenPerDay)} MB`,
        'kept at most (clean-up)': `${fixed(storage.bytesKept / 1024 / 1024, 1)} MB`,
        'kept per day before (120/min, no clean-up)': `${mb(storage.bytesPerDayBefore)} MB`,
      },
    ]),
  )
}

async function journeysOnPostgres() {
  const database = await createScratchDatabase(postgresUrl, 'ridelane_bench_api')
  try {
    const api = await startApiProcess(database.url)
    try {
      const idle = await api.rss()
      const peak = sampleMaximum(api.rss)
      const runs: ({ connections: number; figures: JourneyFigures } & CpuPerJourney)[] = []
      for (const count of connectionCounts) {
        await runBookingJourneys(api.url, 1, count) // warm-up: JIT, caches, pool
        const measured = await withCpuPerJourney(
          api,
          postgresCpu,
          () => runBookingJourneys(api.url, seconds, count),
          (figures) => figures.journeys,
        )
        runs.push({ connections: count, ...measured })
      }
      return { runs, idle, peak: await peak.stop(), after: await api.rss() }
    } finally {
      await api.stop()
    }
  } finally {
    await database.drop()
  }
}

// Where the server runs on this machine, its CPU time per journey and per pgbench transaction.
const postgresCpu = await postgresCpuReader(postgresUrl)

/** The journey's requests and round trips against a server that does nothing else. */
async function shapeOnPostgres() {
  const database = await createScratchDatabase(postgresUrl, 'ridelane_bench_shape')
  try {
    return await runJourneyShape(database.url, seconds, connectionCounts, postgresCpu)
  } finally {
    await database.drop()
  }
}

let journeys: Awaited<ReturnType<typeof journeysOnPostgres>> | undefined
let shape: Awaited<ReturnType<typeof shapeOnPostgres>> | undefined
let postgresUp = true
try {
  if (parts.has('journeys')) {
    journeys = await journeysOnPostgres()
    shape = await shapeOnPostgres()
  }
} catch (error) {
  postgresUp = false
  console.log(`\nPostgreSQL benchmark skipped: ${(error as Error).message} (${postgresUrl})`)
}
if (journeys) {
  const errorCount = (f: JourneyFigures) => Object.values(f.errors).reduce((a, b) => a + b, 0)
  const rows: Record<string, string | number>[] = []
  let skipped: string | undefined
  const ms = (value: number | undefined) =>
    value === undefined || Number.isNaN(value) ? '–' : fixed(value, 2)
  for (const { connections: count, figures, serverMs, postgresMs } of journeys.runs) {
    const pgbench = await runPgbench(postgresUrl, seconds, count, postgresCpu)
    const tps = 'tps' in pgbench ? pgbench.tps : Number.NaN
    if ('skipped' in pgbench) skipped = pgbench.skipped
    const bare = shape?.find((row) => row.connections === count)
    rows.push(
      {
        measure: 'booking create + pay + complete (journeys/s)',
        clients: count,
        'per second': fixed(figures.perSecond),
        'p50 ms': fixed(figures.p50),
        'p99 ms': fixed(figures.p99),
        'vs pgbench': fixed(figures.perSecond / tps, 3),
        'server CPU ms each': ms(serverMs),
        'PostgreSQL CPU ms each': ms(postgresMs),
        errors: errorCount(figures),
      },
      {
        measure: `the journey's shape, no work (${JOURNEY_ROUND_TRIPS.length} requests, ${JOURNEY_ROUND_TRIPS.reduce((a: number, b) => a + b, 0)} round trips)`,
        clients: count,
        'per second': bare ? fixed(bare.perSecond) : '–',
        'p50 ms': bare ? fixed(bare.p50) : '–',
        'p99 ms': bare ? fixed(bare.p99) : '–',
        'vs pgbench': bare ? fixed(bare.perSecond / tps, 3) : '–',
        'server CPU ms each': ms(bare?.serverMs),
        'PostgreSQL CPU ms each': ms(bare?.postgresMs),
        errors: 0,
      },
      {
        measure: 'pgbench TPC-B-like (tps, baseline)',
        clients: count,
        'per second': fixed(tps),
        'p50 ms': '–',
        'p99 ms': '–',
        'vs pgbench': 'tps' in pgbench ? '1.000' : '–',
        'server CPU ms each': '–',
        'PostgreSQL CPU ms each': ms(
          'tps' in pgbench ? pgbench.postgresMsPerTransaction : undefined,
        ),
        errors: 0,
      },
    )
  }
  console.log('\nPostgreSQL, same server (API in its own process)\n')
  console.log(markdownTable(rows))
  if (skipped) console.log(`\npgbench skipped: ${skipped}`)
  console.log('\nAPI memory (RSS of the server process)\n')
  console.log(
    markdownTable([
      {
        idle: `${mb(journeys.idle)} MB`,
        'peak under load': `${mb(journeys.peak)} MB`,
        'after load': `${mb(journeys.after)} MB`,
        'peak vs idle': fixed(journeys.peak / journeys.idle, 2),
      },
    ]),
  )
  for (const { connections: count, figures } of journeys.runs) {
    if (errorCount(figures) > 0) {
      console.log(
        `\nFailed journeys at ${count} clients, by status: ${JSON.stringify(figures.errors)}`,
      )
    }
  }
  failed ||= journeys.runs.some(({ figures }) => errorCount(figures) > 0 || figures.journeys === 0)
}

async function boardOnPostgres() {
  const database = await createScratchDatabase(postgresUrl, 'ridelane_bench_board')
  try {
    const api = await startApiProcess(database.url)
    try {
      const seedStarted = performance.now()
      const token = await seedBoard(database.url)
      const seedSeconds = (performance.now() - seedStarted) / 1000
      const headers = { authorization: `Bearer ${token}` }
      const board = boardQueries().map((query) => `/api/v1/ops/bookings?${query}`)
      await measurePaths(api.url, board, headers, 1, connections) // warm-up
      const health = await measurePaths(api.url, ['/api/v1/health'], {}, seconds, connections)
      const list = await measurePaths(api.url, board, headers, seconds, connections)
      // One client alone: the time one board query takes, without waiting behind the others.
      const alone = await measurePaths(api.url, board, headers, seconds, 1)
      const csv = await measureExport(api, token)
      return { seedSeconds, health, list, alone, csv }
    } finally {
      await api.stop()
    }
  } finally {
    await database.drop()
  }
}

if (postgresUp && parts.has('board')) {
  const board = await boardOnPostgres()
  const { health, list, alone, csv } = board
  console.log(
    `\nBookings board, PostgreSQL, ${BOARD_ROWS.toLocaleString('en')} bookings ` +
      `(seeded in ${fixed(board.seedSeconds)} s), API in its own process\n`,
  )
  console.log(
    markdownTable(
      [
        ['GET /api/v1/health (baseline)', health],
        ['GET /api/v1/ops/bookings (filters + search, 50 a page)', list],
        ['the same, 1 client', alone],
      ].map(([name, row]) => {
        const figures = row as typeof list
        return {
          route: name as string,
          'req/s': Math.round(figures.perSecond),
          'p50 ms': fixed(figures.p50),
          'p95 ms': fixed(figures.p95),
          'p95 vs health': fixed(figures.p95 / health.p95),
          errors: figures.errors,
        }
      }),
    ),
  )
  console.log('\nCSV export of every booking\n')
  console.log(
    markdownTable([
      {
        rows: csv.rows,
        'MB sent': fixed(csv.bytes / 1024 / 1024),
        seconds: fixed(csv.seconds, 2),
        'rows per second': Math.round(csv.rows / csv.seconds),
        'RSS before': `${mb(csv.rssBefore)} MB`,
        'RSS peak': `${mb(csv.rssPeak)} MB`,
        'RSS growth': `${mb(csv.rssPeak - csv.rssBefore)} MB`,
      },
    ]),
  )
  failed ||= list.errors + alone.errors + health.errors > 0 || csv.rows !== BOARD_ROWS
}
// 5. Open ride pages on one API process (issue 15).
if (postgresUp && parts.has('streams')) {
  failed = !(await runRideStreamsPart(postgresUrl, seconds)) || failed
}
if (failed) process.exitCode = 1
