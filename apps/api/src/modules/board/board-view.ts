import {
  flightMismatchOf,
  flightSummary,
  isFlightTracked,
  needsAssignment,
  type BoardRow,
} from '@ridelane/domain'
import type { BoardRecord } from './repository'

/**
 * Why automatic dispatch's call to the operators still stands: nobody took the ride, or its
 * provider has no driver for it; null once that is mended, or when it was never escalated.
 */
function escalationReason(record: BoardRecord): BoardRow['escalation_reason'] {
  if (record.flightEscalatedAt !== null && isFlightTracked(record.status)) return 'flight'
  if (record.dispatchEscalatedAt === null) return null
  if (record.status === 'confirmed' && record.providerId === null) return 'no_provider'
  if (record.status === 'assigned' && record.driverId === null) return 'no_driver'
  return null
}

function flightOf(record: BoardRecord): BoardRow['flight'] {
  if (record.flightCode === null || record.flightState === null) return null
  return flightSummary({
    code: record.flightCode,
    originName: record.flightOriginName,
    scheduledArrival: record.flightScheduledArrival,
    arrivalAt: record.flightArrivalAt,
    state: record.flightState,
    mismatch: flightMismatchOf(record.flightMismatch),
  })
}

/** A stored booking as the board shows it. */
export function boardRowView(record: BoardRecord, now: Date): BoardRow {
  return {
    id: record.id,
    booking_code: record.bookingCode,
    status: record.status,
    pickup_time: record.pickupTime.toISOString(),
    timezone: record.timezone,
    pickup_location: record.pickupLocation,
    dropoff_location: record.dropoffLocation,
    area_id: record.areaId,
    service_area: record.serviceArea,
    vehicle_name: record.vehicleName,
    passenger_name: record.passengerName,
    partner_name: record.partnerName,
    provider_name: record.providerName,
    total_cents: record.totalCents,
    created_at: record.createdAt.toISOString(),
    needs_assignment: needsAssignment(record, now),
    sandbox: record.sandbox,
    escalated: escalationReason(record) !== null,
    escalation_reason: escalationReason(record),
    version: record.version,
    flight: flightOf(record),
  }
}
