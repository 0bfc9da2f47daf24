// Open ride pages (server-sent events) on one API process: how soon a driver's step reaches every
// page open on its booking, and what the open streams cost the process in resident memory.
// The pages are node:http requests, each on its own socket, from this (the bench's) process; its
// event-loop delay is measured too, so a slow client would show rather than pass for a slow server.
import http from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { DriverStep } from '@ridelane/domain'
import pg from 'pg'
import { sampleMaximum, type ApiProcess } from './api-process'
import { percentile } from './report'
import { inParallel, seedRides, type BenchRide } from './ride-streams-setup'

/** The steps a driver reports on the way to a completed ride, in order. */
const STEPS: DriverStep[] = ['driver_en_route', 'driver_arrived', 'passenger_on_board', 'completed']
/** A page that has not heard of a step this long after it was sent counts it as lost. */
const DELIVERY_TIMEOUT_MS = 5_000

type OpenPage = { bookingId: string; events: number[]; ended: boolean; close(): void }

/** Opens one ride page's stream; resolves once the server's `ready` event arrives. */
function openPage(baseUrl: string, ride: BenchRide): Promise<OpenPage> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/v1/rides/${ride.bookingId}/stream`,
      { agent: false, headers: { 'x-booking-token': ride.bookingToken } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume()
          reject(new Error(`a ride stream answered ${response.statusCode}`))
          return
        }
        const page: OpenPage = {
          bookingId: ride.bookingId,
          events: [],
          ended: false,
          close: () => request.destroy(),
        }
        let buffer = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          const at = performance.now()
          buffer += chunk
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            if (block.includes('event: ready')) resolve(page)
            else if (block.includes('event: ride')) page.events.push(at)
          }
        })
        response.on('close', () => (page.ended = true))
      },
    )
    request.on('error', reject)
  })
}

export type DeliveryFigures = {
  /** Step sent → each open page's receipt of the event, in ms. */
  deliveries: number[]
  /** Each step's answer → each open page's receipt, in ms (negative: the event came first). */
  afterAnswer: number[]
  /** Each step's own round trip, in ms. */
  steps: number[]
  lost: number
  failedSteps: number
}

/**
 * Every step in STEPS on every ride, one step of all rides per round, the round's steps spread
 * evenly over `roundSeconds` (drivers do not all tap at once). Each page's receipt is its first
 * event after the step was sent; a round waits for every page before the next one begins.
 */
async function driveSteps(
  baseUrl: string,
  rides: BenchRide[],
  pages: OpenPage[],
  roundSeconds: number,
): Promise<DeliveryFigures> {
  const figures: DeliveryFigures = {
    deliveries: [],
    afterAnswer: [],
    steps: [],
    lost: 0,
    failedSteps: 0,
  }
  const pagesOf = new Map<string, OpenPage[]>()
  for (const page of pages)
    pagesOf.set(page.bookingId, [...(pagesOf.get(page.bookingId) ?? []), page])
  const gapMs = (roundSeconds * 1000) / rides.length
  for (const to of STEPS) {
    const roundStart = performance.now()
    const sent = await Promise.all(
      rides.map(async (ride, i) => {
        await new Promise((resolve) =>
          setTimeout(resolve, roundStart + i * gapMs - performance.now()),
        )
        const at = performance.now()
        const response = await fetch(`${baseUrl}/api/v1/driver/job/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-driver-token': ride.driverToken },
          body: JSON.stringify({ to }),
        })
        await response.arrayBuffer()
        const answered = performance.now()
        figures.steps.push(answered - at)
        if (response.status !== 200) figures.failedSteps++
        return { ride, at, answered }
      }),
    )
    const heard = (page: OpenPage, at: number) => page.events.find((time) => time >= at)
    const deadline = performance.now() + DELIVERY_TIMEOUT_MS
    const waiting = () =>
      sent.some(({ ride, at }) => pagesOf.get(ride.bookingId)!.some((p) => !heard(p, at)))
    while (waiting() && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    for (const { ride, at, answered } of sent) {
      for (const page of pagesOf.get(ride.bookingId)!) {
        const time = heard(page, at)
        if (time === undefined) {
          figures.lost++
        } else {
          figures.deliveries.push(time - at)
          figures.afterAnswer.push(time - answered)
        }
      }
    }
  }
  return figures
}

/** How many of the API's database connections last ran a LISTEN: the streams' shared one. */
async function listenConnections(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and query ilike 'listen %'`,
    )
    return rows[0].n as number
  } finally {
    await client.end()
  }
}

export type StreamRun = {
  bookings: number
  pagesPerBooking: number
  /** How many bookings had their steps driven. */
  driven: number
  delivery: DeliveryFigures
  rssBefore: number
  rssOpen: number
  rssPeak: number
  openSeconds: number
  listens: number
  /** The bench process's own event-loop delay while the steps ran, p99 in ms. */
  clientLagP99: number
}

/**
 * `bookings` assigned rides with `pagesPerBooking` pages open on each, on the running `api`;
 * the driver steps of all rides with every page listening; then every page is closed.
 */
export async function measureRideStreams(
  api: ApiProcess,
  databaseUrl: string,
  options: {
    bookings: number
    pagesPerBooking: number
    roundSeconds: number
    /** How many of the rides are driven (the first ones); all by default. */
    driven?: number
  },
): Promise<StreamRun> {
  const rides = await seedRides(databaseUrl, api.url, options.bookings)
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1000))
  await settle()
  const rssBefore = await api.rss()
  const started = performance.now()
  const wanted = rides.flatMap((ride) =>
    Array.from({ length: options.pagesPerBooking }, () => ride),
  )
  const pages: OpenPage[] = []
  try {
    await inParallel(wanted, 50, async (ride) => void pages.push(await openPage(api.url, ride)))
    const openSeconds = (performance.now() - started) / 1000
    // The same moment to settle (buffers, lazily built state) before reading its memory again.
    await settle()
    const rssOpen = await api.rss()
    const listens = await listenConnections(databaseUrl)
    const peak = sampleMaximum(api.rss)
    const lag = monitorEventLoopDelay({ resolution: 10 })
    lag.enable()
    const driven = rides.slice(0, options.driven ?? rides.length)
    const delivery = await driveSteps(api.url, driven, pages, options.roundSeconds)
    lag.disable()
    const ended = pages.filter((page) => page.ended).length
    if (ended > 0) throw new Error(`${ended} ride streams ended while the steps ran`)
    return {
      bookings: options.bookings,
      pagesPerBooking: options.pagesPerBooking,
      driven: driven.length,
      delivery,
      rssBefore,
      rssOpen,
      rssPeak: Math.max(rssOpen, await peak.stop()),
      openSeconds,
      listens,
      clientLagP99: lag.percentile(99) / 1e6,
    }
  } finally {
    for (const page of pages) page.close()
  }
}

export const deliveryPercentiles = (values: number[]) => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  p99: percentile(values, 99),
  max: values.length ? Math.max(...values) : Number.NaN,
})
