import { zodResolver } from '@hookform/resolvers/zod'
import { operatorMessages, resetPasswordFormSchema, type ResetPasswordForm } from '@ridelane/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { NewPasswordFields, passwordRules } from '@/components/new-password-fields'
import { Alert } from '@/components/ui/alert'
import { Button, ButtonLink } from '@/components/ui/button'
import { opsPaths } from '@/config/paths'
import { apiErrorMessage } from '@/lib/api-client'
import { tokenFromAddress } from '@/lib/token-from-address'
import { useSetPasswordMutation } from '../api/ops-sign-in'
import { OpsAuthFrame } from './ops-auth-frame'

/** /ops/set-password: the page an invitation or the create-admin command links to. */
export function OpsSetPasswordPage() {
  const [token] = useState(tokenFromAddress)
  const setPassword = useSetPasswordMutation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  })

  if (setPassword.isSuccess) {
    return (
      <OpsAuthFrame title="Password set">
        <Alert tone="success">{operatorMessages.passwordSet}</Alert>
        <ButtonLink to={opsPaths.signIn} size="lg" className="mt-5 w-full">
          Go to sign in
        </ButtonLink>
      </OpsAuthFrame>
    )
  }

  return (
    <OpsAuthFrame title="Choose your password">
      {!token ? (
        <Alert tone="danger">{operatorMessages.linkInvalid}</Alert>
      ) : (
        <form
          onSubmit={handleSubmit(({ password }) => setPassword.mutate({ token, password }))}
          noValidate
          className="space-y-5"
        >
          <p className="text-ink-700">{passwordRules} Next you will set up an authenticator app.</p>
          {setPassword.isError && (
            <Alert tone="danger">{apiErrorMessage(setPassword.error, 'Request failed')}</Alert>
          )}
          {errors.token?.message && <Alert tone="danger">{operatorMessages.linkInvalid}</Alert>}
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
    </OpsAuthFrame>
  )
}
