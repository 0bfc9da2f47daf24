import type { DriverChoice, OpsBookingDetail, VehicleChoice } from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { busyReasonOf, driverChoiceText, vehicleChoiceText } from '@/lib/driver-choices'
import { useBookingDriverChoicesQuery } from '../api/booking-driver-choices'
import { useBookingVehicleChoicesQuery } from '../api/booking-vehicle-choices'
import { useBookingActionMutation, useReloadBooking } from '../api/ops-booking'
import { useProvidersQuery } from '../api/providers-query'
import { useOpsAuth } from '../auth/ops-auth-context'
import { ActionFailure } from './action-panel'
import {
  conflictsOf,
  overriddenText,
  overrideReasonRequired,
  type Conflicts,
} from './assign-conflicts'

type Props = { detail: OpsBookingDetail; onDone: () => void }
type Errors = Partial<
  Record<'provider_id' | 'driver_id' | 'vehicle_id' | 'override_reason', string>
>

/**
 * Gives the ride a provider and, from that provider, a driver and a vehicle. Drivers whose time
 * the ride does not fit, and vehicles already on another ride then, are marked busy; the server
 * refuses them, and an admin may then assign anyway with a reason
 * (docs/decisions/034-driver-availability.md).
 */
export function AssignForm({ detail, onDone }: Props) {
  const id = detail.booking.id
  const { assignment } = detail
  const assign = useBookingActionMutation(id, 'assignment')
  const reload = useReloadBooking(id)
  const providers = useProvidersQuery()
  const isAdmin = useOpsAuth().operator?.role === 'admin'
  const [providerId, setProviderId] = useState(assignment.provider?.id ?? '')
  const [driverId, setDriverId] = useState(assignment.driver?.id ?? '')
  const [vehicleId, setVehicleId] = useState(assignment.vehicle?.id ?? '')
  const [errors, setErrors] = useState<Errors>({})
  /** Set when the server refused the chosen driver or vehicle as not free: what is in the way. */
  const [conflicts, setConflicts] = useState<Conflicts>({})
  const [overrideReason, setOverrideReason] = useState('')
  const choices = useBookingDriverChoicesQuery(id, providerId)
  const vehicleChoices = useBookingVehicleChoicesQuery(id, providerId)
  const conflicted = Object.keys(conflicts).length > 0

  const send = (override?: string) => {
    assign.mutate(
      {
        expected_version: detail.version,
        provider_id: providerId,
        driver_id: driverId || null,
        vehicle_id: vehicleId || null,
        ...(override === undefined ? {} : { override_reason: override }),
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!(error instanceof ApiError)) return
          setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])))
          const busy = conflictsOf(error)
          setConflicts(busy)
          // The lists may be out of date: whatever is in the way shows as busy now.
          if (busy.driver_id) void choices.refetch()
          if (busy.vehicle_id) void vehicleChoices.refetch()
        },
      },
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!providerId) {
      setErrors({ provider_id: 'Choose a provider.' })
      return
    }
    setErrors({})
    setConflicts({})
    send()
  }

  const assignAnyway = () => {
    const reason = overrideReason.trim()
    if (!reason) {
      setErrors({ ...conflicts, override_reason: overrideReasonRequired(conflicts) })
      return
    }
    setErrors({ ...conflicts })
    send(reason)
  }

  /** A new choice takes away the refusal of the one before it, and any override begun. */
  const forget = (path: keyof Conflicts) => {
    setConflicts(({ [path]: _gone, ...rest }) => rest)
    setOverrideReason('')
    setErrors(({ [path]: _field, override_reason: _reason, ...rest }) => rest)
  }
  const chooseDriver = (next: string) => {
    setDriverId(next)
    forget('driver_id')
  }
  const chooseVehicle = (next: string) => {
    setVehicleId(next)
    forget('vehicle_id')
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
              chooseDriver('')
              chooseVehicle('')
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
          vehicleClassId={detail.vehicle_class_id}
          drivers={choices.data?.drivers}
          driversPending={choices.isPending}
          vehicles={vehicleChoices.data?.vehicles}
          vehiclesPending={vehicleChoices.isPending}
          driverId={driverId}
          vehicleId={vehicleId}
          onDriver={chooseDriver}
          onVehicle={chooseVehicle}
          errors={errors}
        />
      ) : (
        <p className="text-sm text-ink-600 md:col-span-2 md:self-end">
          Choose a provider to see its drivers and vehicles.
        </p>
      )}
      {choices.isError && (
        <Alert tone="danger" className="md:col-span-3">
          {apiErrorMessage(choices.error, 'Failed to load the provider’s drivers')}
        </Alert>
      )}
      {vehicleChoices.isError && (
        <Alert tone="danger" className="md:col-span-3">
          {apiErrorMessage(vehicleChoices.error, 'Failed to load the provider’s vehicles')}
        </Alert>
      )}
      {assign.isError && !fieldErrorShown && (
        <div className="md:col-span-3">
          <ActionFailure error={assign.error} fallback="Failed to assign" onReload={reload} />
        </div>
      )}
      {conflicted && isAdmin && (
        <div className="grid gap-3 rounded-card border border-warning-300 bg-warning-50 p-4 md:col-span-3">
          <p className="text-sm text-warning-800">
            As an admin you may assign {overriddenText(conflicts)} anyway. The reason is kept on the
            timeline and in the audit log.
          </p>
          <TextField
            label="Reason to assign anyway"
            value={overrideReason}
            onChange={(event) => setOverrideReason(event.target.value)}
            error={errors.override_reason}
          />
          <div>
            <Button
              variant="outline"
              loading={assign.isPending && assign.variables?.override_reason !== undefined}
              disabled={assign.isPending}
              onClick={assignAnyway}
            >
              Assign anyway
            </Button>
          </div>
        </div>
      )}
      <div className="md:col-span-3">
        <Button type="submit" loading={assign.isPending && !assign.variables?.override_reason}>
          Save assignment
        </Button>
      </div>
    </form>
  )
}

function ProviderMembers(props: {
  vehicleClassId: string | null
  /** The provider's active drivers, with whether this ride fits their time. */
  drivers: DriverChoice[] | undefined
  driversPending: boolean
  /** The provider's active vehicles, with whether each is free for this ride. */
  vehicles: VehicleChoice[] | undefined
  vehiclesPending: boolean
  driverId: string
  vehicleId: string
  onDriver: (id: string) => void
  onVehicle: (id: string) => void
  errors: Errors
}) {
  const busyReason = busyReasonOf(props.drivers, props.driverId)
  const vehicleBusyReason = busyReasonOf(props.vehicles, props.vehicleId)
  return (
    <>
      <Field
        label="Driver"
        error={props.errors.driver_id}
        // The refusal already names what is in the way; the hint would say it twice.
        hint={props.errors.driver_id ? undefined : busyReason}
      >
        {(control) => (
          <Select
            {...control}
            invalid={Boolean(props.errors.driver_id)}
            value={props.driverId}
            onChange={(event) => props.onDriver(event.target.value)}
          >
            <option value="">{props.driversPending ? 'Loading...' : 'No driver yet'}</option>
            {props.drivers?.map((d) => (
              <option key={d.id} value={d.id}>
                {driverChoiceText(d)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Vehicle"
        error={props.errors.vehicle_id}
        hint={
          props.errors.vehicle_id
            ? undefined
            : (vehicleBusyReason ??
              (props.vehicleClassId ? `Booked class: ${props.vehicleClassId}` : undefined))
        }
      >
        {(control) => (
          <Select
            {...control}
            invalid={Boolean(props.errors.vehicle_id)}
            value={props.vehicleId}
            onChange={(event) => props.onVehicle(event.target.value)}
          >
            <option value="">{props.vehiclesPending ? 'Loading...' : 'No vehicle yet'}</option>
            {props.vehicles?.map((v) => (
              <option key={v.id} value={v.id}>
                {vehicleChoiceText(v)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  )
}
