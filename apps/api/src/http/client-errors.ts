import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import { failure } from './envelope'

export const requestTimeoutMessage = 'The request took too long to arrive. Please try again.'

/**
 * Answers what Node refuses before a request reaches Fastify (a client too slow to send its
 * request, oversized headers, garbage), in the failure envelope like every other answer. Written
 * straight to the socket, which Node closes afterwards.
 */
export function answerClientError(
  log: FastifyBaseLogger,
  error: Error & { code?: string },
  socket: Socket,
) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, failure('REQUEST_TIMEOUT', requestTimeoutMessage)]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, failure('BAD_REQUEST', 'The request headers are too large.')]
        : [400, failure('BAD_REQUEST', 'The request could not be read.')]
  log.debug({ err: error, status }, 'client error before routing')
  if (socket.writable) {
    const json = JSON.stringify(body)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    )
  }
  socket.destroy(error)
}
