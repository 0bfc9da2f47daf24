import type {
  MessageResponse,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointsResponse,
  WebhookEndpointWithSecret,
} from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { partnerQueryScope } from '../../api/get-partner-session'

// The partner's webhook endpoints (docs/webhooks.md): list, add, switch, roll the secret, delete.

export const webhookErrors = {
  load: 'Failed to load webhook endpoints',
  save: 'Failed to save the webhook endpoint',
  loadLog: 'Failed to load the delivery log',
  redeliver: 'Failed to send the event again',
} as const

export const webhookEndpointsQueryKey = [...partnerQueryScope, 'webhooks'] as const
const base = '/partners/webhooks'
const endpointPath = (id: string) => `${base}/${encodeURIComponent(id)}`

export function useWebhookEndpointsQuery() {
  return useQuery({
    queryKey: webhookEndpointsQueryKey,
    queryFn: () =>
      apiRequest<WebhookEndpointsResponse>(base, { defaultErrorMessage: webhookErrors.load }),
  })
}

/** Every change shows in the list at once; the secret comes back in the answer only. */
function useEndpointChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryKey }),
  })
}

export const useAddWebhookEndpoint = () =>
  useEndpointChange((input: WebhookEndpointCreate) =>
    apiRequest<WebhookEndpointWithSecret>(base, {
      method: 'POST',
      body: input,
      defaultErrorMessage: webhookErrors.save,
    }),
  )

export const useSwitchWebhookEndpoint = () =>
  useEndpointChange(({ id, enabled }: { id: string; enabled: boolean }) =>
    apiRequest<{ endpoint: WebhookEndpoint }>(endpointPath(id), {
      method: 'PATCH',
      body: { enabled },
      defaultErrorMessage: webhookErrors.save,
    }),
  )

export const useRollWebhookSecret = () =>
  useEndpointChange((id: string) =>
    apiRequest<WebhookEndpointWithSecret>(`${endpointPath(id)}/roll-secret`, {
      method: 'POST',
      defaultErrorMessage: webhookErrors.save,
    }),
  )

export const useDeleteWebhookEndpoint = () =>
  useEndpointChange((id: string) =>
    apiRequest<MessageResponse>(endpointPath(id), {
      method: 'DELETE',
      defaultErrorMessage: webhookErrors.save,
    }),
  )

export const webhookLogPath = (id: string) => `${endpointPath(id)}/events`
