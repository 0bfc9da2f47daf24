import { describe, expect, it } from 'vitest'
import {
  apiKeyCreateSchema,
  apiKeyLimits,
  apiKeyMessages,
  apiKeyModeOf,
  apiKeyModeRefusal,
  isApiKeyToken,
} from './api-keys'
import { partnerStatusMessages } from './partner-status'

const issues = (input: unknown) =>
  apiKeyCreateSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

describe('a new API key', () => {
  it('trims its name, keeps each scope once in a fixed order, and defaults its limit', () => {
    expect(
      apiKeyCreateSchema.parse({
        name: '  Engine ',
        mode: 'live',
        scopes: ['bookings:write', 'quotes', 'bookings:write'],
      }),
    ).toEqual({
      name: 'Engine',
      mode: 'live',
      scopes: ['quotes', 'bookings:write'],
      requests_per_minute: apiKeyLimits.defaultRequestsPerMinute,
    })
  })

  it('needs a name, a known mode, at least one known scope and a limit within bounds', () => {
    expect(issues({ name: ' ', mode: 'live', scopes: ['quotes'] })).toEqual([
      apiKeyMessages.nameRequired,
    ])
    expect(issues({ name: 'A', mode: 'live', scopes: [] })).toEqual([apiKeyMessages.scopesRequired])
    expect(issues({ name: 'A', mode: 'prod', scopes: ['quotes'] })).toHaveLength(1)
    expect(issues({ name: 'A', mode: 'test', scopes: ['admin'] })).toHaveLength(1)
    for (const requests_per_minute of [0, 1.5, apiKeyLimits.maxRequestsPerMinute + 1]) {
      expect(issues({ name: 'A', mode: 'test', scopes: ['quotes'], requests_per_minute })).toEqual([
        apiKeyMessages.requestsPerMinuteRange,
      ])
    }
    expect(
      issues({
        name: 'x'.repeat(apiKeyLimits.nameMaxLength + 1),
        mode: 'test',
        scopes: ['quotes'],
      }),
    ).toEqual([apiKeyMessages.nameTooLong])
  })
})

describe('telling a key from a session token', () => {
  it('goes by the mode prefix', () => {
    expect(isApiKeyToken('rl_live_abc')).toBe(true)
    expect(apiKeyModeOf('rl_test_abc')).toBe('test')
    expect(isApiKeyToken('Xq3p9LmYb2-session-token')).toBe(false)
    expect(apiKeyModeOf('rl_prod_abc')).toBeUndefined()
  })
})

describe('which keys a partner may hold', () => {
  it('wants a confirmed email for any key and an approval for a live one', () => {
    expect(apiKeyModeRefusal('email_unconfirmed', 'test')).toBe(apiKeyMessages.emailUnconfirmed)
    expect(apiKeyModeRefusal('email_unconfirmed', 'live')).toBe(apiKeyMessages.emailUnconfirmed)
    expect(apiKeyModeRefusal('pending_approval', 'test')).toBeNull()
    expect(apiKeyModeRefusal('pending_approval', 'live')).toBe(apiKeyMessages.liveNeedsApproval)
    expect(apiKeyModeRefusal('active', 'test')).toBeNull()
    expect(apiKeyModeRefusal('active', 'live')).toBeNull()
    expect(apiKeyModeRefusal('suspended', 'test')).toBe(partnerStatusMessages.suspended)
  })
})
