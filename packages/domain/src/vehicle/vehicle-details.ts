import { convertFromUsd } from '../currency/currencies'
import { formatMoney } from '../currency/money-format'
import { selectionFareLines } from '../fare/fare-for-selection'
import { sourceText, type Translator } from '../language/translator'
import { fareLineLabels } from '../ride/fare-lines'
import type { AddOnMode } from './add-on-mode'
import type { VehicleOption } from './vehicle-option'

type Display = { currency: string; rate: number }

/**
 * What an add-on costs with this vehicle, as step 2's details and step 3's options say it:
 * its charge, "Included at no extra cost", or "Not offered" (docs/product.md#prices-and-fares),
 * in the language of `i18n` (English without one; `unit` comes already written).
 */
export function addOnPriceNote(
  mode: AddOnMode,
  chargeUsd: number,
  display: Display,
  unit = '',
  i18n: Translator = sourceText,
) {
  if (mode === 'not_allowed') return i18n._('Not offered')
  if (mode === 'included') return i18n._('Included at no extra cost')
  return `+${formatMoney(convertFromUsd(chargeUsd, display.rate), display.currency)}${unit}`
}

export type VehicleDetail = { label: string; value: string }

/**
 * A vehicle's details on demand in step 2, below its compact card: its fare as the lines the
 * review step, the mails and the ride page show (without add-ons, which are chosen later), then
 * what meet & greet and a child seat would cost with it; in the language of `i18n` (English
 * without one).
 */
export function vehicleDetails(
  vehicle: VehicleOption,
  display: Display,
  i18n: Translator = sourceText,
): VehicleDetail[] {
  const lines = selectionFareLines(
    {
      vehicle,
      preferences: { meetGreet: false, childSeat: false, childSeatCount: 0 },
      ...display,
    },
    undefined,
    i18n,
  )
  return [
    ...lines.map((line) => ({
      label: line.label,
      value: formatMoney(line.amountCents / 100, display.currency),
    })),
    {
      label: i18n._(fareLineLabels.meetGreet),
      value: addOnPriceNote(
        vehicle.meetGreetMode,
        vehicle.meetGreetChargeAmount,
        display,
        '',
        i18n,
      ),
    },
    {
      label: fareLineLabels.childSeats(1, i18n),
      value: addOnPriceNote(
        vehicle.childSeatMode,
        vehicle.childSeatChargeAmount,
        display,
        ` ${i18n._('per seat')}`,
        i18n,
      ),
    },
  ]
}
