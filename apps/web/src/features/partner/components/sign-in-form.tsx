import { zodResolver } from '@hookform/resolvers/zod'
import { partnerLoginSchema, type PartnerLogin } from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useLoginPartnerMutation } from '../api/login-partner'
import { useCredentialsRequest } from '../auth/use-credentials-request'
import { EmailField } from './email-field'
import { PasswordField } from '@/components/ui/password-field'

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useCredentialsRequest(useLoginPartnerMutation(), onSignedIn)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PartnerLogin>({
    resolver: zodResolver(partnerLoginSchema),
    defaultValues: { email: '', password: '' },
  })

  return (
    <form onSubmit={handleSubmit(login.send)} noValidate className="space-y-5">
      {login.error && <Alert tone="danger">{login.error}</Alert>}
      <EmailField error={errors.email?.message} {...register('email')} />
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
      <Button type="submit" size="lg" className="w-full" loading={login.pending}>
        Sign In
      </Button>
    </form>
  )
}
