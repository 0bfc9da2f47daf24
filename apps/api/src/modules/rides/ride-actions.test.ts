import { randomUUID } from 'node:crypto'
import { operatorCompany } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings, refunds } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  confirmedBooking,
  detail,
  mailsTo,
  opsCall,
  setBooking,
} from '../bookings/ops-booking-test-kit'
import {
  bookingPayload,
  bookingToken,
  payAndComplete,
  postBooking,
  quotedVehicle,
  signQuote,
} from '../bookings/test-fixtures'
import { signedInAdmin } from '../operators/operator-test-kit'
import { approvedPartner, bearer } from '../partners/partner-test-kit'

// The ride page's cancel and rating (docs/decisions/028-ride-page.md), called as the traveller's
// browser and the partner's portal call them.

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>

beforeAll(async () => {
  app = await createTestApp({ config: { appBaseUrl: 'https://ride.example' } })
  admin = await signedInAdmin(app)
})
afterAll(() => app.close())

const HOUR_MS = 3_600_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS)
const uniqueTraveller = () => `traveller-${randomUUID().slice(0, 8)}@example.com`

type Booking = { id: string; booking_code: string; access_token: string; email: string }

/** A booking paid by card and confirmed, its pickup `hours` ahead. */
async function paidRide(hours: number, email = uniqueTraveller()): Promise<Booking> {
  const booking = await confirmedBooking(app, email)
  await setBooking(app, booking.id, { pickupTime: inHours(hours) })
  return { ...booking, email }
}

async function stored(id: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id))
  return row!
}

const refundsOf = (id: string) => app.db.select().from(refunds).where(eq(refunds.bookingId, id))

function cancel(ref: string, headers: Record<string, string>, payload: object = {}) {
  return app.inject({ method: 'POST', url: `/api/v1/rides/${ref}/cancel`, headers, payload })
}

function rate(ref: string, headers: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url: `/api/v1/rides/${ref}/rating`, headers, payload })
}

const cancellationMails = async (email: string) =>
  (await mailsTo(app, email)).filter((mail) => mail.subject.includes('is cancelled'))

async function complete(id: string) {
  const { version } = await detail(app, admin.token, id)
  const response = await opsCall(app, admin.token, 'POST', `/${id}/complete`, {
    expected_version: version,
    reason: 'Driver’s phone was flat',
  })
  expect(response.statusCode, response.body).toBe(200)
}

describe('POST /rides/{ref}/cancel: who may', () => {
  it('asks for credentials, and hides a booking from anyone else', async () => {
    const mine = await paidRide(500)
    const other = await paidRide(500)
    const none = await cancel(mine.booking_code, {})
    expect(none.statusCode).toBe(401)
    expect(none.json().error.code).toBe('UNAUTHORIZED')

    const wrong = await cancel(mine.booking_code, bookingToken(other.access_token))
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json().error.code).toBe('NOT_FOUND')
    const unknown = await cancel('RL-NOPE-0000', bookingToken(mine.access_token))
    expect(unknown.json().error).toEqual(wrong.json().error)
    expect((await stored(mine.id)).bookingStatus).toBe('confirmed')

    // The traveller's token cancels, by code in any case or by id.
    const ok = await cancel(mine.booking_code.toLowerCase(), bookingToken(mine.access_token))
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data.booking_status).toBe('cancelled')
  })

  it('lets the partner the booking belongs to cancel, and no other partner', async () => {
    const owner = await approvedPartner(app)
    const stranger = await approvedPartner(app)
    const ride = await paidRide(500)
    await setBooking(app, ride.id, { partnerId: owner.partnerId })

    const theirs = await cancel(ride.id, bearer(stranger.token))
    expect(theirs.statusCode).toBe(404)
    const mine = await cancel(ride.id, bearer(owner.token))
    expect(mine.statusCode, mine.body).toBe(200)
    const events = (await detail(app, admin.token, ride.id)).events as Array<{
      to_status: string
      actor_kind: string
      actor_id: string | null
    }>
    expect(events.find((event) => event.to_status === 'cancelled')).toMatchObject({
      actor_kind: 'partner',
      actor_id: owner.partnerId,
    })
  })
})

describe('POST /rides/{ref}/cancel: the refund', () => {
  it('gives everything back 30 hours ahead of a sedan transfer, through the gateway, once', async () => {
    const ride = await paidRide(30)
    const { totalCents } = await stored(ride.id)
    const headers = bookingToken(ride.access_token)

    const first = await cancel(ride.booking_code, headers)
    expect(first.statusCode, first.body).toBe(200)
    // The answer is the ride page's view of the cancelled ride.
    expect(first.json().data).toMatchObject({
      booking_status: 'cancelled',
      cancellation: {
        allowed: false,
        refund_now: null,
        cancelled: { by: 'traveller', refund_amount: totalCents / 100, refund_percent: 100 },
      },
      money: { paid: totalCents / 100, refunded: totalCents / 100 },
    })
    const after = await stored(ride.id)
    expect(after).toMatchObject({ refundAmountCents: totalCents, refundPercent: 100 })
    expect(await refundsOf(ride.id)).toEqual([
      expect.objectContaining({
        amountCents: totalCents,
        reason: 'cancellation',
        status: 'succeeded',
        actorKind: 'traveller',
      }),
    ])

    // Pressed again: the same answer, no second refund, no second mail.
    const again = await cancel(ride.booking_code, headers, { expected_version: 0 })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data).toEqual(first.json().data)
    expect(await refundsOf(ride.id)).toHaveLength(1)

    const mails = await cancellationMails(ride.email)
    expect(mails).toHaveLength(1)
    const text = mails[0]!.textBody
    expect(text).toContain(`We will refund $${(totalCents / 100).toFixed(2)} USD`)
    expect(text).toContain('100 % of the ride')
    expect(text).toContain('5 to 7 business days')
    const link = new RegExp(`https://ride\\.example/rides/${ride.booking_code}#([\\w-]+)`).exec(
      text,
    )
    expect(link, text).not.toBeNull()
    // The mail's link opens the ride.
    const viaLink = await cancel(ride.booking_code, bookingToken(link![1]!))
    expect(viaLink.json().data).toEqual(first.json().data)
  })

  it('gives nothing back 10 hours ahead, and says so', async () => {
    const ride = await paidRide(10)
    const response = await cancel(ride.booking_code, bookingToken(ride.access_token))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.cancellation.cancelled).toMatchObject({
      refund_amount: 0,
      refund_percent: 0,
    })
    expect(await refundsOf(ride.id)).toEqual([])
    const [mail] = await cancellationMails(ride.email)
    expect(mail!.textBody).toContain('No refund is due')
  })

  it('halves the ride of a 16-seat vehicle four days ahead', async () => {
    // The catalogue's 16-seat class (Minibus) in the quote: the policy's large band.
    const quote = await signQuote(app, {
      vehicles: [quotedVehicle({ passenger_capacity: 16, vehicle_class_id: 'minibus-16' })],
    })
    const email = uniqueTraveller()
    const created = await postBooking(app, bookingPayload(quote, { email }))
    expect(created.statusCode, created.body).toBe(201)
    const booking = created.json().data as Booking
    expect((await payAndComplete(app, booking)).statusCode).toBe(200)
    await setBooking(app, booking.id, { pickupTime: inHours(4 * 24) })
    const { totalCents } = await stored(booking.id)

    const response = await cancel(booking.booking_code, bookingToken(booking.access_token))
    expect(response.statusCode, response.body).toBe(200)
    const { cancelled } = response.json().data.cancellation
    // No add-ons were booked: half of what was paid.
    expect(cancelled).toMatchObject({
      refund_percent: 50,
      refund_amount: Math.round(totalCents / 2) / 100,
    })
    expect(await refundsOf(booking.id)).toEqual([
      expect.objectContaining({ amountCents: Math.round(totalCents / 2), status: 'succeeded' }),
    ])
  })

  it('makes one refund when two cancels arrive at once', async () => {
    const ride = await paidRide(200)
    const headers = bookingToken(ride.access_token)
    const [a, b] = await Promise.all([
      cancel(ride.booking_code, headers),
      cancel(ride.booking_code, headers),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    // Both answer the same cancellation; the one that waited for the lock may answer while the
    // winner is still asking the gateway, so the refund's own state may still be pending there.
    const outcome = (answer: typeof a) => {
      const view = answer.json().data
      return { status: view.booking_status, version: view.version, ...view.cancellation.cancelled }
    }
    expect(outcome(a)).toEqual(outcome(b))
    expect(outcome(a)).toMatchObject({ status: 'cancelled', refund_percent: 100 })
    expect(await refundsOf(ride.id)).toHaveLength(1)
    expect(await cancellationMails(ride.email)).toHaveLength(1)
  })
})

describe('POST /rides/{ref}/cancel: refused', () => {
  it('refuses after the pickup time, pointing to support', async () => {
    const ride = await paidRide(-1)
    const response = await cancel(ride.booking_code, bookingToken(ride.access_token))
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('INVALID_TRANSITION')
    expect(response.json().error.message).toContain('pickup time has passed')
    expect(response.json().error.message).toContain(operatorCompany.supportEmail)
    expect((await stored(ride.id)).bookingStatus).toBe('confirmed')
  })

  it('refuses a booking an operator cancelled or one that is over', async () => {
    const ride = await paidRide(500)
    await complete(ride.id)
    const response = await cancel(ride.booking_code, bookingToken(ride.access_token))
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('INVALID_TRANSITION')
    expect(response.json().error.message).toContain(operatorCompany.supportEmail)

    const byUs = await paidRide(500)
    const { version } = await detail(app, admin.token, byUs.id)
    const ops = await opsCall(app, admin.token, 'POST', `/${byUs.id}/cancel`, {
      expected_version: version,
      reason: 'Road closed',
    })
    expect(ops.statusCode, ops.body).toBe(200)
    const repeat = await cancel(byUs.booking_code, bookingToken(byUs.access_token))
    expect(repeat.statusCode).toBe(409)
    expect(repeat.json().error.code).toBe('INVALID_TRANSITION')
  })

  it('refuses a stale version and changes nothing', async () => {
    const ride = await paidRide(500)
    const { version } = await stored(ride.id)
    const stale = await cancel(ride.booking_code, bookingToken(ride.access_token), {
      expected_version: version - 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('CONFLICT')
    expect((await stored(ride.id)).bookingStatus).toBe('confirmed')
    const fresh = await cancel(ride.booking_code, bookingToken(ride.access_token), {
      expected_version: version,
    })
    expect(fresh.statusCode, fresh.body).toBe(200)
  })
})

describe('POST /rides/{ref}/rating and the completion mail', () => {
  it('mails the traveller once when the ride is completed, with a link that rates it', async () => {
    const ride = await paidRide(500)
    const early = await rate(ride.booking_code, bookingToken(ride.access_token), { stars: 5 })
    expect(early.statusCode).toBe(409)
    expect(early.json().error.code).toBe('INVALID_TRANSITION')

    await complete(ride.id)
    const thanks = (await mailsTo(app, ride.email)).filter((mail) =>
      mail.subject.startsWith('Thank you for riding'),
    )
    expect(thanks).toHaveLength(1)
    const text = thanks[0]!.textBody
    const link = new RegExp(
      `https://ride\\.example/rides/${ride.booking_code}\\?receipt=1#([\\w-]+)`,
    ).exec(text)
    expect(link, text).not.toBeNull()
    expect(thanks[0]!.htmlBody).toContain(`href="${link![0]}"`)

    // Completed twice is refused by the lifecycle, so the mail stays one.
    const { version } = await detail(app, admin.token, ride.id)
    const twice = await opsCall(app, admin.token, 'POST', `/${ride.id}/complete`, {
      expected_version: version,
      reason: 'Again',
    })
    expect(twice.statusCode).toBe(409)
    expect(
      (await mailsTo(app, ride.email)).filter((m) => m.subject.startsWith('Thank you')),
    ).toHaveLength(1)

    const headers = bookingToken(link![1]!)
    for (const stars of [0, 6, 2.5]) {
      const bad = await rate(ride.booking_code, headers, { stars })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error.code).toBe('VALIDATION_FAILED')
    }
    const rated = await rate(ride.booking_code, headers, {
      stars: 4,
      comment: '  On time, kind driver.\nThe car was cold.  ',
    })
    expect(rated.statusCode, rated.body).toBe(200)
    expect(rated.json().data).toMatchObject({
      rating: {
        stars: 4,
        comment: 'On time, kind driver.\nThe car was cold.',
        created_at: expect.any(String),
      },
      can_rate: false,
    })
    const second = await rate(ride.booking_code, bookingToken(ride.access_token), { stars: 1 })
    expect(second.statusCode).toBe(409)
    expect(second.json().error.code).toBe('CONFLICT')

    // The operator sees the first rating, unchanged.
    expect((await detail(app, admin.token, ride.id)).rating).toEqual(rated.json().data.rating)
  })

  it('shows no rating on an unrated booking and refuses a rating without credentials', async () => {
    const ride = await paidRide(500)
    expect((await detail(app, admin.token, ride.id)).rating).toBeNull()
    expect((await rate(ride.booking_code, {}, { stars: 3 })).statusCode).toBe(401)
  })
})
