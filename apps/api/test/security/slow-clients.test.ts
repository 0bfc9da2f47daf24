import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { createTestApp } from '../support/create-test-app'

/**
 * Writes `head`, then one byte of `trickle` every 200 ms (each well inside any idle timeout), and
 * resolves with everything the server sent once it closes the connection, and how long that took.
 */
function slowClient(port: number, head: string, trickle: string) {
  return new Promise<{ answer: string; ms: number }>((resolve, reject) => {
    const started = performance.now()
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    let sent = 0
    const timer = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]!)
    }, 200)
    const done = () => {
      clearInterval(timer)
      resolve({ answer, ms: performance.now() - started })
    }
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.write(head))
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('close', done)
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return
      clearInterval(timer)
      reject(error)
    })
  })
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))
const timedOut = {
  success: false,
  error: {
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive. Please try again.',
  },
}

describe('a client that sends its request too slowly', () => {
  let app: App
  let port: number
  beforeAll(async () => {
    app = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' } })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as { port: number }).port
  })
  afterAll(() => app.close())

  it('gets a 408 for a body that trickles in, and the connection is closed', async () => {
    const head =
      'POST /api/v1/partners/login HTTP/1.1\r\nHost: ridelane.test\r\n' +
      'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n'
    const { answer, ms } = await slowClient(port, head, '{"email":"' + 'a'.repeat(150))
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(bodyOf(answer)).toEqual(timedOut)
    // 1.5 s allowed, checked every second: cut after at most about 3 s, not 30 s later.
    expect(ms).toBeGreaterThan(1400)
    expect(ms).toBeLessThan(6000)
  })

  it('gets a 408 for headers that trickle in', async () => {
    const { answer, ms } = await slowClient(
      port,
      'GET /api/v1/health HTTP/1.1\r\n',
      'X-Slow: ' + 'b'.repeat(100),
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(bodyOf(answer)).toEqual(timedOut)
    expect(ms).toBeLessThan(6000)
  })

  it('still serves a client that sends in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`)
    expect(response.status).toBe(200)
  })
})

describe('server timeouts by default', () => {
  it('are set, so no request may take forever to arrive', async () => {
    const app = await createTestApp()
    try {
      expect(app.server.requestTimeout).toBe(30_000)
      expect(app.server.headersTimeout).toBe(10_000)
      expect(app.server.keepAliveTimeout).toBe(72_000)
    } finally {
      await app.close()
    }
  })
})
