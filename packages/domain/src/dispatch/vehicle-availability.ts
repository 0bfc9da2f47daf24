import { z } from 'zod'
import { availabilityMessages as m } from './availability-messages'
import { rideInTheWay, shortDateTime, type BusyRide, type Span } from './driver-availability'

// When a vehicle can take a ride (docs/decisions/034-driver-availability.md#vehicles): a vehicle
// keeps no hours and takes no time off, so only its other rides still to be driven keep it
// busy, for the same spans they keep their driver (`rideOccupancy`, the area's margins).

/** One vehicle in an assign picker, with whether this ride fits its other rides. */
export const vehicleChoiceSchema = z.object({
  id: z.string(),
  vehicle_class_id: z.string(),
  make_model: z.string(),
  colour: z.string(),
  plate: z.string(),
  seats: z.number().int(),
  free: z.boolean(),
  /** Why not, naming the ride in the way; null when free. */
  busy_reason: z.string().nullable(),
})
export const vehicleChoicesSchema = z.object({ vehicles: z.array(vehicleChoiceSchema) })
export type VehicleChoice = z.infer<typeof vehicleChoiceSchema>

/** The other ride a vehicle is already on at this ride's time, and the span that meets it. */
export type VehicleConflict = { bookingCode: string; span: Span }

/** Whether a ride's spans miss every other ride of the vehicle; null when they do. */
export function vehicleConflict(
  occupancy: readonly Span[],
  rides: readonly BusyRide[],
): VehicleConflict | null {
  return rideInTheWay(occupancy, rides)
}

/** How the sentences name a vehicle: 'Toyota Camry (NY 1234)'. */
export const vehicleLabel = (vehicle: { makeModel: string; plate: string }) =>
  `${vehicle.makeModel} (${vehicle.plate})`

/** The sentence the API and the pickers show for a vehicle's conflict, in the ride's zone. */
export function vehicleConflictMessage(
  conflict: VehicleConflict,
  vehicleName: string,
  timeZone: string,
): string {
  return m.vehicleBusyWithRide(
    vehicleName,
    conflict.bookingCode,
    shortDateTime(conflict.span.start, timeZone),
    shortDateTime(conflict.span.end, timeZone),
  )
}
