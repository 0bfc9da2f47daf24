import {
  waitingCharge,
  waitingFreeUntil,
  type BookingStatus,
  type WaitingPolicy,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { waitingPolicyFor } from '../catalogue'
import { isAirport } from '../pricing'
import { bookedVehicle } from './ops-booking-detail'
import type { BookingRow, NewBooking } from './repository'
import { flightLandedAt } from './waiting-repository'

// Waiting at the pickup (docs/product.md#waiting-flights-and-service-hours): one rule, the
// domain's waiting-policy.ts, fed with the ride's own figures: its area's policy with its vehicle
// class's charge, the driver's arrival from the timeline and the flight's landing when tracked.

export type BookingWaiting = {
  policy: WaitingPolicy
  /** A pickup at an airport waits as an arrival: longer, and from the landing. */
  isAirportArrival: boolean
  /** When the driver reported arriving (the timeline), or null before. */
  driverArrivedAt: Date | null
  /** When the free waiting ends. */
  freeUntil: Date
}

/** The ride's waiting policy: its area's figures and its booked class's charge per block. */
export async function bookingWaitingPolicy(
  db: Database,
  booking: BookingRow,
  quoteVehicles?: unknown,
): Promise<WaitingPolicy> {
  const { vehicleClassId } = await bookedVehicle(db, booking, quoteVehicles)
  return waitingPolicyFor(db, booking.areaId, vehicleClassId)
}

/**
 * The ride's waiting as it stands: its policy and when the free waiting ends. `driverArrivedAt`
 * is the timeline's (timelineFacts); `quoteVehicles` the quote's vehicles if the caller read them.
 */
export async function bookingWaiting(
  db: Database,
  booking: BookingRow,
  driverArrivedAt: Date | null,
  quoteVehicles?: unknown,
): Promise<BookingWaiting> {
  const isAirportArrival = isAirport({ lat: booking.pickupLat, lng: booking.pickupLng })
  const [policy, landedAt] = await Promise.all([
    bookingWaitingPolicy(db, booking, quoteVehicles),
    isAirportArrival ? flightLandedAt(db, booking.id) : null,
  ])
  const freeUntil = waitingFreeUntil(
    { pickupAt: booking.pickupTime, isAirportArrival, driverArrivedAt, landedAt },
    policy,
  )
  return { policy, isAirportArrival, driverArrivedAt, freeUntil }
}

/** The moves that end the waiting: the passenger got in, or did not come. */
export const waitingEndsWith = (to: BookingStatus) =>
  to === 'passenger_on_board' || to === 'no_show'

/**
 * What a move writes of the waiting: on the move that ends it, the minutes past the free time and
 * their charge by the ride's rate (kept apart from the total, and charged by no one yet); on a step
 * back to the waiting, nothing recorded any more; otherwise nothing.
 */
export function waitingRecord(
  to: BookingStatus,
  undo: boolean,
  waiting: BookingWaiting | null,
  at: Date,
): Pick<NewBooking, 'waitingExtraMinutes' | 'waitingChargeCents'> {
  if (undo && to === 'driver_arrived') return { waitingExtraMinutes: null, waitingChargeCents: 0 }
  if (undo || !waiting || !waitingEndsWith(to)) return {}
  const charge = waitingCharge(waiting.freeUntil, at, waiting.policy.chargeCentsPerBlock)
  return { waitingExtraMinutes: charge.extraMinutes, waitingChargeCents: charge.cents }
}
