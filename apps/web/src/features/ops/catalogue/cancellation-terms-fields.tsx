import {
  cancellationTermsSummary,
  rideCancellationKindLabels,
  rideCancellationKinds,
  type RideCancellationKind,
  type VehicleRateInput,
  type VehicleRateValues,
} from '@ridelane/domain'
import { Plus, Trash2 } from 'lucide-react'
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { TextField } from '@/components/ui/text-field'
import type { CatalogueVehicleClass } from './catalogue-types'

// A class's own cancellation terms in an area (docs/decisions/037-cancellation-terms-per-class.md):
// unchecked, the class keeps the standard terms for its seats; checked, up to three tiers per
// kind of ride, each a refund share and the notice it needs.

type FormControl = Control<VehicleRateInput, unknown, VehicleRateValues>

const MAX_TIERS = 3

type CancellationTermsFieldsProps = {
  prefix: string
  vehicleClass: CatalogueVehicleClass
  control: FormControl
  register: UseFormRegister<VehicleRateInput>
  setValue: UseFormSetValue<VehicleRateInput>
  errors: FieldErrors<VehicleRateInput>
  readOnly: boolean
}

export function CancellationTermsFields(props: CancellationTermsFieldsProps) {
  const { prefix, vehicleClass, control, setValue, readOnly } = props
  const terms = useWatch({ control, name: 'cancellation_terms' })
  const standard = vehicleClass.standard_cancellation_terms
  const own = terms !== null && terms !== undefined
  return (
    <fieldset className="col-span-2 grid gap-3 lg:col-span-6">
      <legend className="text-sm font-semibold text-ink-800">Cancellation terms</legend>
      <Checkbox
        id={`${prefix}-own-terms`}
        label="This class has its own refund tiers in this area"
        description={
          own
            ? 'Bookings keep the terms they were quoted with; a change here applies to new quotes.'
            : `Standard terms for ${vehicleClass.seats} seats: ${cancellationTermsSummary(standard)}.`
        }
        checked={own}
        disabled={readOnly}
        onChange={(event) =>
          setValue('cancellation_terms', event.target.checked ? structuredClone(standard) : null, {
            shouldDirty: true,
            shouldValidate: true,
          })
        }
      />
      {own && (
        <div className="grid gap-3 lg:grid-cols-3">
          {rideCancellationKinds.map((kind) => (
            <TierList key={kind} kind={kind} {...props} />
          ))}
        </div>
      )}
    </fieldset>
  )
}

function TierList({
  kind,
  prefix,
  control,
  register,
  errors,
  readOnly,
}: CancellationTermsFieldsProps & { kind: RideCancellationKind }) {
  const { fields, append, remove } = useFieldArray({
    control,
    name: `cancellation_terms.${kind}`,
  })
  const listErrors = errors.cancellation_terms?.[kind]
  const listMessage = listErrors?.root?.message ?? listErrors?.message
  const label = rideCancellationKindLabels[kind]
  return (
    <fieldset className="grid content-start gap-2 rounded-control border border-ink-200 p-3">
      <legend className="px-1 text-sm font-semibold text-ink-800">{label}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
          <TextField
            id={`${prefix}-${kind}-${index}-percent`}
            label={`Tier ${index + 1}: refund (%)`}
            type="number"
            step="1"
            min={1}
            max={100}
            inputMode="numeric"
            readOnly={readOnly}
            error={listErrors?.[index]?.refund_percent?.message}
            {...register(`cancellation_terms.${kind}.${index}.refund_percent`, {
              valueAsNumber: true,
            })}
          />
          <TextField
            id={`${prefix}-${kind}-${index}-hours`}
            label="with notice (hours)"
            type="number"
            step="1"
            min={0}
            inputMode="numeric"
            readOnly={readOnly}
            error={listErrors?.[index]?.hours_notice?.message}
            {...register(`cancellation_terms.${kind}.${index}.hours_notice`, {
              valueAsNumber: true,
            })}
          />
          {!readOnly && fields.length > 1 && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove tier ${index + 1} of ${label}`}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          )}
        </div>
      ))}
      {listMessage && (
        <p role="alert" className="text-sm text-danger-700">
          {listMessage}
        </p>
      )}
      {!readOnly && fields.length < MAX_TIERS && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => append({ refund_percent: 50, hours_notice: 0 })}
        >
          <Plus aria-hidden className="size-4" /> Add a tier to{' '}
          {label.replace(/ \(.*\)$/, '').toLowerCase()}
        </Button>
      )}
      <p className="text-xs text-ink-600">
        Less notice than the last tier refunds nothing. Add-ons keep their own rule.
      </p>
    </fieldset>
  )
}
