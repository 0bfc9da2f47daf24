import { getVehicleClass } from '../vehicle/vehicle-classes'
import { refundPercent, type CancellationKind } from './cancellation-policy'
import { cancellableStatuses } from './lifecycle-table'
import type { BookingStatus } from './booking-status'

// Rules the operator console's booking actions add to the lifecycle
// (docs/decisions/018-booking-detail-actions.md).

const HOUR_MS = 3_600_000

/** Which cancellation rule a ride type follows: one-way trips are transfers, hourly hire a charter. */
export function cancellationKindFor(rideType: string): CancellationKind {
  if (rideType === 'hourly') return 'charter'
  if (rideType === 'multiday') return 'multiday'
  return 'transfer'
}

export type RefundQuote = {
  /** The policy's share for this notice and vehicle size. */
  percent: number
  /** What that share is of what was paid, in cents; 0 when nothing was paid. */
  amountCents: number
  hoursNotice: number
}

/**
 * The refund the cancellation policy gives if a booking is cancelled at `now`: by the ride type,
 * the booked vehicle's seats and the notice before pickup, applied to what was paid.
 */
export function policyRefund(input: {
  rideType: string
  seats: number
  pickupAt: Date
  now: Date
  paidCents: number
}): RefundQuote {
  const hoursNotice = (input.pickupAt.getTime() - input.now.getTime()) / HOUR_MS
  const percent = refundPercent({
    kind: cancellationKindFor(input.rideType),
    seats: input.seats,
    hoursBeforePickup: hoursNotice,
  })
  return {
    percent,
    amountCents: Math.round((input.paidCents * percent) / 100),
    hoursNotice: Math.floor(hoursNotice),
  }
}

/** A full refund of what was paid, whatever the notice: an admin's call. */
export function fullRefund(paidCents: number): Pick<RefundQuote, 'percent' | 'amountCents'> {
  return { percent: 100, amountCents: paidCents }
}

export const vehicleFitMessages = {
  wrongClass: (booked: string, offered: string) =>
    `This booking is for a ${booked}; this vehicle is a ${offered}. Choose a ${booked}.`,
  tooFewSeats: (seats: number, passengers: number) =>
    `This vehicle seats ${seats}, but the booking is for ${passengers} passengers.`,
} as const

const className = (id: string) => getVehicleClass(id)?.name ?? id

/**
 * Why a provider's vehicle cannot drive this booking, or null when it can: it must be of the
 * class the traveller booked (and paid for), with a seat for every passenger.
 */
export function vehicleFitProblem(
  booked: { vehicleClassId: string; passengers: number },
  vehicle: { vehicleClassId: string; seats: number },
): string | null {
  if (vehicle.vehicleClassId !== booked.vehicleClassId) {
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
