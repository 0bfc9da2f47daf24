import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiEventStream, type EventStreamOptions, type StreamEvent } from '@/lib/api-client'
import { useLiveUpdates } from './use-live-updates'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiEventStream: vi.fn(),
}))

type OpenStream = {
  send: (event: StreamEvent) => void
  options?: EventStreamOptions
  signal: AbortSignal
  /** Ends the stream as a dropped connection does. */
  break: () => void
  /** Ends the stream as the server does when it shuts down, asking to come back after `ms`. */
  handOver: (ms: number) => void
}
let streams: OpenStream[]

beforeEach(() => {
  vi.useFakeTimers()
  streams = []
  vi.mocked(apiEventStream).mockImplementation(
    (_path, onEvent, signal, options) =>
      new Promise((resolve, reject) => {
        streams.push({
          send: onEvent,
          options,
          signal,
          break: () => reject(new Error('broken')),
          handOver: (ms) => resolve({ retryMs: ms }),
        })
      }),
  )
})
afterEach(() => vi.useRealTimers())

function follow() {
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(
    () =>
      useLiveUpdates({
        path: '/things/stream',
        headers: { 'X-Token': 'secret' },
        changeEvents: ['thing'],
        queryKey: ['things'],
      }),
    { wrapper },
  )
  return { ...hook, invalidate }
}

describe('useLiveUpdates', () => {
  it('is live once the stream opens and reads the data again on a change', () => {
    const { result, invalidate } = follow()
    expect(result.current).toBe('connecting')
    expect(vi.mocked(apiEventStream).mock.calls[0]?.[0]).toBe('/things/stream')
    expect(streams[0]?.options?.headers).toEqual({ 'X-Token': 'secret' })
    act(() => streams[0]?.options?.onOpen?.())
    expect(result.current).toBe('live')
    expect(invalidate).not.toHaveBeenCalled()
    act(() => streams[0]?.send({ event: 'thing', data: '{}' }))
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] })
  })

  it('goes offline on a break, reconnects after a wait and reads the data again', async () => {
    const { result, invalidate } = follow()
    act(() => streams[0]?.options?.onOpen?.())
    await act(async () => streams[0]?.break())
    expect(result.current).toBe('offline')
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(streams).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(streams).toHaveLength(2)
    act(() => streams[1]?.options?.onOpen?.())
    expect(result.current).toBe('live')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] })
  })

  it('waits longer after each failed attempt', async () => {
    follow()
    await act(async () => streams[0]?.break())
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await act(async () => streams[1]?.break())
    await act(() => vi.advanceTimersByTimeAsync(1999))
    expect(streams).toHaveLength(2)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(streams).toHaveLength(3)
  })

  it('reopens a stream the server handed over after its retry, staying live, then reads again', async () => {
    const { result, invalidate } = follow()
    act(() => streams[0]?.options?.onOpen?.())
    await act(async () => streams[0]?.handOver(300))
    // A deploy moving the page to another process is not a break worth showing.
    expect(result.current).toBe('live')
    await act(() => vi.advanceTimersByTimeAsync(299))
    expect(streams).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(streams).toHaveLength(2)
    expect(invalidate).not.toHaveBeenCalled()
    act(() => streams[1]?.options?.onOpen?.())
    expect(result.current).toBe('live')
    // Events sent while no stream was open are read with the data.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] })
  })

  it('shows the break when a handed-over stream cannot be reopened', async () => {
    const { result } = follow()
    act(() => streams[0]?.options?.onOpen?.())
    await act(async () => streams[0]?.handOver(300))
    await act(() => vi.advanceTimersByTimeAsync(300))
    await act(async () => streams[1]?.handOver(300))
    expect(result.current).toBe('offline')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(streams).toHaveLength(3)
  })

  it('closes the stream and stops reconnecting when the page goes', async () => {
    const { unmount } = follow()
    unmount()
    expect(streams[0]?.signal.aborted).toBe(true)
    await act(async () => streams[0]?.break())
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(streams).toHaveLength(1)
  })
})
