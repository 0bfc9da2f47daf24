import { vi } from 'vitest'
import {
  apiEventStream,
  apiRequest,
  type ApiRequestOptions,
  type StreamEvent,
} from '@/lib/api-client'
import { storeProviderToken } from '@/lib/provider-token'
import { account } from './portal-screen'

// Tests only: a fake of the portal's API behind a mocked api-client (the test file mocks
// '@/lib/api-client' with vi.mock), and the provider stream it opened.

type Handler = (path: string, options: ApiRequestOptions) => unknown
export type PortalCall = { path: string; method: string; body: unknown; query: unknown }

export const stream: { send: (event: StreamEvent) => void } = { send: () => {} }

/**
 * Answers /provider/me with the signed-in account and every other call with `handle` (a value,
 * or a thrown ApiError); returns the calls made.
 */
export function servePortal(handle: Handler): PortalCall[] {
  const calls: PortalCall[] = []
  storeProviderToken('provider-token')
  vi.mocked(apiRequest).mockImplementation(async (path, options = {}) => {
    calls.push({
      path,
      method: options.method ?? 'GET',
      body: options.body,
      query: options.query,
    })
    if (path === '/provider/me') return account
    return handle(path, options)
  })
  vi.mocked(apiEventStream).mockImplementation((_path, onEvent, signal) => {
    stream.send = onEvent
    onEvent({ event: 'ready', data: '{}' })
    return new Promise((resolve) => signal.addEventListener('abort', () => resolve({})))
  })
  return calls
}
