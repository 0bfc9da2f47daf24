import { OPERATOR_TOKEN_KEY as domainTokenKey } from '@ridelane/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from './api-client'
import { OPERATOR_TOKEN_KEY, storeOperatorToken } from './operator-token'
import { storePartnerToken } from './partner-token'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

function sentAuthorization() {
  const fetchMock = vi.fn(async () => new Response('{"success":true,"data":null}'))
  vi.stubGlobal('fetch', fetchMock)
  return async (path: string) => {
    await apiRequest(path)
    const init = (fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1]
    return (init.headers as Record<string, string>).Authorization
  }
}

describe('operator token', () => {
  it('uses the storage key the domain defines', () => {
    expect(OPERATOR_TOKEN_KEY).toBe(domainTokenKey)
  })

  it('goes to operator calls only, and the partner token never does', async () => {
    const authorizationFor = sentAuthorization()
    storePartnerToken('partner-1')
    expect(await authorizationFor('/ops/me')).toBeUndefined()
    storeOperatorToken('operator-1')
    expect(await authorizationFor('/ops/me')).toBe('Bearer operator-1')
    expect(await authorizationFor('/partners/profile')).toBe('Bearer partner-1')
  })
})
