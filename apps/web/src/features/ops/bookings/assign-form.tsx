import { availabilityMessages, type DriverChoice, type OpsBookingDetail } from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { busyReasonOf, driverChoiceText } from '@/lib/driver-choices'
import { useBookingDriverChoicesQuery } from '../api/booking-driver-choices'
import { useBookingActionMutation, useReloadBooking } from '../api/ops-booking'
import { useProviderQuery } from '../api/provider-query'
import { useProvidersQuery } from '../api/providers-query'
import { useOpsAuth } from '../auth/ops-auth-context'
import { ActionFailure } from './action-panel'

type Props = { detail: OpsBookingDetail; onDone: () => void }
type Errors = Partial<
  Record<'provider_id' | 'driver_id' | 'vehicle_id' | 'override_reason', string>
>

/** The sentence of a 409 that names what keeps the chosen driver from the ride, if it is one. */
function driverConflictOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined
  return error.details.find((detail) => detail.path === 'driver_id')?.message
}

/**
 * Gives the ride a provider and, from that provider, a driver and a vehicle. Drivers whose time
 * the ride does not fit are marked busy; the server refuses them, and an admin may then assign
 * anyway with a reason (docs/decisions/034-driver-availability.md).
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
  /** Set when the server refused the chosen driver as not free: what is in the way. */
  const [conflict, setConflict] = useState<string>()
  const [overrideReason, setOverrideReason] = useState('')
  const choices = useBookingDriverChoicesQuery(id, providerId)

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
          const busy = driverConflictOf(error)
          if (busy) {
            setConflict(busy)
            // The list may be out of date: whoever is in the way shows as busy now.
            void choices.refetch()
          }
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
    setConflict(undefined)
    send()
  }

  const assignAnyway = () => {
    const reason = overrideReason.trim()
    if (!reason) {
      setErrors({
        driver_id: conflict,
        override_reason: availabilityMessages.overrideReasonRequired,
      })
      return
    }
    setErrors({ driver_id: conflict })
    send(reason)
  }

  const chooseDriver = (next: string) => {
    setDriverId(next)
    setConflict(undefined)
    setOverrideReason('')
    setErrors(({ driver_id: _driver, override_reason: _reason, ...rest }) => rest)
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
          drivers={choices.data?.drivers}
          driversPending={choices.isPending}
          driverId={driverId}
          vehicleId={vehicleId}
          onDriver={chooseDriver}
          onVehicle={setVehicleId}
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
      {assign.isError && !fieldErrorShown && (
        <div className="md:col-span-3">
          <ActionFailure error={assign.error} fallback="Failed to assign" onReload={reload} />
        </div>
      )}
      {conflict && isAdmin && (
        <div className="grid gap-3 rounded-card border border-warning-300 bg-warning-50 p-4 md:col-span-3">
          <p className="text-sm text-warning-800">
            As an admin you may assign this driver anyway. The reason is kept on the timeline and in
            the audit log.
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
  providerId: string
  vehicleClassId: string | null
  /** The provider's active drivers, with whether this ride fits their time. */
  drivers: DriverChoice[] | undefined
  driversPending: boolean
  driverId: string
  vehicleId: string
  onDriver: (id: string) => void
  onVehicle: (id: string) => void
  errors: Errors
}) {
  const members = useProviderQuery(props.providerId)
  const vehicles = members.data?.vehicles.filter((v) => v.active) ?? []
  const loading = members.isPending ? 'Loading...' : undefined
  const busyReason = busyReasonOf(props.drivers, props.driverId)
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
