import {
  paginationFor,
  type PartnerBookingsQuery,
  type PartnerBookingsResponse,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { bookingStats, bookingsPage } from './repository'
import { bookingListItemView } from './partner-views'

/** One page of the partner's own bookings, newest first; a page past the end is empty. */
export async function listPartnerBookings(
  db: Database,
  partnerId: string,
  { page, limit }: PartnerBookingsQuery,
): Promise<PartnerBookingsResponse> {
  const [stats, rows] = await Promise.all([
    bookingStats(db, partnerId),
    bookingsPage(db, partnerId, (page - 1) * limit, limit),
  ])
  return {
    bookings: rows.map(bookingListItemView),
    pagination: paginationFor(stats.total, page, limit),
  }
}
