import { zodResolver } from '@hookform/resolvers/zod'
import { operatorVerifySchema, type OperatorVerify } from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { useVerifyMutation } from '../api/ops-sign-in'

type CodeForm = z.input<typeof operatorVerifySchema>

/** Step two: the current code from the app, or one of the recovery codes. */
export function CodeStep({
  ticket,
  onSignedIn,
  onRestart,
}: {
  ticket: string
  onSignedIn: (token: string) => void
  onRestart: () => void
}) {
  const verify = useVerifyMutation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeForm, unknown, OperatorVerify>({
    resolver: zodResolver(operatorVerifySchema),
    defaultValues: { ticket, code: '' },
  })

  return (
    <form
      onSubmit={handleSubmit((values) =>
        verify.mutate(values, { onSuccess: ({ token }) => onSignedIn(token) }),
      )}
      noValidate
      className="space-y-5"
    >
      <p className="text-ink-700">
        Enter the 6-digit code your authenticator app shows for Ridelane. Lost the app? Enter one of
        your recovery codes instead; each works once.
      </p>
      {verify.isError && (
        <Alert tone="danger">{apiErrorMessage(verify.error, 'Sign-in failed')}</Alert>
      )}
      <TextField
        label="Code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
        Sign in
      </Button>
      <Button variant="ghost" className="w-full" onClick={onRestart}>
        Start again
      </Button>
    </form>
  )
}
