import { zodResolver } from '@hookform/resolvers/zod'
import { partnerSignupSchema, type PartnerSignup } from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { useSignupPartnerMutation } from '../api/signup-partner'
import { useCredentialsRequest } from '../auth/use-credentials-request'
import { EmailField } from './email-field'
import { PasswordField } from '@/components/ui/password-field'

export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signup = useCredentialsRequest(useSignupPartnerMutation(), onSignedIn)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PartnerSignup>({
    resolver: zodResolver(partnerSignupSchema),
    defaultValues: { email: '', contact_number: '', password: '' },
  })

  return (
    <form onSubmit={handleSubmit(signup.send)} noValidate className="space-y-5">
      {signup.error && <Alert tone="danger">{signup.error}</Alert>}
      <EmailField error={errors.email?.message} {...register('email')} />
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
      <Button type="submit" size="lg" className="w-full" loading={signup.pending}>
        Sign Up
      </Button>
    </form>
  )
}
