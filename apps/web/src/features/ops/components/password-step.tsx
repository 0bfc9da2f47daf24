import { zodResolver } from '@hookform/resolvers/zod'
import {
  operatorSignInSchema,
  type OperatorSignIn,
  type OperatorSignInStep,
} from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { PasswordField } from '@/components/ui/password-field'
import { apiErrorMessage } from '@/lib/api-client'
import { useSignInMutation } from '../api/ops-sign-in'

/** Step one of signing in: email and password. */
export function PasswordStep({ onPassed }: { onPassed: (step: OperatorSignInStep) => void }) {
  const signIn = useSignInMutation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OperatorSignIn>({
    resolver: zodResolver(operatorSignInSchema),
    defaultValues: { email: '', password: '' },
  })

  return (
    <form
      onSubmit={handleSubmit((values) => signIn.mutate(values, { onSuccess: onPassed }))}
      noValidate
      className="space-y-5"
    >
      {signIn.isError && (
        <Alert tone="danger">{apiErrorMessage(signIn.error, 'Sign-in failed')}</Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
        Continue
      </Button>
    </form>
  )
}
