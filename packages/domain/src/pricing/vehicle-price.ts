import { isNightTime } from '../booking/booking-policy'
import type { RideType } from '../trip/ride-details'
import { wallClockInZone } from '../trip/zoned-time'
import type { PriceType } from './price-calculation'

/** What one vehicle class costs in one service area, in USD cents. */
export type VehicleRates = {
  baseFareCents: number
  perKmCents: number
  perMinuteCents: number
  minimumFareCents: number
  hourlyRateCents: number
  dailyRateCents: number
}

/** The service area's own charges. */
export type AreaCharges = {
  airportFeeCents: number
  nightSurchargePercent: number
  roundTripDiscountPercent: number
}

export type PricedTrip = {
  rideType: RideType
  /** One leg's road distance and driving time; one-way rides only. */
  distanceKm?: number | null
  durationMin?: number | null
  hours?: number
  days?: number
  /** Pickup instant (ISO 8601 with offset, or a Date). */
  pickupAt: string | Date
  /** The return pickup of a round trip; its presence makes the ride a round trip. */
  returnAt?: string | Date | null
  /** IANA zone of the pickup: the night surcharge follows its wall clock. */
  timeZone: string
  /** Pickup or dropoff is an airport. */
  airportTrip: boolean
}

/**
 * One vehicle's price in cents. `priceCents` is the all-in vehicle price the card shows and the
 * fare's base: ride + airport fee + night surcharge, rounded once. The parts add up to it exactly.
 */
export type VehiclePrice = {
  priceType: PriceType
  priceCents: number
  /** The ride itself: one-way leg(s) after the minimum fare and round-trip discount, or time. */
  rideCents: number
  airportFeeCents: number
  nightChargeCents: number
}

// Pricing asks for every class of a trip in turn with the same pickup: the last answer is kept,
// since reading a local clock (Intl's formatToParts) costs more than the rest of a price.
let lastNightPickup: { instantMs: number; timeZone: string; night: boolean } | undefined

/** Whether a pickup falls in the night surcharge window, 22:00–08:00 on its local clock. */
export function isNightPickup(pickupAt: string | Date, timeZone: string): boolean {
  const instantMs = new Date(pickupAt).getTime()
  const last = lastNightPickup
  if (last && last.instantMs === instantMs && last.timeZone === timeZone) return last.night
  const night = isNightTime(wallClockInZone(pickupAt, timeZone).time)
  lastNightPickup = { instantMs, timeZone, night }
  return night
}

function required(value: number | null | undefined, label: string): number {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`Invalid ${label}: ${value}`)
  }
  return value
}

type Leg = { exactCents: number; pickupAt: string | Date }

function rideLegs(rates: VehicleRates, area: AreaCharges, trip: PricedTrip): Leg[] {
  if (trip.rideType === 'hourly') {
    const hours = required(trip.hours, 'hours')
    return [{ exactCents: rates.hourlyRateCents * hours, pickupAt: trip.pickupAt }]
  }
  if (trip.rideType === 'multiday') {
    const days = required(trip.days, 'days')
    return [{ exactCents: rates.dailyRateCents * days, pickupAt: trip.pickupAt }]
  }
  const metered =
    rates.baseFareCents +
    rates.perKmCents * required(trip.distanceKm, 'distance') +
    rates.perMinuteCents * required(trip.durationMin, 'duration')
  const leg = Math.max(rates.minimumFareCents, metered)
  const legs = [{ exactCents: leg, pickupAt: trip.pickupAt }]
  if (trip.returnAt) {
    const discounted = (leg * (100 - area.roundTripDiscountPercent)) / 100
    legs.push({ exactCents: discounted, pickupAt: trip.returnAt })
  }
  return legs
}

const priceTypeByRide: Record<RideType, PriceType> = {
  'one-way': 'fixed',
  hourly: 'hourly',
  multiday: 'daily',
}

/**
 * The one pricing function that quoting and booking share (docs/architecture.md#rules-live-once).
 * One-way: max(minimum, base + per km × km + per minute × min), a round trip adds the return leg
 * less the area's discount; hourly: rate × hours; multi-day: rate × days. An airport at either end
 * adds the airport fee per leg; a leg picked up at night adds the night surcharge percent of that
 * leg.
 */
export function calculateVehiclePrice(
  rates: VehicleRates,
  area: AreaCharges,
  trip: PricedTrip,
): VehiclePrice {
  const legs = rideLegs(rates, area, trip)
  const rideExact = legs.reduce((sum, leg) => sum + leg.exactCents, 0)
  const nightExact = legs
    .filter((leg) => isNightPickup(leg.pickupAt, trip.timeZone))
    .reduce((sum, leg) => sum + (leg.exactCents * area.nightSurchargePercent) / 100, 0)
  const airportFeeCents = trip.airportTrip ? area.airportFeeCents * legs.length : 0
  // Rounded once: the total from the exact parts; the ride takes what the rounded parts leave.
  const priceCents = Math.round(rideExact + nightExact + airportFeeCents)
  const nightChargeCents = Math.round(nightExact)
  return {
    priceType: priceTypeByRide[trip.rideType],
    priceCents,
    rideCents: priceCents - airportFeeCents - nightChargeCents,
    airportFeeCents,
    nightChargeCents,
  }
}
