import {
  DomainError,
  offerStatusAt,
  rideOfferMessages as m,
  type RideOfferTimelineChange,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import { insertBookingEvent, lockBooking, type BookingRow } from '../bookings'
import { cancelScheduledJob } from '../jobs'
import type { SignedInProviderUser } from '../../plugins/provider-auth'
import { afterOfferDeclined } from './auto-dispatch'
import { expiryJobKey } from './offer-keys'
import { takeRide } from './take-ride'
import {
  answerOffer,
  lockLatestOffer,
  notifyProviders,
  openOffersInBatch,
  type RideOfferRow,
} from './repository'

// A provider answers an offer in its portal (docs/decisions/029-providers-and-drivers.md#offers).
// Every answer locks the booking first, so two providers answering at once take turns: the first
// accept moves the ride to assigned, and every accept after it finds the ride taken.

export const jobNotFound = () => new DomainError('NOT_FOUND', m.jobNotFound)

type Locked = { booking: BookingRow; offer: RideOfferRow }

/** Locks the booking and the provider's newest offer of it; 404 unless it was offered to them. */
async function lockOffered(tx: Database, providerId: string, bookingId: string): Promise<Locked> {
  if (!isUuid(bookingId)) throw jobNotFound()
  const booking = await lockBooking(tx, bookingId)
  const offer = booking ? await lockLatestOffer(tx, bookingId, providerId) : undefined
  if (!booking || !offer) {
    if (booking?.providerId === providerId) throw new DomainError('CONFLICT', m.notOffered)
    throw jobNotFound()
  }
  return { booking, offer }
}

/** Why the offer cannot be answered now, or undefined when it is open on a free ride. */
function answerRefusal({ booking, offer }: Locked, now: Date): DomainError | undefined {
  if (booking.providerId !== null) return new DomainError('CONFLICT', m.rideTaken)
  if (booking.bookingStatus !== 'confirmed') return new DomainError('CONFLICT', m.offerClosed)
  const status = offerStatusAt(offer, now)
  if (status === 'expired') return new DomainError('CONFLICT', m.offerExpired)
  if (status !== 'open') return new DomainError('CONFLICT', m.offerClosed)
  return undefined
}

/**
 * Takes the ride: confirmed → assigned through the lifecycle with this provider, the offer
 * accepted, every other open offer of the ride withdrawn and their expiry jobs cancelled.
 */
export function acceptOffer(
  db: Database,
  user: SignedInProviderUser,
  bookingId: string,
  appBaseUrl: string,
  now = new Date(),
): Promise<void> {
  const providerId = user.providerId
  return db.transaction(async (tx) => {
    const locked = await lockOffered(tx, providerId, bookingId)
    const { booking, offer } = locked
    // Accepting twice (a double tap, a retry after a lost answer) keeps the ride.
    if (booking.providerId === providerId && offer.status === 'accepted') return
    const refusal = answerRefusal(locked, now)
    if (refusal) throw refusal

    await takeRide(tx, booking, offer, { providerId, userId: user.id }, appBaseUrl, now)
  })
}

/** Turns the offer down; the ride stays with the operators (and the other providers offered). */
export function declineOffer(
  db: Database,
  user: SignedInProviderUser,
  bookingId: string,
  now = new Date(),
): Promise<void> {
  const providerId = user.providerId
  return db.transaction(async (tx) => {
    const locked = await lockOffered(tx, providerId, bookingId)
    const { booking, offer } = locked
    if (offer.status === 'declined') return
    const refusal = answerRefusal(locked, now)
    if (refusal) throw refusal
    await answerOffer(tx, offer.id, 'declined', user.id)
    if ((await openOffersInBatch(tx, offer.batchId)) === 0) {
      await cancelScheduledJob(tx, expiryJobKey(offer.batchId))
    }
    await insertBookingEvent(tx, {
      bookingId: booking.id,
      at: now,
      actorKind: 'provider',
      actorId: providerId,
      fromStatus: booking.bookingStatus,
      toStatus: booking.bookingStatus,
      reason: null,
      details: { change: 'offer_declined' satisfies RideOfferTimelineChange },
    })
    await notifyProviders(tx, [providerId], booking.id, 'declined')
    await afterOfferDeclined(tx, booking, now)
  })
}
