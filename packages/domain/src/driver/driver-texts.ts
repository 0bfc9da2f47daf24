import type { Translator } from '../language/translator'

// The text messages (SMS or WhatsApp) of a driver's job, word for word
// (docs/decisions/029-providers-and-drivers.md), in the reader's language: the traveller's texts
// in the booking's, the driver's in their own (docs/decisions/052-server-messages.md). Times come
// already written in the pickup's zone and the reader's language.

type Ride = { bookingCode: string; when: string; pickup: string }

/** To the driver, with their job link. */
export function driverJobText(i18n: Translator, ride: Ride & { link: string }): string {
  return i18n._('Ridelane job {code}: pickup {when} at {pickup}. Open your job: {link}', {
    code: ride.bookingCode,
    when: ride.when,
    pickup: ride.pickup,
    link: ride.link,
  })
}

/**
 * To the driver when the ride they hold changed: its time or places, as they stand now. `why` is
 * a sentence of its own, already in the driver's language.
 */
export function driverRideChangedText(
  i18n: Translator,
  ride: Ride & { dropoff: string | null; link?: string; why?: string },
): string {
  const values = { code: ride.bookingCode, when: ride.when, pickup: ride.pickup }
  const what = ride.dropoff
    ? i18n._(
        'Ridelane job {code} changed: pickup {when} at {pickup} to {dropoff}.',
        Object.assign(values, { dropoff: ride.dropoff }),
      )
    : i18n._('Ridelane job {code} changed: pickup {when} at {pickup}.', values)
  const link = ride.link
    ? i18n._('Open your job: {link}', { link: ride.link })
    : i18n._('Your job link still works.')
  return [what, ...(ride.why ? [`${ride.why}.`] : []), link].join(' ')
}

/** To the driver when a ride they held moved to a time they cannot make: it is not theirs now. */
export function driverReleasedText(i18n: Translator, ride: Ride): string {
  return i18n._(
    'Ridelane job {code} moved to {when} and clashes with your other rides or hours, so it is no longer yours. Your job link for it has ended.',
    { code: ride.bookingCode, when: ride.when },
  )
}

/** The vehicle as a traveller looks for it: colour, model and plate. */
export type VehicleWords = { colour: string; makeModel: string; plate: string }

function whoIsComing(
  i18n: Translator,
  ride: Ride & { driver: string; phone: string; vehicle: VehicleWords | null },
  reminder: boolean,
): string {
  const values = { code: ride.bookingCode, when: ride.when, driver: ride.driver, phone: ride.phone }
  const v = ride.vehicle
  if (v) {
    const withVehicle = { ...values, colour: v.colour, makeModel: v.makeModel, plate: v.plate }
    return reminder
      ? i18n._(
          'Reminder: your ride {code} on {when}: your driver is {driver} ({phone}) in a {colour} {makeModel}, plate {plate}.',
          withVehicle,
        )
      : i18n._(
          'Your ride {code} on {when}: your driver is {driver} ({phone}) in a {colour} {makeModel}, plate {plate}.',
          withVehicle,
        )
  }
  return reminder
    ? i18n._('Reminder: your ride {code} on {when}: your driver is {driver} ({phone}).', values)
    : i18n._('Your ride {code} on {when}: your driver is {driver} ({phone}).', values)
}

/** To the traveller: who is coming (also the 24-hour reminder, with `reminder`). */
export function driverAssignedText(
  i18n: Translator,
  ride: Ride & {
    driver: string
    phone: string
    vehicle: VehicleWords | null
    meet: string
    link: string
  },
  reminder = false,
): string {
  return [
    whoIsComing(i18n, ride, reminder),
    ride.meet,
    i18n._('Your ride page: {link}', { link: ride.link }),
  ].join(' ')
}

export function driverOnTheWayText(
  i18n: Translator,
  ride: { bookingCode: string; driver: string; link: string },
) {
  return i18n._('Your driver {driver} is on the way for ride {code}. Follow along: {link}', {
    driver: ride.driver,
    code: ride.bookingCode,
    link: ride.link,
  })
}

export function driverArrivedText(
  i18n: Translator,
  ride: { bookingCode: string; driver: string; meet: string; link: string },
) {
  return [
    i18n._('Your driver {driver} has arrived for ride {code}.', {
      driver: ride.driver,
      code: ride.bookingCode,
    }),
    ride.meet,
    i18n._('Your ride page: {link}', { link: ride.link }),
  ].join(' ')
}

/** Where to meet, in one sentence and the free waiting in another (the ride page's rules). */
export function meetingSentence(
  i18n: Translator,
  meeting: {
    atAirport: boolean
    pickup: string
    nameSign: string | null
    freeWaitingMinutes: number
  },
): string {
  const { pickup, nameSign: name } = meeting
  const where = meeting.atAirport
    ? name
      ? i18n._(
          'Your driver meets you inside the arrivals hall, holding a sign with the name {name}.',
          { name },
        )
      : i18n._('Your driver meets you inside the arrivals hall.')
    : name
      ? i18n._(
          'Your driver meets you at the pickup: {pickup}, holding a sign with the name {name}.',
          { pickup, name },
        )
      : i18n._('Your driver meets you at the pickup: {pickup}.', { pickup })
  const waiting = i18n._(
    'Waiting is free for {minutes, plural, one {# minute} other {# minutes}}.',
    { minutes: meeting.freeWaitingMinutes },
  )
  return `${where} ${waiting}`
}
