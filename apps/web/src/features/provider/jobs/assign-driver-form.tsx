import { rideOfferMessages, type ProviderJobDetail } from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { busyReasonOf, driverChoiceText, vehicleChoiceText } from '@/lib/driver-choices'
import { useAssignDriverMutation } from '../api/assign-driver'
import { useProviderJobDriversQuery } from '../api/provider-job-drivers'
import { useProviderJobVehiclesQuery } from '../api/provider-job-vehicles'
import { plural } from './job-format'

type Errors = Partial<Record<'driver_id' | 'vehicle_id', string>>

/**
 * Gives the ride one of the provider's active drivers and vehicles, or changes them, until the
 * driver sets off. Drivers whose time this ride does not fit, and vehicles already on another
 * ride then, are marked busy, with the reason once chosen (the server refuses them). The
 * server's refusals land on the field they are about.
 */
export function AssignDriverForm({
  job,
  onSaved,
}: {
  job: ProviderJobDetail
  onSaved: () => void
}) {
  const drivers = useProviderJobDriversQuery(job.booking_id)
  const vehicles = useProviderJobVehiclesQuery(job.booking_id)
  const [driverId, setDriverId] = useState(job.driver?.id ?? '')
  const [vehicleId, setVehicleId] = useState(job.vehicle?.id ?? '')
  const [errors, setErrors] = useState<Errors>({})
  const assign = useAssignDriverMutation(job.booking_id, {
    onSaved,
    onFailed: (error) => {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])))
        // A driver or vehicle refused as busy: its list may have changed since it was read.
        if (error.details.some((d) => d.path === 'driver_id')) void drivers.refetch()
        if (error.details.some((d) => d.path === 'vehicle_id')) void vehicles.refetch()
      }
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing: Errors = {}
    if (!driverId) missing.driver_id = rideOfferMessages.driverRequired
    if (!vehicleId) missing.vehicle_id = rideOfferMessages.vehicleRequired
    setErrors(missing)
    if (Object.keys(missing).length > 0) return
    assign.mutate({ driver_id: driverId, vehicle_id: vehicleId })
  }
  const fieldErrorShown = Object.keys(errors).length > 0
  const loading = drivers.isPending || vehicles.isPending
  const listFailed = drivers.error ?? vehicles.error
  const booked = `${job.vehicle_class_id ?? job.vehicle_name}, ${plural(job.passengers, 'passenger')}`
  const busyReason = busyReasonOf(drivers.data?.drivers, driverId)
  const vehicleBusyReason = busyReasonOf(vehicles.data?.vehicles, vehicleId)

  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-4 border-t border-ink-100 pt-5">
      <h3 className="font-bold text-ink-900">
        {job.driver ? 'Change driver or vehicle' : 'Assign driver & vehicle'}
      </h3>
      {listFailed && (
        <Alert tone="danger">{apiErrorMessage(listFailed, 'Failed to load your drivers')}</Alert>
      )}
      <Field
        label="Driver"
        error={errors.driver_id}
        hint={errors.driver_id ? undefined : busyReason}
      >
        {(control) => (
          <Select
            {...control}
            invalid={Boolean(errors.driver_id)}
            value={driverId}
            onChange={(event) => setDriverId(event.target.value)}
          >
            <option value="">{loading ? 'Loading...' : 'Choose a driver'}</option>
            {drivers.data?.drivers.map((d) => (
              <option key={d.id} value={d.id}>
                {driverChoiceText(d)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Vehicle"
        error={errors.vehicle_id}
        hint={errors.vehicle_id ? undefined : (vehicleBusyReason ?? `Booked: ${booked}`)}
      >
        {(control) => (
          <Select
            {...control}
            invalid={Boolean(errors.vehicle_id)}
            value={vehicleId}
            onChange={(event) => setVehicleId(event.target.value)}
          >
            <option value="">{loading ? 'Loading...' : 'Choose a vehicle'}</option>
            {vehicles.data?.vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {vehicleChoiceText(v)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {assign.isError && !fieldErrorShown && (
        <Alert tone="danger">
          {apiErrorMessage(assign.error, 'Failed to save the driver and vehicle')}
        </Alert>
      )}
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={assign.isPending}>
          {job.driver ? 'Save changes' : 'Assign'}
        </Button>
      </div>
    </form>
  )
}
