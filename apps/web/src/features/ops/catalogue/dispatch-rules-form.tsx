import { zodResolver } from '@hookform/resolvers/zod'
import {
  dispatchRulesInputSchema,
  type DispatchRules,
  type DispatchRulesInput,
  type ProviderSummary,
} from '@ridelane/domain'
import { useEffect, useRef, useState } from 'react'
import { useForm, type Path, type UseFormSetError } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { TextField } from '@/components/ui/text-field'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { PreferredProvidersField } from './preferred-providers-field'

type Field = keyof DispatchRulesInput
const fieldNames: readonly string[] = Object.keys(dispatchRulesInputSchema.shape)
type MinuteField =
  | 'offer_minutes'
  | 'one_by_one_offers'
  | 'escalate_minutes_before_pickup'
  | 'lead_margin_minutes'
  | 'buffer_minutes'
const minuteFields: Array<[MinuteField, string]> = [
  ['offer_minutes', 'Minutes each offer stands'],
  ['one_by_one_offers', 'Providers asked one at a time before everyone'],
  ['escalate_minutes_before_pickup', 'Call in operators (minutes before pickup)'],
  ['lead_margin_minutes', "Driver's lead margin (minutes before pickup)"],
  ['buffer_minutes', 'Buffer after drop-off (minutes)'],
]
/** Fields whose value decides whether another field's rule holds (the schema's cross-checks). */
const dependents: Partial<Record<Field, Field[]>> = {
  enabled: ['broadcast', 'offer_minutes'],
  offer_hours_before_pickup: ['offer_minutes'],
  escalate_minutes_before_pickup: ['offer_minutes'],
}

/**
 * The server's field messages under their fields, as showServerFieldErrors does, except that a
 * preferred provider's message (`preferred_provider_ids.<index>`) stays on its own position.
 */
function showServerRuleErrors(error: unknown, setError: UseFormSetError<DispatchRulesInput>) {
  if (!(error instanceof ApiError)) return false
  const onFields = error.details.filter((detail) => fieldNames.includes(detail.path.split('.')[0]!))
  for (const detail of onFields) {
    setError(detail.path as Path<DispatchRulesInput>, { message: detail.message })
  }
  return onFields.length > 0
}

type DispatchRulesFormProps = {
  areaId: string
  rules: DispatchRules
  providers: readonly ProviderSummary[]
  readOnly: boolean
  onSave: (rules: DispatchRules) => Promise<unknown>
  /** Called on any change, so the section can take back its "saved" note. */
  onEdit: () => void
}

/** An area's automatic dispatch rules, checked with the schema the API checks them with. */
export function DispatchRulesForm(props: DispatchRulesFormProps) {
  const { areaId, readOnly, onEdit } = props
  const [failure, setFailure] = useState<string>()
  const form = useForm<DispatchRulesInput, unknown, DispatchRules>({
    resolver: zodResolver(dispatchRulesInputSchema),
    defaultValues: props.rules,
    mode: 'onChange',
  })
  const { register, handleSubmit, setError, setValue, trigger, watch, formState } = form
  const { errors, isSubmitting } = formState
  const hours = watch('offer_hours_before_pickup')
  const preferred = watch('preferred_provider_ids')
  const lastHours = useRef(props.rules.offer_hours_before_pickup ?? 24)
  const field = (name: Field) => register(name, { deps: dependents[name] })
  const numberField = (name: Field) =>
    register(name, { valueAsNumber: true, deps: dependents[name] })

  useEffect(() => {
    const subscription = watch(() => onEdit())
    return () => subscription.unsubscribe()
  }, [watch, onEdit])

  const setHours = (value: number | null) => {
    if (value === null && typeof hours === 'number' && Number.isInteger(hours)) {
      lastHours.current = hours
    }
    setValue('offer_hours_before_pickup', value, { shouldDirty: true })
    void trigger(['offer_hours_before_pickup', 'offer_minutes'])
  }
  const setPreferred = (ids: string[]) => {
    setValue('preferred_provider_ids', ids, { shouldDirty: true })
    void trigger(['preferred_provider_ids', 'broadcast'])
  }

  const submit = handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      await props.onSave(values)
    } catch (error) {
      if (!showServerRuleErrors(error, setError)) {
        setFailure(apiErrorMessage(error, 'Failed to save the dispatch rules'))
      }
    }
  })

  const preferredErrors = errors.preferred_provider_ids
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Checkbox
        role="switch"
        className="sm:col-span-2"
        label="Automatic dispatch"
        description="On: confirmed rides of this area are offered to providers without an operator. Off: operators offer each ride by hand."
        disabled={readOnly}
        {...field('enabled')}
      />
      <fieldset className="sm:col-span-2" disabled={readOnly}>
        <legend className="text-sm font-semibold text-ink-800">When a ride is first offered</legend>
        <label className="mt-2 flex items-center gap-2 text-sm text-ink-900">
          <input
            type="radio"
            name="dispatch-offer-timing"
            checked={hours === null}
            onChange={() => setHours(null)}
          />
          Offer at confirmation
        </label>
        <label className="mt-1 flex items-center gap-2 text-sm text-ink-900">
          <input
            type="radio"
            name="dispatch-offer-timing"
            checked={hours !== null}
            onChange={() => setHours(lastHours.current)}
          />
          Offer a set number of hours before pickup
        </label>
        <p className="mt-1 text-xs text-ink-500">
          A ride booked later than that is offered at confirmation.
        </p>
        {hours !== null && (
          <TextField
            className="mt-2 max-w-xs"
            label="Hours before pickup"
            type="number"
            step="1"
            min={1}
            inputMode="numeric"
            readOnly={readOnly}
            error={errors.offer_hours_before_pickup?.message}
            {...numberField('offer_hours_before_pickup')}
          />
        )}
      </fieldset>
      <PreferredProvidersField
        areaId={areaId}
        providers={props.providers}
        value={preferred}
        onChange={setPreferred}
        readOnly={readOnly}
        error={preferredErrors?.message ?? preferredErrors?.root?.message}
        itemErrors={preferred.map((_, index) => preferredErrors?.[index]?.message)}
      />
      <div className="sm:col-span-2">
        <Checkbox
          label="Then offer to every provider of the area at once"
          description="After the providers asked one at a time; off, every provider is asked one at a time."
          aria-invalid={errors.broadcast ? true : undefined}
          aria-errormessage={errors.broadcast ? 'dispatch-broadcast-error' : undefined}
          disabled={readOnly}
          {...field('broadcast')}
        />
        {errors.broadcast && (
          <p id="dispatch-broadcast-error" role="alert" className="mt-1.5 text-sm text-danger-700">
            {errors.broadcast.message}
          </p>
        )}
      </div>
      {minuteFields.map(([name, label]) => (
        <TextField
          key={name}
          label={label}
          type="number"
          step="1"
          min={0}
          inputMode="numeric"
          readOnly={readOnly}
          error={errors[name]?.message}
          {...numberField(name)}
        />
      ))}
      {failure && (
        <Alert tone="danger" className="sm:col-span-2">
          {failure}
        </Alert>
      )}
      {!readOnly && (
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            Save dispatch rules
          </Button>
        </div>
      )}
    </form>
  )
}
