import {
  DASHBOARD_RECENT_BOOKINGS_LIMIT,
  fromCents,
  type DashboardResponse,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { partnerCredit } from './partner-credit'
import { getBusinessProfile } from './partner-profile'
import { bookingStats, bookingsPage } from './repository'
import { recentBookingView } from './partner-views'

/** Pending counts pending_payment; revenue sums confirmed fares in USD
 * (docs/product.md#partner-accounts). */
export async function getPartnerDashboard(
  db: Database,
  partnerId: string,
): Promise<DashboardResponse> {
  const [profile, stats, recent, credit] = await Promise.all([
    getBusinessProfile(db, partnerId),
    bookingStats(db, partnerId),
    bookingsPage(db, partnerId, 0, DASHBOARD_RECENT_BOOKINGS_LIMIT),
    partnerCredit(db, partnerId),
  ])
  return {
    profile,
    stats: {
      total_bookings: stats.total,
      confirmed_bookings: stats.confirmed,
      pending_bookings: stats.pending,
      total_revenue: fromCents(stats.revenueCents),
    },
    recent_bookings: recent.map(recentBookingView),
    credit: credit.on_account ? credit : null,
  }
}
