import type { OpsBookingDetail } from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { ApiError } from '@/lib/api-client'
import { useBookingActionMutation, useReloadBooking } from '../api/ops-booking'
import { useProviderQuery } from '../api/provider-query'
import { useProvidersQuery } from '../api/providers-query'
import { ActionFailure } from './action-panel'

type Props = { detail: OpsBookingDetail; onDone: () => void }
type Errors = Partial<Record<'provider_id' | 'driver_id' | 'vehicle_id', string>>

/** Gives the ride a provider and, from that provider, a driver and a vehicle. */
export function AssignForm({ detail, onDone }: Props) {
  const id = detail.booking.id
  const { assignment } = detail
  const assign = useBookingActionMutation(id, 'assignment')
  const reload = useReloadBooking(id)
  const providers = useProvidersQuery()
  const [providerId, setProviderId] = useState(assignment.provider?.id ?? '')
  const [driverId, setDriverId] = useState(assignment.driver?.id ?? '')
  const [vehicleId, setVehicleId] = useState(assignment.vehicle?.id ?? '')
  const [errors, setErrors] = useState<Errors>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!providerId) {
      setErrors({ provider_id: 'Choose a provider.' })
      return
    }
    setErrors({})
    assign.mutate(
      {
        expected_version: detail.version,
        provider_id: providerId,
        driver_id: driverId || null,
        vehicle_id: vehicleId || null,
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!(error instanceof ApiError)) return
          setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])))
        },
      },
    )
  }
  const fieldErrorShown = Object.keys(errors).length > 0

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Assignment form"
      className="grid gap-4 md:grid-cols-3"
    >
      <Field label="Provider" error={errors.provider_id}>
        {(control) => (
          <Select
            {...control}
            invalid={Boolean(errors.provider_id)}
            value={providerId}
            onChange={(event) => {
              setProviderId(event.target.value)
              setDriverId('')
              setVehicleId('')
            }}
          >
            <option value="">{providers.isPending ? 'Loading...' : 'Choose a provider'}</option>
            {providers.data?.providers
              .filter((p) => p.active)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </Select>
        )}
      </Field>
      {providerId ? (
        <ProviderMembers
          providerId={providerId}
          vehicleClassId={detail.vehicle_class_id}
          driverId={driverId}
          vehicleId={vehicleId}
          onDriver={setDriverId}
          onVehicle={setVehicleId}
          errors={errors}
        />
      ) : (
        <p className="text-sm text-ink-600 md:col-span-2 md:self-end">
          Choose a provider to see its drivers and vehicles.
        </p>
      )}
      {assign.isError && !fieldErrorShown && (
        <div className="md:col-span-3">
          <ActionFailure error={assign.error} fallback="Failed to assign" onReload={reload} />
        </div>
      )}
      <div className="md:col-span-3">
        <Button type="submit" loading={assign.isPending}>
          Save assignment
        </Button>
      </div>
    </form>
  )
}

function ProviderMembers(props: {
  providerId: string
  vehicleClassId: string | null
  driverId: string
  vehicleId: string
  onDriver: (id: string) => void
  onVehicle: (id: string) => void
  errors: Errors
}) {
  const members = useProviderQuery(props.providerId)
  const drivers = members.data?.drivers.filter((d) => d.active) ?? []
  const vehicles = members.data?.vehicles.filter((v) => v.active) ?? []
  const loading = members.isPending ? 'Loading...' : undefined
  return (
    <>
      <Field label="Driver" error={props.errors.driver_id}>
        {(control) => (
          <Select
            {...control}
            invalid={Boolean(props.errors.driver_id)}
            value={props.driverId}
            onChange={(event) => props.onDriver(event.target.value)}
          >
            <option value="">{loading ?? 'No driver yet'}</option>
            {drivers.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Vehicle"
        error={props.errors.vehicle_id}
        hint={props.vehicleClassId ? `Booked class: ${props.vehicleClassId}` : undefined}
      >
        {(control) => (
          <Select
            {...control}
            invalid={Boolean(props.errors.vehicle_id)}
            value={props.vehicleId}
            onChange={(event) => props.onVehicle(event.target.value)}
          >
            <option value="">{loading ?? 'No vehicle yet'}</option>
            {vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {v.make_model}, {v.plate} ({v.vehicle_class_id}, {v.seats} seats)
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  )
}
