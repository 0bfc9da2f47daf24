import { zodResolver } from '@hookform/resolvers/zod'
import {
  providerAccountMessages as m,
  providerForgotPasswordSchema,
  type ProviderForgotPassword,
} from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button, ButtonLink } from '@/components/ui/button'
import { providerPaths } from '@/config/paths'
import { apiErrorMessage } from '@/lib/api-client'
import { useProviderForgotPasswordMutation } from '../api/provider-account'
import { ProviderAuthFrame } from './provider-auth-frame'
import { ProviderEmailField } from './provider-email-field'

/** /provider/forgot-password: the answer never tells whether the email has an account. */
export function ProviderForgotPasswordPage() {
  const request = useProviderForgotPasswordMutation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProviderForgotPassword>({
    resolver: zodResolver(providerForgotPasswordSchema),
    defaultValues: { email: '' },
  })

  return (
    <ProviderAuthFrame title="Forgot your password?">
      {request.isSuccess ? (
        <Alert tone="success">{m.resetLinkSent}</Alert>
      ) : (
        <form
          onSubmit={handleSubmit((values) => request.mutate(values))}
          noValidate
          className="space-y-5"
        >
          <p className="text-ink-700">
            Enter the email of your portal account and we will send you a link to choose a new
            password.
          </p>
          {request.isError && (
            <Alert tone="danger">{apiErrorMessage(request.error, 'Request failed')}</Alert>
          )}
          <ProviderEmailField error={errors.email?.message} {...register('email')} />
          <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
            Send link
          </Button>
        </form>
      )}
      <ButtonLink to={providerPaths.signIn} variant="outline" className="mt-5 w-full">
        Back to sign in
      </ButtonLink>
    </ProviderAuthFrame>
  )
}
