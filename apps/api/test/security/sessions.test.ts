import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { bookings, passwordResetTokens } from '../../src/db/schema'
import { bookingPayload, signQuote, postBooking } from '../../src/modules/bookings/test-fixtures'
import { bearer, logIn, signUp, strongPassword } from '../../src/modules/partners/partner-test-kit'
import { createTestApp } from '../support/create-test-app'
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server'

const signInAgain = {
  success: false,
  error: {
    code: 'UNAUTHORIZED',
    message: 'Your session has expired or is not valid. Please sign in.',
  },
}
const invalidOrExpired = {
  success: false,
  error: { code: 'BAD_REQUEST', message: 'Invalid or expired token' },
}

let smtp: TestSmtpServer
let app: App
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  app = await createTestApp({
    env: { SMTP_URL: smtp.url, APP_BASE_URL: 'https://portal.ridelane.test' },
  })
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

const partnerCalls = [
  ['GET', '/api/v1/partners/profile'],
  ['GET', '/api/v1/partners/dashboard'],
  ['GET', '/api/v1/partners/bookings'],
  ['POST', '/api/v1/partners/logout'],
] as const

/** A dead session gets 401 everywhere, booking calls included: it never books as a guest. */
async function expectSessionDead(token: string, bookingId: string) {
  for (const [method, url] of partnerCalls) {
    const response = await app.inject({ method, url, headers: bearer(token) })
    expect(response.statusCode, `${method} ${url}`).toBe(401)
    expect(response.json()).toEqual(signInAgain)
  }
  const booking = await app.inject({ url: `/api/v1/bookings/${bookingId}`, headers: bearer(token) })
  expect(booking.statusCode).toBe(401)
  const partnerBooking = await app.inject({
    method: 'POST',
    url: '/api/v1/partners/bookings',
    headers: bearer(token),
    payload: bookingPayload(await signQuote(app)),
  })
  expect(partnerBooking.statusCode).toBe(401)
  const guestBooking = await postBooking(app, bookingPayload(await signQuote(app)), bearer(token))
  expect(guestBooking.statusCode).toBe(401)
  expect(guestBooking.json()).toEqual(signInAgain)
}

async function partnerWithBooking() {
  const partner = await signUp(app)
  const created = await postBooking(
    app,
    bookingPayload(await signQuote(app)),
    bearer(partner.token),
  )
  expect(created.statusCode).toBe(201)
  return { ...partner, bookingId: created.json().data.id as string }
}

async function mailedResetToken(email: string): Promise<string> {
  const before = smtp.messages.length
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/partners/request-password-reset',
    payload: { email },
  })
  expect(response.statusCode).toBe(200)
  const mail = (await smtp.waitForMessages(before + 1)).at(-1)!
  const token = /reset-password#token=([\w-]+)/.exec(mail.text)?.[1]
  expect(token, mail.text).toBeDefined()
  return token!
}

const reset = (token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/partners/reset-password',
    payload: { token, password },
  })

/** Makes the partner's reset links as old as `minutes`, as if mailed that long ago. */
async function ageResetLinks(partnerId: string, minutes: number) {
  const age = sql.raw(`interval '${minutes} minutes'`)
  await app.db
    .update(passwordResetTokens)
    .set({
      createdAt: sql`${passwordResetTokens.createdAt} - ${age}`,
      expiresAt: sql`${passwordResetTokens.expiresAt} - ${age}`,
    })
    .where(eq(passwordResetTokens.partnerId, partnerId))
}

describe('partner sessions', () => {
  it('a token stops working everywhere after logout', async () => {
    const partner = await partnerWithBooking()
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/logout',
      headers: bearer(partner.token),
    })
    expect(out.statusCode).toBe(200)
    await expectSessionDead(partner.token, partner.bookingId)
  })

  it('every token of the partner stops working after a password reset', async () => {
    const partner = await partnerWithBooking()
    const other = (await logIn(app, partner.email, strongPassword)).json().data.token as string
    const done = await reset(await mailedResetToken(partner.email), 'Fresh#Start99')
    expect(done.statusCode).toBe(200)
    await expectSessionDead(partner.token, partner.bookingId)
    await expectSessionDead(other, partner.bookingId)
  })
})

describe('a bearer token that opens no session, on booking calls', () => {
  it.each([
    ['made up', bearer('x'.repeat(43))],
    ['far too long', bearer('x'.repeat(500))],
    ['not a bearer token', { authorization: 'Basic YWdlbmN5OnNlY3JldA==' }],
  ])('%s: POST /bookings answers 401 and books nothing', async (_case, headers) => {
    const before = (await app.db.select({ id: bookings.id }).from(bookings)).length
    const response = await postBooking(app, bookingPayload(await signQuote(app)), headers)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual(signInAgain)
    expect((await app.db.select({ id: bookings.id }).from(bookings)).length).toBe(before)
  })

  it('a guest without any Authorization header still books', async () => {
    const response = await postBooking(app, bookingPayload(await signQuote(app)))
    expect(response.statusCode).toBe(201)
  })
})

describe('password reset links', () => {
  it('work once: a second use answers 400 and keeps the first new password', async () => {
    const partner = await signUp(app)
    const token = await mailedResetToken(partner.email)
    expect((await reset(token, 'Fresh#Start99')).statusCode).toBe(200)
    const again = await reset(token, 'Hijack#Attempt1')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual(invalidOrExpired)
    expect((await logIn(app, partner.email, 'Hijack#Attempt1')).statusCode).toBe(401)
    expect((await logIn(app, partner.email, 'Fresh#Start99')).statusCode).toBe(200)
  })

  it('work for an hour: at 59 minutes yes, at 61 minutes 400', async () => {
    const late = await signUp(app)
    const lateToken = await mailedResetToken(late.email)
    await ageResetLinks(late.partnerId, 61)
    const refused = await reset(lateToken, 'Fresh#Start99')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual(invalidOrExpired)
    expect((await logIn(app, late.email, strongPassword)).statusCode).toBe(200)

    const inTime = await signUp(app)
    const inTimeToken = await mailedResetToken(inTime.email)
    await ageResetLinks(inTime.partnerId, 59)
    expect((await reset(inTimeToken, 'Fresh#Start99')).statusCode).toBe(200)
  })

  it('a link mailed before a reset dies with it', async () => {
    const partner = await signUp(app)
    const first = await mailedResetToken(partner.email)
    const second = await mailedResetToken(partner.email)
    expect((await reset(second, 'Fresh#Start99')).statusCode).toBe(200)
    expect((await reset(first, 'Hijack#Attempt1')).json()).toEqual(invalidOrExpired)
  })
})
