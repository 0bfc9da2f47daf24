import { cancellationPolicy, type CancellationKind, type SeatBand } from '@ridelane/domain'
import { noticeText } from '../policy-text'

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

/** One row per seat band of the shared cancellation policy
 * (docs/product.md#cancellation-and-changes), so the terms and the refunds the API computes can
 * never disagree. */
export function cancellationRows(kind: CancellationKind): string[][] {
  return cancellationPolicy[kind].map((band, index, bands) => [
    bandLabel(band, bands[index - 1]),
    refundText(band),
  ])
}
