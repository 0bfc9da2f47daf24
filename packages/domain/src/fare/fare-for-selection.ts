import type { Preferences } from '../booking/preferences'
import { sourceText, type Translator } from '../language/translator'
import { convertFromUsd } from '../currency/currencies'
import { rideFareLines, type FareLine } from '../ride/fare-lines'
import { isAddOnOffered, type AddOnMode } from '../vehicle/add-on-mode'
import type { VehicleOption } from '../vehicle/vehicle-option'
import { calculateFare, type FareBreakdown } from './calculate-fare'
import { toCents } from './money'

/**
 * The fare of a chosen vehicle with the traveller's add-ons, each USD line converted with `rate`
 * before adding so the lines always sum to the total. Steps 3 and 4 show this.
 */
export function fareForSelection(input: {
  vehicle: VehicleOption
  preferences: Pick<Preferences, 'meetGreet' | 'childSeat' | 'childSeatCount'>
  currency: string
  rate: number
}): FareBreakdown {
  const { vehicle, preferences, currency, rate } = input
  return calculateFare({
    base: convertFromUsd(vehicle.pricing.originalBase, rate),
    meetGreet: {
      chosen: preferences.meetGreet,
      mode: vehicle.meetGreetMode,
      charge: convertFromUsd(vehicle.meetGreetChargeAmount, rate),
    },
    childSeat: {
      chosen: preferences.childSeat,
      mode: vehicle.childSeatMode,
      charge: convertFromUsd(vehicle.childSeatChargeAmount, rate),
      count: preferences.childSeatCount,
    },
    partnerDiscountPercent: vehicle.partnerDiscountPercent,
    currency,
  })
}

/**
 * The chosen vehicle's fare as the lines the ride page, the mails, the receipt and the invoice
 * show (`rideFareLines`): vehicle fare, night surcharge, airport fee, add-ons, partner discount.
 * Amounts are hundredths of the display currency. Each USD amount is converted on its own, as in
 * `fareForSelection`, and the surcharges are taken out of the converted vehicle price, so the
 * lines sum to that fare's total. The labels in the language of `i18n` (English without one).
 */
export function selectionFareLines(
  input: Parameters<typeof fareForSelection>[0],
  fare: FareBreakdown = fareForSelection(input),
  i18n: Translator = sourceText,
): FareLine[] {
  const { vehicle, preferences, rate } = input
  const chargedCents = (mode: AddOnMode, chargeUsd: number) =>
    mode === 'additional_charge' ? toCents(convertFromUsd(chargeUsd, rate)) : 0
  return rideFareLines(
    {
      baseFareCents: toCents(fare.base),
      nightChargeCents: toCents(convertFromUsd(vehicle.pricing.originalNightCharge ?? 0, rate)),
      airportFeeCents: toCents(convertFromUsd(vehicle.pricing.originalAirportFee ?? 0, rate)),
      meetGreetApplicable: preferences.meetGreet && isAddOnOffered(vehicle.meetGreetMode),
      meetGreetChargeCents: chargedCents(vehicle.meetGreetMode, vehicle.meetGreetChargeAmount),
      childSeatApplicable: preferences.childSeat && isAddOnOffered(vehicle.childSeatMode),
      childSeatCount: preferences.childSeatCount,
      childSeatChargeCents: chargedCents(vehicle.childSeatMode, vehicle.childSeatChargeAmount),
      partnerDiscountCents: toCents(fare.partnerDiscount),
    },
    i18n,
  )
}

/**
 * The review step's fare: `fareForSelection`'s breakdown and total with its lines, labelled in the
 * language of `i18n` (English without one).
 */
export function selectionFare(
  input: Parameters<typeof fareForSelection>[0],
  i18n: Translator = sourceText,
): FareBreakdown & { lines: FareLine[] } {
  const fare = fareForSelection(input)
  return { ...fare, lines: selectionFareLines(input, fare, i18n) }
}
