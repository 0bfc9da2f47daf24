import type { BookingStatus } from './booking-status'
import type { BookingFacts, TransitionDecision } from './lifecycle'
import type { Actor, ActorKind } from './lifecycle-table'

// Helpers for the tests of the lifecycle and of the rules in front of it (the driver's steps).

export const PICKUP = new Date('2030-01-15T10:00:00Z')
export const QUOTE_EXPIRES = new Date('2030-01-10T12:30:00Z')
export const at = (base: Date, minutes: number, seconds = 0) =>
  new Date(base.getTime() + minutes * 60_000 + seconds * 1000)

export function facts(status: BookingStatus, change: Partial<BookingFacts> = {}): BookingFacts {
  const assigned = !['pending_payment', 'confirmed'].includes(status)
  return {
    status,
    partnerId: 'partner-1',
    pickupAt: PICKUP,
    // A driver waiting at the pickup since the booked time, with the default 15 minutes free.
    freeWaitingUntil: status === 'driver_arrived' ? at(PICKUP, 15) : null,
    quoteExpiresAt: QUOTE_EXPIRES,
    providerId: assigned ? 'provider-1' : null,
    driverId: assigned ? 'driver-1' : null,
    driverArrivedAt: null,
    ...change,
  }
}

export const actors: Record<ActorKind, Actor> = {
  system: { kind: 'system', id: null },
  traveller: { kind: 'traveller', id: null },
  partner: { kind: 'partner', id: 'partner-1' },
  operator: { kind: 'operator', id: 'operator-1' },
  provider: { kind: 'provider', id: 'provider-1' },
  driver: { kind: 'driver', id: 'driver-1' },
}

export const fullInput = {
  reason: 'Flight cancelled',
  paymentReference: 'CARD-1',
  providerId: 'provider-1',
  driverId: 'driver-1',
}

export function refusal(decision: TransitionDecision) {
  if (decision.ok) throw new Error('expected a refusal')
  return decision.refusal
}
