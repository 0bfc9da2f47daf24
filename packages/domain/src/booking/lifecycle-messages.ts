import type { ActorKind } from './lifecycle-table'
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

/** Why a move was refused, in words the caller can act on. */
export const lifecycleMessages = {
  alreadyThere: (status: BookingStatus) => `This booking is already ${words(status)}.`,
  notInLifecycle: (from: BookingStatus, to: BookingStatus) =>
    `${capitalised(aBooking(from))} cannot become ${words(to)}.`,
  expiredUnpaid:
    'This booking was not paid while its price was held, so it has expired. Please search again to book the ride.',
  actorNotAllowed: (actor: ActorKind, from: BookingStatus, to: BookingStatus) =>
    `${actorNames[actor]} cannot make ${aBooking(from)} ${words(to)}.`,
  notOwnBooking: 'This booking is not yours to change.',
  reasonRequired: 'Please say why.',
  paymentRequired: 'A payment reference is needed to confirm the booking.',
  providerRequired: 'Name the provider taking the ride.',
  noDriver: 'No driver is assigned to this booking yet.',
  quoteStillValid: (until: Date) =>
    `This booking's price is held until ${until.toISOString()}; it cannot expire before then.`,
  pickupTimePassed:
    'The pickup time has passed, so this booking can no longer be cancelled here. Please contact support.',
  noDriverStepToUndo:
    'The last change to this booking was not a driver’s step, so there is nothing to take back.',
  undoWindowOver:
    'A step can be taken back only within a minute. Ask your dispatcher to correct it.',
  noWaitingYet:
    'The driver has not reported arriving, so the free waiting has not started: the passenger cannot be marked as a no-show yet.',
  /** On the pickup's clock when its zone is known ('Tue 14 Jan, 10:30 New York time'). */
  freeWaitingNotOver: (until: Date, timeZone?: string) =>
    `The free waiting time runs until ${
      timeZone
        ? `${shortZonedTime(until, timeZone)} ${zoneCity(timeZone)} time`
        : until.toISOString()
    }; the passenger cannot be marked as a no-show before then.`,
} as const
