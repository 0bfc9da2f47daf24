import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeRequest = {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  body: string
}
export type FakeAnswer = {
  status?: number
  body?: unknown
  delayMs?: number
  /** More response headers (Retry-After, …); content-type is application/json unless set here. */
  headers?: Record<string, string>
  /** Sent as it is instead of `body` as JSON: for answers that are not JSON at all. */
  raw?: string
}

/**
 * A local HTTP server standing in for an external service: it records every request and answers
 * with whatever `answer` returns, so tests never reach the network.
 */
export async function startFakeHttpServer(
  answer: (request: FakeRequest) => FakeAnswer,
  /** A fixed port (a browser test's server is told it before the fake starts); unset: any. */
  port = 0,
) {
  const requests: FakeRequest[] = []
  const server = createServer((incoming, response) => {
    let body = ''
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()))
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://fake'),
        headers: incoming.headers,
        body,
      }
      requests.push(request)
      const { status = 200, body: payload = {}, delayMs = 0, headers, raw } = answer(request)
      setTimeout(() => {
        if (response.destroyed) return
        response.writeHead(status, { 'content-type': 'application/json', ...headers })
        response.end(raw ?? JSON.stringify(payload))
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
