import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookings, partners } from '../../db/schema'
import { bookingPayload, payAndComplete, postBooking, signQuote } from '../bookings/test-fixtures'
import { signedInAdmin, signedInInvitee, useStepClock } from '../operators/operator-test-kit'
import { createKey } from '../partner-api-keys/api-keys-test-kit'
import { signedInMember } from '../partner-team/team-test-kit'
import { approvedPartner, bearer, signUp } from './partner-test-kit'

// The affiliate widget's referral credit and commission (docs/decisions/030-partner-business-tools.md).

describe('affiliate commission and referral credit', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>

  beforeAll(async () => {
    useStepClock()
    // Many sign-ups from one address: the sign-up limit is another test's subject.
    app = await createTestApp({ env: { RATE_LIMITS: 'off' } })
    admin = await signedInAdmin(app)
    dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
  })
  afterAll(() => app.close())

  const setCommission = (id: string, percent: unknown, token = admin.token) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/ops/partners/${id}/commission`,
      headers: bearer(token),
      payload: { commission_percent: percent },
    })

  const affiliateOf = async (token: string) => {
    const response = await app.inject({ url: '/api/v1/partners/affiliate', headers: bearer(token) })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data
  }

  async function affiliate(percent = 10) {
    const partner = await approvedPartner(app)
    const set = await setCommission(partner.partnerId, percent)
    expect(set.statusCode, set.body).toBe(200)
    return { ...partner, code: set.json().data.partner.referral_code as string }
  }

  async function referredBooking(code: string, headers: Record<string, string> = {}) {
    const payload = bookingPayload(await signQuote(app), { referral_code: code })
    const created = await postBooking(app, payload, headers)
    expect(created.statusCode, created.body).toBe(201)
    const booking = created.json().data as { id: string; access_token: string }
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id))
    return { booking, row: row! }
  }

  it('gives a partner a referral code with its first commission and keeps it after', async () => {
    const partner = await approvedPartner(app)
    const before = await affiliateOf(partner.token)
    expect(before).toEqual({
      referral_code: null,
      commission_percent: 0,
      referred_bookings: 0,
      earning_bookings: 0,
      commission_earned: 0,
    })
    const first = await setCommission(partner.partnerId, 12)
    expect(first.statusCode, first.body).toBe(200)
    const code = first.json().data.partner.referral_code
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/)
    expect(first.json().data.partner.affiliate_commission_percent).toBe(12)

    const stopped = await setCommission(partner.partnerId, 0)
    expect(stopped.json().data.partner).toMatchObject({
      referral_code: code,
      affiliate_commission_percent: 0,
    })
    const again = await setCommission(partner.partnerId, 7)
    expect(again.json().data.partner.referral_code).toBe(code)
    expect(await affiliateOf(partner.token)).toMatchObject({
      referral_code: code,
      commission_percent: 7,
    })

    const detail = await app.inject({
      url: `/api/v1/ops/partners/${partner.partnerId}`,
      headers: bearer(admin.token),
    })
    const history = detail
      .json()
      .data.history.filter((entry: { action: string }) => entry.action === 'partner.commission')
    expect(history.map((e: { after_commission: number }) => e.after_commission)).toEqual([7, 0, 12])
    expect(history[2]).toMatchObject({ before_commission: 0, operator_email: admin.email })
  })

  it('gives no code for a commission of 0 and refuses percents outside 0 to 50', async () => {
    const partner = await approvedPartner(app)
    const zero = await setCommission(partner.partnerId, 0)
    expect(zero.json().data.partner.referral_code).toBeNull()
    for (const bad of [-1, 51, 2.5, '10', null]) {
      const response = await setCommission(partner.partnerId, bad)
      expect(response.statusCode, String(bad)).toBe(400)
      expect(response.json().error.message).toContain('Enter a whole percent from 0 to 50')
    }
  })

  it('lets only admins set a commission; dispatchers and partners cannot', async () => {
    const partner = await approvedPartner(app)
    const byDispatcher = await setCommission(partner.partnerId, 20, dispatcher.token)
    expect(byDispatcher.statusCode).toBe(403)
    expect(byDispatcher.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only an admin can do this.',
    })
    // A partner's own token is no operator's: it cannot give itself a commission.
    const bySelf = await setCommission(partner.partnerId, 20, partner.token)
    expect(bySelf.statusCode).toBe(401)
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/v1/ops/partners/${partner.partnerId}/commission`,
      payload: { commission_percent: 20 },
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await affiliateOf(partner.token)).commission_percent).toBe(0)

    const unknown = await setCommission('00000000-0000-4000-8000-000000000000', 10)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('No partner has this id.')
  })

  it('answers 401 to GET /partners/affiliate without a live partner session', async () => {
    for (const headers of [{}, bearer('not-a-token'), bearer(admin.token)]) {
      const response = await app.inject({ url: '/api/v1/partners/affiliate', headers })
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHORIZED')
    }
  })

  it('credits a guest booking at the percent of the day; later changes leave it be', async () => {
    const partner = await affiliate(10)
    const { booking, row } = await referredBooking(partner.code.toLowerCase())
    expect(row.referralPartnerId).toBe(partner.partnerId)
    expect(row.affiliateCommissionPercent).toBe(10)
    expect(row.partnerId).toBeNull()
    expect(row.partnerDiscountPercent).toBe(0)

    await setCommission(partner.partnerId, 25)
    const [after] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(after!.affiliateCommissionPercent).toBe(10)

    // Not paid yet: referred, but nothing earned.
    expect(await affiliateOf(partner.token)).toMatchObject({
      referred_bookings: 1,
      earning_bookings: 0,
      commission_earned: 0,
    })
    const completed = await payAndComplete(app, booking)
    expect(completed.statusCode, completed.body).toBe(200)
    const second = await referredBooking(partner.code)
    expect(second.row.affiliateCommissionPercent).toBe(25)
    await payAndComplete(app, second.booking)

    const expected =
      Math.round((row.totalCents * 10) / 100) + Math.round((second.row.totalCents * 25) / 100)
    expect(await affiliateOf(partner.token)).toEqual({
      referral_code: partner.code,
      commission_percent: 25,
      referred_bookings: 2,
      earning_bookings: 2,
      commission_earned: expected / 100,
    })
  })

  it('ignores unknown codes, and codes of idle, suspended or unapproved partners', async () => {
    const idle = await affiliate(10)
    await setCommission(idle.partnerId, 0)
    const suspended = await affiliate(10)
    await app.db
      .update(partners)
      .set({ status: 'suspended' })
      .where(eq(partners.id, suspended.partnerId))
    const pending = await signUp(app)
    const pendingCode = (await setCommission(pending.partnerId, 10)).json().data.partner
      .referral_code as string
    for (const code of ['ZZZZZZZZ', idle.code, suspended.code, pendingCode]) {
      const { row } = await referredBooking(code)
      expect(row.referralPartnerId, code).toBeNull()
      expect(row.affiliateCommissionPercent, code).toBeNull()
    }
    expect((await affiliateOf(idle.token)).referred_bookings).toBe(0)
  })

  it('refuses a referral code of the wrong shape with a 400, never a booking', async () => {
    for (const code of ['short', 'ABCDEFG0', 'ABCD EFGH', 'x'.repeat(40)]) {
      const payload = bookingPayload(await signQuote(app), { referral_code: code })
      const response = await postBooking(app, payload)
      expect(response.statusCode, code).toBe(400)
      expect(response.json().error.message).toContain('This referral code is not one of ours.')
    }
  })

  it('never credits a signed-in partner: not its own code, not another partner’s', async () => {
    const owner = await affiliate(15)
    const other = await approvedPartner(app)
    for (const booker of [owner, other]) {
      const payload = bookingPayload(await signQuote(app), { referral_code: owner.code })
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/partners/bookings',
        headers: bearer(booker.token),
        payload,
      })
      expect(created.statusCode, created.body).toBe(201)
      const [row] = await app.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, created.json().data.id))
      expect(row!.partnerId).toBe(booker.partnerId)
      expect(row!.referralPartnerId).toBeNull()
    }
    expect((await affiliateOf(owner.token)).referred_bookings).toBe(0)
  })

  it('ignores a commission the client sends beside the code', async () => {
    const partner = await affiliate(5)
    const payload = {
      ...bookingPayload(await signQuote(app), { referral_code: partner.code }),
      affiliate_commission_percent: 50,
    }
    const created = await postBooking(app, payload as never)
    expect(created.statusCode, created.body).toBe(201)
    const [row] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, created.json().data.id))
    expect(row!.affiliateCommissionPercent).toBe(5)
  })

  it('shows another partner none of these bookings', async () => {
    const partner = await affiliate(10)
    await referredBooking(partner.code)
    const stranger = await approvedPartner(app)
    expect(await affiliateOf(stranger.token)).toMatchObject({
      referral_code: null,
      referred_bookings: 0,
    })
  })
})

describe('GET /partners/affiliate per kind of partner actor', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMITS: 'off' } })
  })
  afterAll(() => app.close())

  it('answers a booker of the team and refuses an API key', async () => {
    const partner = await approvedPartner(app)
    const ask = (token: string) =>
      app.inject({ url: '/api/v1/partners/affiliate', headers: bearer(token) })
    const booker = await ask((await signedInMember(app, partner.token, 'booker')).token)
    expect(booker.statusCode, booker.body).toBe(200)
    expect(booker.json().data.referral_code).toBeNull()
    const key = await ask((await createKey(app, partner.token)).key)
    expect(key.statusCode).toBe(403)
    expect(key.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'API keys cannot use this call; sign in to the partner portal.',
    })
  })
})
