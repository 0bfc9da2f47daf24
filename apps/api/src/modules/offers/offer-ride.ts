import { randomUUID } from 'node:crypto'
import {
  bookingStatusSchema,
  canOfferRide,
  DomainError,
  offerStatusAt,
  opsBookingMessages,
  rideOfferMessages as m,
  sandboxMessages,
  type OpsRideOffers,
  type RideOfferTimelineChange,
  type RideOfferValues,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { recordAudit } from '../audit'
import {
  assertBookingId,
  findBookingById,
  insertBookingEvent,
  lockBooking,
  type BookingRow,
} from '../bookings'
import { cancelScheduledJob, scheduleJob } from '../jobs'
import { autoAcceptOffers } from './auto-accept'
import { expiryJobKey } from './offer-keys'
import {
  activeProvidersOfArea,
  closeOpenOffers,
  findProvider,
  insertOffers,
  listOffersOfBooking,
  notifyProviders,
  openOffersInBatch,
  providersWithOpenOffer,
  type ProviderRow,
} from './repository'

// The operator's side of offers (docs/decisions/029-providers-and-drivers.md#offers): offer a
// ride to one provider or to every provider of its area, see the offers, withdraw them.

export type OfferingOperator = { id: string }

const notFound = () => new DomainError('NOT_FOUND', opsBookingMessages.bookingNotFound)
const field = (path: string, message: string) =>
  new DomainError('VALIDATION_FAILED', message, { details: [{ path, message }] })

const offerable = (booking: BookingRow) =>
  canOfferRide({
    status: bookingStatusSchema.parse(booking.bookingStatus),
    providerId: booking.providerId,
    sandbox: booking.sandbox,
  })

async function chosenProviders(tx: Database, booking: BookingRow, values: RideOfferValues) {
  if (values.to === 'area') {
    const providers = booking.areaId ? await activeProvidersOfArea(tx, booking.areaId) : []
    if (providers.length === 0) throw new DomainError('CONFLICT', m.noProviderInArea)
    return providers
  }
  const provider = await findProvider(tx, values.provider_id!)
  if (!provider) throw field('provider_id', m.providerUnknown)
  if (!provider.active) throw field('provider_id', m.providerInactive)
  return [provider]
}

export type OfferBatchRequest = {
  providerIds: readonly string[]
  minutes: number
  offeredTo: 'provider' | 'area'
  /** An operator, or automatic dispatch (docs/decisions/035-automatic-dispatch.md). */
  by: { kind: 'operator'; id: string } | { kind: 'system' }
}

/**
 * Offers the locked booking to these providers as one batch: the offers, the batch's expiry job,
 * a note on the timeline (the status stays, and no provider is named to the traveller) and a
 * word to the providers' portals. Call it in the transaction that locked the booking.
 */
export async function writeOfferBatch(
  tx: Database,
  booking: BookingRow,
  request: OfferBatchRequest,
  now: Date,
) {
  const batchId = randomUUID()
  const expiresAt = new Date(now.getTime() + request.minutes * 60_000)
  const offeredBy = request.by.kind === 'operator' ? request.by.id : null
  const offers = await insertOffers(
    tx,
    request.providerIds.map((providerId) => ({
      bookingId: booking.id,
      providerId,
      batchId,
      offeredBy,
      createdAt: now,
      expiresAt,
    })),
  )
  await scheduleJob(tx, {
    kind: 'offer_expiry',
    runAt: expiresAt,
    payload: { batch_id: batchId, booking_id: booking.id },
    dedupeKey: expiryJobKey(batchId),
  })
  await insertBookingEvent(tx, {
    bookingId: booking.id,
    at: now,
    actorKind: request.by.kind,
    actorId: offeredBy,
    fromStatus: booking.bookingStatus,
    toStatus: booking.bookingStatus,
    reason: null,
    details: {
      change: 'offered' satisfies RideOfferTimelineChange,
      offered_to: request.offeredTo,
      providers: String(offers.length),
      expires_at: expiresAt.toISOString(),
      ...(request.by.kind === 'system' ? { automatic: 'true' } : {}),
    },
  })
  await notifyProviders(
    tx,
    offers.map((offer) => offer.providerId),
    booking.id,
    'offered',
  )
  const order = new Map(request.providerIds.map((id, index) => [id, index]))
  offers.sort((a, b) => order.get(a.providerId)! - order.get(b.providerId)!)
  return { batchId, expiresAt, offers }
}

/** Writes one batch of offers, its expiry job, a timeline entry and an audit row. */
export function offerRide(
  db: Database,
  operator: OfferingOperator,
  bookingId: string,
  values: RideOfferValues,
  appBaseUrl: string,
  now = new Date(),
) {
  assertBookingId(bookingId)
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId)
    if (!booking) throw notFound()
    if (booking.sandbox) throw new DomainError('CONFLICT', sandboxMessages.notForProviders)
    if (!offerable(booking)) throw new DomainError('CONFLICT', m.notOfferable)
    const holding = await providersWithOpenOffer(tx, booking.id, now)
    const providers = (await chosenProviders(tx, booking, values)).filter(
      (provider: ProviderRow) => !holding.has(provider.id),
    )
    if (providers.length === 0) throw new DomainError('CONFLICT', m.alreadyOffered)

    const { batchId, expiresAt, offers } = await writeOfferBatch(
      tx,
      booking,
      {
        providerIds: providers.map((provider) => provider.id),
        minutes: values.expires_in_minutes,
        offeredTo: values.to,
        by: { kind: 'operator', id: operator.id },
      },
      now,
    )
    await recordAudit(tx, {
      operator: { id: operator.id },
      action: 'booking.offer',
      target: { kind: 'booking', id: booking.id },
      before: null,
      after: {
        batch_id: batchId,
        offered_to: values.to,
        provider_ids: offers.map((offer) => offer.providerId),
        expires_at: expiresAt.toISOString(),
      },
    })
    // A provider whose auto-accept is on in this area may take it at once.
    await autoAcceptOffers(tx, booking, offers, appBaseUrl, now)
  })
}

/** Withdraws the booking's open offers (or just `offerId`), with a timeline entry and audit row. */
export function withdrawOffers(
  db: Database,
  operator: OfferingOperator,
  bookingId: string,
  offerId: string | undefined,
  now = new Date(),
) {
  assertBookingId(bookingId)
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId)
    if (!booking) throw notFound()
    const closed = await closeOpenOffers(tx, 'withdrawn', { bookingId, offerId })
    if (closed.length === 0) throw new DomainError('CONFLICT', m.nothingToWithdraw)
    for (const batchId of new Set(closed.map((offer) => offer.batchId))) {
      // One offer of an area's batch withdrawn: the others still lapse at the batch's time.
      if ((await openOffersInBatch(tx, batchId)) === 0) {
        await cancelScheduledJob(tx, expiryJobKey(batchId))
      }
    }
    await insertBookingEvent(tx, {
      bookingId,
      at: now,
      actorKind: 'operator',
      actorId: operator.id,
      fromStatus: booking.bookingStatus,
      toStatus: booking.bookingStatus,
      reason: null,
      details: {
        change: 'offer_withdrawn' satisfies RideOfferTimelineChange,
        providers: String(closed.length),
      },
    })
    await recordAudit(tx, {
      operator: { id: operator.id },
      action: 'booking.offer_withdraw',
      target: { kind: 'booking', id: bookingId },
      before: { offer_ids: closed.map((offer) => offer.id) },
      after: null,
    })
    await notifyProviders(
      tx,
      closed.map((offer) => offer.providerId),
      bookingId,
      'withdrawn',
    )
  })
}

/**
 * The booking's offers as the console lists them. An offer still open on a ride that went to a
 * provider another way (an operator assigned it directly) reads as withdrawn: nobody can take it.
 */
export async function bookingOffers(
  db: Database,
  bookingId: string,
  now = new Date(),
): Promise<OpsRideOffers> {
  assertBookingId(bookingId)
  const booking = await findBookingById(db, bookingId)
  if (!booking) throw notFound()
  const canOffer = offerable(booking)
  const rows = await listOffersOfBooking(db, bookingId)
  return {
    can_offer: canOffer,
    offers: rows.map(({ offer, providerName }) => {
      const status = offerStatusAt(offer, now)
      return {
        id: offer.id,
        batch_id: offer.batchId,
        provider: { id: offer.providerId, name: providerName },
        status: status === 'open' && !canOffer ? 'withdrawn' : status,
        created_at: offer.createdAt.toISOString(),
        expires_at: offer.expiresAt.toISOString(),
        answered_at: offer.answeredAt?.toISOString() ?? null,
      }
    }),
  }
}
