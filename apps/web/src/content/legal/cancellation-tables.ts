import { cancellationPolicy, type CancellationKind, type SeatBand } from '@ridelane/domain'

/** 24 → '24 hours', 120 → '5 days': the way the terms state notice periods. */
export function noticeText(hours: number): string {
  return hours > 72 && hours % 24 === 0 ? `${hours / 24} days` : `${hours} hours`
}

function bandLabel(band: SeatBand, previous: SeatBand | undefined): string {
  if (!Number.isFinite(band.maxSeats))
    return previous ? `More than ${previous.maxSeats} seats` : 'Any vehicle'
  return previous
    ? `${previous.maxSeats + 1} to ${band.maxSeats} seats`
    : `Up to ${band.maxSeats} seats`
}

function refundText(band: SeatBand): string {
  const tiers = band.tiers.map((tier) =>
    tier.refundPercent === 100
      ? `Full refund with ${noticeText(tier.minHoursNotice)} or more`
      : `${tier.refundPercent}% with ${noticeText(tier.minHoursNotice)} or more`,
  )
  return [...tiers, 'no refund with less notice'].join('; ')
}

/** One row per seat band of the shared cancellation policy (SPEC.md §9), so the terms and
 * the refunds the API computes can never disagree. */
export function cancellationRows(kind: CancellationKind): string[][] {
  return cancellationPolicy[kind].map((band, index, bands) => [
    bandLabel(band, bands[index - 1]),
    refundText(band),
  ])
}
