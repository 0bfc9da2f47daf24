import { zodResolver } from '@hookform/resolvers/zod'
import { resetPasswordFormSchema, type ResetPasswordForm } from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import { NewPasswordFields } from '@/components/new-password-fields'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { resetFailureMessage, useResetPasswordMutation } from '../api/reset-password'

type ResetPasswordFormProps = { token: string; onReset: () => void }

export function ResetPasswordFormView({ token, onReset }: ResetPasswordFormProps) {
  const reset = useResetPasswordMutation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  })

  const submit = handleSubmit(({ token: resetToken, password }) =>
    reset.mutate({ token: resetToken, password }, { onSuccess: onReset }),
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {reset.isError && <Alert tone="danger">{resetFailureMessage(reset.error)}</Alert>}
      {errors.token?.message && <Alert tone="danger">{errors.token.message}</Alert>}
      <NewPasswordFields
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
      />
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        Reset Password
      </Button>
    </form>
  )
}
