import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { signedInAdmin, signedInInvitee, useStepClock } from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import {
  api,
  bearer,
  invite,
  newProvider,
  signedInProviderUser,
  uniqueUserEmail,
} from './provider-accounts-test-kit'
import { foreignCredentials } from '../driver-jobs/driver-test-kit'

type Call = { method: 'GET' | 'POST'; url: string; payload?: object }
const sessionRequired = {
  code: 'UNAUTHORIZED',
  message: 'Your session has expired or is not valid. Please sign in.',
}
const users = (providerId: string) => `/api/v1/ops/providers/${providerId}/users`
const opsEndpoints = (providerId: string, userId: string): Call[] => [
  { method: 'GET', url: users(providerId) },
  { method: 'POST', url: users(providerId), payload: { name: 'Ana', email: uniqueUserEmail() } },
  { method: 'POST', url: `${users(providerId)}/${userId}/resend-invitation` },
  { method: 'POST', url: `${users(providerId)}/${userId}/disable` },
  { method: 'POST', url: `${users(providerId)}/${userId}/enable` },
  { method: 'POST', url: `${users(providerId)}/${userId}/reset-two-factor` },
]
const portalEndpoints: Call[] = [
  { method: 'GET', url: '/api/v1/provider/me' },
  { method: 'POST', url: '/api/v1/provider/sign-out' },
  { method: 'POST', url: '/api/v1/provider/two-factor' },
  { method: 'POST', url: '/api/v1/provider/two-factor/confirm', payload: { code: '123456' } },
  { method: 'POST', url: '/api/v1/provider/two-factor/remove', payload: { code: '123456' } },
]

describe('provider accounts: who may call what', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>
  let providerA: string
  let providerB: string

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
    dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
    providerA = (await newProvider(app, admin.token)).id
    providerB = (await newProvider(app, admin.token)).id
  })
  afterAll(() => app.close())

  it('answers 401 on the portal calls to no token, a partner, an operator, a driver or a traveller', async () => {
    const partner = await signUp(app)
    const { driver, booking } = await foreignCredentials(app, admin.token)
    const strangers = [{}, bearer(partner.token), bearer(admin.token), ...driver, ...booking]
    for (const endpoint of portalEndpoints) {
      for (const headers of strangers) {
        const response = await app.inject({ ...endpoint, headers })
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401)
        expect(response.json().error).toEqual(sessionRequired)
      }
    }
  })

  it('answers 401 on the console calls to no token, a partner, a provider user, a driver or a traveller', async () => {
    const pending = await invite(app, admin.token, providerA, uniqueUserEmail())
    const partner = await signUp(app)
    const portalUser = await signedInProviderUser(app, admin.token, providerB)
    const { driver, booking } = await foreignCredentials(app, admin.token)
    const strangers = [{}, bearer(partner.token), bearer(portalUser.token), ...driver, ...booking]
    for (const endpoint of opsEndpoints(providerA, pending.id)) {
      for (const headers of strangers) {
        const response = await app.inject({ ...endpoint, headers })
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401)
      }
    }
    const list = await api(
      app,
      'GET',
      `/ops/providers/${providerA}/users`,
      undefined,
      bearer(admin.token),
    )
    expect(list.json().data.users.find((u: { id: string }) => u.id === pending.id).status).toBe(
      'active',
    )
  })

  it('lets a dispatcher list the users but not invite, re-invite, disable, enable or reset', async () => {
    const pending = await invite(app, admin.token, providerA, uniqueUserEmail())
    const [list, ...changes] = opsEndpoints(providerA, pending.id)
    const listed = await app.inject({ ...list!, headers: bearer(dispatcher.token) })
    expect(listed.statusCode).toBe(200)
    expect(listed.json().data.users.map((u: { email: string }) => u.email)).toContain(pending.email)
    for (const endpoint of changes) {
      const response = await app.inject({ ...endpoint, headers: bearer(dispatcher.token) })
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403)
      expect(response.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Only an admin can do this.',
      })
    }
  })

  it('keeps each provider’s users apart', async () => {
    const userOfB = await invite(app, admin.token, providerB, uniqueUserEmail())
    for (const action of ['resend-invitation', 'disable', 'enable', 'reset-two-factor']) {
      const response = await api(
        app,
        'POST',
        `/ops/providers/${providerA}/users/${userOfB.id}/${action}`,
        undefined,
        bearer(admin.token),
      )
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('This provider has no portal user with this id.')
    }
    const listA = await api(
      app,
      'GET',
      `/ops/providers/${providerA}/users`,
      undefined,
      bearer(admin.token),
    )
    expect(listA.json().data.users.map((u: { id: string }) => u.id)).not.toContain(userOfB.id)
    // A user of A sees their own provider only.
    const userOfA = await signedInProviderUser(app, admin.token, providerA)
    const me = await api(app, 'GET', '/provider/me', undefined, bearer(userOfA.token))
    expect(me.json().data.provider.id).toBe(providerA)
  })

  it('refuses a taken email, an unknown provider and a repeated disable', async () => {
    const email = uniqueUserEmail()
    await invite(app, admin.token, providerA, email)
    const taken = await api(
      app,
      'POST',
      `/ops/providers/${providerB}/users`,
      { name: 'Ana', email: email.toUpperCase() },
      bearer(admin.token),
    )
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.message).toBe('A portal user with this email already exists.')
    const unknown = await api(
      app,
      'GET',
      `/ops/providers/not-an-id/users`,
      undefined,
      bearer(admin.token),
    )
    expect(unknown.statusCode).toBe(404)
    const user = await signedInProviderUser(app, admin.token, providerA)
    const url = `/ops/providers/${providerA}/users/${user.id}`
    const resend = await api(
      app,
      'POST',
      `${url}/resend-invitation`,
      undefined,
      bearer(admin.token),
    )
    expect(resend.statusCode).toBe(409)
    expect(
      (await api(app, 'POST', `${url}/disable`, undefined, bearer(admin.token))).statusCode,
    ).toBe(200)
    expect(
      (await api(app, 'POST', `${url}/disable`, undefined, bearer(admin.token))).statusCode,
    ).toBe(409)
  })

  it('audits every change with who made it, before and after', async () => {
    const user = await invite(app, admin.token, providerA, uniqueUserEmail())
    const url = `/ops/providers/${providerA}/users/${user.id}`
    await api(app, 'POST', `${url}/resend-invitation`, undefined, bearer(admin.token))
    await api(app, 'POST', `${url}/disable`, undefined, bearer(admin.token))
    const audit = await api(
      app,
      'GET',
      `/ops/audit?target_kind=provider_user&target_id=${user.id}`,
      undefined,
      bearer(admin.token),
    )
    const entries = audit.json().data.entries as Array<{
      action: string
      before: unknown
      after: unknown
      operator: { id: string }
    }>
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'provider_user.disable',
      'provider_user.invite',
      'provider_user.resend_invitation',
    ])
    const disabled = entries.find((entry) => entry.action === 'provider_user.disable')!
    expect(disabled).toMatchObject({
      operator: { id: admin.id },
      before: { status: 'active' },
      after: { status: 'disabled', password_set: false },
    })
    expect(JSON.stringify(entries)).not.toMatch(/password_hash|totp_secret/)
  })
})
