import { randomUUID } from 'node:crypto'
import { accountClosureMessages, ANONYMISED_TEXT, closedLoginEmail } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-server'
import { bookings, mailOutbox, partners, webhookEndpoints } from '../../db/schema'
import { adminOnlyMessage, portalOnlyMessage } from '../../plugins/partner-auth'
import { foreignCredentials } from '../driver-jobs/driver-test-kit'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { createKey } from '../partner-api-keys/api-keys-test-kit'
import { signedInMember } from '../partner-team/team-test-kit'
import { whereFound } from '../privacy/privacy-test-kit'
import { signedInProviderUser } from '../provider-accounts/provider-accounts-test-kit'
import { createdProvider } from '../registry/registry-test-kit'
import { accountClosedSubject } from './partner-mails'
import { approvedPartner, bearer, insertBookings, logIn, strongPassword } from './partner-test-kit'

// A partner's admin downloads what we hold about its account and closes it (issue 36, item 4;
// decision 046): its people's data is erased at once, its business details and bookings stay.

let app: App
let smtp: TestSmtpServer
let operator: Awaited<ReturnType<typeof signedInAdmin>>

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  useStepClock()
  app = await createTestApp({ env: { SMTP_URL: smtp.url, APP_BASE_URL: 'https://ridelane.test' } })
  operator = await signedInAdmin(app)
  vi.useRealTimers()
})
afterAll(async () => {
  await app.close()
  await smtp.close()
})

let address = 0
/** Each call from its own network address, so the per-address limits stay out of the way. */
const from = () => `10.8.${Math.floor(address / 250)}.${(address++ % 250) + 1}`

const exportCopy = (headers: Record<string, string>) =>
  app.inject({ url: '/api/v1/partners/account/export', headers, remoteAddress: from() })
const close = (headers: Record<string, string>, password: unknown = strongPassword) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/partners/account/close',
    headers,
    payload: { password },
    remoteAddress: from(),
  })

/** An approved partner with a team member, a key, a webhook and a finished booking, all marked. */
async function partnerWithPeople() {
  const owner = await approvedPartner(app)
  const mark = randomUUID().slice(0, 8)
  const phone = `+1415${String(Number.parseInt(mark, 16) % 10_000_000).padStart(7, '0')}`
  const adminEmail = `accounts-${mark}@agency.example`
  const webhookUrl = `https://hooks-${mark}.agency.example/ridelane`
  await app.db
    .update(partners)
    .set({ contactNumber: phone, adminEmail, businessName: `Agency ${mark} Ltd` })
    .where(eq(partners.id, owner.partnerId))
  const member = await signedInMember(app, owner.token, 'booker')
  const key = await createKey(app, owner.token, { name: 'CRM' })
  await app.db.insert(webhookEndpoints).values({
    partnerId: owner.partnerId,
    url: webhookUrl,
    secretSealed: 'sealed-secret-for-the-test',
    events: ['booking.confirmed'],
  })
  const [booking] = await insertBookings(app, owner.partnerId, [
    { status: 'confirmed', createdAt: new Date('2026-01-05T10:00:00Z') },
  ])
  await app.db
    .update(bookings)
    .set({ bookedBy: owner.email, pickupTime: new Date('2026-01-06T10:00:00Z') })
    .where(eq(bookings.id, booking!.id))
  await app.mailOutbox.deliverNow()
  return {
    owner,
    member,
    key,
    booking: booking!,
    markers: [owner.email, member.email, adminEmail, phone, webhookUrl],
  }
}

describe('who may download and close a partner account', () => {
  it('refuses strangers, drivers, ride links, API keys, bookers, operators and provider users', async () => {
    const { owner, member, key } = await partnerWithPeople()
    const provider = await createdProvider(app, operator.token)
    const providerUser = await signedInProviderUser(app, operator.token, provider.id)
    const foreign = await foreignCredentials(app, operator.token)
    for (const call of [exportCopy, (headers: Record<string, string>) => close(headers)]) {
      expect((await call({})).statusCode).toBe(401)
      // A driver's job link and a ride's booking link, in their own headers and as bearers.
      for (const headers of [...foreign.driver, ...foreign.booking]) {
        expect((await call(headers)).statusCode).toBe(401)
      }
      expect((await call(bearer(operator.token))).statusCode).toBe(401)
      expect((await call(bearer(providerUser.token))).statusCode).toBe(401)
      const byKey = await call(bearer(key.key))
      expect(byKey.statusCode).toBe(403)
      expect(byKey.json().error.message).toBe(portalOnlyMessage)
      const byBooker = await call(bearer(member.token))
      expect(byBooker.statusCode).toBe(403)
      expect(byBooker.json().error.message).toBe(adminOnlyMessage)
    }
    // Nothing was closed by any of them.
    expect((await logIn(app, owner.email, strongPassword)).statusCode).toBe(200)
  })
})

describe('the account’s own copy', () => {
  it('holds the account, its team, keys, webhooks, sign-ins and bookings, without secrets', async () => {
    const { owner, member, key, booking, markers } = await partnerWithPeople()
    const other = await partnerWithPeople()
    const response = await exportCopy(bearer(owner.token))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="ridelane-partner-account-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const copy = response.json()
    expect(copy.account).toMatchObject({ id: owner.partnerId, email: owner.email })
    expect(copy.team_members.map((m: { email: string }) => m.email)).toEqual([member.email])
    expect(copy.api_keys.map((k: { prefix: string }) => k.prefix)).toEqual([key.view.prefix])
    expect(copy.webhook_endpoints).toHaveLength(1)
    expect(copy.sign_ins.length).toBeGreaterThanOrEqual(2)
    expect(copy.bookings.map((b: { booking_code: string }) => b.booking_code)).toEqual([
      booking.bookingCode,
    ])
    for (const marker of markers) expect(response.body).toContain(marker)
    for (const secret of [
      'password_hash',
      'invite_token_hash',
      'token_hash',
      'key_hash',
      'secret_sealed',
      'sealed-secret-for-the-test',
      key.key,
    ]) {
      expect(response.body).not.toContain(secret)
    }
    for (const marker of other.markers) expect(response.body).not.toContain(marker)
  })
})

describe('closing the account', () => {
  it('needs the admin’s own password, and changes nothing without it', async () => {
    const { owner } = await partnerWithPeople()
    const wrong = await close(bearer(owner.token), 'not-the-password')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: accountClosureMessages.passwordWrong,
      details: [{ path: 'password', message: accountClosureMessages.passwordWrong }],
    })
    const empty = await close(bearer(owner.token), '')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.details).toEqual([
      { path: 'password', message: accountClosureMessages.passwordRequired },
    ])
    expect((await exportCopy(bearer(owner.token))).statusCode).toBe(200)
  })

  it('is refused while a ride is to come or money is owed on account', async () => {
    const { owner } = await partnerWithPeople()
    await insertBookings(app, owner.partnerId, [
      { status: 'confirmed', createdAt: new Date('2026-11-01T10:00:00Z') },
    ])
    const upcoming = await close(bearer(owner.token))
    expect(upcoming.statusCode).toBe(409)
    expect(upcoming.json().error.message).toBe(accountClosureMessages.upcomingBookings(1))

    const owing = await approvedPartner(app)
    await app.db
      .update(partners)
      .set({ onAccountSince: new Date('2026-01-01T00:00:00Z') })
      .where(eq(partners.id, owing.partnerId))
    const [onAccount] = await insertBookings(app, owing.partnerId, [
      { status: 'confirmed', totalCents: 12_345, createdAt: new Date('2026-02-03T10:00:00Z') },
    ])
    await app.db
      .update(bookings)
      .set({
        onAccount: true,
        confirmedAt: new Date('2026-02-03T10:00:00Z'),
        partnerDiscountCents: 0,
        pickupTime: new Date('2026-02-04T10:00:00Z'),
      })
      .where(eq(bookings.id, onAccount!.id))
    const owed = await close(bearer(owing.token))
    expect(owed.statusCode).toBe(409)
    expect(owed.json().error.message).toBe(accountClosureMessages.balanceOwed(12_345))
    expect((await logIn(app, owing.email, strongPassword)).statusCode).toBe(200)
  })

  it('erases its people’s data, stops every way in, and keeps the business and its bookings', async () => {
    const { owner, member, key, booking, markers } = await partnerWithPeople()
    const admin = await signedInMember(app, owner.token, 'admin')
    const bystander = await partnerWithPeople()
    const sentBefore = smtp.messages.length

    // A member with the admin role may close it, with their own password.
    const closed = await close(bearer(admin.token))
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json().data).toEqual({ message: accountClosureMessages.closed })

    // Every way in is shut: sessions, keys, passwords.
    for (const token of [owner.token, member.token, admin.token, key.key]) {
      expect((await exportCopy(bearer(token))).statusCode).toBe(401)
    }
    for (const who of [owner, member, admin]) {
      const login = await logIn(app, who.email, strongPassword)
      expect(login.statusCode).toBe(401)
    }
    expect((await close(bearer(owner.token))).statusCode).toBe(401)

    // The last mail went to the login, and the outbox forgot it once sent.
    await app.mailOutbox.deliverNow()
    const last = smtp.messages.slice(sentBefore)
    expect(last.map((mail) => [mail.to, mail.subject])).toEqual([
      [[owner.email], accountClosedSubject],
    ])
    expect(last[0]!.text).toContain('closed')

    // No personal value of its people is left anywhere; another partner's still are.
    expect(await whereFound(app, [...markers, admin.email])).toEqual([])
    expect(await whereFound(app, bystander.markers)).not.toEqual([])

    // The business details its invoices name, and its bookings, stay.
    const [row] = await app.db.select().from(partners).where(eq(partners.id, owner.partnerId))
    expect(row).toMatchObject({
      status: 'closed',
      email: closedLoginEmail(owner.partnerId),
      contactNumber: null,
      adminEmail: null,
    })
    expect(row!.businessName).toMatch(/^Agency .+ Ltd$/)
    const [kept] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(kept).toMatchObject({ bookingCode: booking.bookingCode, bookedBy: ANONYMISED_TEXT })
    const mails = await app.db.select().from(mailOutbox)
    expect(mails.some((mail) => mail.toAddress === owner.email)).toBe(false)

    // Operators see it closed and cannot reopen it.
    const reopen = await app.inject({
      method: 'POST',
      url: `/api/v1/ops/partners/${owner.partnerId}/reactivate`,
      headers: bearer(operator.token),
      payload: {},
    })
    expect(reopen.statusCode).toBe(409)
  })
})
