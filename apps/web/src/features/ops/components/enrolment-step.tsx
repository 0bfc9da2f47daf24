import { zodResolver } from '@hookform/resolvers/zod'
import {
  operatorConfirmEnrolmentSchema,
  type OperatorConfirmEnrolment,
  type OperatorEnrolled,
} from '@ridelane/domain'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { useConfirmEnrolmentMutation, useEnrolMutation } from '../api/ops-sign-in'

type ConfirmForm = z.input<typeof operatorConfirmEnrolmentSchema>

/** First sign-in: scan the QR code (or type the key), then prove it with a code. */
export function EnrolmentStep({
  ticket,
  onEnrolled,
  onRestart,
}: {
  ticket: string
  onEnrolled: (result: OperatorEnrolled) => void
  onRestart: () => void
}) {
  const enrol = useEnrolMutation()
  const confirm = useConfirmEnrolmentMutation()
  const { mutate: startEnrolment } = enrol
  useEffect(() => startEnrolment(ticket), [startEnrolment, ticket])
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConfirmForm, unknown, OperatorConfirmEnrolment>({
    resolver: zodResolver(operatorConfirmEnrolmentSchema),
    defaultValues: { ticket, code: '' },
  })

  if (enrol.isError) {
    return (
      <div className="space-y-5">
        <Alert tone="danger">{apiErrorMessage(enrol.error, 'Setup failed')}</Alert>
        <Button className="w-full" onClick={onRestart}>
          Start again
        </Button>
      </div>
    )
  }
  if (!enrol.data) return <p role="status">Preparing your authenticator setup...</p>
  const { qr_code, secret } = enrol.data

  return (
    <form
      onSubmit={handleSubmit((values) => confirm.mutate(values, { onSuccess: onEnrolled }))}
      noValidate
      className="space-y-5"
    >
      <p className="text-ink-700">
        Every sign-in asks for a code from an authenticator app. Scan this QR code with the app on
        your phone. It is shown only now, until you confirm it.
      </p>
      <img
        src={qr_code}
        alt="QR code to add Ridelane to your authenticator app"
        width={200}
        height={200}
        className="mx-auto size-50 rounded-control border border-ink-100 bg-white"
      />
      <div>
        <p className="text-sm font-semibold text-ink-800">Cannot scan? Type this key instead</p>
        <p className="mt-1 rounded-control bg-ink-50 px-3 py-2 font-mono text-sm break-all text-ink-900">
          <span className="sr-only">Key: </span>
          <span data-testid="totp-secret">{secret}</span>
        </p>
      </div>
      {confirm.isError && (
        <Alert tone="danger">{apiErrorMessage(confirm.error, 'Setup failed')}</Alert>
      )}
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" size="lg" className="w-full" loading={confirm.isPending}>
        Confirm and sign in
      </Button>
    </form>
  )
}
