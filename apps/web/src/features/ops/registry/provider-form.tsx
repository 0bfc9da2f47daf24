import { zodResolver } from '@hookform/resolvers/zod'
import { providerInputSchema, type RegistryChoices } from '@ridelane/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { showServerFieldErrors } from './server-field-errors'

// The active flag has its own button; the form never sends it.
const schema = providerInputSchema.omit({ active: true })
type FormInput = z.input<typeof schema>
type FormOutput = z.output<typeof schema>
const fieldNames = Object.keys(schema.shape)

export const emptyProvider: FormInput = {
  name: '',
  contact_name: '',
  email: '',
  phone: '',
  licence_number: '',
  service_area_ids: [],
  commission_percent: Number.NaN,
}

type ProviderFormProps = {
  idPrefix: string
  defaultValues: FormInput
  choices: RegistryChoices | undefined
  /** Dispatchers see the commission but cannot change it (docs/decisions/013-provider-registry.md). */
  commissionLocked: boolean
  submitLabel: string
  onSave: (values: FormOutput) => Promise<unknown>
  onSaved?: () => void
}

/** A provider's details, for adding one and for editing one. */
export function ProviderForm(props: ProviderFormProps) {
  const [failure, setFailure] = useState<string>()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: props.defaultValues,
  })
  const id = (field: string) => `${props.idPrefix}-${field}`

  const submit = handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      await props.onSave(values)
      props.onSaved?.()
    } catch (error) {
      if (!showServerFieldErrors(error, fieldNames, setError)) {
        setFailure(apiErrorMessage(error, 'Failed to save the provider'))
      }
    }
  })

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField
        id={id('name')}
        label="Company name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id={id('licence')}
        label="Licence number"
        error={errors.licence_number?.message}
        {...register('licence_number')}
      />
      <TextField
        id={id('contact')}
        label="Contact name"
        autoComplete="off"
        error={errors.contact_name?.message}
        {...register('contact_name')}
      />
      <TextField
        id={id('email')}
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={id('phone')}
        label="Phone"
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        id={id('commission')}
        label="Commission (%)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        max={100}
        readOnly={props.commissionLocked}
        aria-readonly={props.commissionLocked || undefined}
        error={errors.commission_percent?.message}
        {...register('commission_percent', { valueAsNumber: true })}
      />
      <fieldset
        className="md:col-span-2"
        aria-describedby={errors.service_area_ids ? id('areas-error') : undefined}
      >
        <legend className="text-sm font-semibold text-ink-800">Service areas</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {props.choices?.service_areas.map((area) => (
            <Checkbox
              key={area.id}
              id={id(`area-${area.id}`)}
              label={area.name}
              value={area.id}
              {...register('service_area_ids')}
            />
          ))}
        </div>
        {errors.service_area_ids && (
          <p id={id('areas-error')} className="mt-1.5 text-sm text-danger-700">
            {errors.service_area_ids.message}
          </p>
        )}
      </fieldset>
      {failure && (
        <Alert tone="danger" className="md:col-span-2">
          {failure}
        </Alert>
      )}
      <div className="md:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  )
}
