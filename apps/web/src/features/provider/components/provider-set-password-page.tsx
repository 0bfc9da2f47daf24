import { zodResolver } from '@hookform/resolvers/zod'
import {
  providerAccountMessages as m,
  providerSetPasswordFormSchema,
  type ProviderSetPasswordForm,
} from '@ridelane/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { NewPasswordFields, passwordRules } from '@/components/new-password-fields'
import { Alert } from '@/components/ui/alert'
import { Button, ButtonLink } from '@/components/ui/button'
import { providerPaths } from '@/config/paths'
import { apiErrorMessage } from '@/lib/api-client'
import { tokenFromAddress } from '@/lib/token-from-address'
import { useProviderSetPasswordMutation } from '../api/provider-account'
import { ProviderAuthFrame } from './provider-auth-frame'

/** /provider/set-password: where an invitation or a forgotten-password mail leads. */
export function ProviderSetPasswordPage() {
  const [token] = useState(tokenFromAddress)
  const setPassword = useProviderSetPasswordMutation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProviderSetPasswordForm>({
    resolver: zodResolver(providerSetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  if (setPassword.isSuccess) {
    return (
      <ProviderAuthFrame title="Password set">
        <Alert tone="success">{m.passwordSet}</Alert>
        <ButtonLink to={providerPaths.signIn} size="lg" className="mt-5 w-full">
          Go to sign in
        </ButtonLink>
      </ProviderAuthFrame>
    )
  }

  return (
    <ProviderAuthFrame title="Choose your password">
      {!token ? (
        <>
          <Alert tone="danger">{m.linkInvalid}</Alert>
          <ButtonLink to={providerPaths.forgotPassword} variant="outline" className="mt-5 w-full">
            Ask for a new link
          </ButtonLink>
        </>
      ) : (
        <form
          onSubmit={handleSubmit(({ password }) => setPassword.mutate({ token, password }))}
          noValidate
          className="space-y-5"
        >
          <p className="text-ink-700">{passwordRules}</p>
          {setPassword.isError && (
            <Alert tone="danger">{apiErrorMessage(setPassword.error, 'Request failed')}</Alert>
          )}
          <NewPasswordFields
            password={register('password')}
            confirmPassword={register('confirmPassword')}
            errors={errors}
          />
          <Button type="submit" size="lg" className="w-full" loading={setPassword.isPending}>
            Set password
          </Button>
        </form>
      )}
    </ProviderAuthFrame>
  )
}
