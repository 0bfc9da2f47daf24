import { zodResolver } from '@hookform/resolvers/zod'
import { partnerSignupSchema, type PartnerSignup } from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorDefaults, apiErrorMessage } from '@/lib/api-client'
import { useSignupPartnerMutation } from '../api/signup-partner'
import { usePartnerAuth } from '../auth/partner-auth-context'
import { PasswordField } from './password-field'

export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = usePartnerAuth()
  const signup = useSignupPartnerMutation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PartnerSignup>({
    resolver: zodResolver(partnerSignupSchema),
    defaultValues: { email: '', contact_number: '', password: '' },
  })

  const submit = handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess: ({ token }) => {
        signIn(token)
        onSignedIn()
      },
    }),
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {signup.isError && (
        <Alert tone="danger">
          {apiErrorMessage(signup.error, apiErrorDefaults.authentication)}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Contact number"
        type="tel"
        autoComplete="tel"
        placeholder="+442079460321"
        error={errors.contact_number?.message}
        {...register('contact_number')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        Sign Up
      </Button>
    </form>
  )
}
