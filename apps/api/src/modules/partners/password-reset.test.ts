import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { passwordResetTokens } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-server'
import { partnerLimits } from './partner-limits'
import { bearer, logIn, signUp, strongPassword, uniqueEmail } from './partner-test-kit'

const appBaseUrl = 'https://portal.ridelane.test'
const linkSent = {
  success: true,
  data: { message: "If an account exists for this email, you'll receive a reset link shortly." },
}
const invalidToken = {
  success: false,
  error: { code: 'BAD_REQUEST', message: 'Invalid or expired token' },
}

describe('partner password reset', () => {
  let smtp: TestSmtpServer
  let app: App
  beforeAll(async () => {
    smtp = await startTestSmtpServer()
    app = await createTestApp({ env: { SMTP_URL: smtp.url, APP_BASE_URL: appBaseUrl } })
  })
  afterAll(async () => {
    await app.close()
    await smtp.close()
  })

  const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/partners/request-password-reset',
      payload: { email },
      remoteAddress,
    })
  const reset = (token: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/partners/reset-password',
      payload: { token, password },
    })

  async function mailedToken(email: string): Promise<string> {
    const before = smtp.messages.length
    const response = await requestReset(email.toUpperCase())
    expect(response.json()).toEqual(linkSent)
    const messages = await smtp.waitForMessages(before + 1)
    const mail = messages.at(-1)!
    expect(mail.to).toEqual([email])
    const match =
      /https:\/\/portal\.ridelane\.test\/partner\/reset-password#token=([\w-]{43})/.exec(mail.text)
    expect(match, mail.text).not.toBeNull()
    return match![1]!
  }

  it('answers a known and an unknown email alike, and mails only the account', async () => {
    const { email } = await signUp(app)
    const before = smtp.messages.length
    const unknown = await requestReset(uniqueEmail('nobody'))
    const known = await requestReset(email)
    expect(unknown.statusCode).toBe(200)
    expect(known.statusCode).toBe(200)
    expect(unknown.body).toBe(known.body)
    expect(known.json()).toEqual(linkSent)
    const messages = await smtp.waitForMessages(before + 1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(messages.slice(before).map((mail) => mail.to)).toEqual([[email]])
  })

  it('resets once with the link, ends every session, then refuses the link', async () => {
    const { email, token: session } = await signUp(app)
    const second = (await logIn(app, email, strongPassword)).json().data.token as string
    const resetToken = await mailedToken(email)

    const done = await reset(resetToken, 'Fresh#Start99')
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({
      success: true,
      data: { message: 'Your password has been reset successfully.' },
    })
    for (const token of [session, second]) {
      const profile = await app.inject({ url: '/api/v1/partners/profile', headers: bearer(token) })
      expect(profile.statusCode).toBe(401)
    }
    expect((await logIn(app, email, strongPassword)).statusCode).toBe(401)
    expect((await logIn(app, email, 'Fresh#Start99')).statusCode).toBe(200)

    const again = await reset(resetToken, 'Another#Go42')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual(invalidToken)
  })

  it('refuses an unknown or expired token with 400', async () => {
    expect((await reset('x'.repeat(43), 'Fresh#Start99')).json()).toEqual(invalidToken)
    const { email } = await signUp(app)
    const resetToken = await mailedToken(email)
    await app.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` })
    const expired = await reset(resetToken, 'Fresh#Start99')
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toEqual(invalidToken)
    expect((await logIn(app, email, strongPassword)).statusCode).toBe(200)
  })

  it('answers 429 past the limit for one email from one address, whether or not it has an account', async () => {
    const email = uniqueEmail('nobody')
    for (let i = 0; i < partnerLimits.resetRequestsPerEmailAndAddress; i++) {
      expect((await requestReset(email, '10.1.1.1')).statusCode).toBe(200)
    }
    const blocked = await requestReset(email, '10.1.1.1')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({
      success: false,
      error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Try again later.' },
    })
    expect((await requestReset(email, '10.1.2.1')).json()).toEqual(linkSent)
  })

  it('lets the owner reset after a stranger flooded the email with requests', async () => {
    const { email } = await signUp(app)
    const before = smtp.messages.length
    let address = 0
    // Strangers from several addresses, as many requests as any limit allows and more.
    for (let i = 0; i < partnerLimits.resetMailsPerEmail + 5; i++) {
      const response = await requestReset(email, `10.3.0.${Math.floor(address++ / 4)}`)
      expect(response.json()).toEqual(linkSent)
    }
    // The owner, from their own address, is answered as always, never with a 429…
    const owner = await requestReset(email, '10.3.9.9')
    expect(owner.statusCode).toBe(200)
    expect(owner.json()).toEqual(linkSent)
    // …the inbox got no more than the cap…
    const mails = await smtp.waitForMessages(before + partnerLimits.resetMailsPerEmail)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages.length - before).toBe(partnerLimits.resetMailsPerEmail)
    // …and the newest link in it sets the owner's new password.
    const token = /reset-password#token=([\w-]{43})/.exec(mails.at(-1)!.text)![1]!
    expect((await reset(token, 'Fresh#Start99')).statusCode).toBe(200)
    expect((await logIn(app, email, 'Fresh#Start99')).statusCode).toBe(200)
  })

  it('answers 429 past the limit for one address', async () => {
    for (let i = 0; i < partnerLimits.resetRequestsPerAddress; i++) {
      expect((await requestReset(uniqueEmail('nobody'), '10.9.9.9')).statusCode).toBe(200)
    }
    expect((await requestReset(uniqueEmail('nobody'), '10.9.9.9')).statusCode).toBe(429)
  })
})
