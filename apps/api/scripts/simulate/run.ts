import { and, eq, inArray, min } from 'drizzle-orm'
import { buildApp, type App } from '../../src/app'
import { loadConfig, type DatabaseTarget } from '../../src/config'
import { bookings, rideOffers, scheduledJobs } from '../../src/db/schema'
import type { Clock } from '../../src/lib/clock'
import type { FlightStatusSource } from '../../src/modules/flights'
import { Agenda } from './agenda'
import { holding, newTally, spansOf, type SimContext } from './context'
import { offerSeen, planAssignment } from './desks'
import { driverGiven, flightNews } from './drivers'
import { simulatedFlightSource } from './flights'
import { mulberry32 } from './prng'
import { buildReport, type SimReport } from './report'
import type { Seed } from './seed'
import { bookRide, seedWorld, SIM_BASE_URL } from './setup'
import { makeWorld } from './world'

// A simulated day of dispatch (docs/decisions/035-automatic-dispatch.md#the-clock-and-the-simulator):
// the real app, built in this process on its own database, on a clock the simulator moves a
// minute at a time. At each minute the rides booked then are confirmed, the due jobs run
// (dispatch steps, offer expiry, reminders), and the simulated providers and drivers do what
// they planned for that minute through the API's routes. Minutes where nothing is due are
// skipped: nothing could happen in them.

const MINUTE = 60_000

/** The simulator's clock: still, until the simulator sets it. */
export class SimulatedClock implements Clock {
  constructor(private at: Date) {}
  now() {
    return new Date(this.at.getTime())
  }
  set(at: Date) {
    this.at = at
  }
}

export type SimulateOptions = {
  seed: Seed
  /** One database for every process: PGlite (one process only) or PostgreSQL. */
  database: DatabaseTarget
  /** API processes on the database, taking turns on the calls and running jobs side by side. */
  processes?: number
  progress?: (line: string) => void
}

async function startApp(
  database: DatabaseTarget,
  clock: Clock,
  flightStatus: FlightStatusSource,
): Promise<App> {
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      // The simulator runs the due jobs itself, minute by simulated minute.
      JOBS_INTERVAL_MS: '600000',
      PAYMENT_RECONCILE_INTERVAL_MS: '3600000',
      RATE_LIMITS: 'off',
      APP_BASE_URL: SIM_BASE_URL,
      WEB_DIST_DIR: '/nonexistent/ridelane-simulator',
    }),
    quoteCleanupIntervalMs: 3_600_000,
    database,
  }
  const app = buildApp({ config, clock, flightStatus })
  await app.ready()
  return app
}

const ceilToMinute = (ms: number) => Math.ceil(ms / MINUTE) * MINUTE

export async function simulate(options: SimulateOptions): Promise<SimReport> {
  const { seed, database, processes = 1, progress = () => {} } = options
  if (processes > 1 && database.driver !== 'postgres') {
    throw new Error('Several processes need PostgreSQL: PGlite is one process’s database.')
  }
  const random = mulberry32(seed.random_seed)
  const world = makeWorld(seed, random.fork())
  const rides = [...world.rides].sort(
    (a, b) => a.bookAt.getTime() - b.bookAt.getTime() || a.index - b.index,
  )
  const start = rides[0]!.bookAt
  const clock = new SimulatedClock(start)
  // The flights' service, one for every process: what it reports anew reaches the drivers.
  const news = new Set<string>()
  const flights = simulatedFlightSource(
    world,
    () => clock.now(),
    (rideId) => news.add(rideId),
  )
  const apps: App[] = []
  try {
    for (let n = 0; n < processes; n++) apps.push(await startApp(database, clock, flights))
    const db = apps[0]!.db
    const tokens = await seedWorld(db, world)
    // Rides confirmed and not yet seen with a driver; and what the desks have seen already.
    const watched = new Set<string>()
    const seenOffers = new Set<string>()
    const assignmentPlanned = new Set<string>()
    const context: SimContext = {
      apps,
      db,
      world,
      agenda: new Agenda(),
      random: random.fork(),
      tokens,
      tally: newTally(),
      rides: new Map(world.rides.map((ride) => [ride.id, ride])),
      providers: new Map(world.providers.map((provider) => [provider.id, provider])),
      drivers: new Map(
        world.providers.flatMap((provider) => provider.drivers.map((d) => [d.id, d] as const)),
      ),
      areas: new Map(world.areas.map((area) => [area.id, area])),
      driverSpans: new Map(),
      vehicleSpans: new Map(),
      awaitingDriver: new Map(),
      driverJobs: new Map(),
      lookAgain: (rideId) => {
        watched.add(rideId)
        assignmentPlanned.delete(rideId)
      },
    }
    const areaOf = (rideId: string) => context.areas.get(context.rides.get(rideId)!.areaId)!
    // A late flight's ride ends as much later.
    const late = (ride: (typeof rides)[number]) =>
      ride.flight
        ? Math.max(0, ride.flight.arrivalAt.getTime() - ride.flight.scheduledArrival.getTime())
        : 0
    const horizon =
      Math.max(
        ...world.rides.map(
          (ride) => spansOf(ride, areaOf(ride.id)).at(-1)!.end.getTime() + late(ride),
        ),
      ) +
      60 * MINUTE
    const byIndex = (a: string, b: string) =>
      context.rides.get(a)!.index - context.rides.get(b)!.index

    const runJobs = () => Promise.all(apps.map((app) => app.jobs.runDueNow()))

    /** The drivers of the rides whose flights the service reported anew look at their job. */
    function hearFlightNews(now: Date) {
      for (const rideId of [...news].sort(byIndex)) {
        context.agenda.plan(now, () => flightNews(context, rideId, now))
      }
      news.clear()
    }

    /** What the portals and the drivers' phones would show now: new offers, new assignments. */
    async function look(now: Date) {
      if (watched.size === 0) return
      const ids = [...watched].sort(byIndex)
      const rows = await db
        .select({
          id: bookings.id,
          providerId: bookings.providerId,
          driverId: bookings.driverId,
          vehicleId: bookings.assignedVehicleId,
        })
        .from(bookings)
        .where(inArray(bookings.id, ids))
      rows.sort((a, b) => byIndex(a.id, b.id))
      for (const row of rows) {
        const ride = context.rides.get(row.id)!
        if (row.providerId) holding(context, row.providerId, row.id, !row.driverId)
        if (row.driverId) {
          watched.delete(row.id)
          const spans = spansOf(ride, areaOf(ride.id))
          for (const [books, id] of [
            [context.driverSpans, row.driverId],
            [context.vehicleSpans, row.vehicleId],
          ] as const) {
            if (id) books.set(id, [...(books.get(id) ?? []), ...spans])
          }
          await driverGiven(context, ride, row.driverId, now)
        } else if (row.providerId && !assignmentPlanned.has(row.id)) {
          assignmentPlanned.add(row.id)
          planAssignment(context, context.providers.get(row.providerId)!, ride, now)
        }
      }
      const open = await db
        .select({
          id: rideOffers.id,
          bookingId: rideOffers.bookingId,
          providerId: rideOffers.providerId,
        })
        .from(rideOffers)
        .where(and(eq(rideOffers.status, 'open'), inArray(rideOffers.bookingId, ids)))
      const fresh = open.filter((offer) => !seenOffers.has(offer.id))
      fresh.sort(
        (a, b) =>
          byIndex(a.bookingId, b.bookingId) ||
          context.providers.get(a.providerId)!.index - context.providers.get(b.providerId)!.index,
      )
      for (const offer of fresh) {
        seenOffers.add(offer.id)
        const ride = context.rides.get(offer.bookingId)!
        offerSeen(context, context.providers.get(offer.providerId)!, ride, now)
      }
    }

    async function nextJobAt(): Promise<number | undefined> {
      const [row] = await db
        .select({ at: min(scheduledJobs.runAt) })
        .from(scheduledJobs)
        .where(eq(scheduledJobs.status, 'pending'))
      return row?.at?.getTime()
    }

    // Wall time by part of the minute, to see where a run goes.
    const phases = { booking: 0, jobs: 0, looking: 0, acting: 0, waiting: 0 }
    const timed = async <T>(phase: keyof typeof phases, work: () => Promise<T>): Promise<T> => {
      const began = performance.now()
      try {
        return await work()
      } finally {
        phases[phase] += performance.now() - began
      }
    }
    const cpuBefore = process.cpuUsage()
    const wallBefore = performance.now()
    let booked = 0
    let ticks = 0
    let reported = start.getTime()
    let jobAt: number | undefined
    for (let now = start.getTime(); now <= horizon;) {
      const at = new Date(now)
      clock.set(at)
      ticks++
      const bookedBefore = booked
      while (booked < rides.length && rides[booked]!.bookAt.getTime() <= now) {
        const ride = rides[booked++]!
        await timed('booking', () =>
          bookRide(apps[ride.index % apps.length]!.db, ride, areaOf(ride.id), at),
        )
        watched.add(ride.id)
      }
      // Until nothing more happens this minute: a decline makes the next offer at once, an
      // offer may be answered at once, an acceptance may need a driver. Only a job run or a
      // planned act changes what there is to look at.
      let fresh = booked > bookedBefore
      for (let round = 0; ; round++) {
        jobAt = await timed('waiting', nextJobAt)
        if (jobAt !== undefined && jobAt <= now) {
          await timed('jobs', runJobs)
          hearFlightNews(at)
          jobAt = await timed('waiting', nextJobAt)
          fresh = true
        }
        if (fresh) await timed('looking', () => look(at))
        if ((await timed('acting', () => context.agenda.runDue(at))) === 0) break
        fresh = true
        if (round > 100) throw new Error(`the minute ${at.toISOString()} never settles`)
      }
      if (now - reported >= 6 * 60 * MINUTE) {
        reported = now
        const seconds = ((performance.now() - wallBefore) / 1000).toFixed(0)
        progress(
          `simulate: ${at.toISOString()} ${booked}/${rides.length} rides booked, ${seconds} s`,
        )
      }
      // The last look for due jobs found none due, and nothing has happened since.
      const next = [rides[booked]?.bookAt.getTime(), context.agenda.nextAt(), jobAt].filter(
        (time): time is number => time !== undefined,
      )
      if (next.length === 0) break
      now = Math.max(now + MINUTE, ceilToMinute(Math.min(...next)))
    }
    const cpu = process.cpuUsage(cpuBefore)
    const wallSeconds = (performance.now() - wallBefore) / 1000
    return await buildReport(context, {
      processes,
      database: database.driver,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      wallSeconds,
      ticks,
      phaseSeconds: Object.fromEntries(
        Object.entries(phases).map(([phase, ms]) => [phase, Math.round(ms / 100) / 10]),
      ),
    })
  } finally {
    for (const app of apps.reverse()) await app.close()
  }
}
