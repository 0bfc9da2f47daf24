import { zodResolver } from '@hookform/resolvers/zod'
import { providerTotpCodeBodySchema, type ProviderTotpCodeBody } from '@ridelane/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { useTwoFactorMutations } from '../api/provider-account'

/** Two-step sign-in: off, being set up (QR code and first code), or on (off again with a code). */
export function TwoFactorPanel({ enabled }: { enabled: boolean }) {
  const { start, confirm, remove } = useTwoFactorMutations()
  const [done, setDone] = useState<string | null>(null)
  const enrolment = !enabled && start.isSuccess ? start.data : null

  return (
    <section
      aria-labelledby="two-factor-heading"
      className="mt-6 rounded-card bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="two-factor-heading" className="text-lg font-bold text-ink-900">
        Two-step sign-in: {enabled ? 'on' : 'off'}
      </h2>
      <p className="mt-2 text-ink-700">
        {enabled
          ? 'Signing in asks for a code from your authenticator app after your password.'
          : 'Add a code from an authenticator app to your password, so a stolen password alone cannot open your account.'}
      </p>
      {done && (
        <Alert tone="success" className="mt-4">
          {done}
        </Alert>
      )}
      {enabled ? (
        <CodeForm
          label="Code to turn it off"
          submitLabel="Turn off"
          mutation={remove}
          onDone={(message) => {
            setDone(message)
            start.reset()
          }}
        />
      ) : enrolment ? (
        <div className="mt-4">
          <p className="text-ink-700">
            Scan this code with your authenticator app, or type the key below, then enter the
            6-digit code it shows.
          </p>
          <img
            src={enrolment.qr_code}
            alt="QR code to add Ridelane to your authenticator app"
            className="mt-4 size-48 rounded-control border border-ink-100"
          />
          <p className="mt-3 text-sm text-ink-700">
            Key: <code className="break-all font-mono text-ink-900">{enrolment.secret}</code>
          </p>
          <CodeForm
            label="Code from the app"
            submitLabel="Turn on"
            mutation={confirm}
            onDone={setDone}
          />
        </div>
      ) : (
        <>
          {start.isError && (
            <Alert tone="danger" className="mt-4">
              {apiErrorMessage(start.error, 'Failed to start setting up the app')}
            </Alert>
          )}
          <Button
            className="mt-4 w-full sm:w-auto"
            loading={start.isPending}
            onClick={() => {
              setDone(null)
              start.mutate()
            }}
          >
            Set up an authenticator app
          </Button>
        </>
      )}
    </section>
  )
}

type CodeInput = z.input<typeof providerTotpCodeBodySchema>
type CodeMutation = ReturnType<typeof useTwoFactorMutations>['confirm']

function CodeForm({
  label,
  submitLabel,
  mutation,
  onDone,
}: {
  label: string
  submitLabel: string
  mutation: CodeMutation
  onDone: (message: string) => void
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeInput, unknown, ProviderTotpCodeBody>({
    resolver: zodResolver(providerTotpCodeBodySchema),
    defaultValues: { code: '' },
  })
  return (
    <form
      onSubmit={handleSubmit(({ code }) =>
        mutation.mutate(code, { onSuccess: ({ message }) => onDone(message) }),
      )}
      noValidate
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label={label}
        autoComplete="one-time-code"
        inputMode="numeric"
        className="sm:w-56"
        error={
          errors.code?.message ??
          (mutation.isError ? apiErrorMessage(mutation.error, 'Request failed') : undefined)
        }
        {...register('code')}
      />
      <Button type="submit" className="sm:mt-7" loading={mutation.isPending}>
        {submitLabel}
      </Button>
    </form>
  )
}
