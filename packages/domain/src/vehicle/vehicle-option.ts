import { z } from 'zod'
import { cancellationTermsViewSchema } from '../booking/cancellation-terms'
import { convertFromUsd } from '../currency/currencies'
import type { PriceCalculationResponse } from '../pricing/price-calculation'
import { addOnModeSchema } from './add-on-mode'

export const DEFAULT_VEHICLE_TYPE = 'standard'

/** A vehicle card of step 2 (docs/product.md#prices-and-fares), made from a quote. */
export const vehicleOptionSchema = z.object({
  /** The city vehicle id. */
  id: z.string().min(1),
  name: z.string().min(1),
  model: z.string(),
  type: z.string().min(1).default(DEFAULT_VEHICLE_TYPE),
  image: z.string(),
  capacity: z.object({
    seats: z.number().int().positive(),
    luggage: z.number().int().nonnegative(),
  }),
  pricing: z.object({
    /** In the display currency. */
    base: z.number().nonnegative(),
    currency: z.string().min(1),
    type: z.string(),
    /** As quoted, in USD. */
    originalBase: z.number().nonnegative(),
    originalCurrency: z.literal('USD'),
    /** The night surcharge and airport fee inside `originalBase` (USD); absent means none. */
    originalNightCharge: z.number().nonnegative().optional(),
    originalAirportFee: z.number().nonnegative().optional(),
  }),
  /** Every quoted vehicle is available (docs/product.md#prices-and-fares). */
  availability: z.literal('available'),
  meetGreetMode: addOnModeSchema,
  meetGreetChargeAmount: z.number().nonnegative(),
  childSeatMode: addOnModeSchema,
  childSeatChargeAmount: z.number().nonnegative(),
  /** A signed-in partner's discount, from the quote; the server applies the same percent. */
  partnerDiscountPercent: z.number().min(0).max(100).optional(),
  /**
   * A partner on net rates: the mark-up that makes its selling price by default, and whether its
   * travellers see no price (docs/decisions/043-partner-rate-plans.md).
   */
  netPlan: z.object({ markupPercent: z.number().int().min(0), hidePrices: z.boolean() }).optional(),
  /** The class's refund tiers as quoted; the standard ones for its seats when absent. */
  cancellationTerms: cancellationTermsViewSchema.optional(),
})
export type VehicleOption = z.infer<typeof vehicleOptionSchema>

/** The quote's vehicles as cards, prices converted from USD with `rate`; a class's own add-on
 * modes win over the area's. */
export function vehicleOptionsFromQuote(
  quote: PriceCalculationResponse,
  display: { currency: string; rate: number },
): VehicleOption[] {
  return quote.available_vehicles.map((vehicle) => ({
    id: vehicle.city_vehicle_id,
    name: vehicle.vehicle_name,
    model: vehicle.vehicle_model,
    type: vehicle.vehicle_type || DEFAULT_VEHICLE_TYPE,
    image: vehicle.vehicle_logo,
    capacity: { seats: vehicle.passenger_capacity, luggage: vehicle.luggage_capacity },
    pricing: {
      base: convertFromUsd(vehicle.price, display.rate),
      currency: display.currency,
      type: vehicle.price_type,
      originalBase: vehicle.price,
      originalCurrency: 'USD',
      originalNightCharge: vehicle.night_charge_amount ?? 0,
      originalAirportFee: vehicle.airport_fee_amount ?? 0,
    },
    availability: 'available',
    meetGreetMode: vehicle.meet_greet_mode ?? quote.meet_greet_mode,
    meetGreetChargeAmount: quote.meet_greet_charge_amount,
    childSeatMode: vehicle.child_seat_mode ?? quote.child_seat_mode,
    childSeatChargeAmount: quote.child_seat_charge_amount,
    // A partner's quote carries each vehicle's own percent (its net rate's, or its discount).
    ...((vehicle.partner_price?.discount_percent ?? quote.partner_discount_percent)
      ? {
          partnerDiscountPercent:
            vehicle.partner_price?.discount_percent ?? quote.partner_discount_percent,
        }
      : {}),
    ...(quote.partner_rate_plan?.kind === 'net'
      ? {
          netPlan: {
            markupPercent: quote.partner_rate_plan.markup_percent,
            hidePrices: quote.partner_rate_plan.hide_prices,
          },
        }
      : {}),
    ...(vehicle.cancellation_terms ? { cancellationTerms: vehicle.cancellation_terms } : {}),
  }))
}

// Step 2's sort and filters (docs/product.md#booking-wizard).
export const vehicleSorts = ['price', 'seats'] as const
export type VehicleSort = (typeof vehicleSorts)[number]
export const vehicleFilters = ['all', 'available', 'luxury'] as const
export type VehicleFilter = (typeof vehicleFilters)[number]

const LUXURY_TYPE = /business|first|luxury|premium/i

/** Price ascending, or seats descending; ties keep their order. */
export function sortVehicleOptions(options: VehicleOption[], sort: VehicleSort): VehicleOption[] {
  return [...options].sort((a, b) =>
    sort === 'price'
      ? a.pricing.originalBase - b.pricing.originalBase
      : b.capacity.seats - a.capacity.seats,
  )
}

export function filterVehicleOptions(
  options: VehicleOption[],
  filter: VehicleFilter,
): VehicleOption[] {
  if (filter === 'available') return options.filter((o) => o.availability === 'available')
  if (filter === 'luxury') return options.filter((o) => LUXURY_TYPE.test(`${o.type} ${o.name}`))
  return options
}
