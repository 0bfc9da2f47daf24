// Every sentence about drivers' working hours, time off and rides that meet (a driver's or a
// vehicle's), so the API, the console and the provider portal say the same.
export const availabilityMessages = {
  weekdayInvalid: 'Choose a day of the week',
  tooManyShifts: 'Keep at most 21 shifts a week',
  shiftsOverlap: (day: string, other: string) =>
    day === other
      ? `This ${day} shift overlaps another ${day} shift`
      : `This ${day} shift overlaps the ${other} shift before it`,
  noteTooLong: 'Keep the note under 200 characters',
  timeOffEndsBeforeStart: 'The time off must end after it starts',
  timeOffTooLong: 'Enter at most a year of time off at once',
  timeOffNotFound: 'This driver has no time off with this id.',
  busyWithRide: (driver: string, code: string, from: string, to: string) =>
    `${driver} already drives ${code} from ${from} to ${to}.`,
  timeOff: (driver: string, from: string, to: string) => `${driver} is off from ${from} to ${to}.`,
  outsideHours: (driver: string) => `This ride falls outside ${driver}'s working hours.`,
  overrideAdminOnly: 'Only an admin can assign a driver who is not free, with a reason.',
  overrideReasonRequired: 'Enter why this driver may take the ride anyway',
  vehicleBusyWithRide: (vehicle: string, code: string, from: string, to: string) =>
    `${vehicle} is already on ${code} from ${from} to ${to}.`,
  vehicleOverrideAdminOnly: 'Only an admin can assign a vehicle that is not free, with a reason.',
  vehicleOverrideReasonRequired: 'Enter why this vehicle may take the ride anyway',
} as const
