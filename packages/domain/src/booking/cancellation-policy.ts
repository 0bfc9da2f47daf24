// docs/product.md#cancellation-and-changes, as data: each rule lists refund tiers by notice,
// largest first. These are the standard terms; a vehicle class may have its own in an area
// (docs/decisions/037-cancellation-terms-per-class.md), kept with the quote a booking is made from.

export const cancellationKinds = ['transfer', 'charter', 'multiday', 'add_on'] as const
/** transfer: airport and single trips; charter: single-day hire; add_on: extras like child seats. */
export type CancellationKind = (typeof cancellationKinds)[number]
/** The kinds a vehicle class may set its own tiers for; add-ons follow one rule everywhere. */
export const rideCancellationKinds = ['transfer', 'charter', 'multiday'] as const
export type RideCancellationKind = (typeof rideCancellationKinds)[number]

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

/** One class's refund tiers for each kind of ride, largest notice first. */
export type CancellationTerms = Readonly<Record<RideCancellationKind, readonly RefundTier[]>>

/** The standard terms of a vehicle with this many seats. */
export function standardCancellationTerms(seats: number): CancellationTerms {
  const tiersOf = (kind: RideCancellationKind) =>
    cancellationPolicy[kind].find((band) => seats <= band.maxSeats)?.tiers ?? []
  return {
    transfer: tiersOf('transfer'),
    charter: tiersOf('charter'),
    multiday: tiersOf('multiday'),
  }
}

/** The share of the fare refunded when a booking is cancelled `hoursBeforePickup` ahead. */
export function refundPercent(input: {
  seats: number
  hoursBeforePickup: number
  kind: CancellationKind
  /** The booked class's own terms; the standard ones for its seats when left out. */
  terms?: CancellationTerms | null
}): number {
  const { seats, hoursBeforePickup, kind } = input
  if (!Number.isInteger(seats) || seats < 1) throw new RangeError(`Invalid seats: ${seats}`)
  if (Number.isNaN(hoursBeforePickup)) throw new RangeError('Invalid notice')
  const tiers =
    kind === 'add_on'
      ? cancellationPolicy.add_on[0]!.tiers
      : (input.terms ?? standardCancellationTerms(seats))[kind]
  const tier = tiers.find((t) => hoursBeforePickup >= t.minHoursNotice)
  return tier?.refundPercent ?? 0
}

// The terms as the API and the quotes carry them: snake_case, hours of notice and percents. Their
// zod schemas are in cancellation-terms.ts, apart, so that pages that only print the standard
// terms (the FAQ, the terms) load no validation code.

export type RefundTierValues = { hours_notice: number; refund_percent: number }
export type CancellationTermsValues = Record<RideCancellationKind, RefundTierValues[]>

/** The terms as the API writes them. */
export function cancellationTermsValues(terms: CancellationTerms): CancellationTermsValues {
  const values = (kind: RideCancellationKind) =>
    terms[kind].map((tier) => ({
      hours_notice: tier.minHoursNotice,
      refund_percent: tier.refundPercent,
    }))
  return { transfer: values('transfer'), charter: values('charter'), multiday: values('multiday') }
}

/** The terms as the API wrote them, for the rules above. */
export function cancellationTermsOf(values: CancellationTermsValues): CancellationTerms {
  const tiers = (kind: RideCancellationKind) =>
    values[kind].map((tier) => ({
      minHoursNotice: tier.hours_notice,
      refundPercent: tier.refund_percent,
    }))
  return { transfer: tiers('transfer'), charter: tiers('charter'), multiday: tiers('multiday') }
}

/** How the console and the booking pages name each kind of ride in the terms. */
export const rideCancellationKindLabels: Readonly<Record<RideCancellationKind, string>> = {
  transfer: 'Transfers (one-way and round trips)',
  charter: 'Hourly hire',
  multiday: 'Multi-day hire',
}

/** "Transfers: 100 % from 72 h, 50 % from 12 h; Hourly hire: 100 % from 48 h; …" */
export function cancellationTermsSummary(terms: CancellationTermsValues): string {
  return rideCancellationKinds
    .map((kind) => {
      const label = rideCancellationKindLabels[kind].replace(/ \(.*\)$/, '')
      const tiers = terms[kind].map(
        (tier) => `${tier.refund_percent} % from ${tier.hours_notice} h`,
      )
      return `${label}: ${tiers.join(', ')}`
    })
    .join('; ')
}
