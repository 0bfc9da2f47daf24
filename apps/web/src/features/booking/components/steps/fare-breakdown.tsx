import { formatMoney, type FareBreakdown as Fare } from '@ridelane/domain'

/** Base fare, the add-ons that cost extra, and the total (docs/product.md#booking-wizard). */
export function FareBreakdown({ fare }: { fare: Fare | null }) {
  if (!fare) {
    return (
      <p role="alert" className="text-danger-700">
        Fare unavailable. Please go back and reselect vehicle.
      </p>
    )
  }
  const lines = [
    { label: 'Base fare', amount: fare.base, show: true },
    { label: 'Meet & greet', amount: fare.meetGreet, show: fare.meetGreet > 0 },
    { label: 'Child seat', amount: fare.childSeat, show: fare.childSeat > 0 },
    { label: 'Partner discount', amount: -fare.partnerDiscount, show: fare.partnerDiscount > 0 },
  ]
  return (
    <dl className="grid gap-2 text-sm">
      {lines
        .filter((line) => line.show)
        .map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-ink-600">{line.label}</dt>
            <dd className="font-semibold">{formatMoney(line.amount, fare.currency)}</dd>
          </div>
        ))}
      <div className="flex justify-between gap-4 border-t border-ink-100 pt-2 text-base">
        <dt className="font-bold">Total</dt>
        <dd className="font-extrabold">{formatMoney(fare.total, fare.currency)}</dd>
      </div>
      <p className="text-xs text-ink-500">
        Includes tolls, airport fees, standard waiting, the driver, fuel and vehicle charges.
      </p>
    </dl>
  )
}
