import { getVehicleClass, meetsVehicleClass } from '../vehicle/vehicle-classes'
import {
  refundPercent,
  type CancellationTerms,
  type RideCancellationKind,
} from './cancellation-policy'
import { cancellableStatuses } from './lifecycle-table'
import type { BookingStatus } from './booking-status'

// Rules the operator console's booking actions add to the lifecycle
// (docs/decisions/018-booking-detail-actions.md).

const HOUR_MS = 3_600_000

/** Which cancellation rule a ride type follows: one-way trips are transfers, hourly hire a charter. */
export function cancellationKindFor(rideType: string): RideCancellationKind {
  if (rideType === 'hourly') return 'charter'
  if (rideType === 'multiday') return 'multiday'
  return 'transfer'
}

export type RefundQuote = {
  /** The policy's share of the ride for this notice and vehicle size. */
  percent: number
  /** The policy's share of the add-ons (meet & greet, child seats), which have their own rule. */
  addOnPercent: number
  /** Both shares of what was paid for each, in cents; 0 when nothing was paid. */
  amountCents: number
  hoursNotice: number
}

/**
 * How much of what was paid went to add-ons: their listed charges, less the partner's discount,
 * which applies to the whole fare. Never more than was paid.
 */
export function addOnsPaidCents(input: {
  paidCents: number
  addOnCents: number
  /** The fare before the partner's discount. */
  subtotalCents: number
}): number {
  const { paidCents, addOnCents, subtotalCents } = input
  if (paidCents <= 0 || addOnCents <= 0 || subtotalCents <= 0) return 0
  return Math.min(paidCents, Math.round((paidCents * addOnCents) / subtotalCents))
}

/**
 * The refund the cancellation policy gives if a booking is cancelled at `now`: the ride by its
 * type, the booked vehicle's seats and the notice before pickup; the add-ons by their own rule
 * (in full with enough notice, whatever the vehicle). Each share applies to what was paid for it.
 */
export function policyRefund(input: {
  rideType: string
  seats: number
  pickupAt: Date
  now: Date
  paidCents: number
  /** The part of `paidCents` paid for add-ons (addOnsPaidCents); none when left out. */
  addOnsPaidCents?: number
  /** The booked class's own terms, as quoted; the standard ones for its seats when none. */
  terms?: CancellationTerms | null
}): RefundQuote {
  const hoursNotice = (input.pickupAt.getTime() - input.now.getTime()) / HOUR_MS
  const percent = refundPercent({
    kind: cancellationKindFor(input.rideType),
    seats: input.seats,
    hoursBeforePickup: hoursNotice,
    terms: input.terms,
  })
  const addOnPercent = refundPercent({
    kind: 'add_on',
    seats: input.seats,
    hoursBeforePickup: hoursNotice,
  })
  const addOns = Math.min(input.addOnsPaidCents ?? 0, input.paidCents)
  const ride = input.paidCents - addOns
  return {
    percent,
    addOnPercent,
    amountCents: Math.round((ride * percent) / 100) + Math.round((addOns * addOnPercent) / 100),
    hoursNotice: Math.floor(hoursNotice),
  }
}

/** A full refund of what was paid, whatever the notice: an admin's call. */
export function fullRefund(
  paidCents: number,
): Pick<RefundQuote, 'percent' | 'addOnPercent' | 'amountCents'> {
  return { percent: 100, addOnPercent: 100, amountCents: paidCents }
}

export const vehicleFitMessages = {
  wrongClass: (booked: string, offered: string) =>
    `This booking is for a ${booked}; this vehicle is a ${offered}. Choose a ${booked} or a better class.`,
  tooFewSeats: (seats: number, passengers: number) =>
    `This vehicle seats ${seats}, but the booking is for ${passengers} passengers.`,
} as const

const className = (id: string) => getVehicleClass(id)?.name ?? id

/**
 * Why a provider's vehicle cannot drive this booking, or null when it can: it must be of the
 * class the traveller booked (and paid for) or a better one, with a seat for every passenger.
 */
export function vehicleFitProblem(
  booked: { vehicleClassId: string; passengers: number },
  vehicle: { vehicleClassId: string; seats: number },
): string | null {
  if (!meetsVehicleClass(vehicle.vehicleClassId, booked.vehicleClassId)) {
    return vehicleFitMessages.wrongClass(
      className(booked.vehicleClassId),
      className(vehicle.vehicleClassId),
    )
  }
  if (vehicle.seats < booked.passengers) {
    return vehicleFitMessages.tooFewSeats(vehicle.seats, booked.passengers)
  }
  return null
}

/** A pickup may be moved while the ride has not started: the statuses a booking can be cancelled from. */
export function canMovePickup(status: BookingStatus): boolean {
  return (cancellableStatuses as readonly BookingStatus[]).includes(status)
}
