import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { mailOutbox } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-server'
import {
  bookingPayload,
  bookingToken,
  completion,
  payAtGatewayOnly,
  signQuote,
  JFK,
  postBooking,
  type QuoteFixture,
} from './test-fixtures'

let app: App
let smtp: TestSmtpServer
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  app = await createTestApp({ env: { SMTP_URL: smtp.url } })
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
})

async function newBooking(
  change: Parameters<typeof bookingPayload>[1] = {},
  quote: QuoteFixture = {},
) {
  const quoteId = await signQuote(app, quote)
  const response = await postBooking(app, bookingPayload(quoteId, change))
  expect(response.statusCode).toBe(201)
  return response.json().data as { id: string; booking_code: string; access_token: string }
}

const url = (id: string, rest = '') => `/api/v1/bookings/${id}${rest}`
const complete = (id: string, token: string, body = completion()) =>
  app.inject({
    method: 'POST',
    url: url(id, '/complete'),
    payload: body,
    headers: bookingToken(token),
  })
/** Paid at the gateway, so completion is what confirms it (with the traveller's time zone). */
async function payAndConfirm(id: string, token: string, body = completion()) {
  await payAtGatewayOnly(app, { id, access_token: token })
  return complete(id, token, body)
}
const patch = (id: string, token: string, payload: object) =>
  app.inject({ method: 'PATCH', url: url(id), payload, headers: bookingToken(token) })

describe('a booking from creation to confirmation', () => {
  it('is read, changed, completed once, and confirmed by email', async () => {
    const pickup = { ...JFK, address: 'JFK Airport <Terminal 4>' }
    const { id, booking_code, access_token } = await newBooking(
      { pickup_location: pickup.address },
      { pickup },
    )
    const read = await app.inject({ url: url(id), headers: bookingToken(access_token) })
    expect(read.statusCode).toBe(200)
    expect(read.json().data).toMatchObject({ id, booking_code, total_price: 80.15 })

    const changed = await patch(id, access_token, {
      name: "Amara O'Neil",
      meet_greet_applicable: true,
      child_seat_applicable: true,
      child_seat_count: 2,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data).toMatchObject({
      name: "Amara O'Neil",
      email: 'amara@example.com',
      child_seat_count: 2,
      total_price: 115.15,
    })

    const done = await payAndConfirm(id, access_token)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ success: true, data: { booking_code } })
    const [mail] = await smtp.waitForMessages(1)
    expect(mail!.to).toEqual(['amara@example.com'])
    expect(mail!.subject).toContain(booking_code)
    for (const body of [mail!.text, mail!.html!]) {
      expect(body).toContain(booking_code)
      expect(body).toContain('Times Square, Manhattan, NY')
      // 14:30 UTC is 09:30 in New York in January.
      expect(body).toContain('15 January 2030 at 09:30 Eastern Standard Time (America/New_York)')
      // Completed from a browser in Berlin: the same moment on the traveller's clock.
      expect(body).toContain('your time')
      expect(body).toContain(
        '15 January 2030 at 15:30 Central European Standard Time (Europe/Berlin)',
      )
      expect(body).toContain('Sedan')
      // The vehicle's $80.15 is listed as its fare and the airport fee, like on the ride page.
      expect(body).toContain('$65.15')
      expect(body).toContain('Airport fee')
      expect(body).toContain('$15.00')
      expect(body).toContain('$20.00')
      expect(body).toContain('$115.15 USD')
      expect(body).toContain('support@ridelane.com')
      expect(body).toMatch(/WhatsApp/)
    }
    expect(mail!.text).toContain('JFK Airport <Terminal 4>')
    expect(mail!.html).toContain('JFK Airport &lt;Terminal 4&gt;')
    expect(mail!.html).not.toContain('<Terminal')
    expect(mail!.html).toContain('Amara O&#x27;Neil')

    const confirmed = await app.inject({ url: url(id), headers: bookingToken(access_token) })
    expect(confirmed.json().data).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'success',
      // The gateway's reference for the payment, never the client's text.
      payment_reference: expect.stringMatching(/^sbpay_/),
      currency_code: 'USD',
      // The pickup's zone stays: the traveller's browser zone does not move the ride.
      timezone: 'America/New_York',
    })

    const again = await complete(id, access_token)
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toEqual({ booking_code })
    expect(await app.db.select().from(mailOutbox)).toHaveLength(1)

    const late = await patch(id, access_token, { name: 'Someone Else' })
    expect(late.statusCode).toBe(409)
    expect(late.json().error.message).toBe(
      'This booking is confirmed and can no longer be changed.',
    )
  })

  it('keeps the gateway’s reference whatever reference the client sends', async () => {
    const { id, access_token } = await newBooking()
    await payAndConfirm(id, access_token, completion({ payment_reference: 'WALLET-X1' }))
    const read = await app.inject({ url: url(id), headers: bookingToken(access_token) })
    expect(read.json().data.payment_reference).toMatch(/^sbpay_/)
  })

  it('gives no second time when the traveller books from the pickup zone', async () => {
    const { id, booking_code, access_token } = await newBooking()
    await payAndConfirm(id, access_token, completion({ timezone: 'America/New_York' }))
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${booking_code}`))
    expect(mail!.textBody).toContain('Pickup time: Tuesday, 15 January 2030 at 09:30')
    expect(mail!.textBody).not.toContain('your time')
  })

  it('refuses a patch that breaks a passenger rule or adds a disallowed field', async () => {
    const { id, access_token } = await newBooking()
    const bad = await patch(id, access_token, { email: 'nope' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe('Please enter a valid email address')
    const priced = await patch(id, access_token, { vehicle_price: 1 })
    expect(priced.statusCode).toBe(400)
  })
})

describe('who may see a booking', () => {
  it('answers 401 without a token and 404 with a wrong or another booking’s token', async () => {
    const mine = await newBooking()
    const theirs = await newBooking()
    const missing = await app.inject({ url: url(mine.id) })
    expect(missing.statusCode).toBe(401)
    expect(missing.json().error.code).toBe('UNAUTHORIZED')

    for (const token of ['wrong-token', theirs.access_token]) {
      for (const response of [
        await app.inject({ url: url(mine.id), headers: bookingToken(token) }),
        await patch(mine.id, token, { name: 'Mallory Smith' }),
        await complete(mine.id, token),
      ]) {
        expect(response.statusCode).toBe(404)
        expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } })
      }
    }
    const still = await app.inject({ url: url(mine.id), headers: bookingToken(mine.access_token) })
    expect(still.json().data).toMatchObject({
      name: 'Amara Okafor',
      booking_status: 'pending_payment',
    })
  })

  it.each(['not-a-uuid', '123', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for the id %s',
    async (id) => {
      const { access_token } = await newBooking()
      const response = await app.inject({ url: url(id), headers: bookingToken(access_token) })
      expect(response.statusCode).toBe(404)
      expect(response.json().success).toBe(false)
    },
  )
})
