import { zodResolver } from '@hookform/resolvers/zod'
import {
  defaultWaitingPolicy as waiting,
  serviceAreaInputSchema,
  type ServiceAreaFormInput,
  type ServiceAreaInput,
  type ServiceAreaInputFields,
} from '@ridelane/domain'
import { useState } from 'react'
import { useForm, type UseFormRegister } from 'react-hook-form'
import { Link, Navigate, useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { opsPaths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorMessage } from '@/lib/api-client'
import { useCreateCatalogueAreaMutation } from '../api/create-catalogue-area'
import { useOpsAuth } from '../auth/ops-auth-context'
import { showServerFieldErrors } from '../registry/server-field-errors'
import { AreaFields } from './area-form'

const fieldNames = Object.keys(serviceAreaInputSchema.shape)

// Numbers start empty so nothing is saved by accident; the add-ons start as paid extras, and the
// waiting figures at the standard policy the terms quote.
const blankArea: ServiceAreaInputFields = {
  id: '',
  name: '',
  country_code: '',
  timezone: '',
  center_lat: Number.NaN,
  center_lng: Number.NaN,
  radius_km: Number.NaN,
  average_speed_kmh: Number.NaN,
  airport_fee_cents: Number.NaN,
  night_surcharge_percent: Number.NaN,
  round_trip_discount_percent: Number.NaN,
  lead_time_hours: Number.NaN,
  meet_greet_mode: 'additional_charge',
  meet_greet_charge_cents: Number.NaN,
  child_seat_mode: 'additional_charge',
  child_seat_charge_cents: Number.NaN,
  free_waiting_airport_minutes: waiting.freeMinutesAirportArrival,
  free_waiting_other_minutes: waiting.freeMinutesOther,
  waiting_charge_cents_per_block: waiting.chargeCentsPerBlock,
  no_show_radius_meters: waiting.noShowRadiusMeters,
  arrival_buffer_minutes: waiting.arrivalBufferMinutes,
  active: true,
}

/** /ops/catalogue/new: an admin adds a service area, then sets its rates on the area's page. */
export function OpsNewAreaPage() {
  useDocumentTitle('New service area · Catalogue')
  const { operator } = useOpsAuth()
  const navigate = useNavigate()
  const create = useCreateCatalogueAreaMutation()
  const [failure, setFailure] = useState<string>()
  const { register, handleSubmit, setError, formState } = useForm<
    ServiceAreaInputFields,
    unknown,
    ServiceAreaInput
  >({ resolver: zodResolver(serviceAreaInputSchema), defaultValues: blankArea })
  const { errors, isSubmitting } = formState

  if (operator && operator.role !== 'admin') return <Navigate to={opsPaths.catalogue} replace />

  const submit = handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      const created = await create.mutateAsync(values)
      await navigate(opsPaths.catalogueAreaDetail(created.area.id))
    } catch (error) {
      if (!showServerFieldErrors(error, fieldNames, setError)) {
        setFailure(apiErrorMessage(error, 'Failed to add the service area'))
      }
    }
  })

  return (
    <>
      <p>
        <Link to={opsPaths.catalogue} className="text-sm underline underline-offset-4">
          All service areas
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900">New service area</h1>
      <p className="mt-1 text-ink-700">
        Travellers are quoted in the area once a vehicle class has rates there. You set the rates on
        the next page.
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-6 grid gap-4 rounded-card bg-white p-4 shadow-card sm:grid-cols-2"
      >
        <TextField
          label="Id (lowercase; it cannot change later)"
          placeholder="lisbon"
          autoComplete="off"
          error={errors.id?.message}
          {...register('id')}
        />
        {/* The new area's fields are the editor's fields plus the id above. */}
        <AreaFields
          register={register as unknown as UseFormRegister<ServiceAreaFormInput>}
          errors={errors}
          readOnly={false}
        />
        {failure && (
          <Alert tone="danger" className="sm:col-span-2">
            {failure}
          </Alert>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            Add service area
          </Button>
        </div>
      </form>
    </>
  )
}
