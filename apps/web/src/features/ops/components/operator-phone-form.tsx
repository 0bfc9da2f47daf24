import { zodResolver } from '@hookform/resolvers/zod'
import {
  operatorPhoneFormSchema,
  type OperatorPhoneForm as PhoneValues,
  type OperatorPhoneFormInput,
} from '@ridelane/domain'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { showServerFieldErrors } from '../registry/server-field-errors'

type OperatorPhoneFormProps = {
  /** The number on file, or null. */
  phone: string | null
  label: string
  /** Saves the number in E.164, or null to remove it; the saved number comes back. */
  onSave: (phone: string | null) => Promise<{ phone: string | null }>
  /** Beside Save, e.g. Cancel where the form opens in a list. */
  children?: ReactNode
}

/**
 * An operator's mobile: the domain's rule for numbers that are texted (+ and the country code),
 * blank to remove it. The field shows the number as stored once saved.
 */
export function OperatorPhoneForm({ phone, label, onSave, children }: OperatorPhoneFormProps) {
  const [done, setDone] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OperatorPhoneFormInput, unknown, PhoneValues>({
    resolver: zodResolver(operatorPhoneFormSchema),
    defaultValues: { phone: phone ?? '' },
  })
  const submit = handleSubmit(async (values) => {
    setDone(undefined)
    setFailure(undefined)
    try {
      const saved = await onSave(values.phone)
      reset({ phone: saved.phone ?? '' })
      setDone(saved.phone ? `Saved: ${saved.phone}.` : 'No mobile on file now.')
    } catch (error) {
      if (!showServerFieldErrors(error, ['phone'], setError)) {
        setFailure(apiErrorMessage(error, 'Failed to save the phone'))
      }
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label={label}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+44 7700 900123"
          className="w-full max-w-xs"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className="flex gap-2 sm:mt-7">
          <Button type="submit" loading={isSubmitting}>
            Save phone
          </Button>
          {children}
        </div>
      </div>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {done && <Alert tone="success">{done}</Alert>}
        {failure && <Alert tone="danger">{failure}</Alert>}
      </div>
    </form>
  )
}
