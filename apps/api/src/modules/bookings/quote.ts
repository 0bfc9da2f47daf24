import type { AddOnMode } from '@ridelane/domain'
import type { Quote, QuotedVehicleRecord } from '../pricing'

// The pricing feature stores quotes and reads them back (findQuote); a booking is priced from one.
export type { Quote, QuotedVehicleRecord }

export type AddOnOffer = { mode: AddOnMode; chargeCents: number }

/** The add-ons one vehicle offers: its own modes, the area's unit charges. */
export function addOnOffersFor(
  quote: Quote,
  vehicle: QuotedVehicleRecord,
): { meetGreet: AddOnOffer; childSeat: AddOnOffer } {
  return {
    meetGreet: { mode: vehicle.meet_greet_mode, chargeCents: quote.meetGreetChargeCents },
    childSeat: { mode: vehicle.child_seat_mode, chargeCents: quote.childSeatChargeCents },
  }
}
