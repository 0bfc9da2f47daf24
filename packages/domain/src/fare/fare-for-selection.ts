import type { Preferences } from '../booking/preferences'
import { convertFromUsd } from '../currency/currencies'
import type { VehicleOption } from '../vehicle/vehicle-option'
import { calculateFare, type FareBreakdown } from './calculate-fare'

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
