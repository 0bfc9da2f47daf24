import { zodResolver } from '@hookform/resolvers/zod'
import {
  webhookEndpointCreateSchema,
  webhookEventTypes,
  type WebhookEndpointCreate,
  type WebhookEndpointWithSecret,
} from '@ridelane/domain'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { TextField } from '@/components/ui/text-field'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { useAddWebhookEndpoint, webhookErrors } from '../api/webhook-endpoints'
import { eventLabels } from './event-labels'

type FormInput = z.input<typeof webhookEndpointCreateSchema>

/** Adds an endpoint; the new secret goes to `onAdded`, which shows it once. */
export function AddEndpointForm({
  onAdded,
}: {
  onAdded: (added: WebhookEndpointWithSecret) => void
}) {
  const add = useAddWebhookEndpoint()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, WebhookEndpointCreate>({
    resolver: zodResolver(webhookEndpointCreateSchema),
    defaultValues: { url: '', events: [...webhookEventTypes] },
  })

  const submit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (added) => {
        reset()
        onAdded(added)
      },
      onError: (error) => {
        // The server names the field it refuses (a private address, a host not found).
        const urlIssue = error instanceof ApiError && error.details.find((d) => d.path === 'url')
        if (urlIssue) setError('url', { message: urlIssue.message }, { shouldFocus: true })
      },
    }),
  )
  const urlRefused =
    add.error instanceof ApiError && add.error.details.some((d) => d.path === 'url')

  return (
    <form noValidate onSubmit={submit} aria-labelledby="add-endpoint-heading" className="space-y-5">
      <h2 id="add-endpoint-heading" className="text-lg font-bold text-ink-900">
        Add an endpoint
      </h2>
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/ridelane-events"
        error={errors.url?.message}
        {...register('url')}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-ink-800">Events to send</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {webhookEventTypes.map((type) => (
            <Checkbox
              key={type}
              value={type}
              label={<code>{type}</code>}
              description={eventLabels[type]}
              {...register('events')}
            />
          ))}
        </div>
        {errors.events && (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {errors.events.message}
          </p>
        )}
      </fieldset>
      {add.isError && !urlRefused && (
        <Alert tone="danger">{apiErrorMessage(add.error, webhookErrors.save)}</Alert>
      )}
      <Button type="submit" loading={add.isPending}>
        Add endpoint
      </Button>
    </form>
  )
}
