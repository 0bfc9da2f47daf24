import {
  apiKeyMessages,
  type ApiKeyCreate,
  type ApiKeyCreatedResponse,
  type ApiKeyListResponse,
  type ApiKeyRevokedResponse,
} from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { partnerQueryScope } from './get-partner-session'

// The API keys page's calls: GET and POST /partners/api-keys, POST /partners/api-keys/{id}/revoke.

export const apiKeysQueryKey = [...partnerQueryScope, 'api-keys'] as const

export function getApiKeys(): Promise<ApiKeyListResponse> {
  return apiRequest('/partners/api-keys', { defaultErrorMessage: apiKeyMessages.loadFailed })
}

export function useApiKeysQuery() {
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: getApiKeys })
}

export function createApiKey(input: ApiKeyCreate): Promise<ApiKeyCreatedResponse> {
  return apiRequest('/partners/api-keys', {
    method: 'POST',
    body: input,
    defaultErrorMessage: apiKeyMessages.createFailed,
  })
}

export function revokeApiKey(id: string): Promise<ApiKeyRevokedResponse> {
  return apiRequest(`/partners/api-keys/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
    defaultErrorMessage: apiKeyMessages.revokeFailed,
  })
}

/** After a key is made or revoked, the list shows it as it now is. */
export function useCreateApiKeyMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  })
}

export function useRevokeApiKeyMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  })
}
