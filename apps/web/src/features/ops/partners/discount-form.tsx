import { zodResolver } from '@hookform/resolvers/zod'
import { opsPartnerDiscountSchema, type OpsPartnerDiscount } from '@ridelane/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { showServerFieldErrors } from '../registry/server-field-errors'

type DiscountFormProps = {
  id: string
  label: string
  submitLabel: string
  defaultPercent: number
  onSave: (values: OpsPartnerDiscount) => Promise<unknown>
}

/** A discount percent, 0 to 50, checked by the same schema as the API. */
export function DiscountForm({
  id,
  label,
  submitLabel,
  defaultPercent,
  onSave,
}: DiscountFormProps) {
  const [failure, setFailure] = useState<string>()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OpsPartnerDiscount>({
    resolver: zodResolver(opsPartnerDiscountSchema),
    defaultValues: { discount_percent: defaultPercent },
  })
  const submit = handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      await onSave(values)
    } catch (error) {
      if (!showServerFieldErrors(error, ['discount_percent'], setError)) {
        setFailure(apiErrorMessage(error, 'Failed to save the discount'))
      }
    }
  })
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
      <TextField
        id={id}
        label={label}
        type="number"
        inputMode="numeric"
        min={0}
        max={50}
        step={1}
        className="w-44"
        error={errors.discount_percent?.message}
        {...register('discount_percent', { valueAsNumber: true })}
      />
      <Button type="submit" loading={isSubmitting} className="mt-7">
        {submitLabel}
      </Button>
      {failure && (
        <Alert tone="danger" className="w-full">
          {failure}
        </Alert>
      )}
    </form>
  )
}
