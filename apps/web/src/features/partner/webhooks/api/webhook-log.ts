import type { MessageResponse, WebhookLogResponse } from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { webhookEndpointsQueryKey, webhookErrors, webhookLogPath } from './webhook-endpoints'

const logQueryKey = (endpointId: string) =>
  [...webhookEndpointsQueryKey, endpointId, 'log'] as const

/** The endpoint's newest events with their attempts; read again while something is in flight. */
export function useWebhookLogQuery(endpointId: string) {
  return useQuery({
    queryKey: logQueryKey(endpointId),
    queryFn: () =>
      apiRequest<WebhookLogResponse>(webhookLogPath(endpointId), {
        defaultErrorMessage: webhookErrors.loadLog,
      }),
    refetchInterval: (query) =>
      query.state.data?.events.some((e) => e.state === 'pending' || e.state === 'retrying')
        ? 5000
        : false,
  })
}

/** Sends one event to the endpoint again; the log is read again shortly after. */
export function useRedeliverWebhookEvent(endpointId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (eventId: string) =>
      apiRequest<MessageResponse>(
        `${webhookLogPath(endpointId)}/${encodeURIComponent(eventId)}/redeliver`,
        { method: 'POST', defaultErrorMessage: webhookErrors.redeliver },
      ),
    onSuccess: () => {
      // The delivery runs a moment after the answer: look again then.
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: logQueryKey(endpointId) }),
        1500,
      )
      return queryClient.invalidateQueries({ queryKey: logQueryKey(endpointId) })
    },
  })
}
