import { zodResolver } from '@hookform/resolvers/zod'
import {
  providerSignInCodeSchema,
  providerSignInSchema,
  type ProviderSignIn,
} from '@ridelane/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useNavigate } from 'react-router'
import { SignInCodeStep } from '@/components/sign-in-code-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PasswordField } from '@/components/ui/password-field'
import { providerPaths } from '@/config/paths'
import { apiErrorMessage } from '@/lib/api-client'
import { useProviderSignInCodeMutation, useProviderSignInMutation } from '../api/provider-account'
import { useProviderAuth } from '../auth/provider-auth-context'
import { ProviderAuthFrame } from './provider-auth-frame'
import { ProviderEmailField } from './provider-email-field'

/** /provider/sign-in: email and password, then a code from the app when the user turned it on. */
export function ProviderSignInPage() {
  const auth = useProviderAuth()
  const navigate = useNavigate()
  const [ticket, setTicket] = useState<string | null>(null)

  if (auth.status === 'signed-in') return <Navigate to={providerPaths.home} replace />

  const signedIn = (token: string) => {
    auth.signIn(token)
    void navigate(providerPaths.home, { replace: true })
  }

  return (
    <ProviderAuthFrame title={ticket ? 'Enter your code' : 'Sign in'}>
      {ticket ? (
        <CodeStep ticket={ticket} onSignedIn={signedIn} onRestart={() => setTicket(null)} />
      ) : (
        <PasswordStep onSignedIn={signedIn} onCodeNeeded={setTicket} />
      )}
    </ProviderAuthFrame>
  )
}

function PasswordStep({
  onSignedIn,
  onCodeNeeded,
}: {
  onSignedIn: (token: string) => void
  onCodeNeeded: (ticket: string) => void
}) {
  const signIn = useProviderSignInMutation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProviderSignIn>({
    resolver: zodResolver(providerSignInSchema),
    defaultValues: { email: '', password: '' },
  })
  const submit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (result) =>
        result.next === 'signed_in' ? onSignedIn(result.token) : onCodeNeeded(result.ticket),
    }),
  )
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {signIn.isError && (
        <Alert tone="danger">{apiErrorMessage(signIn.error, 'Sign-in failed')}</Alert>
      )}
      <ProviderEmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
        Sign in
      </Button>
      <p className="text-center text-sm">
        <Link
          to={providerPaths.forgotPassword}
          className="rounded-sm text-ink-700 underline underline-offset-4"
        >
          Forgot your password?
        </Link>
      </p>
    </form>
  )
}

function CodeStep(props: {
  ticket: string
  onSignedIn: (token: string) => void
  onRestart: () => void
}) {
  return (
    <SignInCodeStep
      {...props}
      schema={providerSignInCodeSchema}
      verify={useProviderSignInCodeMutation()}
      intro="Enter the 6-digit code your authenticator app shows for Ridelane."
    />
  )
}
