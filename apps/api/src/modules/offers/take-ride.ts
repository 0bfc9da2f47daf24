import type { Database } from '../../db/client'
import { applyTransition, type BookingRow } from '../bookings'
import { cancelScheduledJob } from '../jobs'
import { autoAssignDriver } from './auto-assign'
import { expiryJobKey } from './offer-keys'
import { answerOffer, closeOpenOffers, notifyProviders, type RideOfferRow } from './repository'

export type RideTaker = {
  providerId: string
  /** The portal user who accepted; null when the provider's auto-accept did. */
  userId: string | null
}

/**
 * A provider takes the ride on its offer (docs/decisions/029-providers-and-drivers.md#offers):
 * confirmed → assigned through the lifecycle, the offer accepted, every other open offer
 * withdrawn and their expiry jobs cancelled; then, if the provider asked for it in this area,
 * its nearest free driver is given the ride. Call it holding the booking's lock, with the offer
 * checked open.
 */
export async function takeRide(
  tx: Database,
  booking: BookingRow,
  offer: RideOfferRow,
  taker: RideTaker,
  appBaseUrl: string,
  now: Date,
): Promise<BookingRow> {
  const { providerId } = taker
  const assigned = await applyTransition(
    tx,
    booking,
    {
      to: 'assigned',
      actor: { kind: 'provider', id: providerId },
      input: { providerId },
      details: { offer_id: offer.id, ...(taker.userId === null ? { automatic: 'true' } : {}) },
      now,
      appBaseUrl,
    },
    { providerId, driverId: null, assignedVehicleId: null },
  )
  await answerOffer(tx, offer.id, 'accepted', taker.userId)
  const others = await closeOpenOffers(tx, 'withdrawn', { bookingId: booking.id })
  for (const batchId of new Set([offer.batchId, ...others.map((o) => o.batchId)])) {
    await cancelScheduledJob(tx, expiryJobKey(batchId))
  }
  await notifyProviders(tx, [providerId], booking.id, 'accepted')
  await notifyProviders(
    tx,
    others.map((o) => o.providerId),
    booking.id,
    'withdrawn',
  )
  // The driver's move is dated a millisecond after the acceptance. The timeline orders moves by
  // their instant (equal instants by a random id) and the lifecycle takes the ride's driver from
  // the last move, so two moves at one instant could read as a ride without its driver, and the
  // driver's steps be refused (found by `npm run simulate`).
  const assignAt = new Date(now.getTime() + 1)
  return (await autoAssignDriver(tx, assigned, providerId, appBaseUrl, assignAt)) ?? assigned
}
