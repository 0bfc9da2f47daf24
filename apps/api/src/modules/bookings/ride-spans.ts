import {
  availabilityMessages,
  DEFAULT_DISPATCH_MARGINS,
  DomainError,
  rideOccupancy,
  type DispatchMargins,
  type RideTimeFacts,
  type RoadFacts,
  type Span,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { dispatchRulesOf } from '../catalogue'
import { areaRoadFacts } from './driver-time-repository'
import type { BookingRow } from './repository'

// The spans rides keep their driver and vehicle busy, and the refusal of a driver or vehicle
// that is not free (docs/decisions/034-driver-availability.md).

async function areaFacts(db: Database, areaId: string | null) {
  const [road, rules] = await Promise.all([areaRoadFacts(db, areaId), dispatchRulesOf(db, areaId)])
  const margins: DispatchMargins = rules
    ? { leadMarginMinutes: rules.lead_margin_minutes, bufferMinutes: rules.buffer_minutes }
    : DEFAULT_DISPATCH_MARGINS
  return { road, margins }
}

const rideFacts = (booking: BookingRow): RideTimeFacts => ({
  rideType: booking.rideType,
  pickupAt: booking.pickupTime,
  returnAt: booking.isRoundTrip ? booking.roundTripTime : null,
  durationHours: booking.durationHours,
  days: booking.days,
  pickup: { lat: booking.pickupLat, lng: booking.pickupLng },
  dropoff:
    booking.dropoffLat !== null && booking.dropoffLng !== null
      ? { lat: booking.dropoffLat, lng: booking.dropoffLng }
      : null,
})

/**
 * Reads rides' spans, each area's road figures and margins (its dispatch rules, else the
 * defaults) read once however many rides of it are asked.
 */
export function rideSpansReader(db: Database): (ride: BookingRow) => Promise<Span[]> {
  const areas = new Map<string | null, Promise<{ road: RoadFacts; margins: DispatchMargins }>>()
  return async (ride) => {
    let area = areas.get(ride.areaId)
    if (!area) areas.set(ride.areaId, (area = areaFacts(db, ride.areaId)))
    const { road, margins } = await area
    return rideOccupancy(rideFacts(ride), road, margins)
  }
}

/** From the first span's start to the last one's end. */
export const spansBetween = (spans: readonly Span[]) => ({
  from: new Date(Math.min(...spans.map((span) => span.start.getTime()))),
  to: new Date(Math.max(...spans.map((span) => span.end.getTime()))),
})

/** The other rides found for drivers or vehicles, with their spans, by the id they are for. */
export async function busyRidesBy(
  rides: readonly BookingRow[],
  keyOf: (ride: BookingRow) => string | null,
  spansOf: (ride: BookingRow) => Promise<Span[]>,
) {
  const byKey = new Map<string, { bookingCode: string; spans: Span[] }[]>()
  for (const ride of rides) {
    const key = keyOf(ride)
    if (key === null) continue
    const list = byKey.get(key) ?? []
    list.push({ bookingCode: ride.bookingCode, spans: await spansOf(ride) })
    byKey.set(key, list)
  }
  return byKey
}

/** What keeps the chosen driver or vehicle from the ride, on the field it is about. */
export type Busy = { path: 'driver_id' | 'vehicle_id'; message: string }

export type Override = { reason: string | undefined; allowed: boolean }
export const noOverride: Override = { reason: undefined, allowed: false }

/**
 * Refuses a driver or vehicle that is not free with 409, every sentence on its own field, unless
 * an admin's override reason lets them through; then it answers what was overridden, for the
 * audit. Anyone else sending a reason is refused with 403.
 */
export function refuseBusy(busy: readonly Busy[], override: Override = noOverride): Busy[] {
  const [first] = busy
  if (!first) return []
  if (override.reason !== undefined && override.reason.trim() !== '') {
    if (!override.allowed) {
      throw new DomainError(
        'FORBIDDEN',
        first.path === 'driver_id'
          ? availabilityMessages.overrideAdminOnly
          : availabilityMessages.vehicleOverrideAdminOnly,
      )
    }
    return [...busy]
  }
  throw new DomainError('CONFLICT', busy.map((one) => one.message).join(' '), {
    details: busy.map(({ path, message }) => ({ path, message })),
  })
}
