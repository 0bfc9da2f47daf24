import type { DriverChoice, VehicleChoice } from '@ridelane/domain'

// How the assign pickers (provider portal, console) show which drivers and vehicles are free for
// the ride (docs/decisions/034-driver-availability.md): a busy one stays choosable, marked, and
// the reason shows once it is chosen.

/** 'Ana Silva', or 'Ana Silva — busy' when the ride does not fit their time. */
export function driverChoiceText(choice: DriverChoice): string {
  return choice.free ? choice.name : `${choice.name} — busy`
}

/** 'Toyota Camry, NY 1234 (sedan, 4 seats)', with ' — busy' when it is on another ride then. */
export function vehicleChoiceText(choice: VehicleChoice): string {
  const text = `${choice.make_model}, ${choice.plate} (${choice.vehicle_class_id}, ${choice.seats} seats)`
  return choice.free ? text : `${text} — busy`
}

/** What keeps the chosen driver or vehicle from this ride, or undefined when free or unknown. */
export function busyReasonOf(
  choices: readonly (DriverChoice | VehicleChoice)[] | undefined,
  id: string,
): string | undefined {
  const chosen = choices?.find((choice) => choice.id === id)
  return chosen && !chosen.free ? (chosen.busy_reason ?? 'Not free for this ride.') : undefined
}
