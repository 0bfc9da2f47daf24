import { zodResolver } from '@hookform/resolvers/zod'
import {
  apiKeyCreateSchema,
  apiKeyLimits,
  apiKeyModeLabels,
  apiKeyModes,
  apiKeyMessages,
  apiKeyScopeLabels,
  apiKeyScopes,
  type ApiKeyCreate,
  type ApiKeyCreatedResponse,
  type ApiKeyCreateInput,
  type ApiKeyMode,
} from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { TextField } from '@/components/ui/text-field'
import { apiErrorMessage } from '@/lib/api-client'
import { useCreateApiKeyMutation } from '../api/api-keys'

const startingValues: ApiKeyCreateInput = {
  name: '',
  mode: 'test',
  scopes: ['quotes', 'bookings:read'],
  requests_per_minute: apiKeyLimits.defaultRequestsPerMinute,
}

type ApiKeyFormProps = {
  /** The modes the account may make now; the others are shown but cannot be chosen. */
  allowedModes: readonly ApiKeyMode[]
  onCreated: (created: ApiKeyCreatedResponse) => void
}

/** A new key's name, mode, scopes and limit, checked with the server's own schema. */
export function ApiKeyForm({ allowedModes, onCreated }: ApiKeyFormProps) {
  const create = useCreateApiKeyMutation()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ApiKeyCreateInput, unknown, ApiKeyCreate>({
    resolver: zodResolver(apiKeyCreateSchema),
    defaultValues: startingValues,
  })
  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (created) => {
        reset(startingValues)
        onCreated(created)
      },
    }),
  )
  const scopesError = errors.scopes?.message ?? errors.scopes?.root?.message

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="New API key">
      {create.isError && (
        <Alert tone="danger">{apiErrorMessage(create.error, apiKeyMessages.createFailed)}</Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Key name"
          placeholder="e.g. Booking engine"
          autoComplete="off"
          maxLength={apiKeyLimits.nameMaxLength}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Requests per minute"
          type="number"
          inputMode="numeric"
          min={apiKeyLimits.minRequestsPerMinute}
          max={apiKeyLimits.maxRequestsPerMinute}
          error={errors.requests_per_minute?.message}
          {...register('requests_per_minute', { valueAsNumber: true })}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-800">Mode</legend>
        <div className="mt-2 space-y-2">
          {apiKeyModes.map((mode) => (
            <label key={mode} className="flex items-center gap-3 text-sm text-ink-800">
              <input
                type="radio"
                value={mode}
                className="size-4 accent-ink-900"
                disabled={!allowedModes.includes(mode)}
                {...register('mode')}
              />
              {apiKeyModeLabels[mode]}
              {!allowedModes.includes(mode) && (
                <span className="text-ink-600">(once your account is approved)</span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={scopesError ? 'api-key-scopes-error' : undefined}>
        <legend className="text-sm font-semibold text-ink-800">What the key may do</legend>
        <div className="mt-2 space-y-2">
          {apiKeyScopes.map((scope) => (
            <Checkbox
              key={scope}
              value={scope}
              label={apiKeyScopeLabels[scope]}
              description={<code className="text-xs">{scope}</code>}
              {...register('scopes')}
            />
          ))}
        </div>
        {scopesError && (
          <p id="api-key-scopes-error" role="alert" className="mt-1.5 text-sm text-danger-700">
            {scopesError}
          </p>
        )}
      </fieldset>
      <Button type="submit" loading={create.isPending}>
        Create key
      </Button>
    </form>
  )
}
