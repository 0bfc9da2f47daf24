import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { partnerErrorFallbacks } from '@ridelane/domain'
import { readOperatorToken } from './operator-token'
import { readPartnerToken } from './partner-token'
import { pageLanguage } from '@/i18n/catalogues'
import { readProviderToken } from './provider-token'

/** Per-call fallback texts of docs/product.md#error-codes, used when the server sends no message of
 * its own. */
export const apiErrorDefaults = partnerErrorFallbacks

/** What a call that never reached the server says, in English (NETWORK_ERROR). */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach Ridelane. Check your connection and try again.'
const networkError = msg`We could not reach Ridelane. Check your connection and try again.`

/**
 * NETWORK_ERROR_MESSAGE in the page's language; in English while no language is active yet (a
 * route's preload may call before the page's messages have loaded).
 */
const networkErrorMessage = () => (i18n.locale ? i18n._(networkError) : NETWORK_ERROR_MESSAGE)

export type ApiErrorDetail = { path: string; message: string }

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly details: ApiErrorDetail[]

  constructor(
    message: string,
    options: { status: number; code: string; details?: ApiErrorDetail[]; cause?: unknown },
  ) {
    super(message, { cause: options.cause })
    this.name = 'ApiError'
    this.status = options.status
    this.code = options.code
    this.details = options.details ?? []
  }
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  headers?: Record<string, string>
  signal?: AbortSignal
  /** The message shown when the server gives none (one of apiErrorDefaults). */
  defaultErrorMessage?: string
}

export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL
  return (configured && configured.trim() !== '' ? configured : '/api/v1').replace(/\/+$/, '')
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const url = `${apiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(name, String(value))
  }
  const search = params.toString()
  return search ? `${url}?${search}` : url
}

type Envelope =
  | { success: true; data: unknown }
  | { success: false; error?: { code?: string; message?: string; details?: ApiErrorDetail[] } }

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'success' in body
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function isOperatorCall(path: string): boolean {
  return /^\/?ops(\/|$)/.test(path)
}

function isProviderCall(path: string): boolean {
  return /^\/?provider(\/|$)/.test(path)
}

function isRideCall(path: string): boolean {
  return /^\/?rides\//.test(path)
}

const hasBookingToken = (headers: Record<string, string>) =>
  Object.keys(headers).some((name) => name.toLowerCase() === 'x-booking-token')

/**
 * The session a call carries: the operator's on console calls and on nothing else, the provider
 * user's on provider portal calls and on nothing else; none on a ride
 * call that brings its booking token (a partner signed in on the same browser must not stand in
 * for the traveller's link); the signed-in partner's on every other call.
 */
function sessionHeaders(path: string, headers: Record<string, string>): Record<string, string> {
  let token: string | null
  // The driver's job link is its own credential: no session rides along with it.
  if (/^\/?driver\//.test(path)) token = null
  else if (isOperatorCall(path)) token = readOperatorToken()
  else if (isProviderCall(path)) token = readProviderToken()
  else if (isRideCall(path) && hasBookingToken(headers)) token = null
  else token = readPartnerToken()
  return token ? { Authorization: `Bearer ${token}` } : {}
}

/** Sends one call to the Ridelane API and returns the envelope's `data`, or throws an ApiError. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options
  const fallback = options.defaultErrorMessage ?? apiErrorDefaults.request
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The page's language: a booking made here keeps it for its mails and texts.
    'Accept-Language': pageLanguage(),
    ...options.headers,
    ...sessionHeaders(path, options.headers ?? {}),
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new ApiError(networkErrorMessage(), { status: 0, code: 'NETWORK_ERROR', cause })
  }

  const payload = await readBody(response)
  if (response.ok && isEnvelope(payload) && payload.success) return payload.data as T
  if (response.ok && payload === undefined && response.status === 204) return undefined as T

  const error = isEnvelope(payload) && !payload.success ? payload.error : undefined
  throw new ApiError(error?.message || fallback, {
    status: response.status,
    code: error?.code ?? (response.ok ? 'UNEXPECTED_RESPONSE' : `HTTP_${response.status}`),
    details: error?.details,
  })
}

/** The error text docs/product.md#error-codes shows: the server's message, else the error's own,
 * else the default. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message
  return fallback
}

/**
 * Downloads a file the API streams (a CSV export, a receipt, a calendar entry) with the session or
 * booking token in a header, so no token ever sits in a URL; the caller saves the blob under the
 * server's file name.
 */
export async function apiDownload(
  path: string,
  options: Pick<ApiRequestOptions, 'defaultErrorMessage' | 'signal' | 'headers'> = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const headers = options.headers ?? {}
  let response: Response
  try {
    response = await fetch(buildUrl(path, undefined), {
      // The page's language: a receipt or a copy of one's data is written in it.
      headers: { 'Accept-Language': pageLanguage(), ...headers, ...sessionHeaders(path, headers) },
      signal: options.signal,
    })
  } catch (cause) {
    throw new ApiError(networkErrorMessage(), { status: 0, code: 'NETWORK_ERROR', cause })
  }
  if (!response.ok) {
    const payload = await readBody(response)
    const error = isEnvelope(payload) && !payload.success ? payload.error : undefined
    throw new ApiError(error?.message || options.defaultErrorMessage || apiErrorDefaults.request, {
      status: response.status,
      code: error?.code ?? `HTTP_${response.status}`,
      details: error?.details,
    })
  }
  const disposition = response.headers.get('content-disposition') ?? ''
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] }
}

export type StreamEvent = { event: string; data: string }

export type EventStreamOptions = {
  /** Extra headers, e.g. a ride's X-Booking-Token. */
  headers?: Record<string, string>
  /** Called once the server has accepted the stream, before any event. */
  onOpen?: () => void
}

/** How a stream the server ended asked to be reopened. */
export type StreamEnd = {
  /**
   * The last `retry:` it carried, in milliseconds: a server that shuts down (a deploy) sends a
   * short one just before it ends the stream, so the page reconnects to another process at once.
   */
  retryMs?: number
}

/**
 * Reads server-sent events over fetch, which (unlike EventSource) can send the operator's token
 * or a booking token as a header (docs/decisions/017-bookings-board.md). Resolves when the server
 * ends the stream, with the reconnection time it asked for; rejects when it cannot open or
 * breaks; the caller reconnects.
 */
export async function apiEventStream(
  path: string,
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
  options: EventStreamOptions = {},
): Promise<StreamEnd> {
  const headers = options.headers ?? {}
  const response = await fetch(buildUrl(path, undefined), {
    headers: { Accept: 'text/event-stream', ...headers, ...sessionHeaders(path, headers) },
    signal,
  })
  if (!response.ok || !response.body) {
    throw new ApiError(apiErrorDefaults.request, {
      status: response.status,
      code: `HTTP_${response.status}`,
    })
  }
  options.onOpen?.()
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let retryMs: number | undefined
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return retryMs === undefined ? {} : { retryMs }
    buffer += value.replaceAll('\r\n', '\n')
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      let event = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim()
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
        else if (/^retry:\s*\d+$/.test(line)) retryMs = Number(line.slice(6))
      }
      if (data.length > 0) onEvent({ event, data: data.join('\n') })
    }
  }
}
