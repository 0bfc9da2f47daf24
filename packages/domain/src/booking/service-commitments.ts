// What Ridelane promises around a ride besides the booking rules in booking-policy.ts: advice for
// airport pickups, how quickly support answers and how long claims stay open
// (docs/product.md#waiting-flights-and-service-hours, docs/product.md#cancellation-and-changes).
// Plain numbers without zod, so the FAQ and the terms state them without loading validation code.

/** Suggested pickup after landing: passport control and baggage take longer after a long flight. */
export const ARRIVAL_PICKUP_BUFFER_MINUTES = { international: 60, domestic: 30 } as const

/** Suggested pickup for a departing flight, hours before the flight's departure. */
export const DEPARTURE_PICKUP_HOURS_BEFORE_FLIGHT = { min: 3, max: 4 } as const

/** A flight delayed by more than this lets the rider cancel free of charge. */
export const FLIGHT_DELAY_FREE_CANCELLATION_HOURS = 2

/** Business days until a refund reaches the card. */
export const REFUND_BUSINESS_DAYS = {
  cancellation: { min: 5, max: 7 },
  other: { min: 5, max: 10 },
} as const

/** Hours within which support answers a written request. */
export const SUPPORT_REPLY_HOURS = { min: 24, max: 48 } as const

/** Days after the ride (or the charge, for disputes) within which a claim is accepted. */
export const CLAIM_WINDOW_DAYS = { complaint: 7, dispute: 14, invoice: 30 } as const

/** Days both sides try to settle a dispute in good faith before arbitration. */
export const DISPUTE_NEGOTIATION_DAYS = 30

/** Booking and payment records are kept this long for tax and accounting law. */
export const RECORD_RETENTION_YEARS = 6

/**
 * A driver's shared positions are deleted this many days after the ride ends (locationPurgeAt in
 * driver/driver-job.ts); here, without zod, so the privacy page states it.
 */
export const DRIVER_LOCATION_KEEP_DAYS = 7
