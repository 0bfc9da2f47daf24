import { useMemo, useRef } from 'react'
import { ApiError } from '@/lib/api-client'

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context; plain http on a LAN address still has getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * One Idempotency-Key per attempt: a retry of the same request after a lost answer (no
 * connection) reuses it, so the server acts once; once the server has answered, or the request
 * is a different one, the next attempt gets a new key.
 */
export function useAttemptKey() {
  const current = useRef<{ request: string; key: string } | null>(null)
  return useMemo(
    () => ({
      keyFor(request: unknown): string {
        const text = JSON.stringify(request)
        if (current.current?.request !== text) current.current = { request: text, key: newKey() }
        return current.current.key
      },
      settle(error?: unknown): void {
        // Only a request that never reached the server keeps its key for the retry.
        if (error instanceof ApiError && error.status === 0) return
        current.current = null
      },
    }),
    [],
  )
}
