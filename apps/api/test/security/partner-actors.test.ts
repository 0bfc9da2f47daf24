import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { foreignCredentials } from '../../src/modules/driver-jobs/driver-test-kit'
import { signedInAdmin, useStepClock } from '../../src/modules/operators/operator-test-kit'
import { createKey, keyPartner } from '../../src/modules/partner-api-keys/api-keys-test-kit'
import { signedInMember } from '../../src/modules/partner-team/team-test-kit'
import { bearer, uniqueEmail } from '../../src/modules/partners/partner-test-kit'
import { createTestApp } from '../support/create-test-app'

// Every partner call of the business tools (issue 16), tried with each real kind of caller: the
// account's own login, an admin and a booker of its team, API keys with and without the scope
// a call needs, another kind of token and none. Guards are unit-tested elsewhere; this checks
// that each route carries the right one.

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }
const someId = () => randomUUID()

const adminOnly = (): Call[] => [
  { method: 'GET', url: '/api/v1/partners/team' },
  {
    method: 'POST',
    url: '/api/v1/partners/team/members',
    payload: { name: 'Ana', email: uniqueEmail('invitee'), role: 'booker' },
  },
  { method: 'PATCH', url: `/api/v1/partners/team/members/${someId()}`, payload: { role: 'admin' } },
  { method: 'POST', url: `/api/v1/partners/team/members/${someId()}/resend-invitation` },
  { method: 'DELETE', url: `/api/v1/partners/team/members/${someId()}` },
  { method: 'GET', url: '/api/v1/partners/api-keys' },
  {
    method: 'POST',
    url: '/api/v1/partners/api-keys',
    payload: { name: 'Site', mode: 'test', scopes: ['quotes'] },
  },
  { method: 'POST', url: `/api/v1/partners/api-keys/${someId()}/revoke` },
  { method: 'GET', url: '/api/v1/partners/webhooks' },
  {
    method: 'POST',
    url: '/api/v1/partners/webhooks',
    payload: { url: 'https://hooks.example.com/ridelane' },
  },
  { method: 'PATCH', url: `/api/v1/partners/webhooks/${someId()}`, payload: { enabled: false } },
  { method: 'DELETE', url: `/api/v1/partners/webhooks/${someId()}` },
  { method: 'POST', url: `/api/v1/partners/webhooks/${someId()}/roll-secret` },
  { method: 'GET', url: `/api/v1/partners/webhooks/${someId()}/events` },
  {
    method: 'POST',
    url: `/api/v1/partners/webhooks/${someId()}/events/evt_${'a'.repeat(24)}/redeliver`,
  },
  {
    method: 'PUT',
    url: '/api/v1/partners/profile',
    payload: {
      business_name: 'Harbour Travel',
      admin_email: 'desk@harbour.example',
      admin_contact: '+14155550100',
      country: 'United States',
      city: 'Boston',
    },
  },
]

const portalOnly: Call[] = [
  { method: 'GET', url: '/api/v1/partners/profile' },
  { method: 'GET', url: '/api/v1/partners/dashboard' },
  { method: 'GET', url: '/api/v1/partners/statement?month=2030-01' },
  { method: 'GET', url: '/api/v1/partners/statement.csv?month=2030-01' },
  { method: 'GET', url: '/api/v1/partners/statement.pdf?month=2030-01' },
  { method: 'GET', url: '/api/v1/partners/affiliate' },
]

const readScope = (): Call[] => [
  { method: 'GET', url: '/api/v1/partners/bookings' },
  { method: 'GET', url: '/api/v1/partners/bookings.csv' },
  { method: 'GET', url: `/api/v1/partners/bookings/${someId()}/invoice.pdf` },
]

const label = (call: Call) => `${call.method} ${call.url}`
const refused = [401, 403]

describe('the partner business calls, caller by caller', () => {
  let app: App
  let owner: { token: string }
  let adminMember: { token: string }
  let booker: { token: string }
  let fullKey: string
  let quotesKey: string
  let operatorToken: string

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    operatorToken = (await signedInAdmin(app)).token
    owner = await keyPartner(app)
    adminMember = await signedInMember(app, owner.token, 'admin')
    booker = await signedInMember(app, owner.token, 'booker')
    fullKey = (await createKey(app, owner.token)).key
    quotesKey = (await createKey(app, owner.token, { scopes: ['quotes'] })).key
  })
  afterAll(() => app.close())

  const call = (c: Call, headers: Record<string, string>) => app.inject({ ...c, headers })

  it('answers 401 to no token, an operator, a driver, a traveller and a made-up key on every call', async () => {
    const { driver, booking } = await foreignCredentials(app, operatorToken)
    const strangers = [
      {},
      bearer(operatorToken),
      bearer(`rl_live_${'x'.repeat(43)}`),
      ...driver,
      ...booking,
    ]
    for (const c of [...adminOnly(), ...portalOnly, ...readScope()]) {
      for (const headers of strangers) {
        const response = await call(c, headers)
        expect(response.statusCode, label(c)).toBe(401)
        expect(response.json().error.code).toBe('UNAUTHORIZED')
      }
    }
  })

  it('lets the account’s own login and an admin member manage; a booker and a key get 403', async () => {
    for (const c of adminOnly()) {
      for (const token of [owner.token, adminMember.token]) {
        const response = await call(c, bearer(token))
        expect(refused, `${label(c)} as an admin: ${response.body}`).not.toContain(
          response.statusCode,
        )
        expect(response.statusCode, label(c)).toBeLessThan(500)
      }
      for (const token of [booker.token, fullKey]) {
        const response = await call(c, bearer(token))
        expect(response.statusCode, label(c)).toBe(403)
        expect(response.json().error.code).toBe('FORBIDDEN')
      }
    }
  })

  it('opens the portal’s own pages to every member, never to a key', async () => {
    for (const c of portalOnly) {
      for (const token of [owner.token, adminMember.token, booker.token]) {
        const response = await call(c, bearer(token))
        expect(response.statusCode, label(c)).toBe(200)
      }
      const keyed = await call(c, bearer(fullKey))
      expect(keyed.statusCode, label(c)).toBe(403)
    }
  })

  it('lets members and a key with bookings:read read the bookings; a quotes-only key gets 403', async () => {
    for (const c of readScope()) {
      for (const token of [owner.token, booker.token, fullKey]) {
        const response = await call(c, bearer(token))
        // An id no booking of this partner has is 404; the lists answer 200.
        expect(c.url.includes('invoice') ? 404 : 200, label(c)).toBe(response.statusCode)
      }
      const narrow = await call(c, bearer(quotesKey))
      expect(narrow.statusCode, label(c)).toBe(403)
      expect(narrow.json().error.message).toBe(
        'This API key does not have the bookings:read scope.',
      )
    }
  })
})
