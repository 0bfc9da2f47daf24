import { zodResolver } from '@hookform/resolvers/zod'
import {
  addOnModes,
  serviceAreaFormSchema,
  WAITING_BLOCK_MINUTES,
  type ServiceAreaFormInput,
  type ServiceAreaFormValues,
} from '@ridelane/domain'
import { useEffect, useState } from 'react'
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { showServerFieldErrors } from '../registry/server-field-errors'

const fieldNames = Object.keys(serviceAreaFormSchema.shape)
export const addOnModeLabels = {
  not_allowed: 'Not offered',
  additional_charge: 'Extra charge',
  included: 'Included',
}

type NumberField = Exclude<
  keyof ServiceAreaFormInput,
  'name' | 'country_code' | 'timezone' | 'meet_greet_mode' | 'child_seat_mode'
>
const numberFields: Array<[NumberField, string, string]> = [
  ['center_lat', 'Centre latitude', 'any'],
  ['center_lng', 'Centre longitude', 'any'],
  ['radius_km', 'Radius (km)', 'any'],
  ['average_speed_kmh', 'Average speed (km/h)', 'any'],
  ['airport_fee_cents', 'Airport fee (US cents)', '1'],
  ['night_surcharge_percent', 'Night surcharge (%)', '1'],
  ['round_trip_discount_percent', 'Round-trip discount (%)', '1'],
  ['lead_time_hours', 'Lead time (hours)', 'any'],
  ['meet_greet_charge_cents', 'Meet & greet charge (US cents)', '1'],
  ['child_seat_charge_cents', 'Child seat charge (US cents)', '1'],
]
/** Waiting and no-shows (docs/product.md#waiting-flights-and-service-hours). */
const waitingFields: Array<[NumberField, string]> = [
  ['free_waiting_airport_minutes', 'Free waiting at airport arrivals (minutes)'],
  ['free_waiting_other_minutes', 'Free waiting at other pickups (minutes)'],
  [
    'waiting_charge_cents_per_block',
    `Extra waiting, per started ${WAITING_BLOCK_MINUTES} minutes (US cents)`,
  ],
  ['no_show_radius_meters', 'No-show only within (metres of the pickup)'],
  ['arrival_buffer_minutes', 'Pickup after a flight lands (minutes)'],
]

type AreaFormProps = {
  defaultValues: ServiceAreaFormInput
  readOnly: boolean
  /** Called with the values whenever they are valid, for the live preview. */
  onDraft: (values: ServiceAreaFormValues) => void
  onSave: (values: ServiceAreaFormValues) => Promise<unknown>
}

/** The inputs of a service area, shared by the editor and the new-area form. */
export function AreaFields({
  register,
  errors,
  readOnly,
}: {
  register: UseFormRegister<ServiceAreaFormInput>
  errors: FieldErrors<ServiceAreaFormInput>
  readOnly: boolean
}) {
  return (
    <>
      <TextField
        label="Name"
        readOnly={readOnly}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Country code"
        readOnly={readOnly}
        error={errors.country_code?.message}
        {...register('country_code')}
      />
      <TextField
        label="Time zone"
        readOnly={readOnly}
        error={errors.timezone?.message}
        {...register('timezone')}
      />
      {numberFields.map(([name, label, step]) => (
        <TextField
          key={name}
          label={label}
          type="number"
          step={step}
          inputMode="decimal"
          readOnly={readOnly}
          error={errors[name]?.message}
          {...register(name, { valueAsNumber: true })}
        />
      ))}
      {(['meet_greet_mode', 'child_seat_mode'] as const).map((name) => (
        <label key={name} className="grid gap-1 text-sm font-semibold text-ink-800">
          {name === 'meet_greet_mode' ? 'Meet & greet' : 'Child seats'}
          <Select disabled={readOnly} {...register(name)}>
            {addOnModes.map((mode) => (
              <option key={mode} value={mode}>
                {addOnModeLabels[mode]}
              </option>
            ))}
          </Select>
        </label>
      ))}
      <div className="sm:col-span-2">
        {/* Not a heading: the form sits under an h1 on the new-area page and an h2 on the editor. */}
        <p className="font-bold text-ink-900">Waiting and no-shows</p>
        <p className="text-sm text-ink-700">
          Free waiting runs from the pickup time, the driver’s arrival or the landing, whichever is
          latest. A vehicle class may set its own waiting charge in its rates.
        </p>
      </div>
      {waitingFields.map(([name, label]) => (
        <TextField
          key={name}
          label={label}
          type="number"
          step="1"
          min={0}
          inputMode="numeric"
          readOnly={readOnly}
          error={errors[name]?.message}
          {...register(name, { valueAsNumber: true })}
        />
      ))}
    </>
  )
}

/** A service area's settings; changes show in the preview before they are saved. */
export function AreaForm(props: AreaFormProps) {
  const { onDraft } = props
  const [failure, setFailure] = useState<string>()
  const [saved, setSaved] = useState(false)
  const form = useForm<ServiceAreaFormInput, unknown, ServiceAreaFormValues>({
    resolver: zodResolver(serviceAreaFormSchema),
    defaultValues: props.defaultValues,
    mode: 'onChange',
  })
  const { register, handleSubmit, setError, watch, formState } = form
  const { errors, isSubmitting } = formState

  useEffect(() => {
    const subscription = watch((values) => {
      setSaved(false)
      const parsed = serviceAreaFormSchema.safeParse(values)
      if (parsed.success) onDraft(parsed.data)
    })
    return () => subscription.unsubscribe()
  }, [watch, onDraft])

  const submit = handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      await props.onSave(values)
      setSaved(true)
    } catch (error) {
      if (!showServerFieldErrors(error, fieldNames, setError)) {
        setFailure(apiErrorMessage(error, 'Failed to save the service area'))
      }
    }
  })

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <AreaFields register={register} errors={errors} readOnly={props.readOnly} />
      {failure && (
        <Alert tone="danger" className="sm:col-span-2">
          {failure}
        </Alert>
      )}
      {!props.readOnly && (
        <div className="flex items-center gap-4 sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            Save area
          </Button>
          {saved && <p role="status">Area saved.</p>}
        </div>
      )}
    </form>
  )
}
