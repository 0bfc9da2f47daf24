// docs/product.md#cancellation-and-changes, as data: each rule lists refund tiers by notice,
// largest first.

export const cancellationKinds = ['transfer', 'charter', 'multiday', 'add_on'] as const
/** transfer: airport and single trips; charter: single-day hire; add_on: extras like child seats. */
export type CancellationKind = (typeof cancellationKinds)[number]

export type RefundTier = { minHoursNotice: number; refundPercent: number }
export type SeatBand = { maxSeats: number; tiers: readonly RefundTier[] }

const DAY = 24
const full = (minHoursNotice: number): RefundTier[] => [{ minHoursNotice, refundPercent: 100 }]

/**
 * The spec names bands up to 7 seats, 8–14 seats and 16+; a 15-seat vehicle is read as the
 * large band. Charter "beyond 48 h" is read as "48 h or more", like the other rules.
 */
export const cancellationPolicy: Readonly<Record<CancellationKind, readonly SeatBand[]>> = {
  transfer: [
    { maxSeats: 7, tiers: full(DAY) },
    { maxSeats: 14, tiers: full(2 * DAY) },
    {
      maxSeats: Number.POSITIVE_INFINITY,
      tiers: [
        { minHoursNotice: 5 * DAY, refundPercent: 100 },
        { minHoursNotice: 3 * DAY, refundPercent: 50 },
      ],
    },
  ],
  charter: [
    { maxSeats: 7, tiers: full(2 * DAY) },
    { maxSeats: 14, tiers: full(3 * DAY) },
    { maxSeats: Number.POSITIVE_INFINITY, tiers: full(7 * DAY) },
  ],
  multiday: [
    { maxSeats: 7, tiers: full(3 * DAY) },
    { maxSeats: 14, tiers: full(7 * DAY) },
    { maxSeats: Number.POSITIVE_INFINITY, tiers: full(14 * DAY) },
  ],
  add_on: [{ maxSeats: Number.POSITIVE_INFINITY, tiers: full(DAY) }],
}

/** The share of the fare refunded when a booking is cancelled `hoursBeforePickup` ahead. */
export function refundPercent(input: {
  seats: number
  hoursBeforePickup: number
  kind: CancellationKind
}): number {
  const { seats, hoursBeforePickup, kind } = input
  if (!Number.isInteger(seats) || seats < 1) throw new RangeError(`Invalid seats: ${seats}`)
  if (Number.isNaN(hoursBeforePickup)) throw new RangeError('Invalid notice')
  const band = cancellationPolicy[kind].find((b) => seats <= b.maxSeats)
  const tier = band?.tiers.find((t) => hoursBeforePickup >= t.minHoursNotice)
  return tier?.refundPercent ?? 0
}
