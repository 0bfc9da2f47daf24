import {
  fromCents,
  rideTypes,
  type CataloguePreviewRequest,
  type ServiceAreaFormValues,
  type VehicleRateValues,
} from '@ridelane/domain'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Checkbox } from '@/components/ui/checkbox'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { useCataloguePreviewQuery } from '../api/catalogue-preview-query'
import { useDebouncedValue } from './use-debounced-value'

type SampleTrip = CataloguePreviewRequest['trip']
const rideLabels = { 'one-way': 'One way', hourly: 'Hourly', multiday: 'Multi-day' }
const usd = (cents: number) =>
  fromCents(cents).toLocaleString('en-US', { style: 'currency', currency: 'USD' })

type PreviewPanelProps = {
  areaId: string
  draftArea: ServiceAreaFormValues | undefined
  draftRates: Record<string, VehicleRateValues>
}

/** What a sample trip would cost with the values on screen, priced by the server. */
export function PreviewPanel({ areaId, draftArea, draftRates }: PreviewPanelProps) {
  const [trip, setTrip] = useState<SampleTrip>({
    ride_type: 'one-way',
    distance_km: 20,
    duration_min: 30,
    hours: 3,
    days: 2,
    pickup_local_time: '10:00',
    passengers: 2,
    airport_trip: false,
    round_trip: false,
  })
  const request = useDebouncedValue<CataloguePreviewRequest>({
    trip,
    area: draftArea,
    rates: draftRates,
  })
  const preview = useCataloguePreviewQuery(areaId, request)
  const set = (change: Partial<SampleTrip>) => setTrip((current) => ({ ...current, ...change }))
  const numberInput = (name: 'distance_km' | 'duration_min' | 'hours' | 'days' | 'passengers') => ({
    type: 'number',
    inputMode: 'decimal' as const,
    value: Number.isNaN(trip[name]) ? '' : String(trip[name]),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      set({ [name]: event.target.valueAsNumber }),
  })

  return (
    <section aria-labelledby="preview-heading" className="rounded-card bg-white p-4 shadow-card">
      <h2 id="preview-heading" className="text-lg font-bold text-ink-900">
        Price preview
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        A sample trip priced the way quotes are, with the values on this page, saved or not.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <label className="grid gap-1 text-sm font-semibold text-ink-800">
          Ride type
          <Select
            value={trip.ride_type}
            onChange={(event) => set({ ride_type: event.target.value as SampleTrip['ride_type'] })}
          >
            {rideTypes.map((type) => (
              <option key={type} value={type}>
                {rideLabels[type]}
              </option>
            ))}
          </Select>
        </label>
        <TextField
          label="Pickup time"
          type="time"
          value={trip.pickup_local_time}
          onChange={(event) => set({ pickup_local_time: event.target.value })}
        />
        {trip.ride_type === 'one-way' && (
          <>
            <TextField label="Distance (km)" {...numberInput('distance_km')} />
            <TextField label="Driving time (min)" {...numberInput('duration_min')} />
          </>
        )}
        {trip.ride_type === 'hourly' && <TextField label="Hours" {...numberInput('hours')} />}
        {trip.ride_type === 'multiday' && <TextField label="Days" {...numberInput('days')} />}
        <TextField label="Passengers" {...numberInput('passengers')} />
        <Checkbox
          label="Airport pickup or dropoff"
          checked={trip.airport_trip}
          onChange={(event) => set({ airport_trip: event.target.checked })}
        />
        {trip.ride_type === 'one-way' && (
          <Checkbox
            label="Round trip"
            checked={trip.round_trip}
            onChange={(event) => set({ round_trip: event.target.checked })}
          />
        )}
      </div>
      {preview.isError && (
        <Alert tone="danger" className="mt-3">
          {apiErrorMessage(preview.error, 'Failed to price the sample trip')}
        </Alert>
      )}
      <ul aria-label="Previewed prices" aria-live="polite" className="mt-4 divide-y divide-ink-100">
        {(preview.data?.vehicles ?? []).map((vehicle) => (
          <li
            key={vehicle.vehicle_class_id}
            data-testid={`preview-${vehicle.vehicle_class_id}`}
            className="flex justify-between gap-4 py-2 text-sm"
          >
            <span>{vehicle.vehicle_name}</span>
            <span className="font-semibold">{usd(vehicle.price_cents)}</span>
          </li>
        ))}
      </ul>
      {preview.isSuccess && preview.data.vehicles.length === 0 && (
        <p className="mt-3 text-sm text-ink-700">No vehicle class is offered for this trip.</p>
      )}
    </section>
  )
}
