import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { lastMailTo, nextCode, signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import {
  api,
  bearer,
  newProvider,
  signedInProviderUser,
  signIn,
} from './provider-accounts-test-kit'

const codeWrong = 'That code is not valid. Try the current code from your app.'

describe('provider portal two-step sign-in', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let providerId: string

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
    providerId = (await newProvider(app, admin.token)).id
  })
  afterAll(() => app.close())

  /** A signed-in user with the authenticator app turned on: their email, token and secret. */
  async function userWithApp() {
    const user = await signedInProviderUser(app, admin.token, providerId)
    const started = await api(app, 'POST', '/provider/two-factor', undefined, bearer(user.token))
    expect(started.statusCode, started.body).toBe(200)
    const { secret, qr_code, otpauth_uri } = started.json().data
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(otpauth_uri).toContain(encodeURIComponent(user.email))
    const confirmed = await api(
      app,
      'POST',
      '/provider/two-factor/confirm',
      { code: nextCode(secret) },
      bearer(user.token),
    )
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    return { ...user, secret: secret as string }
  }

  it('asks for a code after the password, and signs in with a current one', async () => {
    const user = await userWithApp()
    const me = await api(app, 'GET', '/provider/me', undefined, bearer(user.token))
    expect(me.json().data.user.two_factor_enabled).toBe(true)

    const first = (await signIn(app, user.email)).json().data
    expect(first).toEqual({ next: 'code', ticket: expect.any(String) })
    const done = await api(app, 'POST', '/provider/sign-in/code', {
      ticket: first.ticket,
      code: nextCode(user.secret),
    })
    expect(done.statusCode, done.body).toBe(200)
    const token = done.json().data.token
    expect((await api(app, 'GET', '/provider/me', undefined, bearer(token))).statusCode).toBe(200)
    // The ticket is spent.
    const again = await api(app, 'POST', '/provider/sign-in/code', {
      ticket: first.ticket,
      code: nextCode(user.secret),
    })
    expect(again.statusCode).toBe(401)
  })

  it('refuses a wrong code and a replayed one', async () => {
    const user = await userWithApp()
    const { ticket } = (await signIn(app, user.email)).json().data
    const wrong = await api(app, 'POST', '/provider/sign-in/code', { ticket, code: '000000' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.message).toBe(codeWrong)

    const code = nextCode(user.secret)
    const used = await api(app, 'POST', '/provider/sign-in/code', { ticket, code })
    expect(used.statusCode, used.body).toBe(200)
    const second = (await signIn(app, user.email)).json().data.ticket
    const replayed = await api(app, 'POST', '/provider/sign-in/code', { ticket: second, code })
    expect(replayed.statusCode).toBe(401)
    expect(replayed.json().error.message).toBe(codeWrong)
  })

  it('kills a ticket after five wrong codes', async () => {
    const user = await userWithApp()
    const { ticket } = (await signIn(app, user.email)).json().data
    for (let i = 0; i < 5; i++) {
      await api(app, 'POST', '/provider/sign-in/code', { ticket, code: '000000' })
    }
    const late = await api(app, 'POST', '/provider/sign-in/code', {
      ticket,
      code: nextCode(user.secret),
    })
    expect(late.statusCode).toBe(401)
    expect(late.json().error.message).toBe('Your sign-in has expired. Please sign in again.')
  })

  it('turns the app off only with a current code', async () => {
    const user = await userWithApp()
    const remove = (code: string) =>
      api(app, 'POST', '/provider/two-factor/remove', { code }, bearer(user.token))
    expect((await remove('123456')).statusCode).toBe(400)
    expect((await remove(nextCode(user.secret))).statusCode).toBe(200)
    expect((await signIn(app, user.email)).json().data.next).toBe('signed_in')
    expect((await remove(nextCode(user.secret))).statusCode).toBe(409)
  })

  it('lets an admin turn the app off for a user who lost it: sessions end, a mail tells them', async () => {
    const user = await userWithApp()
    const url = `/ops/providers/${providerId}/users/${user.id}/reset-two-factor`
    const reset = await api(app, 'POST', url, undefined, bearer(admin.token))
    expect(reset.statusCode, reset.body).toBe(200)
    expect(reset.json().data.user.two_factor_enabled).toBe(false)
    const me = await api(app, 'GET', '/provider/me', undefined, bearer(user.token))
    expect(me.statusCode).toBe(401)
    expect((await signIn(app, user.email)).json().data.next).toBe('signed_in')
    const mail = await lastMailTo(app, user.email)
    expect(mail?.subject).toBe('Two-step sign-in was turned off for your account')
    const again = await api(app, 'POST', url, undefined, bearer(admin.token))
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('This portal user has not turned on two-step sign-in.')
  })

  it('lets an admin enable a disabled user again, who then signs in with their password', async () => {
    const user = await signedInProviderUser(app, admin.token, providerId)
    const base = `/ops/providers/${providerId}/users/${user.id}`
    expect(
      (await api(app, 'POST', `${base}/disable`, undefined, bearer(admin.token))).statusCode,
    ).toBe(200)
    expect((await signIn(app, user.email)).statusCode).toBe(401)
    const enabled = await api(app, 'POST', `${base}/enable`, undefined, bearer(admin.token))
    expect(enabled.statusCode, enabled.body).toBe(200)
    expect(enabled.json().data.user.status).toBe('active')
    expect((await signIn(app, user.email)).json().data.next).toBe('signed_in')
    const again = await api(app, 'POST', `${base}/enable`, undefined, bearer(admin.token))
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('This portal user is already active.')
  })
})
