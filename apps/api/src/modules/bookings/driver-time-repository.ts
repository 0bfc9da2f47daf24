import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm'
import { driverBusyStatuses, MULTIDAY_DAYS_BOUNDS, type RoadFacts } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { bookings, serviceAreas } from '../../db/schema'
import type { BookingRow } from './repository'

// What the driver- and vehicle-availability checks read of bookings
// (docs/decisions/034-driver-availability.md).

/** The catalogue's road figures, when the area names any. */
const defaultRoad: RoadFacts = { roadFactor: 1.3, averageSpeedKmh: 30 }

export async function areaRoadFacts(db: Database, areaId: string | null): Promise<RoadFacts> {
  if (!areaId) return defaultRoad
  const [row] = await db
    .select({ roadFactor: serviceAreas.roadFactor, averageSpeedKmh: serviceAreas.averageSpeedKmh })
    .from(serviceAreas)
    .where(eq(serviceAreas.id, areaId))
    .limit(1)
  return row ?? defaultRoad
}

/**
 * The drivers' other rides still to be driven that may meet a span from `from` to `to`: any
 * that picks up before `to` (plus a day, for a lead margin) and after `from` less the longest
 * hire there is. The caller works out the exact spans.
 */
export function busyRidesOfDrivers(
  db: Database,
  driverIds: readonly string[],
  between: { from: Date; to: Date },
  exceptBookingId: string,
): Promise<BookingRow[]> {
  return busyRidesOf(db, bookings.driverId, driverIds, between, exceptBookingId)
}

/** The vehicles' other rides still to be driven that may meet the span, as for drivers. */
export function busyRidesOfVehicles(
  db: Database,
  vehicleIds: readonly string[],
  between: { from: Date; to: Date },
  exceptBookingId: string,
): Promise<BookingRow[]> {
  return busyRidesOf(db, bookings.assignedVehicleId, vehicleIds, between, exceptBookingId)
}

function busyRidesOf(
  db: Database,
  column: typeof bookings.driverId | typeof bookings.assignedVehicleId,
  ids: readonly string[],
  between: { from: Date; to: Date },
  exceptBookingId: string,
): Promise<BookingRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  const longest = (MULTIDAY_DAYS_BOUNDS.max + 1) * 86_400_000
  return db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(column, [...ids]),
        inArray(bookings.bookingStatus, [...driverBusyStatuses]),
        ne(bookings.id, exceptBookingId),
        gt(bookings.pickupTime, new Date(between.from.getTime() - longest)),
        lt(bookings.pickupTime, new Date(between.to.getTime() + 86_400_000)),
      ),
    )
}
