import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookingPayload, signQuote, postBooking } from '../bookings/test-fixtures'
import { signUp } from '../partners/partner-test-kit'
import {
  bearer,
  lastMailTo,
  mailsTo,
  linkIn,
  post,
  signedInAdmin,
  signedInInvitee,
  signInStepOne,
  uniqueOperatorEmail,
  useStepClock,
} from './operator-test-kit'

const signInRequired = {
  success: false,
  error: {
    code: 'UNAUTHORIZED',
    message: 'Your session has expired or is not valid. Please sign in.',
  },
}
const adminOnly = {
  success: false,
  error: { code: 'FORBIDDEN', message: 'Only an admin can do this.' },
}

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }
const someId = '00000000-0000-4000-8000-000000000000'
// Every guarded operator endpoint, with a body that would pass validation.
const ownAccount: Call[] = [
  { method: 'GET', url: '/api/v1/ops/me' },
  { method: 'GET', url: '/api/v1/ops/sessions' },
  { method: 'GET', url: '/api/v1/ops/account' },
  {
    method: 'PATCH',
    url: '/api/v1/ops/account',
    payload: { phone: '+12125550100', on_duty: true },
  },
  { method: 'DELETE', url: `/api/v1/ops/sessions/${someId}` },
  { method: 'POST', url: '/api/v1/ops/sign-out' },
]
// Any operator: dispatchers watch the outbox and send failed mail again.
const anyOperator: Call[] = [
  { method: 'GET', url: '/api/v1/ops/outbox?status=failed' },
  { method: 'POST', url: `/api/v1/ops/outbox/${someId}/retry` },
]
const adminOnlyCalls: Call[] = [
  { method: 'GET', url: '/api/v1/ops/operators' },
  {
    method: 'POST',
    url: '/api/v1/ops/operators',
    payload: { email: 'x@ridelane.example', role: 'dispatcher' },
  },
  { method: 'PATCH', url: `/api/v1/ops/operators/${someId}`, payload: { role: 'admin' } },
  {
    method: 'PATCH',
    url: `/api/v1/ops/operators/${someId}`,
    payload: { phone: '+12125550100', on_duty: true },
  },
  { method: 'POST', url: `/api/v1/ops/operators/${someId}/reset-two-factor` },
  { method: 'GET', url: '/api/v1/ops/audit' },
]

describe('operator roles per endpoint', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>
  const send = (call: Call, headers: Record<string, string>) =>
    app.inject({ method: call.method, url: call.url, payload: call.payload, headers })

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
    dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
  })
  afterAll(() => app.close())

  it('refuses partner tokens, booking tokens and no token on every guarded endpoint', async () => {
    const partner = await signUp(app)
    const quoteId = await signQuote(app)
    const booking = (await postBooking(app, bookingPayload(quoteId))).json().data
    expect(booking.access_token).toMatch(/^[\w-]{43}$/)
    const strangers: Array<Record<string, string>> = [
      {},
      bearer(partner.token),
      { 'x-booking-token': booking.access_token },
      bearer(booking.access_token),
      bearer(admin.token.slice(0, -1)),
    ]
    for (const call of [...ownAccount, ...anyOperator, ...adminOnlyCalls]) {
      for (const headers of strangers) {
        const response = await send(call, headers)
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401)
        expect(response.json()).toEqual(signInRequired)
      }
    }
  })

  it('gives a dispatcher 403 on every admin-only endpoint', async () => {
    for (const call of adminOnlyCalls) {
      const response = await send(call, bearer(dispatcher.token))
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403)
      expect(response.json()).toEqual(adminOnly)
    }
    const me = await send(ownAccount[0]!, bearer(dispatcher.token))
    expect(me.json().data.operator).toEqual({
      id: dispatcher.id,
      email: dispatcher.email,
      role: 'dispatcher',
    })
    expect((await send(ownAccount[1]!, bearer(dispatcher.token))).statusCode).toBe(200)
    expect((await send(anyOperator[0]!, bearer(dispatcher.token))).statusCode).toBe(200)
    expect((await send(anyOperator[1]!, bearer(dispatcher.token))).statusCode).toBe(404)
  })

  it('lets an admin invite, list, promote and disable operators', async () => {
    const email = uniqueOperatorEmail('invitee')
    const invited = await post(
      app,
      '/ops/operators',
      { email, role: 'dispatcher' },
      bearer(admin.token),
    )
    expect(invited.statusCode).toBe(201)
    expect(invited.json().data.operator).toMatchObject({
      email,
      role: 'dispatcher',
      status: 'active',
      password_set: false,
      two_factor_enabled: false,
    })
    const mail = (await lastMailTo(app, email))!
    expect(mail.subject).toBe('Your Ridelane operator account')
    const firstLink = linkIn(mail.textBody)
    // Inviting again before they set a password sends a fresh link and retires the first.
    const resent = await post(
      app,
      '/ops/operators',
      { email, role: 'dispatcher' },
      bearer(admin.token),
    )
    expect(resent.statusCode).toBe(200)
    const mails = await mailsTo(app, email)
    expect(mails).toHaveLength(2)
    const freshLink = mails.map((m) => linkIn(m.textBody)).find((link) => link !== firstLink)!
    expect(freshLink).not.toBe(firstLink)
    const stale = await post(app, '/ops/set-password', {
      token: new URL(firstLink).hash.slice('#token='.length),
      password: 'Console#2026',
    })
    expect(stale.statusCode).toBe(400)

    const taken = await post(
      app,
      '/ops/operators',
      { email: admin.email, role: 'admin' },
      bearer(admin.token),
    )
    expect(taken.json()).toEqual({
      success: false,
      error: { code: 'CONFLICT', message: 'An operator with this email already exists.' },
    })

    const list = await app.inject({ url: '/api/v1/ops/operators', headers: bearer(admin.token) })
    const emails = list.json().data.operators.map((o: { email: string }) => o.email)
    expect(emails).toEqual(expect.arrayContaining([admin.email, dispatcher.email, email]))
    expect(list.body).not.toMatch(/password_hash|totp_secret|passwordHash|totpSecret/)

    const patch = (id: string, payload: object, token = admin.token) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/ops/operators/${id}`,
        payload,
        headers: bearer(token),
      })
    const promoted = await patch(dispatcher.id, { role: 'admin' })
    expect(promoted.json().data.operator.role).toBe('admin')
    expect(
      (await app.inject({ url: '/api/v1/ops/operators', headers: bearer(dispatcher.token) }))
        .statusCode,
    ).toBe(200)
    await patch(dispatcher.id, { role: 'dispatcher' })
    expect(
      (await app.inject({ url: '/api/v1/ops/operators', headers: bearer(dispatcher.token) }))
        .statusCode,
    ).toBe(403)

    const self = await patch(admin.id, { status: 'disabled' })
    expect(self.statusCode).toBe(409)
    expect((await patch(someId, { status: 'disabled' })).statusCode).toBe(404)
    expect((await patch('not-a-uuid', { status: 'disabled' })).statusCode).toBe(404)
    const nothing = await patch(dispatcher.id, {})
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json().error.message).toBe('Choose a role, a status, a phone or duty to change')
    const badRole = await patch(dispatcher.id, { role: 'owner' })
    expect(badRole.json().error.details).toEqual([
      { path: 'role', message: 'Choose admin or dispatcher' },
    ])

    const disabled = await patch(dispatcher.id, { status: 'disabled' })
    expect(disabled.json().data.operator.status).toBe('disabled')
    const me = await app.inject({ url: '/api/v1/ops/me', headers: bearer(dispatcher.token) })
    expect(me.json()).toEqual(signInRequired)
  })
})

describe("resetting an operator's authenticator", () => {
  let app: App
  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('ends their sessions and codes, and their next sign-in sets up the app again', async () => {
    const admin = await signedInAdmin(app)
    const dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
    const reset = (id: string, token = admin.token) =>
      post(app, `/ops/operators/${id}/reset-two-factor`, undefined, bearer(token))

    expect((await reset(admin.id)).statusCode).toBe(409)
    expect((await reset(someId)).statusCode).toBe(404)
    const done = await reset(dispatcher.id)
    expect(done.statusCode).toBe(200)
    expect(done.json().data.operator).toMatchObject({
      two_factor_enabled: false,
      password_set: true,
    })

    const me = await app.inject({ url: '/api/v1/ops/me', headers: bearer(dispatcher.token) })
    expect(me.statusCode).toBe(401)
    const { ticket, next } = await signInStepOne(app, dispatcher.email)
    expect(next).toBe('enrol')
    const oldRecovery = await post(app, '/ops/sign-in/verify', {
      ticket,
      code: dispatcher.recoveryCodes[0],
    })
    expect(oldRecovery.json().error.message).toBe('Set up your authenticator app first.')
    const enrolment = (await post(app, '/ops/sign-in/enrol', { ticket })).json().data
    expect(enrolment.secret).not.toBe(dispatcher.secret)
  })
})
