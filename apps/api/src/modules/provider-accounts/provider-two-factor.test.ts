import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { nextCode, signedInAdmin, useStepClock } from '../operators/operator-test-kit'
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
})
