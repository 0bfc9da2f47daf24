import {
  DomainError,
  providerMessages,
  ratingSummary,
  type ProviderRatingList,
  type ProviderRatings,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import {
  latestComments,
  providerExists,
  ratingsByProvider,
  ratingsOfDrivers,
  ratingsOfProvider,
} from './repository'

/** The registry's list: an average and count for each provider that has been rated. */
export async function providerRatingList(db: Database): Promise<ProviderRatingList> {
  const rows = await ratingsByProvider(db)
  return {
    providers: rows.flatMap((row) =>
      row.providerId
        ? [{ provider_id: row.providerId, ...ratingSummary(row.count, row.starsTotal) }]
        : [],
    ),
  }
}

/** One provider's average, each of its drivers', and its latest comments. */
export async function providerRatings(db: Database, providerId: string): Promise<ProviderRatings> {
  if (!isUuid(providerId) || !(await providerExists(db, providerId))) {
    throw new DomainError('NOT_FOUND', providerMessages.providerNotFound)
  }
  const [own, drivers, comments] = await Promise.all([
    ratingsOfProvider(db, providerId),
    ratingsOfDrivers(db, providerId),
    latestComments(db, providerId),
  ])
  return {
    provider: ratingSummary(own.count, own.starsTotal),
    drivers: drivers.map((row) => ({
      driver_id: row.driverId,
      name: row.name,
      active: row.active,
      ...ratingSummary(row.count, row.starsTotal),
    })),
    latest_comments: comments.map((row) => ({
      booking_code: row.bookingCode,
      stars: row.stars,
      comment: row.comment,
      rated_at: row.ratedAt.toISOString(),
      driver_name: row.driverName,
    })),
  }
}
