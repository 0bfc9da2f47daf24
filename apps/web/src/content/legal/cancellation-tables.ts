import { plural, t } from '@lingui/core/macro'
import { cancellationPolicy, type CancellationKind, type SeatBand } from '@ridelane/domain'
import { notice } from '../policy-text'

function bandLabel(band: SeatBand, previous: SeatBand | undefined): string {
  if (!Number.isFinite(band.maxSeats)) {
    if (!previous) return t`Any vehicle`
    const seats = previous.maxSeats
    return t`More than ${plural(seats, { one: '# seat', other: '# seats' })}`
  }
  const seats = band.maxSeats
  if (!previous) return t`Up to ${plural(seats, { one: '# seat', other: '# seats' })}`
  const fromSeats = previous.maxSeats + 1
  return t`${fromSeats} to ${plural(seats, { one: '# seat', other: '# seats' })}`
}

function refundText(band: SeatBand): string {
  const tiers = band.tiers.map((tier) => {
    const period = notice(tier.minHoursNotice)
    const percent = tier.refundPercent
    return percent === 100
      ? t`Full refund with ${period} or more`
      : t`${percent}% with ${period} or more`
  })
  return [...tiers, t`no refund with less notice`].join('; ')
}

/** One row per seat band of the shared cancellation policy
 * (docs/product.md#cancellation-and-changes), so the terms and the refunds the API computes can
 * never disagree. Build them only while a page renders. */
export function cancellationRows(kind: CancellationKind): string[][] {
  return cancellationPolicy[kind].map((band, index, bands) => [
    bandLabel(band, bands[index - 1]),
    refundText(band),
  ])
}
