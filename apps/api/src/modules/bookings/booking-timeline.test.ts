import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bearer, signUp } from '../partners/partner-test-kit'
import {
  bookingPayload,
  bookingToken,
  signQuote,
  postBooking,
  payAndComplete,
} from './test-fixtures'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

async function newBooking(headers: Record<string, string> = {}) {
  const response = await postBooking(app, bookingPayload(await signQuote(app)), headers)
  expect(response.statusCode).toBe(201)
  return response.json().data as { id: string; booking_code: string; access_token: string }
}

const events = (id: string, headers: Record<string, string>) =>
  app.inject({ url: `/api/v1/bookings/${id}/events`, headers })

const complete = (id: string, headers: Record<string, string>) =>
  payAndComplete(app, { id }, { headers })

describe('a booking’s timeline', () => {
  it('starts at creation and records the payment that confirms it', async () => {
    const { id, access_token } = await newBooking()
    const created = await events(id, bookingToken(access_token))
    expect(created.statusCode).toBe(200)
    expect(created.json()).toEqual({
      success: true,
      data: {
        events: [
          {
            at: expect.any(String),
            actor_kind: 'traveller',
            from_status: null,
            to_status: 'pending_payment',
            reason: null,
            details: {},
          },
        ],
      },
    })

    expect((await complete(id, bookingToken(access_token))).statusCode).toBe(200)
    // A repeated completion changes nothing, so it writes nothing either.
    expect((await complete(id, bookingToken(access_token))).statusCode).toBe(200)
    const timeline = (await events(id, bookingToken(access_token))).json().data.events
    expect(timeline).toHaveLength(2)
    expect(timeline[1]).toEqual({
      at: expect.any(String),
      actor_kind: 'traveller',
      from_status: 'pending_payment',
      to_status: 'confirmed',
      reason: null,
      details: {
        payment_method: 'card',
        gateway: 'sandbox',
        payment: expect.stringMatching(/^sbpay_/),
      },
    })
    expect(Date.parse(timeline[1].at)).toBeGreaterThanOrEqual(Date.parse(timeline[0].at))
  })

  it('names the partner as the one who booked and paid for its own booking', async () => {
    const partner = await signUp(app)
    const { id } = await newBooking(bearer(partner.token))
    expect((await complete(id, bearer(partner.token))).statusCode).toBe(200)
    const timeline = (await events(id, bearer(partner.token))).json().data.events
    expect(timeline.map((e: { actor_kind: string; to_status: string }) => e.actor_kind)).toEqual([
      'partner',
      'partner',
    ])
    // Ids of who acted stay out of the public view.
    expect(JSON.stringify(timeline)).not.toContain(partner.partnerId)
  })
})

describe('who may read a timeline', () => {
  it('the booking’s token and its partner may; another booking’s token or partner may not', async () => {
    const owner = await signUp(app)
    const stranger = await signUp(app)
    const partnerBooking = await newBooking(bearer(owner.token))
    const other = await newBooking()

    expect(
      (await events(partnerBooking.id, bookingToken(partnerBooking.access_token))).statusCode,
    ).toBe(200)
    expect((await events(partnerBooking.id, bearer(owner.token))).statusCode).toBe(200)

    for (const headers of [
      bookingToken(other.access_token),
      bearer(stranger.token),
      bookingToken('wrong'),
    ]) {
      const refused = await events(partnerBooking.id, headers)
      expect(refused.statusCode).toBe(404)
      expect(refused.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } })
    }
    const anonymous = await events(partnerBooking.id, {})
    expect(anonymous.statusCode).toBe(401)
  })
})
