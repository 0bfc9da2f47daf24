// Part 5 of `npm run bench` (issue 15): open ride pages (server-sent events) on one API process.
// On a fresh PostgreSQL database, with the built API in its own process: 100 bookings with one
// page each (the baseline), then 100 bookings with 10 pages each (1,000 streams), then 1,000
// bookings with one page each of which 100 are driven; each driven ride goes through its four
// driver steps. Prints the figures and the goals as met or not; resolves false on any lost event
// or failed step.
import { startApiProcess } from './api-process'
import { measurePaths } from './bookings-board'
import { fixed, markdownTable } from './report'
import { deliveryPercentiles, measureRideStreams, type StreamRun } from './ride-streams'
import { createScratchDatabase } from '../test/support/scratch-database'

const RIDE_BOOKINGS = 100
const PAGES_PER_BOOKING = 10
/** The goals of issue 15's benchmark, at RIDE_BOOKINGS × PAGES_PER_BOOKING pages. */
const GOALS = { p95Ms: 500, growthMb: 100 }

const mb = (bytes: number) => fixed(bytes / 1024 / 1024, 0)

async function measure(postgresUrl: string, seconds: number) {
  const database = await createScratchDatabase(postgresUrl, 'ridelane_bench_rides')
  try {
    const api = await startApiProcess(database.url)
    try {
      const health = await measurePaths(api.url, ['/api/v1/health'], {}, seconds, 1)
      const run = (bookings: number, pagesPerBooking: number, roundSeconds = seconds) =>
        measureRideStreams(api, database.url, {
          bookings,
          pagesPerBooking,
          roundSeconds,
          driven: RIDE_BOOKINGS,
        })
      // Warm-up at the baseline's size, not reported: JIT, caches, the pool, the shared LISTEN.
      await run(RIDE_BOOKINGS, 1, 1)
      const single = await run(RIDE_BOOKINGS, 1)
      const many = await run(RIDE_BOOKINGS, PAGES_PER_BOOKING)
      // As many pages, each on its own booking; the same 100 rides driven, at the same rate.
      const distinct = await run(RIDE_BOOKINGS * PAGES_PER_BOOKING, 1)
      return { health, single, many, distinct }
    } finally {
      await api.stop()
    }
  } finally {
    await database.drop()
  }
}

function deliveryRow(run: StreamRun, baselineP95: number, baseline = false) {
  const figures = deliveryPercentiles(run.delivery.deliveries)
  return {
    measure:
      `step sent → event at each page, ${run.bookings} bookings × ${run.pagesPerBooking} ` +
      `page${run.pagesPerBooking > 1 ? 's' : ''}` +
      (run.driven < run.bookings ? `, ${run.driven} driven` : '') +
      (baseline ? ' (baseline)' : ''),
    pages: run.bookings * run.pagesPerBooking,
    samples: run.delivery.deliveries.length,
    'p50 ms': fixed(figures.p50),
    'p95 ms': fixed(figures.p95),
    'p99 ms': fixed(figures.p99),
    'max ms': fixed(figures.max),
    'p95 vs 1 page': fixed(figures.p95 / baselineP95, 2),
    'p95 after the answer ms': fixed(deliveryPercentiles(run.delivery.afterAnswer).p95),
    lost: run.delivery.lost,
  }
}

function processRow(run: StreamRun) {
  const steps = deliveryPercentiles(run.delivery.steps)
  return {
    pages: `${run.bookings} × ${run.pagesPerBooking}`,
    'step p50 ms': fixed(steps.p50),
    'step p95 ms': fixed(steps.p95),
    'failed steps': run.delivery.failedSteps,
    'opened in s': fixed(run.openSeconds, 1),
    'RSS before': `${mb(run.rssBefore)} MB`,
    'RSS all open': `${mb(run.rssOpen)} MB`,
    growth: `${mb(run.rssOpen - run.rssBefore)} MB`,
    'RSS peak, steps': `${mb(run.rssPeak)} MB`,
    'peak growth': `${mb(run.rssPeak - run.rssBefore)} MB`,
    'LISTEN connections': run.listens,
    'bench loop delay p99 ms': fixed(run.clientLagP99),
  }
}

/** Runs and prints part 5; false when an event was lost or a step failed. */
export async function runRideStreamsPart(postgresUrl: string, seconds: number): Promise<boolean> {
  const { health, single, many, distinct } = await measure(postgresUrl, seconds)
  const runs = [single, many, distinct]
  const baselineP95 = deliveryPercentiles(single.delivery.deliveries).p95
  console.log(
    `\nRide pages (server-sent events), PostgreSQL, API in its own process: each ride's four ` +
      `driver steps, one round per step, a round's steps spread over ${seconds} s\n`,
  )
  console.log(
    markdownTable([
      {
        measure: 'GET /api/v1/health round trip, 1 client (baseline)',
        pages: '–',
        samples: health.requests,
        'p50 ms': fixed(health.p50),
        'p95 ms': fixed(health.p95),
        'p99 ms': '–',
        'max ms': '–',
        'p95 vs 1 page': fixed(health.p95 / baselineP95, 2),
        'p95 after the answer ms': '–',
        lost: '–',
      },
      deliveryRow(single, baselineP95, true),
      ...runs.slice(1).map((run) => deliveryRow(run, baselineP95)),
    ]),
  )
  console.log('\nThe steps’ own round trips, and the API process’s memory\n')
  console.log(markdownTable(runs.map(processRow)))
  const p95 = deliveryPercentiles(many.delivery.deliveries).p95
  // RSS moves with the collector's timing: the goal is judged on the peak while the steps ran
  // (never below the reading with every page open), the larger of the two.
  const growthMb = (many.rssPeak - many.rssBefore) / 1024 / 1024
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET')
  const pages = (many.bookings * many.pagesPerBooking).toLocaleString('en')
  console.log(
    `\nGoal at ${pages} pages: a step reaches its pages with p95 under ${GOALS.p95Ms} ms: ` +
      `${fixed(p95)} ms, ${verdict(p95 < GOALS.p95Ms)}.\n` +
      `Goal at ${pages} pages: resident memory grows by less than ${GOALS.growthMb} MB: ` +
      `${fixed(growthMb)} MB, ${verdict(growthMb < GOALS.growthMb)}.`,
  )
  return runs.every((run) => run.delivery.lost + run.delivery.failedSteps === 0)
}
