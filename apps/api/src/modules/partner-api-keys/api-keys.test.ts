import { createHash } from 'node:crypto'
import { apiKeyMessages } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings, partnerApiKeys, partners } from '../../db/schema'
import { missingScopeMessage, portalOnlyMessage } from '../../plugins/partner-auth'
import { createTestApp } from '../../../test/support/create-test-app'
import { oneWayRequest } from '../pricing/price-request-test-kit'
import { bookingPayload, signQuote } from '../bookings/test-fixtures'
import { bearer } from '../partners/partner-test-kit'
import { createKey, keyPartner, listKeys, revokeKey } from './api-keys-test-kit'

// API keys (docs/api.md): made and revoked in the portal, shown once, stored hashed; they act for
// their partner on the booking calls within their scopes and their own limit.

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.inject({ method, url: `/api/v1${url}`, headers, payload })

const quote = (headers: Record<string, string>) =>
  api('POST', '/prices/calculate', headers, oneWayRequest())

const book = async (headers: Record<string, string>, url = '/partners/bookings') =>
  api('POST', url, headers, bookingPayload(await signQuote(app)))

describe('making a key', () => {
  it('shows the key once, keeps only its hash and prefix, and never lists the key', async () => {
    const partner = await keyPartner(app)
    const created = await api('POST', '/partners/api-keys', bearer(partner.token), {
      name: '  Booking engine ',
      mode: 'test',
      scopes: ['bookings:read', 'quotes', 'quotes'],
    })
    expect(created.statusCode, created.body).toBe(201)
    const { key, api_key: view, message } = created.json().data
    expect(message).toBe(apiKeyMessages.created)
    expect(key).toMatch(/^rl_test_[A-Za-z0-9_-]{43}$/)
    expect(view).toMatchObject({
      name: 'Booking engine',
      mode: 'test',
      prefix: key.slice(0, 12),
      scopes: ['quotes', 'bookings:read'],
      requests_per_minute: 60,
      last_used_at: null,
      revoked_at: null,
    })

    const [row] = await app.db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, view.id))
    expect(row!.keyHash).toBe(createHash('sha256').update(key).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(key)

    const listed = await api('GET', '/partners/api-keys', bearer(partner.token))
    expect(listed.statusCode).toBe(200)
    expect(listed.body).not.toContain(key)
    expect(listed.json().data.api_keys).toEqual([view])
  })

  it('makes live keys different each time', async () => {
    const partner = await keyPartner(app)
    const first = await createKey(app, partner.token)
    const second = await createKey(app, partner.token)
    expect(first.key).toMatch(/^rl_live_/)
    expect(second.key).not.toBe(first.key)
    expect((await listKeys(app, partner.token)).map((k) => k.id)).toEqual([
      second.view.id,
      first.view.id,
    ])
  })

  it('refuses a key without a scope, a name, or a sane limit, with the rule', async () => {
    const partner = await keyPartner(app)
    const cases = [
      [{ name: 'A', mode: 'live', scopes: [] }, apiKeyMessages.scopesRequired],
      [{ name: ' ', mode: 'live', scopes: ['quotes'] }, apiKeyMessages.nameRequired],
      [
        { name: 'A', mode: 'live', scopes: ['quotes'], requests_per_minute: 0 },
        apiKeyMessages.requestsPerMinuteRange,
      ],
      [
        { name: 'A', mode: 'live', scopes: ['quotes'], requests_per_minute: 100_000 },
        apiKeyMessages.requestsPerMinuteRange,
      ],
    ] as const
    for (const [payload, message] of cases) {
      const response = await api('POST', '/partners/api-keys', bearer(partner.token), payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error.details).toContainEqual(expect.objectContaining({ message }))
    }
    expect(await listKeys(app, partner.token)).toEqual([])
  })
})

describe('who may manage keys', () => {
  it('wants a portal sign-in: no token 401, an API key 403, on every key call', async () => {
    const partner = await keyPartner(app)
    const { key, view } = await createKey(app, partner.token)
    const calls = [
      ['GET', '/partners/api-keys', undefined],
      ['POST', '/partners/api-keys', { name: 'More', mode: 'live', scopes: ['quotes'] }],
      ['POST', `/partners/api-keys/${view.id}/revoke`, undefined],
    ] as const
    for (const [method, url, payload] of calls) {
      const anonymous = await api(method, url, {}, payload)
      expect(anonymous.statusCode, url).toBe(401)
      const withKey = await api(method, url, bearer(key), payload)
      expect(withKey.statusCode, url).toBe(403)
      expect(withKey.json().error.message).toBe(portalOnlyMessage)
    }
    expect((await listKeys(app, partner.token))[0]!.revoked_at).toBeNull()
  })

  it("shows a partner none of another's keys and cannot revoke them (404)", async () => {
    const owner = await keyPartner(app)
    const stranger = await keyPartner(app)
    const { key, view } = await createKey(app, owner.token)
    expect(await listKeys(app, stranger.token)).toEqual([])
    for (const id of [view.id, 'not-an-id']) {
      const response = await revokeKey(app, stranger.token, id)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe(apiKeyMessages.keyNotFound)
    }
    expect((await quote(bearer(key))).statusCode).toBe(200)
  })

  it('keeps the portal pages for people: profile and dashboard refuse a key (403)', async () => {
    const partner = await keyPartner(app)
    const { key } = await createKey(app, partner.token)
    for (const url of ['/partners/profile', '/partners/dashboard']) {
      const response = await api('GET', url, bearer(key))
      expect(response.statusCode, url).toBe(403)
      expect(response.json().error.message).toBe(portalOnlyMessage)
    }
  })
})

describe('calling the API with a key', () => {
  it('quotes with the discount, books as the partner, and reads the booking back', async () => {
    const partner = await keyPartner(app, 12)
    const { key } = await createKey(app, partner.token, { name: 'Engine' })

    const priced = await quote(bearer(key))
    expect(priced.statusCode, priced.body).toBe(200)
    expect(priced.json().data.partner_discount_percent).toBe(12)

    const created = await book(bearer(key))
    expect(created.statusCode, created.body).toBe(201)
    const booking = created.json().data
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row).toMatchObject({
      partnerId: partner.partnerId,
      partnerDiscountPercent: 12,
      bookedBy: 'API key Engine',
    })
    expect(row!.sandbox).toBe(false)

    const read = await api('GET', `/bookings/${booking.id}`, bearer(key))
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json().data.booking_code).toBe(booking.booking_code)
    const listed = await api('GET', '/partners/bookings', bearer(key))
    expect(listed.json().data.bookings.map((b: { id: string }) => b.id)).toContain(booking.id)
    expect((await api('GET', `/bookings/${booking.id}/events`, bearer(key))).statusCode).toBe(200)
  })

  it('marks a test key’s booking as sandbox', async () => {
    const partner = await keyPartner(app)
    const { key } = await createKey(app, partner.token, { mode: 'test' })
    const created = await book(bearer(key), '/bookings')
    expect(created.statusCode, created.body).toBe(201)
    const [row] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, created.json().data.id))
    expect(row!.sandbox).toBe(true)
  })

  it('refuses a call outside the key’s scopes with 403 and the scope it lacks', async () => {
    const partner = await keyPartner(app)
    const quotesOnly = await createKey(app, partner.token, { scopes: ['quotes'] })
    const readOnly = await createKey(app, partner.token, { scopes: ['bookings:read'] })
    const mine = (await book(bearer(partner.token))).json().data as { id: string }

    const refusals = [
      [await book(bearer(quotesOnly.key)), 'bookings:write'],
      [await book(bearer(readOnly.key), '/bookings'), 'bookings:write'],
      [await api('GET', '/partners/bookings', bearer(quotesOnly.key)), 'bookings:read'],
      [await api('GET', `/bookings/${mine.id}`, bearer(quotesOnly.key)), 'bookings:read'],
      [await quote(bearer(readOnly.key)), 'quotes'],
      [
        await api('PATCH', `/bookings/${mine.id}`, bearer(readOnly.key), { name: 'Someone' }),
        'bookings:write',
      ],
      [await api('POST', `/bookings/${mine.id}/payment`, bearer(readOnly.key)), 'bookings:write'],
    ] as const
    for (const [response, scope] of refusals) {
      expect(response.statusCode, response.body).toBe(403)
      expect(response.json().error).toMatchObject({
        code: 'FORBIDDEN',
        message: missingScopeMessage(scope),
      })
    }
    expect((await api('GET', `/bookings/${mine.id}`, bearer(readOnly.key))).statusCode).toBe(200)
  })

  it("never shows another partner's booking to a key (404)", async () => {
    const owner = await keyPartner(app)
    const stranger = await keyPartner(app)
    const { key } = await createKey(app, stranger.token)
    const theirs = (await book(bearer(owner.token))).json().data as { id: string }
    for (const url of [`/bookings/${theirs.id}`, `/bookings/${theirs.id}/events`]) {
      const response = await api('GET', url, bearer(key))
      expect(response.statusCode, url).toBe(404)
    }
    const listed = await api('GET', '/partners/bookings', bearer(key))
    expect(listed.json().data.bookings).toEqual([])
  })

  it('answers 401 once the key is revoked, or its partner suspended', async () => {
    const partner = await keyPartner(app)
    const { key, view } = await createKey(app, partner.token)
    const booked = (await book(bearer(key))).json().data as { id: string }

    const revoked = await revokeKey(app, partner.token, view.id)
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().data.message).toBe(apiKeyMessages.revoked)
    expect(revoked.json().data.api_key.revoked_at).not.toBeNull()

    for (const response of [
      await quote(bearer(key)),
      await book(bearer(key)),
      await book(bearer(key), '/bookings'),
      await api('GET', '/partners/bookings', bearer(key)),
      await api('GET', `/bookings/${booked.id}`, bearer(key)),
    ]) {
      expect(response.statusCode, response.body).toBe(401)
      expect(response.json().error).toEqual({
        code: 'UNAUTHORIZED',
        message: apiKeyMessages.invalidKey,
      })
    }

    const other = await keyPartner(app)
    const second = await createKey(app, other.token)
    await app.db
      .update(partners)
      .set({ status: 'suspended' })
      .where(eq(partners.id, other.partnerId))
    expect((await api('GET', '/partners/bookings', bearer(second.key))).statusCode).toBe(401)
    expect((await quote(bearer(second.key))).statusCode).toBe(401)
  })

  it('answers 401 to a key that was never made', async () => {
    const response = await quote(bearer(`rl_live_${'x'.repeat(43)}`))
    expect(response.statusCode).toBe(401)
    expect(response.json().error.message).toBe(apiKeyMessages.invalidKey)
  })

  it('records the last use, at most once a minute', async () => {
    const partner = await keyPartner(app)
    const { key } = await createKey(app, partner.token)
    expect((await listKeys(app, partner.token))[0]!.last_used_at).toBeNull()
    await quote(bearer(key))
    const first = (await listKeys(app, partner.token))[0]!.last_used_at
    expect(first).not.toBeNull()
    await quote(bearer(key))
    expect((await listKeys(app, partner.token))[0]!.last_used_at).toBe(first)
  })
})

describe("a key's own limit", () => {
  it('answers 429 with Retry-After past the key’s requests a minute, other keys unaffected', async () => {
    const partner = await keyPartner(app)
    const slow = await createKey(app, partner.token, { requests_per_minute: 2 })
    const other = await createKey(app, partner.token, { requests_per_minute: 2 })
    expect((await api('GET', '/partners/bookings', bearer(slow.key))).statusCode).toBe(200)
    expect((await api('GET', '/partners/bookings', bearer(slow.key))).statusCode).toBe(200)
    const refused = await api('GET', '/partners/bookings', bearer(slow.key))
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(refused.json()).toEqual({
      success: false,
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: apiKeyMessages.tooManyRequests(2, Number(refused.headers['retry-after'])),
      },
    })
    expect((await api('GET', '/partners/bookings', bearer(other.key))).statusCode).toBe(200)
    expect((await api('GET', '/partners/bookings', bearer(partner.token))).statusCode).toBe(200)
  })
})
