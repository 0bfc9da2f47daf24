import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { hashSecretToken } from '../../lib/secret-token'
import { operatorSessions } from '../../db/schema'
import { createAdmin } from './create-admin'
import { operatorLimits } from './operator-limits'
import {
  bearer,
  nextCode,
  operatorPassword,
  post,
  setPassword,
  signedInAdmin,
  signIn,
  signInStepOne,
  tokenOf,
  uniqueOperatorEmail,
  useStepClock,
} from './operator-test-kit'

const failure = (code: string, message: string) => ({ success: false, error: { code, message } })
const invalidSignIn = failure('UNAUTHORIZED', 'Invalid email or password')
const wrongCode = failure(
  'UNAUTHORIZED',
  'That code is not valid. Try the current code from your app.',
)
const ticketGone = failure('UNAUTHORIZED', 'Your sign-in has expired. Please sign in again.')
const randomAddress = () =>
  `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

describe('operator sign-in', () => {
  let app: App
  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('takes the first admin from the link to a session: password, enrolment, recovery codes', async () => {
    const email = uniqueOperatorEmail('first')
    const { link } = await createAdmin(app.db, 'https://ops.example', email.toUpperCase())
    expect(link).toMatch(/^https:\/\/ops\.example\/ops\/set-password#token=[\w-]{43}$/)

    // Before a password is set, sign-in answers as for a stranger.
    expect((await post(app, '/ops/sign-in', { email, password: 'x' })).json()).toEqual(
      invalidSignIn,
    )

    const weak = await post(app, '/ops/set-password', { token: tokenOf(link), password: 'short' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().error.details).toEqual([
      { path: 'password', message: 'Password must be 8+ chars with upper, lower, number, special' },
    ])
    await setPassword(app, link)
    const again = await post(app, '/ops/set-password', {
      token: tokenOf(link),
      password: operatorPassword,
    })
    expect(again.json()).toEqual(
      failure('BAD_REQUEST', 'This link is invalid or has expired. Ask an admin for a new one.'),
    )

    const { ticket, next } = await signInStepOne(app, email)
    expect(next).toBe('enrol')
    // The ticket is not a session.
    expect((await app.inject({ url: '/api/v1/ops/me', headers: bearer(ticket) })).statusCode).toBe(
      401,
    )
    const code = await post(app, '/ops/sign-in/verify', { ticket, code: '123456' })
    expect(code.json()).toEqual(failure('CONFLICT', 'Set up your authenticator app first.'))

    const enrolment = (await post(app, '/ops/sign-in/enrol', { ticket })).json().data
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(enrolment.otpauth_uri).toContain(`otpauth://totp/Ridelane:${encodeURIComponent(email)}?`)
    expect(enrolment.qr_code).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(enrolment.qr_code.split(',')[1], 'base64').toString()).toContain('<svg')

    const bad = await post(app, '/ops/sign-in/enrol/confirm', { ticket, code: '000000' })
    expect(bad.json()).toEqual(wrongCode)
    const confirmed = await post(app, '/ops/sign-in/enrol/confirm', {
      ticket,
      code: nextCode(enrolment.secret),
    })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.headers['cache-control']).toBe('no-store')
    const { token, recovery_codes } = confirmed.json().data
    expect(recovery_codes).toHaveLength(10)
    expect(new Set(recovery_codes).size).toBe(10)
    for (const recovery of recovery_codes)
      expect(recovery).toMatch(/^([a-z2-9]{4}-){3}[a-z2-9]{4}$/)

    const me = await app.inject({ url: '/api/v1/ops/me', headers: bearer(token) })
    expect(me.json()).toEqual({
      success: true,
      data: { operator: { id: expect.any(String), email, role: 'admin' } },
    })
    // The secret is never handed out again, and the used ticket is spent.
    expect((await post(app, '/ops/sign-in/enrol', { ticket })).json()).toEqual(ticketGone)
    const next2 = await signInStepOne(app, email)
    expect(next2.next).toBe('code')
    const enrolAgain = await post(app, '/ops/sign-in/enrol', { ticket: next2.ticket })
    expect(enrolAgain.json()).toEqual(
      failure('CONFLICT', 'Two-factor sign-in is already set up for this account.'),
    )
    const list = await app.inject({ url: '/api/v1/ops/operators', headers: bearer(token) })
    expect(list.body).not.toContain(enrolment.secret)
  })

  it('accepts a code once, and each recovery code once', async () => {
    const { email, secret, recoveryCodes } = await signedInAdmin(app)
    const code = nextCode(secret)
    const first = await signInStepOne(app, email)
    expect(
      (await post(app, '/ops/sign-in/verify', { ticket: first.ticket, code })).statusCode,
    ).toBe(200)
    const replay = await signInStepOne(app, email)
    expect(
      (await post(app, '/ops/sign-in/verify', { ticket: replay.ticket, code })).json(),
    ).toEqual(wrongCode)

    const recovery = recoveryCodes[0]!.toUpperCase().replaceAll('-', ' ')
    const withRecovery = await post(app, '/ops/sign-in/verify', {
      ticket: replay.ticket,
      code: recovery,
    })
    expect(withRecovery.statusCode).toBe(200)
    expect(withRecovery.json().data.token).toMatch(/^[\w-]{43}$/)
    const reused = await signInStepOne(app, email)
    expect(
      (
        await post(app, '/ops/sign-in/verify', { ticket: reused.ticket, code: recoveryCodes[0] })
      ).json(),
    ).toEqual(wrongCode)
    expect(
      (await post(app, '/ops/sign-in/verify', { ticket: reused.ticket, code: recoveryCodes[1] }))
        .statusCode,
    ).toBe(200)
  })

  it('answers an unknown email, a wrong password and a disabled operator alike', async () => {
    const admin = await signedInAdmin(app)
    const other = await signedInAdmin(app)
    await app.inject({
      method: 'PATCH',
      url: `/api/v1/ops/operators/${(await app.inject({ url: '/api/v1/ops/me', headers: bearer(other.token) })).json().data.operator.id}`,
      payload: { status: 'disabled' },
      headers: bearer(admin.token),
    })
    const attempts = [
      { email: uniqueOperatorEmail('nobody'), password: operatorPassword },
      { email: admin.email, password: 'Wrong#2026' },
      { email: other.email, password: operatorPassword },
    ]
    for (const attempt of attempts) {
      const response = await post(app, '/ops/sign-in', attempt)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(invalidSignIn)
    }
    expect(
      (await app.inject({ url: '/api/v1/ops/me', headers: bearer(other.token) })).statusCode,
    ).toBe(401)
  })

  it('takes as long for an unknown email as for a wrong password', async () => {
    const { email } = await signedInAdmin(app)
    const fastest = async (attemptEmail: () => string) => {
      const times: number[] = []
      for (let i = 0; i < 3; i++) {
        const started = performance.now()
        await app.inject({
          method: 'POST',
          url: '/api/v1/ops/sign-in',
          payload: { email: attemptEmail(), password: 'Wrong#2026' },
          remoteAddress: randomAddress(),
        })
        times.push(performance.now() - started)
      }
      return Math.min(...times)
    }
    const wrongPasswordMs = await fastest(() => email)
    const unknownEmailMs = await fastest(() => uniqueOperatorEmail('nobody'))
    // Both verify an argon2id hash; a skipped check would answer several times faster.
    expect(unknownEmailMs).toBeGreaterThan(wrongPasswordMs / 3)
  })

  it('ends a ticket after five wrong codes', async () => {
    const { email, secret } = await signedInAdmin(app)
    const { ticket } = await signInStepOne(app, email)
    for (let i = 0; i < operatorLimits.codeFailuresPerTicket; i++) {
      expect((await post(app, '/ops/sign-in/verify', { ticket, code: '000000' })).json()).toEqual(
        wrongCode,
      )
    }
    const late = await post(app, '/ops/sign-in/verify', { ticket, code: nextCode(secret) })
    expect(late.json()).toEqual(ticketGone)
    expect(await signIn(app, email, secret)).toMatch(/^[\w-]{43}$/)
  })

  it('stops the address that failed too often for an email, not the operator elsewhere', async () => {
    const { email } = await signedInAdmin(app)
    const attacker = randomAddress()
    const signInFrom = (remoteAddress: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/ops/sign-in',
        payload: { email, password },
        remoteAddress,
      })
    for (let i = 0; i < operatorLimits.signInFailuresPerEmailAndAddress; i++) {
      expect((await signInFrom(attacker, 'Wrong#2026')).statusCode).toBe(401)
    }
    // The attacker's address is stopped, even with the right password…
    const blocked = await signInFrom(attacker, operatorPassword)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual(
      failure('TOO_MANY_REQUESTS', 'Too many requests. Try again later.'),
    )
    // …while the operator, from another address, still gets to the second step.
    const owner = await signInFrom(randomAddress(), operatorPassword)
    expect(owner.statusCode, owner.body).toBe(200)
    expect(owner.json().data.next).toBe('code')
  })

  it('answers field messages for malformed bodies', async () => {
    const response = await post(app, '/ops/sign-in', { email: 'not-an-email', password: '' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details).toEqual([
      { path: 'email', message: 'Enter a valid email' },
      { path: 'password', message: 'Password is required' },
    ])
    const code = await post(app, '/ops/sign-in/verify', { ticket: 'x', code: '12' })
    expect(code.json().error.details).toEqual([
      {
        path: 'code',
        message: 'Enter the 6-digit code from your authenticator app, or a recovery code',
      },
    ])
    const empty = await app.inject({ method: 'POST', url: '/api/v1/ops/sign-in/enrol' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().success).toBe(false)
  })

  it('keeps the 12-hour idle rule and lets sessions be listed and ended', async () => {
    const { email, secret, token } = await signedInAdmin(app)
    const second = await signIn(app, email, secret)
    const sessions = await app.inject({ url: '/api/v1/ops/sessions', headers: bearer(token) })
    const list = sessions.json().data.sessions as Array<{ id: string; current: boolean }>
    expect(list).toHaveLength(2)
    const other = list.find((session) => !session.current)!
    const end = await app.inject({
      method: 'DELETE',
      url: `/api/v1/ops/sessions/${other.id}`,
      headers: bearer(token),
    })
    expect(end.statusCode).toBe(200)
    expect((await app.inject({ url: '/api/v1/ops/me', headers: bearer(second) })).statusCode).toBe(
      401,
    )
    const missing = await app.inject({
      method: 'DELETE',
      url: `/api/v1/ops/sessions/${other.id}`,
      headers: bearer(token),
    })
    expect(missing.statusCode).toBe(404)
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/v1/ops/sessions/nope',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404)

    // A session is written again only once its last-seen time is a minute old.
    const lastSeen = async (session: string) => {
      const [row] = await app.db
        .select({
          seconds: sql<number>`extract(epoch from now() - ${operatorSessions.lastSeenAt})::float`,
        })
        .from(operatorSessions)
        .where(eq(operatorSessions.tokenHash, hashSecretToken(session)))
      return Number(row!.seconds)
    }
    const busy = await signIn(app, email, secret)
    await app.db.execute(
      sql`update operator_sessions set last_seen_at = now() - interval '30 seconds' where token_hash = ${hashSecretToken(busy)}`,
    )
    expect((await app.inject({ url: '/api/v1/ops/me', headers: bearer(busy) })).statusCode).toBe(
      200,
    )
    expect(await lastSeen(busy)).toBeGreaterThanOrEqual(29)
    await app.db.execute(
      sql`update operator_sessions set last_seen_at = now() - interval '11 hours' where token_hash = ${hashSecretToken(busy)}`,
    )
    expect((await app.inject({ url: '/api/v1/ops/me', headers: bearer(busy) })).statusCode).toBe(
      200,
    )
    expect(await lastSeen(busy)).toBeLessThan(5)

    const idle = await signIn(app, email, secret)
    await app.db.execute(
      sql`update operator_sessions set last_seen_at = now() - interval '12 hours 1 minute' where token_hash = ${hashSecretToken(idle)}`,
    )
    expect((await app.inject({ url: '/api/v1/ops/me', headers: bearer(idle) })).statusCode).toBe(
      401,
    )

    const out = await post(app, '/ops/sign-out', {}, bearer(token))
    expect(out.statusCode).toBe(200)
    expect((await app.inject({ url: '/api/v1/ops/me', headers: bearer(token) })).statusCode).toBe(
      401,
    )
  })
})
