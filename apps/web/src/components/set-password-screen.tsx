import { zodResolver } from '@hookform/resolvers/zod'
import type { UseMutationResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { NewPasswordFields, passwordRules } from '@/components/new-password-fields'
import { Alert } from '@/components/ui/alert'
import { Button, ButtonLink } from '@/components/ui/button'
import { apiErrorMessage } from '@/lib/api-client'
import { tokenFromAddress } from '@/lib/token-from-address'

type PasswordForm = { password: string; confirmPassword: string }

export type SetPasswordScreenProps = {
  /** The portal's own frame around the screen (its logo and title). */
  Frame: (props: { title: string; children: ReactNode }) => ReactNode
  /** The password typed twice, with the portal's messages. */
  schema: z.ZodType<PasswordForm, PasswordForm>
  setPassword: UseMutationResult<unknown, Error, { token: string; password: string }>
  messages: { passwordSet: string; linkInvalid: string }
  signInPath: string
  /** Said under the rules, e.g. what comes after the password. */
  nextStep?: string
  /** Offered when the link carries no token, e.g. asking for a new link. */
  invalidLinkAction?: ReactNode
}

/**
 * A set-password page reached from an invitation or reset link (`…/set-password#token`): the
 * token is read from the address once, the password chosen, and sign-in offered after.
 */
export function SetPasswordScreen({
  Frame,
  schema,
  setPassword,
  messages,
  signInPath,
  nextStep,
  invalidLinkAction,
}: SetPasswordScreenProps) {
  const [token] = useState(tokenFromAddress)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  if (setPassword.isSuccess) {
    return (
      <Frame title="Password set">
        <Alert tone="success">{messages.passwordSet}</Alert>
        <ButtonLink to={signInPath} size="lg" className="mt-5 w-full">
          Go to sign in
        </ButtonLink>
      </Frame>
    )
  }

  return (
    <Frame title="Choose your password">
      {!token ? (
        <>
          <Alert tone="danger">{messages.linkInvalid}</Alert>
          {invalidLinkAction}
        </>
      ) : (
        <form
          onSubmit={handleSubmit(({ password }) => setPassword.mutate({ token, password }))}
          noValidate
          className="space-y-5"
        >
          <p className="text-ink-700">
            {nextStep ? `${passwordRules} ${nextStep}` : passwordRules}
          </p>
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
    </Frame>
  )
}
