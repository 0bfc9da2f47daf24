import { formatMoney, type VehicleOption } from '@ridelane/domain'
import { Briefcase, Car, CheckCircle2, Users } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'
import { plural } from './trip-format'

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

type VehicleCardProps = { vehicle: VehicleOption; selected: boolean; onSelect: () => void }

/** One vehicle of step 2; pressing it chooses it. */
export function VehicleCard({ vehicle, selected, onSelect }: VehicleCardProps) {
  const price = formatMoney(vehicle.pricing.base, vehicle.pricing.currency)
  const summary = [
    vehicle.name,
    vehicle.model,
    plural(vehicle.capacity.seats, 'seat'),
    plural(vehicle.capacity.luggage, 'bag'),
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
          'flex h-full w-full flex-col rounded-card border-2 bg-white p-4 text-left transition-colors',
          selected ? 'border-accent-400 shadow-raised' : 'border-ink-100 hover:border-ink-300',
        )}
      >
        <VehicleImage vehicle={vehicle} />
        <span className="mt-3 inline-flex w-fit items-center gap-1 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700">
          <CheckCircle2 className="size-3.5" aria-hidden="true" />
          Available
        </span>
        <span className="mt-2 text-lg font-bold text-ink-900">{vehicle.name}</span>
        <span className="text-sm text-ink-600">{vehicle.model}</span>
        <span className="mt-3 flex gap-4 text-sm text-ink-700">
          <span className="flex items-center gap-1">
            <Users className="size-4" aria-hidden="true" />
            {plural(vehicle.capacity.seats, 'seat')}
          </span>
          <span className="flex items-center gap-1">
            <Briefcase className="size-4" aria-hidden="true" />
            {plural(vehicle.capacity.luggage, 'bag')}
          </span>
        </span>
        <span className="mt-auto flex items-end justify-between pt-4">
          <span className="text-2xl font-extrabold text-ink-900">{price}</span>
          <span
            className={cn('text-sm font-semibold', selected ? 'text-accent-700' : 'text-ink-500')}
          >
            {selected ? 'Selected' : 'Choose'}
          </span>
        </span>
      </button>
    </li>
  )
}
