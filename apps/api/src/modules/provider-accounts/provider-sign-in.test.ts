import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { providerUserTokens } from '../../db/schema'
import { hashSecretToken } from '../../lib/secret-token'
import { mailsTo, signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import {
  api,
  bearer,
  invite,
  mailedToken,
  newProvider,
  providerUserPassword,
  signedInProviderUser,
  signIn,
  uniqueUserEmail,
} from './provider-accounts-test-kit'

const invalid = {
  success: false,
  error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' },
}
const linkInvalid = 'This link is invalid or has expired. Ask for a new one.'
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

describe('provider portal sign-in', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let provider: { id: string; name: string }

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
    provider = await newProvider(app, admin.token)
  })
  afterAll(() => app.close())

  it('goes from invitation to password, sign-in, the account and sign-out', async () => {
    const email = uniqueUserEmail()
    const user = await invite(app, admin.token, provider.id, email)
    const [mail] = await mailsTo(app, email)
    expect(mail!.subject).toBe('Your Ridelane provider portal account')
    expect(mail!.textBody).toContain(provider.name)
    expect(mail!.textBody).toMatch(/http:\/\/\S+\/provider\/set-password#token=[\w-]{43}/)

    // Until the password is set, the right-looking answer is the same as for nobody.
    expect((await signIn(app, email)).json()).toEqual(invalid)
    const set = await api(app, 'POST', '/provider/password', {
      token: await mailedToken(app, email),
      password: providerUserPassword,
    })
    expect(set.json().data.message).toBe('Your password is set. Sign in to continue.')

    const signedIn = await signIn(app, email.toUpperCase())
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const { next, token } = signedIn.json().data
    expect(next).toBe('signed_in')
    const me = await api(app, 'GET', '/provider/me', undefined, bearer(token))
    expect(me.statusCode).toBe(200)
    expect(me.headers['cache-control']).toBe('no-store')
    expect(me.json().data).toEqual({
      user: { id: user.id, name: 'Meera Shah', email, two_factor_enabled: false },
      provider: { id: provider.id, name: provider.name },
    })

    const out = await api(app, 'POST', '/provider/sign-out', undefined, bearer(token))
    expect(out.json().data.message).toBe('Signed out')
    expect((await api(app, 'GET', '/provider/me', undefined, bearer(token))).statusCode).toBe(401)
  })

  it('takes a link once, and not after it has expired or a newer one went out', async () => {
    const email = uniqueUserEmail()
    const user = await invite(app, admin.token, provider.id, email)
    const first = await mailedToken(app, email)
    const resent = await api(
      app,
      'POST',
      `/ops/providers/${provider.id}/users/${user.id}/resend-invitation`,
      undefined,
      bearer(admin.token),
    )
    expect(resent.statusCode, resent.body).toBe(200)
    const second = await mailedToken(app, email)
    const setWith = (token: string) =>
      api(app, 'POST', '/provider/password', { token, password: providerUserPassword })

    const stale = await setWith(first)
    expect(stale.statusCode).toBe(400)
    expect(stale.json().error.message).toBe(linkInvalid)

    await app.db
      .update(providerUserTokens)
      .set({ expiresAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(providerUserTokens.tokenHash, hashSecretToken(second)))
    expect((await setWith(second)).statusCode).toBe(400)

    // An expired invitation is replaced by a resend; the new link works once.
    await api(
      app,
      'POST',
      `/ops/providers/${provider.id}/users/${user.id}/resend-invitation`,
      undefined,
      bearer(admin.token),
    )
    const third = await mailedToken(app, email)
    expect((await setWith(third)).statusCode).toBe(200)
    expect((await setWith(third)).json().error.message).toBe(linkInvalid)
    expect((await setWith('not-a-token')).statusCode).toBe(400)
  })

  it('refuses a weak password with the partners’ rule', async () => {
    const email = uniqueUserEmail()
    await invite(app, admin.token, provider.id, email)
    const response = await api(app, 'POST', '/provider/password', {
      token: await mailedToken(app, email),
      password: 'short',
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('Password must be 8+ chars with upper, lower, number, special')
  })

  it('answers a wrong password and an unknown email alike', async () => {
    const { email } = await signedInProviderUser(app, admin.token, provider.id)
    const wrong = await signIn(app, email, 'Wrong#2026x', randomAddress())
    const unknown = await signIn(app, uniqueUserEmail('nobody'), 'Wrong#2026x', randomAddress())
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual(invalid)
    expect(unknown.json()).toEqual(invalid)
  })

  it('refuses an address after ten failures for one email, and not the owner elsewhere', async () => {
    const { email } = await signedInProviderUser(app, admin.token, provider.id)
    const address = randomAddress()
    for (let i = 0; i < 10; i++) {
      expect((await signIn(app, email, 'Wrong#2026x', address)).statusCode).toBe(401)
    }
    const refused = await signIn(app, email, providerUserPassword, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.message).toBe('Too many requests. Try again later.')
    expect((await signIn(app, email, providerUserPassword, randomAddress())).statusCode).toBe(200)
  })

  it('answers a forgotten password alike for anyone, and mails only a real user', async () => {
    const { email, token } = await signedInProviderUser(app, admin.token, provider.id)
    const nobody = uniqueUserEmail('nobody')
    const asked = await api(app, 'POST', '/provider/forgot-password', { email })
    const askedNobody = await api(app, 'POST', '/provider/forgot-password', { email: nobody })
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual(askedNobody.json())
    await new Promise((resolve) => setTimeout(resolve, 300))
    await app.mailOutbox.deliverNow()
    const mails = await mailsTo(app, email)
    expect(mails.map((mail) => mail.subject)).toContain(
      'Reset your Ridelane provider portal password',
    )
    expect(await mailsTo(app, nobody)).toEqual([])

    const reset = await api(app, 'POST', '/provider/password', {
      token: await mailedToken(app, email),
      password: 'Another#2026y',
    })
    expect(reset.statusCode).toBe(200)
    // A new password ends the sessions the old one opened.
    expect((await api(app, 'GET', '/provider/me', undefined, bearer(token))).statusCode).toBe(401)
    expect((await signIn(app, email, 'Another#2026y')).statusCode).toBe(200)
  })

  it('ends a disabled user’s sessions and lets them sign in no more', async () => {
    const user = await signedInProviderUser(app, admin.token, provider.id)
    const disabled = await api(
      app,
      'POST',
      `/ops/providers/${provider.id}/users/${user.id}/disable`,
      undefined,
      bearer(admin.token),
    )
    expect(disabled.statusCode, disabled.body).toBe(200)
    expect(disabled.json().data.user.status).toBe('disabled')
    expect((await api(app, 'GET', '/provider/me', undefined, bearer(user.token))).statusCode).toBe(
      401,
    )
    expect((await signIn(app, user.email, providerUserPassword, randomAddress())).json()).toEqual(
      invalid,
    )
  })

  it('shuts out the users of a deactivated provider', async () => {
    const other = await newProvider(app, admin.token)
    const user = await signedInProviderUser(app, admin.token, other.id)
    const deactivated = await app.inject({
      method: 'PATCH',
      url: `/api/v1/ops/providers/${other.id}`,
      payload: { active: false },
      headers: bearer(admin.token),
    })
    expect(deactivated.statusCode, deactivated.body).toBe(200)
    expect((await api(app, 'GET', '/provider/me', undefined, bearer(user.token))).statusCode).toBe(
      401,
    )
    expect((await signIn(app, user.email, providerUserPassword, randomAddress())).json()).toEqual(
      invalid,
    )
  })
})
