import type { RegistryChoices, Vehicle } from '@ridelane/domain'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useSaveVehicleMutation } from '../api/save-vehicle'
import { MemberRow } from './member-row'
import { className } from './registry-labels'
import { VehicleForm } from './vehicle-form'

type VehiclesSectionProps = {
  providerId: string
  vehicles: Vehicle[]
  choices: RegistryChoices | undefined
}

/** A provider's vehicles: add, edit, deactivate and reactivate. */
export function VehiclesSection({ providerId, vehicles, choices }: VehiclesSectionProps) {
  const [adding, setAdding] = useState(false)
  return (
    <section aria-labelledby="vehicles-heading" className="mt-10">
      <div className="flex items-center justify-between gap-4">
        <h2 id="vehicles-heading" className="text-xl font-bold text-ink-900">
          Vehicles
        </h2>
        {!adding && (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            Add vehicle
          </Button>
        )}
      </div>
      {adding && (
        <div className="mt-4 rounded-card bg-white p-4 shadow-card">
          <VehicleForm providerId={providerId} choices={choices} onDone={() => setAdding(false)} />
        </div>
      )}
      {vehicles.length === 0 && !adding && <p className="mt-4 text-ink-700">No vehicles yet.</p>}
      <ul className="mt-4 space-y-3">
        {vehicles.map((vehicle) => (
          <VehicleRow
            key={vehicle.id}
            providerId={providerId}
            vehicle={vehicle}
            choices={choices}
          />
        ))}
      </ul>
    </section>
  )
}

function VehicleRow({
  providerId,
  vehicle,
  choices,
}: {
  providerId: string
  vehicle: Vehicle
  choices: RegistryChoices | undefined
}) {
  const [editing, setEditing] = useState(false)
  const toggle = useSaveVehicleMutation(providerId, vehicle.id)
  return (
    <MemberRow
      title={vehicle.plate}
      facts={`${className(vehicle.vehicle_class_id, choices)} · ${vehicle.make_model} · ${vehicle.colour} · ${vehicle.seats} seats`}
      active={vehicle.active}
      editing={editing}
      onEdit={() => setEditing(true)}
      onToggleActive={() => toggle.mutate({ active: !vehicle.active })}
      toggling={toggle.isPending}
      toggleError={toggle.error}
      form={
        <VehicleForm
          providerId={providerId}
          vehicle={vehicle}
          choices={choices}
          onDone={() => setEditing(false)}
        />
      }
    />
  )
}
