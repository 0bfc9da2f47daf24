import {
  DRIVER_LOCATION_KEEP_DAYS,
  isDueForAnonymisation,
  locationPurgeAt,
  retentionCutoff,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { recordAudit } from '../audit'
import { catchUpPendingErasures } from './data-rights'
import { scheduleJob, type JobHandler } from '../jobs'
import {
  anonymiseBookings,
  deleteDriverPositions,
  finishedBookingsBefore,
  finishedRidesWithPositions,
  type BookingPosition,
} from './repository'

// The retention sweep (docs/privacy.md#retention): once a day a `retention_sweep` job anonymises
// the finished bookings whose records' years have passed, deletes the driver positions a ride
// still holds a week after it ended (the location_purge job's backstop) and writes one audit
// entry with what it did. The job queue gives each sweep to one process; every process keeps
// the next one scheduled under its day's key, so there is one a day however many run.

/** Bookings anonymised in one transaction. */
export const RETENTION_BATCH_SIZE = 50
/** Batches one sweep reads before leaving the rest to a follow-up job, well inside its lease. */
export const RETENTION_BATCHES_PER_SWEEP = 10
/** The sweep's hour of the day (UTC): the quietest for bookings. */
export const RETENTION_SWEEP_HOUR_UTC = 3

const DAY_MS = 86_400_000

/** The first sweep time after `now`: today's hour if still ahead, else tomorrow's. */
export function nextSweepAt(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const at = today + RETENTION_SWEEP_HOUR_UTC * 3_600_000
  return new Date(at > now.getTime() ? at : at + DAY_MS)
}

const sweepKey = (at: Date) => `retention-sweep:${at.toISOString().slice(0, 10)}`

/** Schedules the next daily sweep, unless a process already did; true when this call did. */
export function scheduleRetentionSweep(db: Database, now: Date): Promise<boolean> {
  const at = nextSweepAt(now)
  return scheduleJob(db, { kind: 'retention_sweep', runAt: at, dedupeKey: sweepKey(at) })
}

export type RetentionSweepResult = {
  cutoff: Date
  /** Bookings anonymised. */
  bookings: number
  /** Rows anonymised or deleted with them, by table. */
  rows: Record<string, number>
  /** Driver positions deleted from rides whose purge had not run. */
  driverPositions: number
  /** Where a follow-up sweep starts, when this one stopped at its batch limit. */
  resumeFrom: BookingPosition | null
}

export type SweepOptions = {
  /** Where a follow-up sweep starts (the booking after this one); null: the oldest. */
  from?: BookingPosition | null
  batchSize?: number
  batches?: number
}

/**
 * One sweep at `now`: anonymises every finished booking due by the retention rule
 * (isDueForAnonymisation), a batch to a transaction, from `from` on; deletes the positions left
 * on rides more than DRIVER_LOCATION_KEEP_DAYS past; then audits the counts.
 */
export async function sweepRetention(
  db: Database,
  now: Date,
  options: SweepOptions = {},
): Promise<RetentionSweepResult> {
  const {
    from = null,
    batchSize = RETENTION_BATCH_SIZE,
    batches = RETENTION_BATCHES_PER_SWEEP,
  } = options
  const cutoff = retentionCutoff(now)
  const rows: Record<string, number> = {}
  let anonymised = 0
  let position = from
  let resumeFrom: BookingPosition | null = null
  for (let batch = 0; ; batch++) {
    if (batch === batches) {
      resumeFrom = position
      break
    }
    const candidates = await finishedBookingsBefore(db, cutoff, position, batchSize)
    if (candidates.length === 0) break
    const last = candidates.at(-1)!
    position = { pickupTime: last.pickupTime, id: last.id }
    const due = candidates.filter((booking) => isDueForAnonymisation(booking, now))
    const counts = await anonymiseBookings(
      db,
      due.map((booking) => booking.id),
      now,
    )
    anonymised += counts.bookings
    for (const [table, count] of Object.entries(counts.rows)) {
      rows[table] = (rows[table] ?? 0) + count
    }
    if (candidates.length < batchSize) break
  }
  const driverPositions = await purgeLeftoverPositions(db, now)
  if (anonymised > 0 || driverPositions > 0) {
    await recordAudit(db, {
      operator: null,
      action: 'retention.sweep',
      target: { kind: 'retention', id: cutoff.toISOString() },
      before: null,
      after: {
        cutoff: cutoff.toISOString(),
        bookings_anonymised: anonymised,
        rows_anonymised: rows,
        driver_positions_deleted: driverPositions,
      },
    })
  }
  return { cutoff, bookings: anonymised, rows, driverPositions, resumeFrom }
}

/** Deletes the positions of finished rides past their week; answers how many went. */
async function purgeLeftoverPositions(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DRIVER_LOCATION_KEEP_DAYS * DAY_MS)
  let deleted = 0
  let position: BookingPosition | null = null
  for (let batch = 0; batch < RETENTION_BATCHES_PER_SWEEP; batch++) {
    const rides = await finishedRidesWithPositions(db, before, position, RETENTION_BATCH_SIZE)
    if (rides.length === 0) break
    const last = rides.at(-1)!
    position = { pickupTime: last.pickupTime, id: last.id }
    const past = rides.filter((ride) => locationPurgeAt(ride).getTime() <= now.getTime())
    deleted += await deleteDriverPositions(
      db,
      past.map((ride) => ride.id),
    )
    if (rides.length < RETENTION_BATCH_SIZE) break
  }
  return deleted
}

const positionIn = (payload: Record<string, unknown>): BookingPosition | null => {
  const from = payload.from as { pickupTime?: unknown; id?: unknown } | undefined
  if (typeof from?.pickupTime !== 'string' || typeof from.id !== 'string') return null
  return { pickupTime: new Date(from.pickupTime), id: from.id }
}

/**
 * The `retention_sweep` job, on the app's clock. It schedules tomorrow's sweep before its own
 * work, so a sweep that fails for good still leaves the next one in place; a sweep stopped at its
 * batch limit schedules a follow-up at once, from where it stopped. Both are safe to run twice:
 * anonymising changes nothing the second time, and the counts audited are of what changed.
 */
export const retentionSweepHandler =
  (clock: Clock, limits: Omit<SweepOptions, 'from'> = {}): JobHandler =>
  async ({ db, log, job }) => {
    const now = clock.now()
    await scheduleRetentionSweep(db, now)
    const result = await sweepRetention(db, now, { ...limits, from: positionIn(job.payload) })
    // Erasures whose ride ended without their job being scheduled (none should): caught up daily.
    const erased = await catchUpPendingErasures(db, now)
    if (erased > 0) log.info({ erased }, 'retention sweep erased bookings whose ride had ended')
    if (result.resumeFrom) {
      await scheduleJob(db, {
        kind: 'retention_sweep',
        runAt: now,
        payload: {
          from: {
            pickupTime: result.resumeFrom.pickupTime.toISOString(),
            id: result.resumeFrom.id,
          },
        },
        dedupeKey: `retention-sweep:after:${job.id}`,
      })
    }
    const { bookings, driverPositions } = result
    if (bookings > 0 || driverPositions > 0) {
      log.info({ bookings, driverPositions, rows: result.rows }, 'retention sweep anonymised')
    }
  }
