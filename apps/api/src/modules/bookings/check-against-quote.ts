import {
  bookingMessages,
  DomainError,
  toCents,
  toOneLine,
  vehicleCapacityIssues,
  type BookingCreatePayload,
} from '@ridelane/domain'
import { addOnOffersFor, type Quote, type QuotedVehicleRecord } from './quote'

const sameInstant = (a: string | Date | null | undefined, b: string | Date | null | undefined) =>
  (a == null && b == null) ||
  (a != null && b != null && new Date(a).getTime() === new Date(b).getTime())

/** The booking must be for the trip that was priced: its pickup time and round trip. */
export function checkTripMatchesQuote(payload: BookingCreatePayload, quote: Quote) {
  const { request } = quote
  const matches =
    sameInstant(payload.pickup_time, quote.pickupAt) &&
    payload.is_round_trip === request.roundTrip &&
    sameInstant(payload.round_trip_time, request.roundTripDateTime ?? null)
  if (!matches) throw new DomainError('CONFLICT', bookingMessages.tripChanged)
}

// Case, spacing and line breaks aside, the client must show the address it was quoted for.
const samePlace = (shown: string, quoted: string) =>
  toOneLine(shown).replace(/\s+/g, ' ').toLowerCase() ===
  toOneLine(quoted).replace(/\s+/g, ' ').toLowerCase()

/**
 * The booking's places are the quote's: an address other than the priced one is refused, never
 * stored. A ride without a dropoff (hourly, multi-day) ignores any dropoff text: nothing is priced
 * or kept from it.
 */
export function checkPlacesMatchQuote(payload: BookingCreatePayload, quote: Quote) {
  const { pickup, dropoff } = quote.request
  // The server's words for a gazetteer place, or the client's own that it kept as the note.
  const shows = (text: string, place: { address: string; note?: string }) =>
    samePlace(text, place.address) || (place.note !== undefined && samePlace(text, place.note))
  const matches =
    shows(payload.pickup_location, pickup) && (!dropoff || shows(payload.dropoff_location, dropoff))
  if (!matches) throw new DomainError('CONFLICT', bookingMessages.placeChanged)
}

/** Luggage and child seats must fit the chosen vehicle (400, naming the field). */
export function checkVehicleHolds(
  choices: { luggageCount: number; childSeatApplicable: boolean; childSeatCount: number },
  vehicle: QuotedVehicleRecord,
) {
  const issues = vehicleCapacityIssues(choices, {
    seats: vehicle.passenger_capacity,
    luggage: vehicle.luggage_capacity,
  })
  if (issues.length > 0) {
    throw new DomainError('BAD_REQUEST', issues[0]!.message, { details: issues })
  }
}

/**
 * The prices the client showed must be the quote's, to the cent (docs/product.md#api-contract):
 * else the traveller agreed to a price we are not charging. Unit charges count only where charged.
 */
export function checkClientPrices(
  payload: BookingCreatePayload,
  quote: Quote,
  vehicle: QuotedVehicleRecord,
) {
  const offers = addOnOffersFor(quote, vehicle)
  const differs = (client: number, server: number) => toCents(client) !== server
  const changed =
    differs(payload.vehicle_price, vehicle.price_cents) ||
    (payload.meet_greet_applicable &&
      offers.meetGreet.mode === 'additional_charge' &&
      differs(payload.meet_greet_charge, offers.meetGreet.chargeCents)) ||
    (payload.child_seat_applicable &&
      offers.childSeat.mode === 'additional_charge' &&
      differs(payload.child_seat_charge, offers.childSeat.chargeCents))
  if (changed) throw new DomainError('PRICE_CHANGED', bookingMessages.priceChanged)
}
