import type { DriverChoice } from '@ridelane/domain'

// How both assign pickers (provider portal, console) show who is free for the ride
// (docs/decisions/034-driver-availability.md): a busy driver stays choosable, marked, and the
// reason shows once they are chosen.

/** 'Ana Silva', or 'Ana Silva — busy' when the ride does not fit their time. */
export function driverChoiceText(choice: DriverChoice): string {
  return choice.free ? choice.name : `${choice.name} — busy`
}

/** What keeps the chosen driver from this ride, or undefined when they are free or unknown. */
export function busyReasonOf(
  choices: readonly DriverChoice[] | undefined,
  driverId: string,
): string | undefined {
  const chosen = choices?.find((choice) => choice.id === driverId)
  return chosen && !chosen.free ? (chosen.busy_reason ?? 'Not free for this ride.') : undefined
}
