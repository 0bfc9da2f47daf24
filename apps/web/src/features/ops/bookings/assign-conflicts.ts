import { availabilityMessages } from '@ridelane/domain'
import { ApiError } from '@/lib/api-client'

// A refused assignment of a driver or vehicle that is not free for the ride, as the console's
// assign forms show it (docs/decisions/034-driver-availability.md): each sentence on its field,
// and an admin's override named after what it overrides.

/** What keeps the chosen driver or vehicle from the ride, by field, as the server said it. */
export type Conflicts = Partial<Record<'driver_id' | 'vehicle_id', string>>

/** The sentences of a 409 that name what keeps the chosen driver or vehicle from the ride. */
export function conflictsOf(error: unknown): Conflicts {
  if (!(error instanceof ApiError) || error.status !== 409) return {}
  const conflicts: Conflicts = {}
  for (const { path, message } of error.details) {
    if (path === 'driver_id' || path === 'vehicle_id') conflicts[path] = message
  }
  return conflicts
}

/** 'this driver', 'this vehicle' or 'this driver and vehicle': what an override assigns. */
export function overriddenText(conflicts: Conflicts): string {
  if (conflicts.driver_id && conflicts.vehicle_id) return 'this driver and vehicle'
  return conflicts.driver_id ? 'this driver' : 'this vehicle'
}

/** The override's missing reason, in the words of what it overrides. */
export const overrideReasonRequired = (conflicts: Conflicts) =>
  conflicts.driver_id
    ? availabilityMessages.overrideReasonRequired
    : availabilityMessages.vehicleOverrideReasonRequired
