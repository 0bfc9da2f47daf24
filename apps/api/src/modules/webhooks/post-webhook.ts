import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { publicOnlyLookup } from './destination-check'

/** How long a receiver has to answer (headers and body) before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000

const MAX_RESPONSE_BYTES = 64 * 1024

export type PostResult = {
  statusCode: number | null
  error: string | null
  durationMs: number
}

/**
 * POSTs one delivery. Redirects are not followed (a 3xx is a failed attempt: the endpoint should
 * name its final address), the response body is read and thrown away, and nothing takes longer
 * than the timeout. Unless private addresses are allowed, the connection resolves the host
 * through publicOnlyLookup.
 */
export function postWebhook(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<PostResult> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve) => {
    let settled = false
    const finish = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({ ...result, durationMs: elapsed() })
    }
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response: IncomingMessage) => {
        const statusCode = response.statusCode ?? null
        // The answer's status is all we keep; a long body is cut off rather than waited for.
        let bytes = 0
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length
          if (bytes > MAX_RESPONSE_BYTES) {
            finish({ statusCode, error: null })
            request.destroy()
          }
        })
        response.on('end', () => finish({ statusCode, error: null }))
        response.on('error', () => finish({ statusCode, error: 'response interrupted' }))
      },
    )
    const timer = setTimeout(() => {
      finish({
        statusCode: null,
        error: `no answer within ${(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s`,
      })
      request.destroy()
    }, options.timeoutMs ?? WEBHOOK_TIMEOUT_MS)
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish({ statusCode: null, error: describeError(error) })
    })
    request.end(body)
  })
}

/** A short reason for the delivery log, never a stack or the request. */
function describeError(error: NodeJS.ErrnoException): string {
  if (error.code === 'EPRIVATEADDRESS') return error.message
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    ENOTFOUND: 'host name not found',
    EAI_AGAIN: 'host name lookup failed',
    ETIMEDOUT: 'connection timed out',
    EHOSTUNREACH: 'host unreachable',
    CERT_HAS_EXPIRED: 'TLS certificate expired',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS certificate not trusted',
    SELF_SIGNED_CERT_IN_CHAIN: 'TLS certificate not trusted',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'TLS certificate not trusted',
    ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate does not match the host',
  }
  return (error.code && known[error.code]) ?? error.code ?? 'request failed'
}
