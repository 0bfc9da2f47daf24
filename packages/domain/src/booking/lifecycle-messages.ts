import type { ActorKind } from './lifecycle-table'
import { wording, type Wording } from '../language/translator'
import { shortZonedTime, zoneCity } from '../ride/free-cancellation'
import { formatBookingStatus, type BookingStatus } from './booking-status'

const words = (status: BookingStatus) => formatBookingStatus(status).toLowerCase()
/** 'a confirmed booking', 'an assigned booking': the article the status's first sound takes. */
const aBooking = (status: BookingStatus) =>
  `${/^[aeiou]/.test(words(status)) ? 'an' : 'a'} ${words(status)} booking`
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const actorNames: Record<ActorKind, string> = {
  system: 'The system',
  traveller: 'A traveller',
  partner: 'A partner',
  operator: 'An operator',
  provider: 'A provider',
  driver: 'A driver',
}

/**
 * Why a move was refused, in words the caller can act on. Those a traveller or a driver meets are
 * marked for the domain's catalogue (the free waiting's end, with its figures, as a `Wording`); the
 * console's stay English (docs/decisions/052-server-messages.md).
 */
export const lifecycleMessages = {
  alreadyThere: (status: BookingStatus) => `This booking is already ${words(status)}.`,
  notInLifecycle: (from: BookingStatus, to: BookingStatus) =>
    `${capitalised(aBooking(from))} cannot become ${words(to)}.`,
  expiredUnpaid:
    /*i18n*/ 'This booking was not paid while its price was held, so it has expired. Please search again to book the ride.',
  actorNotAllowed: (actor: ActorKind, from: BookingStatus, to: BookingStatus) =>
    `${actorNames[actor]} cannot make ${aBooking(from)} ${words(to)}.`,
  notOwnBooking: /*i18n*/ 'This booking is not yours to change.',
  reasonRequired: 'Please say why.',
  paymentRequired: 'A payment reference is needed to confirm the booking.',
  providerRequired: 'Name the provider taking the ride.',
  noDriver: 'No driver is assigned to this booking yet.',
  quoteStillValid: (until: Date) =>
    `This booking's price is held until ${until.toISOString()}; it cannot expire before then.`,
  pickupTimePassed:
    /*i18n*/ 'The pickup time has passed, so this booking can no longer be cancelled here. Please contact support.',
  noDriverStepToUndo:
    /*i18n*/ 'The last change to this booking was not a driver’s step, so there is nothing to take back.',
  undoWindowOver:
    /*i18n*/ 'A step can be taken back only within a minute. Ask your dispatcher to correct it.',
  noWaitingYet:
    /*i18n*/ 'The driver has not reported arriving, so the free waiting has not started: the passenger cannot be marked as a no-show yet.',
  /** On the pickup's clock when its zone is known ('Tue 14 Jan, 10:30 New York time'). */
  freeWaitingNotOver: (until: Date, timeZone?: string): Wording =>
    timeZone
      ? wording(
          /*i18n*/ 'The free waiting time runs until {when} {city} time; the passenger cannot be marked as a no-show before then.',
          { when: shortZonedTime(until, timeZone), city: zoneCity(timeZone) },
        )
      : wording(
          /*i18n*/ 'The free waiting time runs until {when}; the passenger cannot be marked as a no-show before then.',
          { when: until.toISOString() },
        ),
} as const
