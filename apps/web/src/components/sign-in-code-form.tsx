import { zodResolver } from '@hookform/resolvers/zod'
import type { UseMutationResult } from '@tanstack/react-query'
import type { FormEventHandler } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'

type SignInCodeFormProps = {
  intro: string
  /**
   * Recovery codes hold letters, so a field that takes them must not ask for a number pad and
   * must leave case and spelling alone; a field for app codes only shows the number pad.
   */
  acceptsRecoveryCodes?: boolean
  code: UseFormRegisterReturn<'code'>
  codeError?: string
  /** The failed request's error, if the last try failed. */
  failure: unknown
  pending: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  onRestart: () => void
}

/** The second step of signing in: the code from the authenticator app, then Sign in or Start again. */
export function SignInCodeForm({
  intro,
  acceptsRecoveryCodes = false,
  code,
  codeError,
  failure,
  pending,
  onSubmit,
  onRestart,
}: SignInCodeFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-ink-700">{intro}</p>
      {failure ? <Alert tone="danger">{apiErrorMessage(failure, 'Sign-in failed')}</Alert> : null}
      <TextField
        label="Code"
        autoComplete="one-time-code"
        {...(acceptsRecoveryCodes
          ? { autoCapitalize: 'none', spellCheck: false }
          : { inputMode: 'numeric' })}
        error={codeError}
        {...code}
      />
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        Sign in
      </Button>
      <Button variant="ghost" className="w-full" onClick={onRestart}>
        Start again
      </Button>
    </form>
  )
}

type CodeValues = { ticket: string; code: string }

type SignInCodeStepProps = Pick<
  SignInCodeFormProps,
  'intro' | 'acceptsRecoveryCodes' | 'onRestart'
> & {
  /** The ticket the password step returned. */
  ticket: string
  /** The portal's rules for the ticket and code, with its own messages. */
  schema: z.ZodType<CodeValues, CodeValues>
  verify: UseMutationResult<{ token: string }, Error, CodeValues>
  onSignedIn: (token: string) => void
}

/** The code step wired to its form and its portal's verify call: a session token on success. */
export function SignInCodeStep({
  ticket,
  schema,
  verify,
  onSignedIn,
  ...text
}: SignInCodeStepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues>({ resolver: zodResolver(schema), defaultValues: { ticket, code: '' } })
  return (
    <SignInCodeForm
      {...text}
      code={register('code')}
      codeError={errors.code?.message}
      failure={verify.error}
      pending={verify.isPending}
      onSubmit={handleSubmit((values) =>
        verify.mutate(values, { onSuccess: ({ token }) => onSignedIn(token) }),
      )}
    />
  )
}
