// A traveller's ride page as the rolling test sees it: one event stream per booking through the
// proxy, reconnected the way a browser's EventSource does when the server ends it (after the
// `retry:` the server asked for), and checked at the end by a change each stream must hear.

import { RECONNECT_AFTER_CLOSE_MS } from '../../src/http/event-stream'

export type RideStream = {
  code: string
  /** Connections opened with a 200 answer; one more after each end. */
  connections: number
  /** Ends that came with a `retry:` hint first (a draining server); the others are problems. */
  endsWithHint: number
  /** Reconnections nginx dropped unread during a reload, tried again (run.ts says why). */
  unreadByNginx: number
  problems: string[]
  /** Resolves once an event `ride` for `bookingId` arrives after this call; false on timeout. */
  hear(bookingId: string, timeoutMs: number): Promise<boolean>
  close(): void
}

type Listener = (event: string, data: string) => void

export function followRide(
  baseUrl: string,
  code: string,
  token: string,
  readByNginx: (requestId: string) => Promise<boolean>,
): RideStream {
  const controller = new AbortController()
  const listeners = new Set<Listener>()
  let closed = false
  const stream: RideStream = {
    code,
    connections: 0,
    endsWithHint: 0,
    unreadByNginx: 0,
    problems: [],
    hear(bookingId, timeoutMs) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          listeners.delete(listener)
          resolve(false)
        }, timeoutMs)
        const listener: Listener = (event, data) => {
          if (event !== 'ride' || (JSON.parse(data) as { id?: string }).id !== bookingId) return
          clearTimeout(timer)
          listeners.delete(listener)
          resolve(true)
        }
        listeners.add(listener)
      })
    },
    close() {
      closed = true
      controller.abort()
    },
  }

  /** Reads one connection to its end; answers the `retry:` it carried, if any. */
  const readOnce = async (): Promise<number | undefined> => {
    const requestId = crypto.randomUUID()
    let response: Response
    try {
      response = await fetch(`${baseUrl}/api/v1/rides/${code}/stream`, {
        headers: {
          'x-booking-token': token,
          accept: 'text/event-stream',
          'x-request-id': requestId,
        },
        signal: controller.signal,
      })
    } catch (error) {
      if (closed || (await readByNginx(requestId))) throw error
      stream.unreadByNginx++
      return undefined
    }
    if (response.status !== 200) {
      stream.problems.push(`stream ${code}: reconnect answered ${response.status}`)
      await response.body?.cancel()
      return undefined
    }
    stream.connections++
    let retry: number | undefined
    let buffer = ''
    const decoder = new TextDecoder()
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        let event = 'message'
        let data = ''
        for (const line of block.split('\n')) {
          if (line.startsWith('retry:')) retry = Number(line.slice(6).trim())
          if (line.startsWith('event:')) event = line.slice(6).trim()
          if (line.startsWith('data:')) data = line.slice(5).trim()
        }
        if (data) for (const listener of [...listeners]) listener(event, data)
      }
    }
    return retry
  }

  void (async () => {
    let hinted: number | undefined
    while (!closed) {
      const before = stream.connections
      try {
        hinted = await readOnce()
      } catch (error) {
        if (closed) return
        stream.problems.push(`stream ${code}: ${(error as Error).message}`)
      }
      if (closed) return
      // The first `retry:` of each connection is the server's usual 2 s; the closing one is the
      // last the connection carried. A stream that ended with no hint at all ended abruptly.
      if (stream.connections > before) {
        if (hinted === RECONNECT_AFTER_CLOSE_MS) stream.endsWithHint++
        else stream.problems.push(`stream ${code} ended without the closing retry hint`)
      }
      await new Promise((resolve) => setTimeout(resolve, hinted ?? 1000))
    }
  })()
  return stream
}
