import { bookingStatusSchema, canOfferRide, type RideOfferTimelineChange } from '@ridelane/domain'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { isUuid } from '../../lib/uuid'
import { insertBookingEvent, lockBooking, type BookingRow } from '../bookings'
import type { JobHandler } from '../jobs'
import { closeOpenOffers, notifyProviders, openOffersInBatch } from './repository'

/**
 * The `offer_expiry` job of one batch: its offers still open past their time become expired.
 * The ride stays confirmed and unassigned, so it is on the operators' unassigned list as before;
 * the timeline notes it. Safe to run twice: a second run finds nothing open and does nothing.
 */
export async function expireOfferBatch(
  db: Database,
  payload: Record<string, unknown>,
  now = new Date(),
): Promise<number> {
  const { batch_id: batchId, booking_id: bookingId } = payload
  if (typeof batchId !== 'string' || typeof bookingId !== 'string') return 0
  if (!isUuid(batchId) || !isUuid(bookingId)) return 0
  return db.transaction(async (tx) => {
    // The booking first, as every answer to an offer takes it: no accept slips in between.
    const booking = await lockBooking(tx, bookingId)
    if (!booking) return 0
    // The ride went another way meanwhile (an operator assigned it, it was cancelled): its open
    // offers were only waiting for this job. They close as withdrawn, without a timeline note.
    const status = bookingStatusSchema.parse(booking.bookingStatus)
    if (!canOfferRide({ status, providerId: booking.providerId, sandbox: booking.sandbox })) {
      const closed = await closeOpenOffers(tx, 'withdrawn', { batchId })
      const providers = closed.map((offer) => offer.providerId)
      if (closed.length > 0) await notifyProviders(tx, providers, bookingId, 'withdrawn')
      return closed.length
    }
    return (await expireLapsedOffers(tx, booking, { batchId }, now)).length
  })
}

/**
 * Closes the booking's open offers past their time (of one batch, or all of them) as expired,
 * with a timeline note and a word to the providers' portals. Call it holding the booking's lock.
 */
export async function expireLapsedOffers(
  tx: Database,
  booking: BookingRow,
  which: { batchId?: string },
  now: Date,
) {
  const expired = await closeOpenOffers(tx, 'expired', {
    ...(which.batchId ? { batchId: which.batchId } : { bookingId: booking.id }),
    until: now,
  })
  if (expired.length === 0) return expired
  await insertBookingEvent(tx, {
    bookingId: booking.id,
    at: now,
    actorKind: 'system',
    actorId: null,
    fromStatus: booking.bookingStatus,
    toStatus: booking.bookingStatus,
    reason: null,
    details: {
      change: 'offer_expired' satisfies RideOfferTimelineChange,
      providers: String(expired.length),
    },
  })
  await notifyProviders(
    tx,
    expired.map((offer) => offer.providerId),
    booking.id,
    'expired',
  )
  return expired
}

/**
 * The job falls due by the app's clock (lib/clock.ts) and the handler expires by it too, but a
 * process's clock may step back (or, across processes, lag behind the one that scheduled it):
 * finding the batch still open and not yet due, the job must not count as done (the expiry would
 * never be noted nor heard by the portals), so it throws and is tried again after the job
 * worker's backoff.
 */
export const offerExpiryHandler =
  (clock: Clock): JobHandler =>
  async ({ db, job }) => {
    if ((await expireOfferBatch(db, job.payload, clock.now())) > 0) return
    const batchId = job.payload.batch_id
    if (
      typeof batchId === 'string' &&
      isUuid(batchId) &&
      (await openOffersInBatch(db, batchId)) > 0
    ) {
      throw new Error('the offers are not due yet by this process’s clock')
    }
  }

/** Registers the handler with the job worker (modules/jobs), on the app's clock. */
export const offerExpiryJobs = fp(
  async (app) => {
    app.jobs.handle('offer_expiry', offerExpiryHandler(app.clock))
  },
  { name: 'offer-expiry-jobs', dependencies: ['jobs'] },
)
