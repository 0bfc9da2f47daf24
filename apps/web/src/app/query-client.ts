import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'

const maxRetries = 2

/** Retries only what may pass on a second try: network failures and server errors, not 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < maxRetries
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
