// The text messages (SMS or WhatsApp) of a driver's job, word for word
// (docs/decisions/029-providers-and-drivers.md). Times come already written in the pickup's zone.

type Ride = { bookingCode: string; when: string; pickup: string }

/** To the driver, with their job link. */
export function driverJobText(ride: Ride & { link: string }): string {
  return `Ridelane job ${ride.bookingCode}: pickup ${ride.when} at ${ride.pickup}. Open your job: ${ride.link}`
}

/** To the driver when the ride they hold changed: its time or places, as they stand now. */
export function driverRideChangedText(
  ride: Ride & { dropoff: string | null; link?: string; why?: string },
): string {
  const to = ride.dropoff ? ` to ${ride.dropoff}` : ''
  const why = ride.why ? ` ${ride.why}.` : ''
  const link = ride.link ? ` Open your job: ${ride.link}` : ' Your job link still works.'
  return `Ridelane job ${ride.bookingCode} changed: pickup ${ride.when} at ${ride.pickup}${to}.${why}${link}`
}

/** To the driver when a ride they held moved to a time they cannot make: it is not theirs now. */
export function driverReleasedText(ride: Ride): string {
  return `Ridelane job ${ride.bookingCode} moved to ${ride.when} and clashes with your other rides or hours, so it is no longer yours. Your job link for it has ended.`
}

/** The vehicle as a traveller looks for it: colour, model and plate. */
export type VehicleWords = { colour: string; makeModel: string; plate: string }

const vehicleWords = (v: VehicleWords | null) =>
  v ? ` in a ${v.colour} ${v.makeModel}, plate ${v.plate}` : ''

/** To the traveller: who is coming (also the 24-hour reminder, with `reminder`). */
export function driverAssignedText(
  ride: Ride & {
    driver: string
    phone: string
    vehicle: VehicleWords | null
    meet: string
    link: string
  },
  reminder = false,
): string {
  const lead = reminder ? 'Reminder: your ride' : 'Your ride'
  return `${lead} ${ride.bookingCode} on ${ride.when}: your driver is ${ride.driver} (${ride.phone})${vehicleWords(ride.vehicle)}. ${ride.meet} Your ride page: ${ride.link}`
}

export function driverOnTheWayText(ride: { bookingCode: string; driver: string; link: string }) {
  return `Your driver ${ride.driver} is on the way for ride ${ride.bookingCode}. Follow along: ${ride.link}`
}

export function driverArrivedText(ride: {
  bookingCode: string
  driver: string
  meet: string
  link: string
}) {
  return `Your driver ${ride.driver} has arrived for ride ${ride.bookingCode}. ${ride.meet} Your ride page: ${ride.link}`
}

/** Where to meet, in one sentence (the ride page's meeting rules). */
export function meetingSentence(meeting: {
  atAirport: boolean
  pickup: string
  nameSign: string | null
  freeWaitingMinutes: number
}): string {
  const where = meeting.atAirport
    ? 'Your driver meets you inside the arrivals hall'
    : `Your driver meets you at the pickup: ${meeting.pickup}`
  const sign = meeting.nameSign ? `, holding a sign with the name ${meeting.nameSign}` : ''
  return `${where}${sign}. Waiting is free for ${meeting.freeWaitingMinutes} minutes.`
}
