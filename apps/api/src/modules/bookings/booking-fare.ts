import {
  bookingMessages,
  calculateFare,
  DomainError,
  fromCents,
  toCents,
  type AddOnMode,
} from '@ridelane/domain'
import { addOnOffersFor, type Quote, type QuotedVehicleRecord } from './quote'

export type AddOnChoices = {
  meetGreetApplicable: boolean
  childSeatApplicable: boolean
  childSeatCount: number
}

/** A booking's fare in USD cents, as stored. Unit charges are 0 where the add-on is not charged. */
export type BookingFare = {
  baseFareCents: number
  meetGreetChargeCents: number
  childSeatChargeCents: number
  nightChargeCents: number
  airportFeeCents: number
  partnerDiscountCents: number
  totalCents: number
}

const chargedUnit = (offer: { mode: AddOnMode; chargeCents: number }) =>
  offer.mode === 'additional_charge' ? offer.chargeCents : 0

/**
 * Prices a booking from its quote with the domain's calculateFare, the same function the wizard
 * shows. The night surcharge and airport fee already sit inside the vehicle's quoted price.
 */
export function priceBooking(input: {
  quote: Quote
  vehicle: QuotedVehicleRecord
  choices: AddOnChoices
  partnerDiscountPercent: number
}): BookingFare {
  const { quote, vehicle, choices } = input
  const offers = addOnOffersFor(quote, vehicle)
  if (choices.meetGreetApplicable && offers.meetGreet.mode === 'not_allowed') {
    throw notAllowed('meet_greet_applicable', bookingMessages.meetGreetNotAllowed)
  }
  if (choices.childSeatApplicable && offers.childSeat.mode === 'not_allowed') {
    throw notAllowed('child_seat_applicable', bookingMessages.childSeatNotAllowed)
  }
  const fare = calculateFare({
    base: fromCents(vehicle.price_cents),
    meetGreet: {
      chosen: choices.meetGreetApplicable,
      mode: offers.meetGreet.mode,
      charge: fromCents(offers.meetGreet.chargeCents),
    },
    childSeat: {
      chosen: choices.childSeatApplicable,
      mode: offers.childSeat.mode,
      charge: fromCents(offers.childSeat.chargeCents),
      count: choices.childSeatCount,
    },
    partnerDiscountPercent: input.partnerDiscountPercent,
  })
  return {
    baseFareCents: toCents(fare.base),
    meetGreetChargeCents: chargedUnit(offers.meetGreet),
    childSeatChargeCents: chargedUnit(offers.childSeat),
    nightChargeCents: vehicle.night_charge_cents,
    airportFeeCents: vehicle.airport_fee_cents,
    partnerDiscountCents: toCents(fare.partnerDiscount),
    totalCents: toCents(fare.total),
  }
}

function notAllowed(path: string, message: string) {
  return new DomainError('BAD_REQUEST', message, { details: [{ path, message }] })
}

/** The fare's lines for a stored booking (confirmation email), in cents. */
export function fareLines(booking: BookingFare & AddOnChoices & { [key: string]: unknown }) {
  return {
    base: booking.baseFareCents,
    meetGreet: booking.meetGreetApplicable ? booking.meetGreetChargeCents : 0,
    childSeat: booking.childSeatApplicable
      ? booking.childSeatChargeCents * booking.childSeatCount
      : 0,
    partnerDiscount: booking.partnerDiscountCents,
    total: booking.totalCents,
  }
}
