import { rideOfferMessages as m, type ProviderJobDetail } from '@ridelane/domain'

/**
 * Why an offer the provider is looking at can no longer be answered, or null when it still can
 * (or the ride is theirs): the same words the server uses when an answer comes too late.
 */
export function closedOfferText(job: ProviderJobDetail): string | null {
  if (job.traveller || !job.offer || job.can_accept) return null
  switch (job.offer.status) {
    case 'expired':
      return m.offerExpired
    case 'declined':
      return 'You declined this ride.'
    case 'withdrawn':
      return job.booking_status === 'confirmed' || job.booking_status === 'cancelled'
        ? m.offerClosed
        : m.rideTaken
    default:
      return job.booking_status === 'confirmed' ? m.offerClosed : m.rideTaken
  }
}
