import { zodResolver } from '@hookform/resolvers/zod'
import { operatorVerifySchema, type OperatorVerify } from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { SignInCodeForm } from '@/components/sign-in-code-form'
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
    <SignInCodeForm
      intro="Enter the 6-digit code your authenticator app shows for Ridelane. Lost the app? Enter one of your recovery codes instead; each works once."
      acceptsRecoveryCodes
      code={register('code')}
      codeError={errors.code?.message}
      failure={verify.error}
      pending={verify.isPending}
      onSubmit={handleSubmit((values) =>
        verify.mutate(values, { onSuccess: ({ token }) => onSignedIn(token) }),
      )}
      onRestart={onRestart}
    />
  )
}
