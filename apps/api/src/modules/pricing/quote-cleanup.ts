import type { Database } from '../../db/client'
import { removeStaleGeocodedPlaces } from '../places'
import { QUOTE_CLEANUP } from './quote'
import { deleteExpiredQuotes } from './repository'

type Log = {
  info(object: object, message: string): void
  error(object: object, message: string): void
}

/**
 * One clean-up pass: quotes expired for longer than the grace period and backing no booking are
 * deleted in bounded batches, so no statement holds many locks or runs long. Safe to run from
 * every API process at once: each batch skips the rows another process has locked.
 */
export async function removeExpiredQuotes(
  db: Database,
  now: Date = new Date(),
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<number> {
  const { batchSize = QUOTE_CLEANUP.batchSize, maxBatches = QUOTE_CLEANUP.maxBatchesPerPass } =
    options
  const expiredBefore = new Date(now.getTime() - QUOTE_CLEANUP.graceMinutes * 60_000)
  let removed = 0
  for (let batch = 0; batch < maxBatches; batch++) {
    const deleted = await deleteExpiredQuotes(db, { expiredBefore, limit: batchSize })
    removed += deleted
    if (deleted < batchSize) break
  }
  return removed
}

/**
 * Runs a pass every `intervalMs` from start until stop; the first one after a random part of the
 * interval, so processes started together do not all clean at the same moment.
 */
export function scheduleQuoteCleanup(options: { db: Database; log: Log; intervalMs?: number }) {
  const { db, log, intervalMs = QUOTE_CLEANUP.intervalMs } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false

  const pass = async () => {
    try {
      const removed = await removeExpiredQuotes(db)
      if (removed > 0) log.info({ removed }, 'expired quotes removed')
      // The places searches answered with, kept for quotes to check against, in the same pass.
      const places = await removeStaleGeocodedPlaces(db, new Date())
      if (places > 0) log.info({ removed: places }, 'stale geocoded places removed')
    } catch (error) {
      log.error({ err: error }, 'quote clean-up failed')
    }
  }
  const next = (delayMs: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined
        next(intervalMs)
      })
    }, delayMs)
    timer.unref()
  }
  return {
    start: () => next(Math.round(Math.random() * intervalMs)),
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
