import { zodResolver } from '@hookform/resolvers/zod'
import { resetPasswordFormSchema, type ResetPasswordForm } from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { resetFailureMessage, useResetPasswordMutation } from '../api/reset-password'
import { PasswordField } from '@/components/ui/password-field'

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
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        Reset Password
      </Button>
    </form>
  )
}
