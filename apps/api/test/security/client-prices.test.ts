import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { bookings } from '../../src/db/schema'
import {
  bookingPayload,
  bookingToken,
  signQuote,
  postBooking,
} from '../../src/modules/bookings/test-fixtures'
import { approvedPartner, bearer } from '../../src/modules/partners/partner-test-kit'
import { createTestApp } from '../support/create-test-app'

// The quote of test-fixtures: Sedan $80.15, meet & greet $15, child seats $10 each.
const priceChanged = {
  success: false,
  error: {
    code: 'PRICE_CHANGED',
    message: 'The price for this ride has changed. Please review the new price and try again.',
  },
}
// Fields a client might add hoping the server takes its word for the money.
const forgedMoney = {
  partner_discount_amount: 80,
  partner_discount_percent: 100,
  discount_percent: 100,
  total_price: 0.01,
  total_cents: 1,
  base_fare_cents: 1,
}

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

const storedBookings = async () => (await app.db.select().from(bookings)).length

async function bookAndRead(payload: object, headers: Record<string, string> = {}) {
  const created = await postBooking(app, payload as never, headers)
  expect(created.statusCode).toBe(201)
  const { id, access_token } = created.json().data
  return (
    await app.inject({ url: `/api/v1/bookings/${id}`, headers: bookingToken(access_token) })
  ).json().data
}

describe('prices the client sends', () => {
  it.each([
    ['a lower vehicle price', { vehicle_price: 1 }],
    ['a vehicle price one cent off', { vehicle_price: 80.14 }],
    ['a higher vehicle price', { vehicle_price: 500 }],
    ['a cheaper meet & greet', { meet_greet_applicable: true, meet_greet_charge: 0 }],
    ['a cheaper child seat', { child_seat_applicable: true, child_seat_charge: 0.5 }],
  ])('refuses %s with 409 and stores nothing', async (_, tampered) => {
    const quoteId = await signQuote(app)
    const before = await storedBookings()
    const response = await postBooking(app, bookingPayload(quoteId, tampered))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual(priceChanged)
    expect(await storedBookings()).toBe(before)
  })

  it('charges the quote’s add-on prices, whatever the client adds up', async () => {
    const quoteId = await signQuote(app)
    const booking = await bookAndRead({
      ...bookingPayload(quoteId, {
        meet_greet_applicable: true,
        child_seat_applicable: true,
        child_seat_count: 2,
        night_charge_applicable: false,
        night_charge_amount: 0,
      }),
      ...forgedMoney,
    })
    expect(booking).toMatchObject({
      vehicle_price: 80.15,
      meet_greet_charge: 15,
      child_seat_charge: 10,
      child_seat_count: 2,
      partner_discount_amount: 0,
      total_price: 115.15,
    })
  })

  it('gives a public booking no discount, whatever discount fields it carries', async () => {
    const booking = await bookAndRead({ ...bookingPayload(await signQuote(app)), ...forgedMoney })
    expect(booking).toMatchObject({ partner_discount_amount: 0, total_price: 80.15 })
  })

  it('books nothing, discounted or not, with a dead or forged partner token', async () => {
    const quoteId = await signQuote(app)
    const before = await storedBookings()
    const response = await postBooking(app, bookingPayload(quoteId), bearer('f'.repeat(43)))
    expect(response.statusCode).toBe(401)
    expect(await storedBookings()).toBe(before)
  })

  it('gives a partner the account’s discount, not the one in the payload', async () => {
    const partner = await approvedPartner(app, 10)
    const payload = { ...bookingPayload(await signQuote(app)), ...forgedMoney }
    const booking = await bookAndRead(payload, bearer(partner.token))
    // An approved 10 %: $80.15 less $8.02 (rounded once).
    expect(booking).toMatchObject({ partner_discount_amount: 8.02, total_price: 72.13 })
  })

  it('refuses a booking that arrives already paid or confirmed', async () => {
    const quoteId = await signQuote(app)
    const before = await storedBookings()
    for (const forged of [{ payment_status: 'success' }, { booking_status: 'confirmed' }]) {
      const response = await postBooking(app, bookingPayload(quoteId, forged as never))
      expect(response.statusCode).toBe(400)
      expect(response.json().success).toBe(false)
    }
    expect(await storedBookings()).toBe(before)
  })

  it('refuses a change of prices through PATCH', async () => {
    const created = await postBooking(app, bookingPayload(await signQuote(app)))
    const { id, access_token } = created.json().data
    for (const forged of [
      { total_price: 1 },
      { vehicle_price: 1 },
      { partner_discount_amount: 80 },
    ]) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/v1/bookings/${id}`,
        headers: bookingToken(access_token),
        payload: forged,
      })
      expect(response.statusCode).toBe(400)
    }
    const read = await app.inject({
      url: `/api/v1/bookings/${id}`,
      headers: bookingToken(access_token),
    })
    expect(read.json().data.total_price).toBe(80.15)
  })
})
