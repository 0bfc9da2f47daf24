import {
  emptyStatusCounts,
  OVERVIEW_DAYS,
  OVERVIEW_DUE_SOON_HOURS,
  OVERVIEW_DUE_SOON_LIMIT,
  type OpsOverview,
  type OverviewDay,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { findMoneyBreaks } from '../payments'
import { countRidesByLocalDay, listUnassignedDueSoon, summariseDays } from './repository'

const DAY_MS = 86_400_000

/** The UTC calendar days from `OVERVIEW_DAYS - 1` days ago to today, oldest first. */
function lastDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: OVERVIEW_DAYS }, (_, i) =>
    new Date(today - (OVERVIEW_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  )
}

/** The figures of the /ops start page (docs/decisions/016-ops-overview.md). */
export async function buildOverview(db: Database, now = new Date()): Promise<OpsOverview> {
  const days = lastDays(now)
  const [byDay, dueSoon, summaries, moneyBreaks] = await Promise.all([
    countRidesByLocalDay(db, now),
    listUnassignedDueSoon(db, now, OVERVIEW_DUE_SOON_HOURS, OVERVIEW_DUE_SOON_LIMIT),
    summariseDays(db, new Date(`${days[0]}T00:00:00Z`)),
    findMoneyBreaks(db, now),
  ])

  const today = emptyStatusCounts()
  const tomorrow = emptyStatusCounts()
  for (const row of byDay) {
    const counts =
      Number(row.dayOffset) === 0 ? today : Number(row.dayOffset) === 1 ? tomorrow : null
    if (counts && row.status in counts) counts[row.status] += row.rides
  }

  const byDate = new Map(summaries.map((row) => [row.day, row]))
  const lastThirtyDays: OverviewDay[] = days.map((day) => {
    const row = byDate.get(day)
    return {
      day,
      bookings: row?.bookings ?? 0,
      revenue_cents: Number(row?.revenueCents ?? 0),
      cancelled: Number(row?.cancelled ?? 0),
    }
  })
  const booked = lastThirtyDays.reduce((sum, day) => sum + day.bookings, 0)
  const cancelled = lastThirtyDays.reduce((sum, day) => sum + day.cancelled, 0)

  return {
    today,
    tomorrow,
    unassigned_due_soon: dueSoon.map((ride) => ({
      id: ride.id,
      booking_code: ride.bookingCode,
      pickup_time: ride.pickupTime.toISOString(),
      timezone: ride.timezone,
      pickup_location: ride.pickupLocation,
      vehicle_name: ride.vehicleName,
    })),
    last_30_days: lastThirtyDays,
    cancellation_rate: booked === 0 ? 0 : cancelled / booked,
    money_breaks: moneyBreaks.map((row) => ({
      id: row.id,
      booking_code: row.bookingCode,
      status: row.status,
      breaks: row.breaks,
    })),
  }
}
