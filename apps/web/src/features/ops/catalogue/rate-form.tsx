import { zodResolver } from '@hookform/resolvers/zod'
import {
  addOnModes,
  vehicleRateInputSchema,
  WAITING_BLOCK_MINUTES,
  type VehicleRateInput,
  type VehicleRateValues,
} from '@ridelane/domain'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { useUpdateCatalogueRateMutation } from '../api/update-catalogue-rate'
import { showServerFieldErrors } from '../registry/server-field-errors'
import { addOnModeLabels } from './area-form'
import { CancellationTermsFields } from './cancellation-terms-fields'
import type { CatalogueRate, CatalogueVehicleClass } from './catalogue-types'

/** The empty choice means the class follows the area's own add-on setting. */
const modeFromSelect = (value: string | null) => (value ? value : null)
/** An empty waiting charge means the class charges the area's rate. */
const centsOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value)

const fieldNames = Object.keys(vehicleRateInputSchema.shape)
const centFields = [
  ['base_fare_cents', 'Base fare'],
  ['per_km_cents', 'Per km'],
  ['per_minute_cents', 'Per minute'],
  ['minimum_fare_cents', 'Minimum fare'],
  ['hourly_rate_cents', 'Per hour'],
  ['daily_rate_cents', 'Per day'],
] as const

const emptyRate: VehicleRateInput = {
  base_fare_cents: Number.NaN,
  per_km_cents: Number.NaN,
  per_minute_cents: Number.NaN,
  minimum_fare_cents: Number.NaN,
  hourly_rate_cents: Number.NaN,
  daily_rate_cents: Number.NaN,
  meet_greet_mode: null,
  child_seat_mode: null,
  waiting_charge_cents_per_block: null,
  cancellation_terms: null,
  active: false,
}

type RateFormProps = {
  areaId: string
  vehicleClass: CatalogueVehicleClass
  rate: CatalogueRate | undefined
  readOnly: boolean
  onDraft: (classId: string, values: VehicleRateValues) => void
}

/** One vehicle class's rates in an area, in US cents; unsaved values feed the preview. */
export function RateForm({ areaId, vehicleClass, rate, readOnly, onDraft }: RateFormProps) {
  const save = useUpdateCatalogueRateMutation(areaId, vehicleClass.id)
  const [failure, setFailure] = useState<string>()
  const [saved, setSaved] = useState(false)
  const { register, handleSubmit, setError, setValue, watch, control, formState } = useForm<
    VehicleRateInput,
    unknown,
    VehicleRateValues
  >({
    resolver: zodResolver(vehicleRateInputSchema),
    defaultValues: rate ?? emptyRate,
    mode: 'onChange',
  })
  const { errors, isSubmitting } = formState
  const prefix = `rate-${vehicleClass.id}`

  useEffect(() => {
    const subscription = watch((values) => {
      setSaved(false)
      const parsed = vehicleRateInputSchema.safeParse(values)
      if (parsed.success) onDraft(vehicleClass.id, parsed.data)
    })
    return () => subscription.unsubscribe()
  }, [watch, onDraft, vehicleClass.id])

  const submit = handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      await save.mutateAsync(values)
      setSaved(true)
    } catch (error) {
      if (!showServerFieldErrors(error, fieldNames, setError)) {
        setFailure(apiErrorMessage(error, 'Failed to save the rates'))
      }
    }
  })

  return (
    <section aria-labelledby={`${prefix}-name`} className="rounded-card bg-white p-4 shadow-card">
      <h3 id={`${prefix}-name`} className="font-bold text-ink-900">
        {vehicleClass.name}{' '}
        <span className="text-sm font-normal text-ink-700">({vehicleClass.seats} seats)</span>
      </h3>
      <form onSubmit={submit} noValidate className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-6">
        {centFields.map(([name, label]) => (
          <TextField
            key={name}
            id={`${prefix}-${name}`}
            label={`${label} (US cents)`}
            type="number"
            step="1"
            min={0}
            inputMode="numeric"
            readOnly={readOnly}
            error={errors[name]?.message}
            {...register(name, { valueAsNumber: true })}
          />
        ))}
        {(['meet_greet_mode', 'child_seat_mode'] as const).map((name) => (
          <label
            key={name}
            className="col-span-2 grid gap-1 text-sm font-semibold text-ink-800 lg:col-span-3"
          >
            {name === 'meet_greet_mode' ? 'Meet & greet' : 'Child seats'}
            <Select
              id={`${prefix}-${name}`}
              disabled={readOnly}
              {...register(name, { setValueAs: modeFromSelect })}
            >
              <option value="">As the area sets it</option>
              {addOnModes.map((mode) => (
                <option key={mode} value={mode}>
                  {addOnModeLabels[mode]}
                </option>
              ))}
            </Select>
          </label>
        ))}
        <TextField
          id={`${prefix}-waiting_charge_cents_per_block`}
          className="col-span-2 lg:col-span-3"
          label={`Extra waiting per ${WAITING_BLOCK_MINUTES} min (US cents; empty: the area’s)`}
          placeholder="The area’s rate"
          type="number"
          step="1"
          min={0}
          inputMode="numeric"
          readOnly={readOnly}
          error={errors.waiting_charge_cents_per_block?.message}
          {...register('waiting_charge_cents_per_block', { setValueAs: centsOrNull })}
        />
        <CancellationTermsFields
          prefix={prefix}
          vehicleClass={vehicleClass}
          control={control}
          register={register}
          setValue={setValue}
          errors={errors}
          readOnly={readOnly}
        />
        <div className="col-span-2 flex flex-wrap items-center gap-4 lg:col-span-6">
          <Checkbox
            id={`${prefix}-active`}
            label="Offered in this area"
            disabled={readOnly}
            {...register('active')}
          />
          {!readOnly && (
            <Button type="submit" size="sm" disabled={isSubmitting}>
              Save {vehicleClass.name} rates
            </Button>
          )}
          {saved && <p role="status">Rates saved.</p>}
        </div>
        {failure && (
          <Alert tone="danger" className="col-span-2 lg:col-span-6">
            {failure}
          </Alert>
        )}
      </form>
    </section>
  )
}
