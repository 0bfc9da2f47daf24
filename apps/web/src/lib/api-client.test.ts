import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  apiDownload,
  apiErrorDefaults,
  apiEventStream,
  apiRequest,
  NETWORK_ERROR_MESSAGE,
} from './api-client'
import { PARTNER_TOKEN_KEY } from '@ridelane/domain'

function respondWith(body: string, status = 200) {
  const fetchMock = vi.fn(async () => new Response(body, { status }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function sentRequest(fetchMock: ReturnType<typeof respondWith>) {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
  return { url, init, headers: init.headers as Record<string, string> }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('apiRequest', () => {
  it('returns the data of a success envelope', async () => {
    respondWith(JSON.stringify({ success: true, data: { token: 'abc' } }))
    await expect(apiRequest('/partners/login', { method: 'POST', body: {} })).resolves.toEqual({
      token: 'abc',
    })
  })

  it('sends a JSON body with a JSON content type', async () => {
    const fetchMock = respondWith(JSON.stringify({ success: true, data: null }))
    await apiRequest('/partners/login', { method: 'POST', body: { email: 'a@b.co' } })
    const { init, headers } = sentRequest(fetchMock)
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"email":"a@b.co"}')
    expect(headers['Content-Type']).toBe('application/json')
  })

  it('throws the error envelope message with status, code and details', async () => {
    respondWith(
      JSON.stringify({
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Enter a valid email',
          details: [{ path: 'email', message: 'Enter a valid email' }],
        },
      }),
      400,
    )
    const error = await apiRequest('/partners/login').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      message: 'Enter a valid email',
      status: 400,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'email', message: 'Enter a valid email' }],
    })
  })

  it('falls back to the per-call default when the error body is not JSON', async () => {
    respondWith('<html>Bad gateway</html>', 502)
    await expect(
      apiRequest('/partners/dashboard', { defaultErrorMessage: apiErrorDefaults.loadDashboard }),
    ).rejects.toMatchObject({ message: 'Failed to load dashboard', status: 502 })
  })

  it("uses 'Request failed' when no default is given", async () => {
    respondWith('', 500)
    await expect(apiRequest('/anything')).rejects.toThrow('Request failed')
  })

  it('treats an unsuccessful envelope with a 200 status as a failure', async () => {
    respondWith(JSON.stringify({ success: false }))
    await expect(
      apiRequest('/partners/profile', { defaultErrorMessage: apiErrorDefaults.loadProfile }),
    ).rejects.toThrow('Failed to load profile')
  })

  it('reports a network failure clearly', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(apiRequest('/partners/profile')).rejects.toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      status: 0,
      code: 'NETWORK_ERROR',
    })
  })

  it('sends the stored partner token as a bearer token', async () => {
    localStorage.setItem(PARTNER_TOKEN_KEY, 'tok-123')
    const fetchMock = respondWith(JSON.stringify({ success: true, data: {} }))
    await apiRequest('/partners/profile')
    expect(sentRequest(fetchMock).headers.Authorization).toBe('Bearer tok-123')
  })

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = respondWith(JSON.stringify({ success: true, data: {} }))
    await apiRequest('/partners/profile')
    expect(sentRequest(fetchMock).headers).not.toHaveProperty('Authorization')
  })

  it("defaults the base address to '/api/v1' and adds query parameters", async () => {
    const fetchMock = respondWith(JSON.stringify({ success: true, data: {} }))
    await apiRequest('/partners/bookings', { query: { page: 2, limit: 10, q: undefined } })
    expect(sentRequest(fetchMock).url).toBe('/api/v1/partners/bookings?page=2&limit=10')
  })

  it('uses VITE_API_BASE_URL when it is set', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.test/v1/')
    const fetchMock = respondWith(JSON.stringify({ success: true, data: {} }))
    await apiRequest('/partners/profile')
    expect(sentRequest(fetchMock).url).toBe('https://api.example.test/v1/partners/profile')
  })
})

describe('ride calls', () => {
  it("send the booking token and not the partner's session", async () => {
    localStorage.setItem(PARTNER_TOKEN_KEY, 'partner-tok')
    const fetchMock = respondWith(JSON.stringify({ success: true, data: {} }))
    await apiRequest('/rides/ABCD2345', { headers: { 'X-Booking-Token': 'ride-tok' } })
    const { headers } = sentRequest(fetchMock)
    expect(headers['X-Booking-Token']).toBe('ride-tok')
    expect(headers).not.toHaveProperty('Authorization')
  })

  it("send the partner's session when they bring no token", async () => {
    localStorage.setItem(PARTNER_TOKEN_KEY, 'partner-tok')
    const fetchMock = respondWith(JSON.stringify({ success: true, data: {} }))
    await apiRequest('/rides/ABCD2345')
    expect(sentRequest(fetchMock).headers.Authorization).toBe('Bearer partner-tok')
  })

  it('says the page’s language, which a booking made there keeps', async () => {
    const answer = JSON.stringify({ success: true, data: {} })
    window.history.replaceState(null, '', '/hi/booking')
    const hindi = respondWith(answer)
    await apiRequest('/bookings', { method: 'POST', body: {} })
    expect(sentRequest(hindi).headers['Accept-Language']).toBe('hi')
    window.history.replaceState(null, '', '/booking')
    const english = respondWith(answer)
    await apiRequest('/bookings', { method: 'POST', body: {} })
    expect(sentRequest(english).headers['Accept-Language']).toBe('en')
  })

  it('download a file in the page’s language', async () => {
    window.history.replaceState(null, '', '/de/rides/ABCD2345')
    const fetchMock = vi.fn(async () => new Response('%PDF'))
    vi.stubGlobal('fetch', fetchMock)
    await apiDownload('/rides/ABCD2345/receipt.pdf')
    window.history.replaceState(null, '', '/')
    const { headers } = sentRequest(fetchMock as unknown as ReturnType<typeof respondWith>)
    expect(headers['Accept-Language']).toBe('de')
  })

  it('download a file with the token in a header and the file name the server gave', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('%PDF', {
          headers: {
            'content-disposition': 'attachment; filename="ridelane-receipt-ABCD2345.pdf"',
          },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const file = await apiDownload('/rides/ABCD2345/receipt.pdf', {
      headers: { 'X-Booking-Token': 'ride-tok' },
    })
    expect(file.fileName).toBe('ridelane-receipt-ABCD2345.pdf')
    const { url, headers } = sentRequest(fetchMock as unknown as ReturnType<typeof respondWith>)
    expect(url).toBe('/api/v1/rides/ABCD2345/receipt.pdf')
    expect(headers).toEqual({ 'Accept-Language': 'en', 'X-Booking-Token': 'ride-tok' })
  })

  it("report a refused download with the server's message", async () => {
    respondWith(
      JSON.stringify({
        success: false,
        error: {
          code: 'CONFLICT',
          message: 'No receipt yet: nothing has been paid for this booking.',
        },
      }),
      409,
    )
    await expect(apiDownload('/rides/ABCD2345/receipt.pdf')).rejects.toMatchObject({
      status: 409,
      message: 'No receipt yet: nothing has been paid for this booking.',
    })
  })

  it('read a stream with the token, say when it opened and pass each event on', async () => {
    const fetchMock = respondWith(': heartbeat\n\nevent: ride\ndata: {"id":"b-1"}\n\n')
    const events: unknown[] = []
    const onOpen = vi.fn()
    await apiEventStream(
      '/rides/ABCD2345/stream',
      (event) => events.push(event),
      new AbortController().signal,
      {
        headers: { 'X-Booking-Token': 'ride-tok' },
        onOpen,
      },
    )
    expect(onOpen).toHaveBeenCalledOnce()
    expect(events).toEqual([{ event: 'ride', data: '{"id":"b-1"}' }])
    expect(sentRequest(fetchMock).headers).toEqual({
      Accept: 'text/event-stream',
      'X-Booking-Token': 'ride-tok',
    })
  })

  it('answer the last reconnection time a stream asked for when the server ends it', async () => {
    respondWith('retry: 2000\nevent: ready\ndata: {}\n\nevent: ride\ndata: {}\n\nretry: 1000\n\n')
    const ended = await apiEventStream(
      '/rides/ABCD2345/stream',
      () => {},
      new AbortController().signal,
    )
    expect(ended).toEqual({ retryMs: 1000 })
    respondWith('event: ride\ndata: {}\n\n')
    expect(
      await apiEventStream('/rides/ABCD2345/stream', () => {}, new AbortController().signal),
    ).toEqual({})
  })
})
