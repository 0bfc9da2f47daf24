import { PROVIDER_TOKEN_KEY as domainTokenKey } from '@ridelane/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiDownload, apiRequest } from './api-client'
import { storeOperatorToken } from './operator-token'
import { storePartnerToken } from './partner-token'
import { PROVIDER_TOKEN_KEY, storeProviderToken } from './provider-token'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('provider token', () => {
  it('uses the storage key the domain defines', () => {
    expect(PROVIDER_TOKEN_KEY).toBe(domainTokenKey)
  })

  it('goes to provider portal calls only, and no other session goes there', async () => {
    const fetchMock = vi.fn(async () => new Response('{"success":true,"data":null}'))
    vi.stubGlobal('fetch', fetchMock)
    const authorizationFor = async (path: string) => {
      await apiRequest(path)
      const init = (fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1]
      return (init.headers as Record<string, string>).Authorization
    }
    storePartnerToken('partner-1')
    storeOperatorToken('operator-1')
    expect(await authorizationFor('/provider/me')).toBeUndefined()
    storeProviderToken('provider-1')
    expect(await authorizationFor('/provider/me')).toBe('Bearer provider-1')
    expect(await authorizationFor('/ops/providers')).toBe('Bearer operator-1')
    expect(await authorizationFor('/partners/profile')).toBe('Bearer partner-1')
  })

  it('goes with a provider portal download, such as the statement CSV', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('Booking code\n', {
          headers: { 'content-disposition': 'attachment; filename="statement.csv"' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    storeOperatorToken('operator-1')
    storeProviderToken('provider-1')
    const file = await apiDownload('/provider/statement.csv?month=2030-01')
    expect(file.fileName).toBe('statement.csv')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toMatch(/\/provider\/statement\.csv\?month=2030-01$/)
    expect(init.headers).toMatchObject({ Authorization: 'Bearer provider-1' })
  })
})
