import { Trans } from '@lingui/react/macro'
import { type FareBreakdown as Fare, type FareLine } from '@ridelane/domain'
import { formatPrice } from '@/i18n/format'

export type ReviewFare = Fare & { lines: readonly FareLine[] }

/**
 * The fare line by line (vehicle fare, airport fee, night surcharge, add-ons, partner discount)
 * and the total: the same lines, from the domain's `selectionFareLines`, as the ride page, the
 * mails, the receipt and the invoice show (docs/product.md#booking-wizard).
 */
export function FareBreakdown({ fare }: { fare: ReviewFare | null }) {
  if (!fare) {
    return (
      <p role="alert" className="text-danger-700">
        <Trans>Fare unavailable. Please go back and reselect vehicle.</Trans>
      </p>
    )
  }
  return (
    <dl className="grid gap-2 text-sm">
      {fare.lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt className="text-ink-600">{line.label}</dt>
          <dd className="font-semibold">{formatPrice(line.amountCents / 100, fare.currency)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-ink-100 pt-2 text-base">
        <dt className="font-bold">
          <Trans>Total</Trans>
        </dt>
        <dd className="font-extrabold">{formatPrice(fare.total, fare.currency)}</dd>
      </div>
      <p className="text-xs text-ink-500">
        <Trans>
          Includes tolls, airport fees, standard waiting, the driver, fuel and vehicle charges.
        </Trans>
      </p>
    </dl>
  )
}
