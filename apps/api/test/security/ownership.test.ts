import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import {
  bookingPayload,
  bookingToken,
  cardForm,
  completion,
  signQuote,
  postBooking,
} from '../../src/modules/bookings/test-fixtures'
import { bearer, signUp } from '../../src/modules/partners/partner-test-kit'
import { createTestApp } from '../support/create-test-app'

// Whoever holds neither the booking's token nor its partner's session learns nothing about it.
const notFound = {
  success: false,
  error: { code: 'NOT_FOUND', message: expect.any(String) },
}

type Credentials = Record<string, string>
type CreatedBooking = { id: string; booking_code: string; access_token: string }

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

async function book(headers: Credentials = {}): Promise<CreatedBooking> {
  const response = await postBooking(app, bookingPayload(await signQuote(app)), headers)
  expect(response.statusCode).toBe(201)
  return response.json().data
}

const url = (id: string, rest = '') => `/api/v1/bookings/${id}${rest}`
const read = (id: string, headers: Credentials) => app.inject({ url: url(id), headers })
const patch = (id: string, headers: Credentials) =>
  app.inject({ method: 'PATCH', url: url(id), headers, payload: { name: 'Mallory Intruder' } })
const complete = (id: string, headers: Credentials) =>
  app.inject({ method: 'POST', url: url(id, '/complete'), headers, payload: completion() })

const startPayment = (id: string, headers: Credentials) =>
  app.inject({ method: 'POST', url: url(id, '/payment'), headers })
const readPayment = (id: string, headers: Credentials) =>
  app.inject({ url: url(id, '/payment'), headers })
const payCard = (id: string, headers: Credentials) =>
  app.inject({ method: 'POST', url: url(id, '/payment/card'), headers, payload: cardForm() })

/** Every way to reach one booking, each of which must refuse these credentials. */
async function expectNoAccess(booking: CreatedBooking, headers: Credentials, status: number) {
  for (const call of [read, patch, complete, startPayment, readPayment, payCard]) {
    const response = await call(booking.id, headers)
    expect(response.statusCode).toBe(status)
    expect(response.json().success).toBe(false)
    expect(response.body).not.toContain(booking.booking_code)
  }
}

/** The booking as its owner sees it: unchanged, unpaid. */
async function expectUntouched(booking: CreatedBooking) {
  const response = await read(booking.id, bookingToken(booking.access_token))
  expect(response.json().data).toMatchObject({
    name: 'Amara Okafor',
    booking_status: 'pending_payment',
    payment_status: 'pending',
  })
}

describe("a partner and another partner's bookings", () => {
  it('B cannot read, change or complete A’s booking with B’s session', async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    const booking = await book(bearer(a.token))
    expect((await read(booking.id, bearer(a.token))).statusCode).toBe(200)

    await expectNoAccess(booking, bearer(b.token), 404)
    expect((await read(booking.id, bearer(b.token))).json()).toEqual(notFound)
    await expectUntouched(booking)
  })

  it('B’s bookings list and dashboard never show A’s bookings', async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    const booking = await book(bearer(a.token))
    for (const path of ['/api/v1/partners/bookings', '/api/v1/partners/dashboard']) {
      const own = await app.inject({ url: path, headers: bearer(a.token) })
      const other = await app.inject({ url: path, headers: bearer(b.token) })
      expect(own.body).toContain(booking.booking_code)
      expect(other.statusCode).toBe(200)
      expect(other.body).not.toContain(booking.booking_code)
      expect(other.body).not.toContain(booking.id)
    }
    const list = await app.inject({ url: '/api/v1/partners/bookings', headers: bearer(b.token) })
    expect(list.json().data.bookings).toEqual([])
  })

  it('a profile change only ever reaches the signed-in partner’s own profile', async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    const profile = {
      business_name: 'Mallory Tours',
      admin_email: 'admin@mallory.example',
      admin_contact: '+919876543210',
      country: 'India',
      city: 'Indore',
    }
    // An id of A's in the body or the query names nobody: the session decides whose profile.
    const change = await app.inject({
      method: 'PUT',
      url: `/api/v1/partners/profile?partner_id=${a.partnerId}`,
      headers: bearer(b.token),
      payload: { ...profile, partner_id: a.partnerId, id: a.partnerId },
    })
    expect([200, 400]).toContain(change.statusCode)

    const aProfile = (
      await app.inject({ url: '/api/v1/partners/profile', headers: bearer(a.token) })
    ).json().data
    expect(aProfile.partner.id).toBe(a.partnerId)
    expect(aProfile.profile.business_name).toBeNull()
    expect(JSON.stringify(aProfile)).not.toContain('Mallory')
  })
})

describe('a booking and its X-Booking-Token', () => {
  it('answers 401 without any token, on every route', async () => {
    const booking = await book()
    await expectNoAccess(booking, {}, 401)
    await expectUntouched(booking)
  })

  it('answers 404 to a wrong token or another booking’s token, on every route', async () => {
    const booking = await book()
    const other = await book()
    const wrong = `${booking.access_token.slice(0, -1)}${booking.access_token.endsWith('A') ? 'B' : 'A'}`
    for (const token of [wrong, other.access_token, 'x'.repeat(43)]) {
      await expectNoAccess(booking, bookingToken(token), 404)
    }
    expect((await read(booking.id, bookingToken(other.access_token))).json()).toEqual(notFound)
    await expectUntouched(booking)
  })

  it('a public booking’s token does not open a partner’s booking, nor the other way round', async () => {
    const a = await signUp(app)
    const partnerBooking = await book(bearer(a.token))
    const publicBooking = await book()
    await expectNoAccess(partnerBooking, bookingToken(publicBooking.access_token), 404)
    // The partner's session reaches the partner's bookings only, not a traveller's.
    await expectNoAccess(publicBooking, bearer(a.token), 404)
    await expectUntouched(partnerBooking)
    await expectUntouched(publicBooking)
  })

  it('an id that is not a booking answers like somebody else’s booking', async () => {
    const booking = await book()
    const unknownId = '00000000-0000-4000-8000-000000000000'
    const unknown = await read(unknownId, bookingToken(booking.access_token))
    const foreign = await read(booking.id, bookingToken('y'.repeat(43)))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toBe(foreign.body)
  })
})
