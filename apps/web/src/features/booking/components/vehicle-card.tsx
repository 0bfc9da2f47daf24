import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { vehicleDetails, type VehicleOption } from '@ridelane/domain'
import { Briefcase, Car, CheckCircle2, Users } from 'lucide-react'
import { useState } from 'react'
import { domainTranslator } from '@/i18n/catalogues'
import { cn } from '@/lib/cn'
import { bagCount, seatCount } from './trip-format'
import { formatPrice } from '@/i18n/format'

export function VehicleImage({
  vehicle,
  className,
}: {
  vehicle: VehicleOption
  className?: string
}) {
  const [broken, setBroken] = useState(false)
  return (
    <div
      className={cn(
        'grid aspect-[16/9] place-items-center overflow-hidden rounded-control bg-ink-50',
        className,
      )}
    >
      {vehicle.image && !broken ? (
        <img
          src={vehicle.image}
          alt={`${vehicle.name} ${vehicle.model}`.trim()}
          loading="lazy"
          className="size-full object-contain"
          onError={() => setBroken(true)}
        />
      ) : (
        <Car className="size-12 text-ink-300" aria-hidden="true" />
      )}
    </div>
  )
}

type VehicleCardProps = {
  vehicle: VehicleOption
  /** The display currency and its rate from USD, for the details' amounts. */
  display: { currency: string; rate: number }
  selected: boolean
  onSelect: () => void
}

/**
 * One vehicle of step 2; pressing it chooses it. On a phone it is one compact row (a thumbnail,
 * the name, one line of capacity, the price below), so a dozen classes fit in a few screens; from the
 * small breakpoint up it is a card with the full picture. Its fare lines and what each add-on costs
 * with it open below on demand, as a native disclosure that works before the script does.
 */
export function VehicleCard({ vehicle, display, selected, onSelect }: VehicleCardProps) {
  const price = formatPrice(vehicle.pricing.base, vehicle.pricing.currency)
  const vehicleName = vehicle.name
  const summary = [
    vehicle.name,
    vehicle.model,
    seatCount(vehicle.capacity.seats),
    bagCount(vehicle.capacity.luggage),
    price,
  ]
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        aria-label={summary.filter(Boolean).join(', ')}
        onClick={onSelect}
        className={cn(
          'flex w-full items-center gap-3 rounded-card border-2 bg-white p-3 text-start transition-colors sm:flex-col sm:items-stretch sm:gap-0 sm:p-4',
          selected ? 'border-accent-400 shadow-raised' : 'border-ink-100 hover:border-ink-300',
        )}
      >
        <VehicleImage vehicle={vehicle} className="w-16 shrink-0 self-start sm:w-full" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="mt-3 hidden w-fit items-center gap-1 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700 sm:inline-flex">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            <Trans>Available</Trans>
          </span>
          <span className="font-bold break-words text-ink-900 sm:mt-2 sm:text-lg">
            {vehicle.name}
          </span>
          <span className="truncate text-sm text-ink-600 sm:whitespace-normal">
            {vehicle.model}
          </span>
          <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-ink-700 sm:mt-3 sm:gap-x-4">
            <span className="flex items-center gap-1">
              <Users className="size-4" aria-hidden="true" />
              {seatCount(vehicle.capacity.seats)}
            </span>
            <span className="flex items-center gap-1">
              <Briefcase className="size-4" aria-hidden="true" />
              {bagCount(vehicle.capacity.luggage)}
            </span>
          </span>
          <span className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 sm:mt-auto sm:items-end sm:pt-4">
            <span className="text-lg font-extrabold text-ink-900 sm:text-2xl">{price}</span>
            <span
              className={cn('text-sm font-semibold', selected ? 'text-accent-700' : 'text-ink-500')}
            >
              {selected ? t`Selected` : t`Choose`}
            </span>
          </span>
        </span>
      </button>
      <details className="px-3 text-sm text-ink-700">
        <summary className="cursor-pointer py-2 font-semibold text-ink-800">
          <Trans>
            Details<span className="sr-only"> of the {vehicleName}</span>
          </Trans>
        </summary>
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 pb-2">
          {vehicleDetails(vehicle, display, domainTranslator).map((detail) => (
            <div key={detail.label} className="contents">
              <dt>{detail.label}</dt>
              <dd className="text-end font-semibold text-ink-900">{detail.value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </li>
  )
}
