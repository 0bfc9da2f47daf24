import { zodResolver } from '@hookform/resolvers/zod'
import { partnerLoginSchema, type PartnerLogin } from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { apiErrorDefaults, apiErrorMessage } from '@/lib/api-client'
import { useLoginPartnerMutation } from '../api/login-partner'
import { usePartnerAuth } from '../auth/partner-auth-context'
import { PasswordField } from './password-field'

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = usePartnerAuth()
  const login = useLoginPartnerMutation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PartnerLogin>({
    resolver: zodResolver(partnerLoginSchema),
    defaultValues: { email: '', password: '' },
  })

  const submit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ token }) => {
        signIn(token)
        onSignedIn()
      },
    }),
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {login.isError && (
        <Alert tone="danger">{apiErrorMessage(login.error, apiErrorDefaults.authentication)}</Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link
          to={paths.partner.forgotPassword}
          className="rounded-sm text-sm font-medium text-ink-700 underline underline-offset-4 hover:text-ink-900"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
        Sign In
      </Button>
    </form>
  )
}
