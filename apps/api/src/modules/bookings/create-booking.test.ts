import { passengerMessages } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { approvedPartner, bearer, signUp } from '../partners/partner-test-kit'
import {
  bookingPayload,
  bookingToken,
  businessSedan,
  completion,
  signQuote,
  postBooking,
  quotedVehicle,
} from './test-fixtures'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

const countBookings = async () => (await app.db.select().from(bookings)).length

async function bookingFor(token: string, id: string) {
  const response = await app.inject({ url: `/api/v1/bookings/${id}`, headers: bookingToken(token) })
  return response.json().data
}

describe('POST /api/v1/bookings', () => {
  it('creates a pending booking priced by the server and returns its code and token once', async () => {
    const quoteId = await signQuote(app)
    const response = await postBooking(
      app,
      bookingPayload(quoteId, {
        meet_greet_applicable: true,
        child_seat_applicable: true,
        child_seat_count: 3,
        // Never trusted: the server sets these itself.
        night_charge_applicable: false,
        night_charge_amount: 0,
      }),
    )
    expect(response.statusCode).toBe(201)
    const { id, booking_code, access_token } = response.json().data
    expect(booking_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    expect(access_token).toMatch(/^[\w-]{43}$/)

    const booking = await bookingFor(access_token, id)
    expect(booking).toMatchObject({
      booking_code,
      booking_status: 'pending_payment',
      payment_status: 'pending',
      payment_reference: '',
      vehicle_price: 80.15,
      meet_greet_charge: 15,
      child_seat_charge: 10,
      child_seat_count: 3,
      partner_discount_amount: 0,
      // 80.15 + 15 + 3 × 10
      total_price: 125.15,
      phone_number: '+12125550147',
      timezone: 'America/New_York',
      pickup_time: '2030-01-15T14:30:00.000Z',
    })
    expect(booking).not.toHaveProperty('access_token_hash')
    expect(JSON.stringify(booking)).not.toContain('idempotency')
  })

  it('takes the night surcharge from the quote, whatever the client says', async () => {
    const night = quotedVehicle({ price_cents: 9_000, night_charge_cents: 1_200 })
    const quoteId = await signQuote(app, { vehicles: [night] })
    const response = await postBooking(app, bookingPayload(quoteId, { vehicle_price: 90 }))
    const { id, access_token } = response.json().data
    expect(await bookingFor(access_token, id)).toMatchObject({
      night_charge_applicable: true,
      night_charge_amount: 12,
      total_price: 90,
    })
  })

  it.each([
    ['name', { name: '' }, passengerMessages.nameRequired],
    ['name', { name: 'R2-D2' }, passengerMessages.nameCharacters],
    ['name', { name: 'A' }, passengerMessages.nameTooShort],
    ['email', { email: '' }, passengerMessages.emailRequired],
    ['email', { email: 'amara@example' }, passengerMessages.emailInvalid],
    ['phone_number', { phone_number: '' }, passengerMessages.phoneRequired],
    ['phone_number', { phone_number: '+1 212 CALL ME' }, passengerMessages.phoneInvalid],
    ['phone_number', { phone_number: '12345' }, passengerMessages.phoneLength],
    ['whatsapp_number', { whatsapp_number: 'wa.me/1' }, passengerMessages.whatsappInvalid],
    ['whatsapp_number', { whatsapp_number: '+123' }, passengerMessages.whatsappLength],
  ])('refuses a bad %s with its message: %j', async (path, change, message) => {
    const quoteId = await signQuote(app)
    const response = await postBooking(app, bookingPayload(quoteId, change))
    expect(response.statusCode).toBe(400)
    const { error } = response.json()
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.details).toContainEqual({ path, message })
  })

  it('keeps the traveller’s language: the one sent, else the browser’s among ours, else English', async () => {
    const languageOf = async (id: string) =>
      (await app.db.select().from(bookings)).find((row) => row.id === id)?.language
    const sent = await postBooking(app, bookingPayload(await signQuote(app), { language: 'hi' }), {
      'accept-language': 'de',
    })
    expect(sent.statusCode).toBe(201)
    expect(await languageOf(sent.json().data.id)).toBe('hi')
    const browsers = await postBooking(app, bookingPayload(await signQuote(app)), {
      'accept-language': 'pt-BR, ar;q=0.8, en;q=0.5',
    })
    expect(await languageOf(browsers.json().data.id)).toBe('ar')
    const none = await postBooking(app, bookingPayload(await signQuote(app)))
    expect(await languageOf(none.json().data.id)).toBe('en')

    const before = await countBookings()
    const unknown = await postBooking(
      app,
      bookingPayload(await signQuote(app), { language: 'xx' as 'en' }),
    )
    expect(unknown.statusCode).toBe(400)
    expect(JSON.stringify(unknown.json())).toContain(
      'Language must be one of en, hi, es, fr, de, ar',
    )
    expect(await countBookings()).toBe(before)
  })

  it('refuses text with a NUL character as bad input', async () => {
    const quoteId = await signQuote(app)
    const response = await postBooking(app, bookingPayload(quoteId, { email: 'a\u0000@b.co' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().success).toBe(false)
  })

  it('refuses a tampered vehicle price with 409 and stores nothing', async () => {
    const quoteId = await signQuote(app)
    const before = await countBookings()
    const response = await postBooking(app, bookingPayload(quoteId, { vehicle_price: 1 }))
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({
      code: 'PRICE_CHANGED',
      message: 'The price for this ride has changed. Please review the new price and try again.',
    })
    expect(await countBookings()).toBe(before)
  })

  it('refuses a tampered add-on charge with 409', async () => {
    const quoteId = await signQuote(app)
    const payload = bookingPayload(quoteId, { child_seat_applicable: true, child_seat_charge: 0 })
    const response = await postBooking(app, payload)
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('PRICE_CHANGED')
  })

  it('refuses an expired quote with 409', async () => {
    const quoteId = await signQuote(app, { expiresAt: new Date(Date.now() - 1000) })
    const response = await postBooking(app, bookingPayload(quoteId))
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: 'This price has expired. Please search again to get a fresh quote.',
    })
  })

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for an unknown quote %s',
    async (quoteId) => {
      const response = await postBooking(app, bookingPayload(quoteId))
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    },
  )

  it('refuses a vehicle the quote did not offer with 400', async () => {
    const quoteId = await signQuote(app)
    const response = await postBooking(
      app,
      bookingPayload(quoteId, { vehicle_id: 'new-york:party-bus', vehicle_name: 'Party Bus' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(
      'This vehicle is not offered for this trip. Please choose another vehicle.',
    )
  })

  it('refuses a pickup time other than the quoted one with 409', async () => {
    const quoteId = await signQuote(app)
    const response = await postBooking(
      app,
      bookingPayload(quoteId, { pickup_time: '2030-01-15T23:30:00-05:00' }),
    )
    expect(response.statusCode).toBe(409)
  })

  const luxury = (quoteId: string, change: object) =>
    bookingPayload(quoteId, {
      vehicle_id: businessSedan.city_vehicle_id,
      vehicle_name: businessSedan.vehicle_name,
      vehicle_price: 120,
      ...change,
    })

  it('refuses an add-on the vehicle does not allow with 400', async () => {
    const quoteId = await signQuote(app)
    const response = await postBooking(app, luxury(quoteId, { child_seat_applicable: true }))
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('Child seats are not available for this vehicle.')
  })

  it('adds nothing for an add-on the vehicle includes', async () => {
    const quoteId = await signQuote(app)
    const response = await postBooking(app, luxury(quoteId, { meet_greet_applicable: true }))
    expect(response.statusCode).toBe(201)
    const { id, access_token } = response.json().data
    expect(await bookingFor(access_token, id)).toMatchObject({
      meet_greet_applicable: true,
      meet_greet_charge: 0,
      total_price: 120,
    })
  })
})

describe('partner bookings', () => {
  it('POST /partners/bookings needs a signed-in partner', async () => {
    const quoteId = await signQuote(app)
    const before = await countBookings()
    for (const headers of [{}, bearer('not-a-session')]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/partners/bookings',
        payload: bookingPayload(quoteId),
        headers,
      })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } })
    }
    expect(await countBookings()).toBe(before)
  })

  it.each(['/api/v1/partners/bookings', '/api/v1/bookings'])(
    '%s with a partner token books for the partner, with its discount as its own line',
    async (url) => {
      const partner = await approvedPartner(app)
      const quoteId = await signQuote(app)
      const response = await app.inject({
        method: 'POST',
        url,
        payload: bookingPayload(quoteId, { meet_greet_applicable: true }),
        headers: bearer(partner.token),
      })
      expect(response.statusCode).toBe(201)
      const { id } = response.json().data
      // The partner's own token opens it; its approved discount is 10 % of 95.15.
      const read = await app.inject({
        url: `/api/v1/bookings/${id}`,
        headers: bearer(partner.token),
      })
      expect(read.json().data).toMatchObject({ partner_discount_amount: 9.52, total_price: 85.63 })

      const other = bearer((await signUp(app)).token)
      for (const request of [
        { method: 'GET', url: `/api/v1/bookings/${id}` },
        { method: 'PATCH', url: `/api/v1/bookings/${id}`, payload: { luggage_count: 0 } },
        { method: 'POST', url: `/api/v1/bookings/${id}/complete`, payload: completion() },
      ] as const) {
        const stranger = await app.inject({ ...request, headers: other })
        expect(stranger.statusCode).toBe(404)
      }

      // The owner changes it with the bearer token alone, and the discount follows the new fare.
      const changed = await app.inject({
        method: 'PATCH',
        url: `/api/v1/bookings/${id}`,
        payload: { meet_greet_applicable: false },
        headers: bearer(partner.token),
      })
      expect(changed.json().data).toMatchObject({
        partner_discount_amount: 8.02,
        total_price: 72.13,
      })
    },
  )
})
