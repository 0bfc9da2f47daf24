import { creditLimitMessages, fromCents } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings, partners } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database'
import { bookingPayload, completion, postBooking, signQuote } from '../bookings/test-fixtures'
import { signedInAdmin, signedInInvitee, useStepClock } from '../operators/operator-test-kit'
import { createKey } from '../partner-api-keys/api-keys-test-kit'
import { signedInProviderUser } from '../provider-accounts/provider-accounts-test-kit'
import { createdProvider } from '../registry/registry-test-kit'
import { bookRide, change, storedBooking } from '../rides/change-test-kit'
import { approvedPartner, bearer } from './partner-test-kit'

// Credit limits of partners billed on account (issue 36, item 3): an admin sets them; a live
// booking or change that would take what the partner owes past its limit is refused.

// Two API processes: on PostgreSQL two apps on one database; PGlite has one connection to share.
let database: TestDatabase
let app: App
let other: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>
beforeAll(async () => {
  useStepClock()
  database = await createTestDatabase()
  app = await createTestApp({ database: database.target })
  other =
    database.target.driver === 'postgres' ? await createTestApp({ database: database.target }) : app
  admin = await signedInAdmin(app)
})
afterAll(async () => {
  if (other !== app) await other?.close()
  await app?.close()
  await database?.drop()
})

type Created = { id: string; booking_code: string }

const setCredit = (
  token: string,
  id: string,
  body: Record<string, unknown> = { credit_limit: 100, paid_through: null },
) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/ops/partners/${id}/credit`,
    payload: body,
    headers: bearer(token),
  })

async function limitTo(partnerId: string, limitCents: number | null, paidThrough = null) {
  const response = await setCredit(admin.token, partnerId, {
    credit_limit: limitCents === null ? null : fromCents(limitCents),
    paid_through: paidThrough,
  })
  expect(response.statusCode, response.body).toBe(200)
}

async function onAccountPartner() {
  const partner = await approvedPartner(app)
  await app.db
    .update(partners)
    .set({ onAccountSince: new Date() })
    .where(eq(partners.id, partner.partnerId))
  return partner
}

async function book(headers: Record<string, string>): Promise<Created & { totalCents: number }> {
  const response = await postBooking(app, bookingPayload(await signQuote(app)), headers)
  expect(response.statusCode, response.body).toBe(201)
  const created = response.json().data as Created
  return { ...created, totalCents: (await stored(created.id)).totalCents }
}

const complete = (b: Created, headers: Record<string, string>, on = app) =>
  on.inject({
    method: 'POST',
    url: `/api/v1/bookings/${b.id}/complete`,
    headers,
    payload: completion(),
  })

const stored = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!

const detail = async (id: string) => {
  const response = await app.inject({
    url: `/api/v1/ops/partners/${id}`,
    headers: bearer(admin.token),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

describe('a booking on account against the credit limit', () => {
  it('is refused past the limit with the message, and accepted exactly at it', async () => {
    const partner = await onAccountPartner()
    const headers = bearer(partner.token)
    const first = await book(headers)
    expect((await complete(first, headers)).statusCode).toBe(200)

    const second = await book(headers)
    const limitCents = first.totalCents + second.totalCents
    await limitTo(partner.partnerId, limitCents - 1)
    const refused = await complete(second, headers)
    expect(refused.statusCode, refused.body).toBe(402)
    expect(refused.json()).toEqual({
      success: false,
      error: {
        code: 'CREDIT_LIMIT_EXCEEDED',
        message: creditLimitMessages.bookingOverLimit(
          limitCents - 1,
          first.totalCents,
          second.totalCents,
        ),
      },
    })
    expect(await stored(second.id)).toMatchObject({
      bookingStatus: 'pending_payment',
      onAccount: false,
    })

    await limitTo(partner.partnerId, limitCents)
    const accepted = await complete(second, headers)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(await stored(second.id)).toMatchObject({ bookingStatus: 'confirmed', onAccount: true })

    const { credit } = await detail(partner.partnerId)
    expect(credit).toEqual({
      on_account: true,
      credit_limit: fromCents(limitCents),
      paid_through: null,
      balance: fromCents(limitCents),
      available: 0,
      invoices: [],
    })
  })

  it('refuses a live API key’s booking too, and never counts or refuses a test key’s', async () => {
    const partner = await onAccountPartner()
    const live = await createKey(app, partner.token, { mode: 'live' })
    const test = await createKey(app, partner.token, { mode: 'test' })
    await limitTo(partner.partnerId, 0)

    const sandbox = await book(bearer(test.key))
    const sandboxDone = await complete(sandbox, bearer(test.key))
    expect(sandboxDone.statusCode, sandboxDone.body).toBe(200)
    expect(await stored(sandbox.id)).toMatchObject({ sandbox: true, bookingStatus: 'confirmed' })
    expect((await detail(partner.partnerId)).credit.balance).toBe(0)

    const real = await book(bearer(live.key))
    const refused = await complete(real, bearer(live.key))
    expect(refused.statusCode, refused.body).toBe(402)
    expect(refused.json().error.code).toBe('CREDIT_LIMIT_EXCEEDED')
  })

  it('lets only one of two concurrent bookings through when both do not fit', async () => {
    const partner = await onAccountPartner()
    const headers = bearer(partner.token)
    const a = await book(headers)
    const b = await book(headers)
    await limitTo(partner.partnerId, Math.max(a.totalCents, b.totalCents))
    const answers = await Promise.all([complete(a, headers), complete(b, headers, other)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402])
    const statuses = [(await stored(a.id)).bookingStatus, (await stored(b.id)).bookingStatus]
    expect(statuses.sort()).toEqual(['confirmed', 'pending_payment'])
  })

  it('counts only months after the last one paid, and books freely without a limit', async () => {
    const partner = await onAccountPartner()
    const headers = bearer(partner.token)
    const first = await book(headers)
    expect((await complete(first, headers)).statusCode).toBe(200)
    const month = (await detail(partner.partnerId)).credit
    expect(month.balance).toBe(fromCents(first.totalCents))

    const pickupMonth = (await stored(first.id)).pickupTime.toISOString().slice(0, 7)
    const response = await setCredit(admin.token, partner.partnerId, {
      credit_limit: fromCents(first.totalCents),
      paid_through: pickupMonth,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.partner).toMatchObject({
      credit_limit: fromCents(first.totalCents),
      paid_through: pickupMonth,
    })
    expect((await detail(partner.partnerId)).credit).toMatchObject({
      balance: 0,
      available: fromCents(first.totalCents),
    })

    await limitTo(partner.partnerId, null)
    const second = await book(headers)
    expect((await complete(second, headers)).statusCode).toBe(200)
  })
})

describe('a change of a ride on account against the credit limit', () => {
  it('is refused when the extra cost does not fit, and applied when it does', async () => {
    const owner = await approvedPartner(app, 10)
    const ride = await bookRide(app, { headers: bearer(owner.token) })
    await app.db.execute(`update bookings set on_account = true where id = '${ride.id}'`)
    const before = await storedBooking(app, ride.id)
    // The meet-and-greet costs 22.50 after the partner's 10 %.
    await limitTo(owner.partnerId, before.totalCents + 2249)
    const refused = await change(app, ride, { meet_greet_applicable: true }, bearer(owner.token))
    expect(refused.statusCode, refused.body).toBe(402)
    expect(refused.json().error).toEqual({
      code: 'CREDIT_LIMIT_EXCEEDED',
      message: creditLimitMessages.changeOverLimit(before.totalCents + 2249),
    })
    expect((await storedBooking(app, ride.id)).totalCents).toBe(before.totalCents)

    await limitTo(owner.partnerId, before.totalCents + 2250)
    const applied = await change(app, ride, { meet_greet_applicable: true }, bearer(owner.token))
    expect(applied.statusCode, applied.body).toBe(200)
    expect((await storedBooking(app, ride.id)).totalCents).toBe(before.totalCents + 2250)
  })
})

describe('setting a partner’s credit', () => {
  it('is audited with the limit and the month before and after; the same again writes nothing', async () => {
    const partner = await onAccountPartner()
    const body = { credit_limit: 2500.5, paid_through: '2030-01', reason: 'Signed terms' }
    expect((await setCredit(admin.token, partner.partnerId, body)).statusCode).toBe(200)
    expect((await setCredit(admin.token, partner.partnerId, body)).statusCode).toBe(200)
    const { history, partner: view } = await detail(partner.partnerId)
    expect(view).toMatchObject({ credit_limit: 2500.5, paid_through: '2030-01' })
    expect(
      history.filter((entry: { action: string }) => entry.action === 'partner.credit'),
    ).toEqual([
      expect.objectContaining({
        before_credit_limit: null,
        after_credit_limit: 2500.5,
        before_paid_through: null,
        after_paid_through: '2030-01',
        reason: 'Signed terms',
      }),
    ])
    const [row] = await app.db.select().from(partners).where(eq(partners.id, partner.partnerId))
    expect(row).toMatchObject({ creditLimitCents: 250_050, paidThrough: '2030-01' })
  })

  it('answers 400 naming the field for a bad limit or month, and 404 for no partner', async () => {
    const partner = await onAccountPartner()
    for (const [body, path, message] of [
      [
        { credit_limit: 10.005, paid_through: null },
        'credit_limit',
        creditLimitMessages.limitInvalid,
      ],
      [{ credit_limit: -1, paid_through: null }, 'credit_limit', creditLimitMessages.limitInvalid],
      [{ credit_limit: '5', paid_through: null }, 'credit_limit', creditLimitMessages.limitInvalid],
      [
        { credit_limit: 5, paid_through: '2030-13' },
        'paid_through',
        creditLimitMessages.paidThroughInvalid,
      ],
      [{ credit_limit: 5 }, 'paid_through', creditLimitMessages.paidThroughInvalid],
    ] as const) {
      const response = await setCredit(admin.token, partner.partnerId, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path, message }],
      })
    }
    const unknown = await setCredit(admin.token, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
  })

  it('is for admins only: strangers get 401, a dispatcher 403, and nothing changes', async () => {
    const partner = await onAccountPartner()
    const dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
    const providerUser = await signedInProviderUser(
      app,
      admin.token,
      (await createdProvider(app, admin.token)).id,
    )
    const strangers: Array<Record<string, string>> = [
      {},
      bearer(partner.token),
      bearer(providerUser.token),
      { 'x-driver-token': 'a-driver-job-link-token' },
      { 'x-booking-token': 'not-an-operator' },
    ]
    for (const headers of strangers) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/v1/ops/partners/${partner.partnerId}/credit`,
        headers,
        payload: { credit_limit: 1, paid_through: null },
      })
      expect(response.statusCode, JSON.stringify(headers)).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHORIZED')
    }
    const refused = await setCredit(dispatcher.token, partner.partnerId)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only an admin can do this.',
    })
    // A dispatcher still reads the partner's credit.
    const read = await app.inject({
      url: `/api/v1/ops/partners/${partner.partnerId}`,
      headers: bearer(dispatcher.token),
    })
    expect(read.json().data.credit).toMatchObject({ credit_limit: null, balance: 0 })
    expect((await detail(partner.partnerId)).history).toEqual([])
  })

  it('shows the partner its own credit on its dashboard while it is on account', async () => {
    const partner = await onAccountPartner()
    await limitTo(partner.partnerId, 100_000)
    const response = await app.inject({
      url: '/api/v1/partners/dashboard',
      headers: bearer(partner.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.credit).toMatchObject({
      on_account: true,
      credit_limit: 1000,
      balance: 0,
      available: 1000,
    })
    const byCard = await approvedPartner(app)
    const card = await app.inject({
      url: '/api/v1/partners/dashboard',
      headers: bearer(byCard.token),
    })
    expect(card.json().data.credit).toBeNull()
  })
})
