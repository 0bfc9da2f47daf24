import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { oneWayRequest } from '../pricing/price-request-test-kit'
import { bookingPayload, signQuote } from '../bookings/test-fixtures'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import {
  approvedPartner,
  bearer,
  confirmationToken,
  insertBookings,
  logIn,
  signUp,
  strongPassword,
} from './partner-test-kit'

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>

beforeAll(async () => {
  useStepClock()
  app = await createTestApp()
  admin = await signedInAdmin(app)
})
afterAll(() => app.close())

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, payload, headers: bearer(admin.token) })

const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/partners/confirm-email', payload: { token } })

const profileStatus = async (token: string) =>
  (await app.inject({ url: '/api/v1/partners/profile', headers: bearer(token) })).json().data
    .partner.status

const discountQuoted = async (token: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/v1/prices/calculate',
      payload: oneWayRequest(),
      headers: bearer(token),
    })
  ).json().data.partner_discount_percent ?? 0

describe('a new partner', () => {
  it('confirms its email with a single-use link, then waits for approval at public prices', async () => {
    const partner = await signUp(app)
    expect(await profileStatus(partner.token)).toBe('email_unconfirmed')
    expect(await discountQuoted(partner.token)).toBe(0)

    const token = await confirmationToken(app, partner.email)
    const confirmed = await confirm(token)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().data.message).toBe(
      'Thank you: your email is confirmed. We will review your account shortly.',
    )
    expect(await profileStatus(partner.token)).toBe('pending_approval')
    expect(await discountQuoted(partner.token)).toBe(0)

    for (const used of [token, 'not-a-token']) {
      const again = await confirm(used)
      expect(again.statusCode).toBe(400)
      expect(again.json().error.message).toBe('This confirmation link is invalid, used or expired.')
    }
  })

  it('can ask for a fresh link, which retires the first one', async () => {
    const partner = await signUp(app)
    const first = await confirmationToken(app, partner.email)
    const resent = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/resend-confirmation',
      headers: bearer(partner.token),
    })
    expect(resent.statusCode).toBe(200)
    const second = await confirmationToken(app, partner.email)
    expect(second).not.toBe(first)
    expect((await confirm(first)).statusCode).toBe(400)
    expect((await confirm(second)).statusCode).toBe(200)
  })

  it('gets the discount an admin approves it with, and the approval is audited', async () => {
    const partner = await signUp(app)
    const early = await asAdmin('POST', `/ops/partners/${partner.partnerId}/approve`, {
      discount_percent: 15,
    })
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toBe(
      'Only a partner that confirmed its email and awaits approval can be approved.',
    )
    await confirm(await confirmationToken(app, partner.email))

    const tooMuch = await asAdmin('POST', `/ops/partners/${partner.partnerId}/approve`, {
      discount_percent: 51,
    })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().error.details).toEqual([
      { path: 'discount_percent', message: 'Enter a whole percent from 0 to 50' },
    ])

    const approved = await asAdmin('POST', `/ops/partners/${partner.partnerId}/approve`, {
      discount_percent: 15,
    })
    expect(approved.statusCode).toBe(200)
    expect(approved.json().data.partner).toMatchObject({ status: 'active', discount_percent: 15 })
    expect(await profileStatus(partner.token)).toBe('active')
    expect(await discountQuoted(partner.token)).toBe(15)

    const audit = await asAdmin(
      'GET',
      `/ops/audit?target_kind=partner&target_id=${partner.partnerId}`,
    )
    expect(audit.json().data.entries[0]).toMatchObject({
      action: 'partner.approve',
      before: { status: 'pending_approval', discount_percent: 0 },
      after: { status: 'active', discount_percent: 15 },
    })
    const detail = await asAdmin('GET', `/ops/partners/${partner.partnerId}`)
    expect(detail.json().data.history[0]).toMatchObject({
      action: 'partner.approve',
      before_status: 'pending_approval',
      after_status: 'active',
      after_discount: 15,
    })
  })
})

describe('a suspended partner', () => {
  it('is signed out at once, cannot sign in, and signs in again once reactivated', async () => {
    const partner = await approvedPartner(app)
    const suspended = await asAdmin('POST', `/ops/partners/${partner.partnerId}/suspend`, {
      reason: 'Unpaid invoices',
    })
    expect(suspended.json().data.partner.status).toBe('suspended')

    const session = await app.inject({
      url: '/api/v1/partners/profile',
      headers: bearer(partner.token),
    })
    expect(session.statusCode).toBe(401)
    const booking = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/bookings',
      payload: bookingPayload(await signQuote(app)),
      headers: bearer(partner.token),
    })
    expect(booking.statusCode).toBe(401)

    const refused = await logIn(app, partner.email, strongPassword)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message:
        'This partner account is suspended. Please contact us if you think this is a mistake.',
    })
    // A wrong password learns nothing about the suspension.
    const guess = await logIn(app, partner.email, 'Wrong#Pass1')
    expect(guess.statusCode).toBe(401)
    expect(guess.json().error.message).toBe('Invalid email or password')

    const twice = await asAdmin('POST', `/ops/partners/${partner.partnerId}/suspend`, {})
    expect(twice.statusCode).toBe(409)

    const back = await asAdmin('POST', `/ops/partners/${partner.partnerId}/reactivate`, {})
    expect(back.json().data.partner).toMatchObject({ status: 'active', discount_percent: 10 })
    const signedIn = await logIn(app, partner.email, strongPassword)
    expect(signedIn.statusCode).toBe(200)
    expect(await discountQuoted(signedIn.json().data.token)).toBe(10)

    const audit = await asAdmin(
      'GET',
      `/ops/audit?target_kind=partner&target_id=${partner.partnerId}`,
    )
    expect(audit.json().data.entries.map((e: { action: string }) => e.action)).toEqual([
      'partner.reactivate',
      'partner.suspend',
    ])
    expect(audit.json().data.entries[1]).toMatchObject({
      reason: 'Unpaid invoices',
      before: { status: 'active' },
      after: { status: 'suspended' },
    })
  })
})

describe('a changed discount', () => {
  it('applies to new quotes; a booking keeps the discount it was made with', async () => {
    const partner = await approvedPartner(app, 10)
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/bookings',
      payload: bookingPayload(await signQuote(app), { meet_greet_applicable: true }),
      headers: bearer(partner.token),
    })
    expect(created.statusCode).toBe(201)
    const { id } = created.json().data

    const changed = await asAdmin('PUT', `/ops/partners/${partner.partnerId}/discount`, {
      discount_percent: 30,
    })
    expect(changed.json().data.partner.discount_percent).toBe(30)
    expect(await discountQuoted(partner.token)).toBe(30)

    // 10 % of $80.15 without meet & greet is $8.02, not 30 %.
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${id}`,
      payload: { meet_greet_applicable: false },
      headers: bearer(partner.token),
    })
    expect(patched.statusCode).toBe(200)
    expect(patched.json().data).toMatchObject({ partner_discount_amount: 8.02, total_price: 72.13 })

    const audit = await asAdmin(
      'GET',
      `/ops/audit?target_kind=partner&target_id=${partner.partnerId}`,
    )
    expect(audit.json().data.entries[0]).toMatchObject({
      action: 'partner.discount',
      before: { discount_percent: 10 },
      after: { discount_percent: 30 },
    })
  })
})

describe('the console partner list', () => {
  it('filters by status and search, counts bookings and paid revenue, and pages', async () => {
    const email = `list-${Date.now()}@search.example`
    const partner = await approvedPartner(app, 12, email)
    await insertBookings(app, partner.partnerId, [
      { createdAt: new Date(), totalCents: 5000 },
      { createdAt: new Date(), totalCents: 7000 },
    ])
    await app.db.execute(
      `update bookings set payment_status = 'success' where partner_id = '${partner.partnerId}' and total_cents = 7000`,
    )
    const found = await asAdmin('GET', `/ops/partners?q=${encodeURIComponent(email.slice(0, 18))}`)
    expect(found.json().data.partners).toEqual([
      expect.objectContaining({
        email,
        status: 'active',
        discount_percent: 12,
        bookings_count: 2,
        revenue: 70,
      }),
    ])
    const pending = await asAdmin('GET', `/ops/partners?status=pending_approval&q=${email}`)
    expect(pending.json().data.partners).toEqual([])
    const bad = await asAdmin('GET', '/ops/partners?status=gone')
    expect(bad.statusCode).toBe(400)
    const page = await asAdmin('GET', '/ops/partners?page=999')
    expect(page.json().data.partners).toEqual([])
    expect(page.json().data.pagination.current_page).toBe(999)
  })
})
