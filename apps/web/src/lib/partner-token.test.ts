import { PARTNER_TOKEN_KEY as domainTokenKey } from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import {
  clearPartnerToken,
  PARTNER_TOKEN_KEY,
  readPartnerToken,
  storePartnerToken,
} from './partner-token'

describe('partner token storage', () => {
  it('uses the storage key the domain defines', () => {
    expect(PARTNER_TOKEN_KEY).toBe(domainTokenKey)
  })

  it('stores, reads and clears the token in local storage', () => {
    expect(readPartnerToken()).toBeNull()
    storePartnerToken('tok-1')
    expect(localStorage.getItem('partner_token')).toBe('tok-1')
    expect(readPartnerToken()).toBe('tok-1')
    clearPartnerToken()
    expect(readPartnerToken()).toBeNull()
  })
})
