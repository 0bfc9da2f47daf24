import { needsAssignment, type BoardRow } from '@ridelane/domain'
import type { BoardRecord } from './repository'

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
    escalated:
      record.dispatchEscalatedAt !== null &&
      record.providerId === null &&
      record.status === 'confirmed',
    version: record.version,
  }
}
