import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { expect, vi } from 'vitest'
import type { App } from '../../app'
import { mailOutbox } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { createAdmin } from './create-admin'

// Helpers for this feature's API tests only; nothing in the app imports this file.

export const operatorPassword = 'Console#2026'
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export function uniqueOperatorEmail(name = 'ops') {
  return `${name}-${randomUUID().slice(0, 8)}@ridelane.example`
}

/**
 * A code can be used once per 30-second step, so each call moves the test clock (Date only) on
 * by one step and returns the code for it. Call `useStepClock()` in the file first.
 */
export function nextCode(secret: string): string {
  vi.setSystemTime(Date.now() + 30_000)
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() })
}

export function useStepClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
}

export const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '')

export function post(app: App, url: string, payload: unknown, headers = {}) {
  return app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers })
}

export async function setPassword(app: App, link: string, password = operatorPassword) {
  const response = await post(app, '/ops/set-password', { token: tokenOf(link), password })
  expect(response.statusCode, response.body).toBe(200)
}

export async function signInStepOne(app: App, email: string, password = operatorPassword) {
  const response = await post(app, '/ops/sign-in', { email, password })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { ticket: string; next: 'code' | 'enrol' }
}

/** First sign-in: password, enrolment with the secret the server shows, confirmation. */
export async function enrol(app: App, email: string) {
  const { ticket, next } = await signInStepOne(app, email)
  expect(next).toBe('enrol')
  const enrolment = (await post(app, '/ops/sign-in/enrol', { ticket })).json().data
  const confirmed = await post(app, '/ops/sign-in/enrol/confirm', {
    ticket,
    code: nextCode(enrolment.secret),
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  const data = confirmed.json().data as { token: string; recovery_codes: string[] }
  return {
    secret: enrolment.secret as string,
    token: data.token,
    recoveryCodes: data.recovery_codes,
  }
}

export async function signIn(app: App, email: string, secret: string) {
  const { ticket } = await signInStepOne(app, email)
  const response = await post(app, '/ops/sign-in/verify', { ticket, code: nextCode(secret) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.token as string
}

/** An admin made by the create-admin command, with a password and an enrolled app. */
export async function signedInAdmin(app: App, email = uniqueOperatorEmail('admin')) {
  const { id, link } = await createAdmin(app.db, 'http://ridelane.test', email)
  await setPassword(app, link)
  return { id, email, ...(await enrol(app, email)) }
}

/** The newest mail to this address, as the outbox holds it. */
export async function lastMailTo(app: App, to: string) {
  const mails = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(asc(mailOutbox.createdAt))
  return mails.at(-1)
}

/** The mails queued to this address, oldest first (PostgreSQL keeps no order without one). */
export async function mailsTo(app: App, to: string) {
  return app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
}

export function linkIn(text: string): string {
  const link = /https?:\/\/\S+\/ops\/set-password#token=[\w-]+/.exec(text)?.[0]
  if (!link) throw new Error(`no set-password link in: ${text}`)
  return link
}

/** An operator invited by `adminToken`, signed in through their emailed link. */
export async function signedInInvitee(
  app: App,
  adminToken: string,
  role: 'admin' | 'dispatcher',
  email = uniqueOperatorEmail(role),
) {
  const invite = await post(app, '/ops/operators', { email, role }, bearer(adminToken))
  expect(invite.statusCode, invite.body).toBe(201)
  const link = linkIn((await lastMailTo(app, email))!.textBody)
  await setPassword(app, link)
  return { email, id: invite.json().data.operator.id as string, ...(await enrol(app, email)) }
}

export type SignedInOperator = Awaited<ReturnType<typeof signedInAdmin>>

/**
 * A fresh app with a signed-in admin and dispatcher, both past their second factor. The test
 * clock steps only while they sign in (so their codes differ); afterwards time runs normally.
 */
export async function appWithOperators() {
  useStepClock()
  const app = await createTestApp()
  const admin = await signedInAdmin(app)
  const dispatcher: SignedInOperator = await signedInInvitee(app, admin.token, 'dispatcher')
  vi.useRealTimers()
  return { app, admin, dispatcher }
}
