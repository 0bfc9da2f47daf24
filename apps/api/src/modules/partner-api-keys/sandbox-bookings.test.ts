import { apiKeyMessages, boardMessages, sandboxMessages } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings, partners, rideOffers } from '../../db/schema'
import { detail, fleet } from '../bookings/ops-booking-test-kit'
import { bookingPayload, cardForm, completion, signQuote } from '../bookings/test-fixtures'
import { plate } from '../driver-jobs/driver-test-kit'
import { offer, providerCall, providerWithUser, type TestProvider } from '../offers/offers-test-kit'
import { appWithOperators, type SignedInOperator } from '../operators/operator-test-kit'
import {
  bearer,
  confirmationToken,
  strongPassword,
  uniqueEmail,
} from '../partners/partner-test-kit'
import { insertJob } from '../provider-statements/statement-test-kit'
import { allScopes, createKey } from './api-keys-test-kit'

// Sandbox bookings (docs/product.md#sandbox-bookings): which partner may hold which kind of key,
// and how a test key's booking is marked for operators and kept away from every provider.

let app: App
let admin: SignedInOperator
let dispatcher: SignedInOperator
let addresses = 0

beforeAll(async () => {
  ;({ app, admin, dispatcher } = await appWithOperators())
})
afterAll(() => app.close())

/** A partner fresh from sign-up (email not confirmed), each from an address of its own. */
async function newPartner() {
  const email = uniqueEmail('sandbox')
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/partners/signup',
    payload: { email, contact_number: '+14155550100', password: strongPassword },
    remoteAddress: `203.0.113.${(addresses++ % 250) + 1}`,
  })
  expect(response.statusCode, response.body).toBe(201)
  await app.mailOutbox.deliverNow()
  return { email, token: response.json().data.token as string }
}

/** A partner that confirmed its email through the mailed link and awaits approval. */
async function confirmedPartner() {
  const partner = await newPartner()
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/v1/partners/confirm-email',
    payload: { token: await confirmationToken(app, partner.email) },
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return partner
}

const makeKey = (token: string, mode: 'live' | 'test') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/partners/api-keys',
    headers: bearer(token),
    payload: { name: 'Integration', mode, scopes: [...allScopes] },
  })

const forbidden = (message: string) => ({
  success: false,
  error: { code: 'FORBIDDEN', message },
})

/** A booking a confirmed, unapproved partner made and paid with the sandbox card on a test key. */
async function sandboxBooking() {
  const partner = await confirmedPartner()
  const { key } = await createKey(app, partner.token, { mode: 'test' })
  const call = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(key), payload })
  const created = await call('/partners/bookings', bookingPayload(await signQuote(app)))
  expect(created.statusCode, created.body).toBe(201)
  const booking = created.json().data as { id: string; booking_code: string }
  const started = await call(`/bookings/${booking.id}/payment`)
  expect(started.statusCode, started.body).toBe(200)
  const paid = await call(`/bookings/${booking.id}/payment/card`, cardForm())
  expect(paid.statusCode, paid.body).toBe(200)
  const completed = await call(`/bookings/${booking.id}/complete`, completion())
  expect(completed.statusCode, completed.body).toBe(200)
  return booking
}

const board = (token: string, query: string) =>
  app.inject({ url: `/api/v1/ops/bookings?${query}`, headers: bearer(token) })
const boardCsv = (token: string, query: string) =>
  app.inject({ url: `/api/v1/ops/bookings.csv?${query}`, headers: bearer(token) })

describe('which keys a partner may make', () => {
  it('refuses every key to a partner whose email is not confirmed (403)', async () => {
    const partner = await newPartner()
    for (const mode of ['test', 'live'] as const) {
      const response = await makeKey(partner.token, mode)
      expect(response.statusCode, mode).toBe(403)
      expect(response.json()).toEqual(forbidden(apiKeyMessages.emailUnconfirmed))
    }
  })

  it('gives a confirmed partner awaiting approval a test key, but not a live one', async () => {
    const partner = await confirmedPartner()
    const test = await makeKey(partner.token, 'test')
    expect(test.statusCode, test.body).toBe(201)
    expect(test.json().data.key).toMatch(/^rl_test_/)

    const live = await makeKey(partner.token, 'live')
    expect(live.statusCode).toBe(403)
    expect(live.json()).toEqual(forbidden(apiKeyMessages.liveNeedsApproval))
    const listed = await app.inject({
      url: '/api/v1/partners/api-keys',
      headers: bearer(partner.token),
    })
    expect(listed.json().data.api_keys.map((k: { mode: string }) => k.mode)).toEqual(['test'])
  })

  it('stops a live key once its partner is no longer approved', async () => {
    const partner = await confirmedPartner()
    const [row] = await app.db
      .update(partners)
      .set({ status: 'active' })
      .where(eq(partners.email, partner.email))
      .returning()
    const { key } = await createKey(app, partner.token, { mode: 'live' })
    const quote = () => app.inject({ url: '/api/v1/partners/bookings', headers: bearer(key) })
    expect((await quote()).statusCode).toBe(200)

    await app.db
      .update(partners)
      .set({ status: 'pending_approval' })
      .where(eq(partners.id, row!.id))
    const refused = await quote()
    expect(refused.statusCode).toBe(401)
    expect(refused.json().error.message).toBe(apiKeyMessages.invalidKey)
  })
})

describe('a test key’s booking in the console', () => {
  let sandbox: { id: string; booking_code: string }
  let real: { id: string; booking_code: string }

  beforeAll(async () => {
    sandbox = await sandboxBooking()
    const approved = await confirmedPartner()
    await app.db
      .update(partners)
      .set({ status: 'active' })
      .where(eq(partners.email, approved.email))
    const { key } = await createKey(app, approved.token, { mode: 'live' })
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/bookings',
      headers: bearer(key),
      payload: bookingPayload(await signQuote(app)),
    })
    expect(created.statusCode, created.body).toBe(201)
    real = created.json().data
  })

  it('is confirmed, and marked as sandbox on the booking page', async () => {
    const page = await detail(app, admin.token, sandbox.id)
    expect(page.booking.booking_status).toBe('confirmed')
    expect(page.sandbox).toBe(true)
    expect(page.next_statuses).not.toContain('assigned')
    expect((await detail(app, admin.token, real.id)).sandbox).toBe(false)
  })

  it('is never made sandbox by what a request body says', async () => {
    const approved = await confirmedPartner()
    await app.db
      .update(partners)
      .set({ status: 'active' })
      .where(eq(partners.email, approved.email))
    const { key } = await createKey(app, approved.token, { mode: 'live' })
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/partners/bookings',
      headers: bearer(key),
      payload: { ...bookingPayload(await signQuote(app)), sandbox: true },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect((await detail(app, admin.token, created.json().data.id)).sandbox).toBe(false)
  })

  it('is left off the board by default, and shown marked when asked for', async () => {
    for (const operator of [admin, dispatcher]) {
      const byDefault = await board(operator.token, 'page_size=100&sort=created_at&dir=desc')
      expect(byDefault.statusCode, byDefault.body).toBe(200)
      const codes = byDefault
        .json()
        .data.bookings.map((b: { booking_code: string }) => b.booking_code)
      expect(codes).toContain(real.booking_code)
      expect(codes).not.toContain(sandbox.booking_code)

      const included = await board(operator.token, `sandbox=include&q=${sandbox.booking_code}`)
      expect(included.statusCode, included.body).toBe(200)
      expect(included.json().data.bookings).toEqual([
        expect.objectContaining({
          booking_code: sandbox.booking_code,
          sandbox: true,
          needs_assignment: false,
          // Its flight is not looked up: no service is paid to track a ride that is not real.
          flight: null,
        }),
      ])

      const only = await board(operator.token, 'sandbox=only&page_size=100')
      const rows = only.json().data.bookings as Array<{ booking_code: string; sandbox: boolean }>
      expect(rows.map((b) => b.booking_code)).toContain(sandbox.booking_code)
      expect(rows.every((b) => b.sandbox)).toBe(true)
      const mixed = await board(operator.token, `sandbox=include&q=${real.booking_code}`)
      expect(mixed.json().data.bookings).toEqual([
        expect.objectContaining({ booking_code: real.booking_code, sandbox: false }),
      ])
    }
  })

  it('has a Sandbox column in the CSV, and is in the file only when asked for', async () => {
    for (const operator of [admin, dispatcher]) {
      const plain = await boardCsv(operator.token, 'sort=created_at&dir=desc')
      expect(plain.statusCode).toBe(200)
      const [header] = plain.body.split('\n')
      expect(header!.split(',').at(-1)).toBe('Sandbox')
      expect(plain.body).not.toContain(sandbox.booking_code)
      const realLine = plain.body.split('\n').find((line) => line.startsWith(real.booking_code))
      expect(realLine?.trim().endsWith(',no')).toBe(true)

      const included = await boardCsv(operator.token, `sandbox=include&q=${sandbox.booking_code}`)
      const line = included.body.split('\n').find((l) => l.startsWith(sandbox.booking_code))
      expect(line?.trim().endsWith(',yes')).toBe(true)
    }
  })

  it('refuses a sandbox filter it does not know, with the rule (400)', async () => {
    for (const url of ['/api/v1/ops/bookings', '/api/v1/ops/bookings.csv']) {
      const response = await app.inject({
        url: `${url}?sandbox=maybe`,
        headers: bearer(admin.token),
      })
      expect(response.statusCode, url).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'sandbox', message: boardMessages.sandboxInvalid }],
      })
    }
  })

  it('answers sandbox=only to admins and dispatchers, and 401 to every other caller', async () => {
    for (const operator of [admin, dispatcher]) {
      const csv = await boardCsv(operator.token, 'sandbox=only')
      expect(csv.statusCode).toBe(200)
      expect(csv.body).toContain(sandbox.booking_code)
      expect(csv.body).not.toContain(real.booking_code)
    }
    const partner = await confirmedPartner()
    const { key } = await createKey(app, partner.token, { mode: 'test' })
    const provider = await providerWithUser(app, admin.token)
    const strangers = [{}, bearer(partner.token), bearer(key), bearer(provider.token)]
    for (const url of ['/api/v1/ops/bookings', '/api/v1/ops/bookings.csv']) {
      for (const headers of strangers) {
        const response = await app.inject({ url: `${url}?sandbox=only`, headers })
        expect(response.statusCode, url).toBe(401)
        expect(response.json().error.code).toBe('UNAUTHORIZED')
        expect(response.body).not.toContain(sandbox.booking_code)
      }
    }
  })
})

describe('a sandbox booking and the providers', () => {
  let skyline: TestProvider

  beforeAll(async () => {
    skyline = await providerWithUser(app, admin.token)
  })

  const conflict = {
    success: false,
    error: { code: 'INVALID_TRANSITION', message: sandboxMessages.notForProviders },
  }

  it('cannot be offered to one provider or to its area (409)', async () => {
    const booking = await sandboxBooking()
    for (const operator of [admin, dispatcher]) {
      for (const body of [{ to: 'provider', provider_id: skyline.id }, { to: 'area' }]) {
        const response = await offer(app, operator.token, booking.id, body)
        expect(response.statusCode, response.body).toBe(409)
        expect(response.json()).toEqual({
          success: false,
          error: { code: 'CONFLICT', message: sandboxMessages.notForProviders },
        })
      }
    }
    const offers = await app.inject({
      url: `/api/v1/ops/bookings/${booking.id}/offers`,
      headers: bearer(admin.token),
    })
    expect(offers.json().data).toEqual({ can_offer: false, offers: [] })
  })

  it('cannot be assigned by an operator (409), and stays unassigned', async () => {
    const booking = await sandboxBooking()
    const team = await fleet(app, admin.token, plate())
    for (const operator of [admin, dispatcher]) {
      const { version } = await detail(app, admin.token, booking.id)
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/ops/bookings/${booking.id}/assignment`,
        headers: bearer(operator.token),
        payload: {
          expected_version: version,
          provider_id: team.provider.id,
          driver_id: team.driver.id,
          vehicle_id: team.vehicle.id,
        },
      })
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json()).toEqual(conflict)
    }
    const page = await detail(app, admin.token, booking.id)
    expect(page.booking.booking_status).toBe('confirmed')
    expect(page.assignment.provider).toBeNull()
  })

  it('cannot be taken by a provider even with an offer forced into the database (409)', async () => {
    const booking = await sandboxBooking()
    await app.db.insert(rideOffers).values({
      bookingId: booking.id,
      providerId: skyline.id,
      batchId: crypto.randomUUID(),
      offeredBy: admin.id,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    })
    const accepted = await providerCall(app, skyline.token, 'POST', `/jobs/${booking.id}/accept`)
    expect(accepted.statusCode, accepted.body).toBe(409)
    expect(accepted.json().error.message).toBe(sandboxMessages.notForProviders)
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row).toMatchObject({ providerId: null, bookingStatus: 'confirmed' })
  })

  it('never appears on a provider’s statement, even when forced there in the database', async () => {
    const month = '2030-02'
    const kept = await insertJob(app, {
      providerId: skyline.id,
      pickupTime: '2030-02-10T15:00:00Z',
    })
    const forced = await insertJob(app, {
      providerId: skyline.id,
      pickupTime: '2030-02-11T15:00:00Z',
    })
    await app.db.update(bookings).set({ sandbox: true }).where(eq(bookings.id, forced.id))

    const own = await app.inject({
      url: `/api/v1/provider/statement?month=${month}`,
      headers: bearer(skyline.token),
    })
    expect(own.statusCode, own.body).toBe(200)
    const codes = own.json().data.jobs.map((job: { booking_code: string }) => job.booking_code)
    expect(codes).toEqual([kept.bookingCode])
    expect(own.json().data.totals.jobs).toBe(1)

    const csv = await app.inject({
      url: `/api/v1/ops/providers/${skyline.id}/statement.csv?month=${month}`,
      headers: bearer(admin.token),
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.body).toContain(kept.bookingCode)
    expect(csv.body).not.toContain(forced.bookingCode)
  })
})

/** A booking made with `token` (a portal session books live, a test key in the sandbox). */
async function bookWith(token: string) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/partners/bookings',
    headers: bearer(token),
    payload: bookingPayload(await signQuote(app)),
  })
  expect(created.statusCode, created.body).toBe(201)
  return created.json().data as { id: string; booking_code: string }
}

describe('a test key and its partner’s live bookings', () => {
  it('neither reads nor changes them (404), while the portal session still does', async () => {
    const partner = await confirmedPartner()
    const booking = await bookWith(partner.token)
    const { key } = await createKey(app, partner.token, { mode: 'test' })

    const asKey = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
      app.inject({ method, url: `/api/v1${url}`, headers: bearer(key), payload })
    expect((await asKey('GET', `/bookings/${booking.id}`)).statusCode).toBe(404)
    expect((await asKey('GET', `/rides/${booking.booking_code}`)).statusCode).toBe(404)
    const patched = await asKey('PATCH', `/bookings/${booking.id}`, { name: 'Someone Else' })
    expect(patched.statusCode).toBe(404)

    const portal = await app.inject({
      url: `/api/v1/bookings/${booking.id}`,
      headers: bearer(partner.token),
    })
    expect(portal.statusCode).toBe(200)
    expect(portal.json().data.name).not.toBe('Someone Else')
  })
})

describe('a test key and a live booking’s Idempotency-Key', () => {
  it('never replays the live booking, nor says the key was used', async () => {
    const partner = await confirmedPartner()
    const { key } = await createKey(app, partner.token, { mode: 'test' })
    const body = bookingPayload(await signQuote(app))
    const send = (token: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/partners/bookings',
        headers: { ...bearer(token), 'idempotency-key': 'shared-key-0001' },
        payload,
      })
    const live = await send(partner.token, body)
    expect(live.statusCode, live.body).toBe(201)
    const { booking_code: code, access_token: token } = live.json().data

    // The same key and body with the test key: its own scope, so the signed quote is simply
    // spent (409), never the live booking with its token.
    const replayed = await send(key, body)
    expect(replayed.statusCode, replayed.body).toBe(409)
    expect(replayed.body).not.toContain(code)
    expect(replayed.body).not.toContain(token)
    // Another body under the same key: nothing says a live booking used it.
    const other = await send(key, bookingPayload(await signQuote(app)))
    expect(other.statusCode, other.body).toBe(201)
    expect(other.json().data.booking_code).not.toBe(code)
    // The portal still replays its own booking.
    const again = await send(partner.token, body)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data.booking_code).toBe(code)
  })
})

describe('a test key’s list and export of its partner’s bookings', () => {
  it('holds the sandbox bookings only, while the portal lists both', async () => {
    const partner = await confirmedPartner()
    const liveCode = (await bookWith(partner.token)).booking_code
    const { key } = await createKey(app, partner.token, { mode: 'test' })
    const sandboxCode = (await bookWith(key)).booking_code

    const codes = async (token: string, query: string) => {
      const listed = await app.inject({
        url: `/api/v1/partners/bookings?${query}`,
        headers: bearer(token),
      })
      expect(listed.statusCode, listed.body).toBe(200)
      return (listed.json().data.bookings as Array<{ booking_code: string }>).map(
        (booking) => booking.booking_code,
      )
    }
    // Whatever `test` says, a test key never lists a live booking.
    expect(await codes(key, 'test=true')).toEqual([sandboxCode])
    expect(await codes(key, '')).toEqual([sandboxCode])
    expect((await codes(partner.token, 'test=true')).sort()).toEqual([liveCode, sandboxCode].sort())

    const csv = await app.inject({
      url: '/api/v1/partners/bookings.csv?test=true',
      headers: bearer(key),
    })
    expect(csv.statusCode, csv.body).toBe(200)
    expect(csv.body).toContain(sandboxCode)
    expect(csv.body).not.toContain(liveCode)
  })
})
