import { t } from '@lingui/core/macro'
import type { BookingFlowState, Preferences, VehicleOption } from '@ridelane/domain'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { bagCount, seatCount } from '../trip-format'
import { VehicleImage } from '../vehicle-card'

export function ReviewSection(props: {
  title: string
  action?: { label: string; onClick: () => void }
  children: ReactNode
}) {
  return (
    <section className="rounded-control border border-ink-100 p-4" aria-label={props.title}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-bold text-ink-900">{props.title}</h3>
        {props.action && (
          <Button variant="ghost" size="sm" onClick={props.action.onClick}>
            {props.action.label}
          </Button>
        )}
      </div>
      <div className="mt-3">{props.children}</div>
    </section>
  )
}

export function SelectedVehicleSummary({ vehicle }: { vehicle: VehicleOption }) {
  return (
    <div className="flex items-center gap-4">
      <VehicleImage vehicle={vehicle} className="w-28 shrink-0" />
      <div>
        <p className="font-semibold text-ink-900">{vehicle.name}</p>
        <p className="text-sm text-ink-600">{vehicle.model}</p>
        <p className="text-sm text-ink-600">
          {seatCount(vehicle.capacity.seats)} · {bagCount(vehicle.capacity.luggage)}
        </p>
      </div>
    </div>
  )
}

const yesNo = (value: boolean) => (value ? t`Yes` : t`No`)

export function PassengerSummary(props: {
  passenger: BookingFlowState['passengerDetails']
  preferences: Preferences
  vehicle: VehicleOption
}) {
  const { passenger, preferences, vehicle } = props
  const rows: Array<[string, string]> = [
    [t`Name`, passenger.name],
    [t`Phone`, passenger.phone],
    [t`Email`, passenger.email],
  ]
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name
  if (passenger.whatsapp) rows.push(['WhatsApp', passenger.whatsapp])
  if (preferences.flightNumber) rows.push([t`Flight number`, preferences.flightNumber])
  rows.push([t`Bags`, String(preferences.luggageCount)])
  if (vehicle.childSeatMode !== 'not_allowed') {
    const childSeats = preferences.childSeatCount
    rows.push([t`Child seat`, preferences.childSeat ? t`Yes, ${childSeats}` : yesNo(false)])
  }
  if (vehicle.meetGreetMode !== 'not_allowed')
    rows.push([t`Meet & greet`, yesNo(preferences.meetGreet)])
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-ink-500">{label}</dt>
          <dd className="font-semibold break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
