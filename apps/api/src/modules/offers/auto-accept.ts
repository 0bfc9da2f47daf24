import { withinAcceptWindow } from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { BookingRow } from '../bookings'
import { canStaff } from './auto-assign'
import { areaOptionsOf } from './dispatch-repository'
import type { RideOfferRow } from './repository'
import { takeRide } from './take-ride'

/**
 * Auto-accept (docs/decisions/035-automatic-dispatch.md#provider-options): of the providers just
 * offered the ride, in the order they were asked, the first whose option is on in the ride's
 * area, whose accept window holds the pickup and who has a fitting vehicle and a driver free for
 * it at the time takes the ride at once.
 * Call it in the transaction that wrote the offers, holding the booking's lock. Answers the
 * provider that took it, or null.
 */
export async function autoAcceptOffers(
  tx: Database,
  booking: BookingRow,
  offers: readonly RideOfferRow[],
  appBaseUrl: string,
  now: Date,
): Promise<string | null> {
  if (!booking.areaId || offers.length === 0) return null
  const options = await areaOptionsOf(
    tx,
    offers.map((offer) => offer.providerId),
    booking.areaId,
  )
  for (const offer of offers) {
    const option = options.get(offer.providerId)
    if (!option?.autoAccept) continue
    const window = { accept_from: option.acceptFrom, accept_to: option.acceptTo }
    if (!withinAcceptWindow(booking.pickupTime, window, booking.timezone)) continue
    // A ride it could not staff is left to its desk, or to the next provider: taking it would
    // only leave it without a driver.
    if (!(await canStaff(tx, booking, offer.providerId))) continue
    await takeRide(
      tx,
      booking,
      offer,
      { providerId: offer.providerId, userId: null },
      appBaseUrl,
      now,
    )
    return offer.providerId
  }
  return null
}
