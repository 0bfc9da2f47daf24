import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { rideChangeMessages, SETTLED_WITH_PARTNER_TEXT } from '@ridelane/domain'
import { partners, payments, refunds } from '../../db/schema'
import { reconcilePayments } from '../checkout'
import { sandboxNotification, sandboxWebhookSecret, signSandboxWebhook } from '../payments'
import { card } from '../payments/payments-test-kit'
import { createTestApp } from '../../../test/support/create-test-app'
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { GOOD_CARD } from '../bookings/test-fixtures'
import {
  askChange,
  bookRide,
  change,
  changeMails,
  localDate,
  payChange,
  rideToken,
  storedBooking,
  versionOf,
} from './change-test-kit'

const DECLINED_CARD = '4000000000000002'

// Two API processes: on PostgreSQL two apps on one database; PGlite has one connection to share.
let database: TestDatabase
let app: App
let other: App
beforeAll(async () => {
  database = await createTestDatabase()
  app = await createTestApp({ database: database.target })
  other =
    database.target.driver === 'postgres' ? await createTestApp({ database: database.target }) : app
})
afterAll(async () => {
  if (other !== app) await other?.close()
  await app?.close()
  await database?.drop()
})

describe('a change that costs more', () => {
  it('waits for its payment: a declined card applies nothing, the 4242 card applies it once', async () => {
    const ride = await bookRide(app)
    const before = await storedBooking(app, ride.id)
    const response = await change(app, ride, { child_seat_applicable: true, child_seat_count: 2 })
    expect(response.statusCode, response.body).toBe(200)
    const { change: made, ride: view } = response.json().data
    expect(made).toMatchObject({ status: 'awaiting_payment', difference: 30 })
    expect(view.change.pending).toMatchObject({ id: made.id, difference: 30 })
    expect(view.version).toBe(before.version)

    const declined = await payChange(app, ride, made.id, DECLINED_CARD)
    expect(declined.statusCode, declined.body).toBe(200)
    expect(declined.json().data).toMatchObject({ status: 'declined', amount: 30 })
    expect((await storedBooking(app, ride.id)).childSeatApplicable).toBe(false)
    expect((await storedBooking(app, ride.id)).paymentStatus).toBe('success')
    expect(await changeMails(app, ride)).toHaveLength(0)

    const paid = await payChange(app, ride, made.id, GOOD_CARD)
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().data).toMatchObject({ status: 'succeeded', amount: 30 })
    // Paying again, or reading it back, takes nothing more and mails nothing more.
    const again = await payChange(app, ride, made.id, GOOD_CARD)
    expect(again.json().data.status).toBe('succeeded')
    const read = await other.inject({
      url: `/api/v1/rides/${ride.code}/changes/${made.id}/payment`,
      headers: rideToken(ride),
    })
    expect(read.json().data.status).toBe('succeeded')

    const after = await storedBooking(app, ride.id)
    expect(after).toMatchObject({
      childSeatApplicable: true,
      childSeatCount: 2,
      totalCents: before.totalCents + 3000,
      version: before.version + 1,
    })
    const taken = await app.db.select().from(payments).where(eq(payments.changeId, made.id))
    expect(taken.filter((p) => p.status === 'succeeded')).toHaveLength(1)
    const mails = await changeMails(app, ride)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.textBody).toContain('charged $30.00')
  })

  it('prices a night pickup with its surcharge', async () => {
    const ride = await bookRide(app, { time: '10:00' })
    const response = await change(app, ride, { date: localDate(10), time: '23:15' })
    expect(response.statusCode, response.body).toBe(200)
    const { change: made, ride: view } = response.json().data
    expect(made.status).toBe('awaiting_payment')
    expect(made.difference).toBeGreaterThan(0)
    // Nothing moves before it is paid.
    expect(view.trip.pickup_time).toBe((await storedBooking(app, ride.id)).pickupTime.toISOString())
    const paid = await payChange(app, ride, made.id, GOOD_CARD)
    expect(paid.json().data.status).toBe('succeeded')
    const after = await storedBooking(app, ride.id)
    expect(after.nightChargeCents).toBeGreaterThan(0)
    expect(after.nightChargeApplicable).toBe(true)
  })

  it('can be dropped while it waits, and then not paid for', async () => {
    const ride = await bookRide(app)
    const made = (await change(app, ride, { meet_greet_applicable: true })).json().data.change
    const dropped = await app.inject({
      method: 'DELETE',
      url: `/api/v1/rides/${ride.code}/changes/${made.id}`,
      headers: rideToken(ride),
    })
    expect(dropped.statusCode, dropped.body).toBe(200)
    expect(dropped.json().data.change).toMatchObject({ allowed: true, pending: null })
    const paid = await payChange(app, ride, made.id, GOOD_CARD)
    expect(paid.statusCode).toBe(409)
    expect((await storedBooking(app, ride.id)).meetGreetApplicable).toBe(false)
  })

  it('is not applied when the booking changed since it was priced', async () => {
    const ride = await bookRide(app)
    const made = (await change(app, ride, { meet_greet_applicable: true })).json().data.change
    // An operator moves something meanwhile: the version goes up.
    await app.db.execute(`update bookings set version = version + 1 where id = '${ride.id}'`)
    const paid = await payChange(app, ride, made.id, GOOD_CARD)
    expect(paid.statusCode).toBe(409)
    expect(paid.json().error.message).toBe(rideChangeMessages.changeOutdated)
    expect(await changeMails(app, ride)).toHaveLength(0)
    expect(await app.db.select().from(payments).where(eq(payments.changeId, made.id))).toEqual([])
  })

  it('gives the money back when the booking changed while the payment was under way', async () => {
    const ride = await bookRide(app)
    const made = (await change(app, ride, { meet_greet_applicable: true })).json().data.change
    const opened = await app.inject({
      method: 'POST',
      url: `/api/v1/rides/${ride.code}/changes/${made.id}/payment`,
      headers: rideToken(ride),
    })
    expect(opened.json().data).toMatchObject({ status: 'requires_payment_method', amount: 25 })
    const [row] = await app.db.select().from(payments).where(eq(payments.changeId, made.id))
    // Paid at the gateway (as Stripe's form does) after the booking moved on.
    await app.db.execute(`update bookings set version = version + 1 where id = '${ride.id}'`)
    await app.payments.confirmPayment({
      reference: row!.gatewayReference,
      paymentMethod: card(GOOD_CARD),
      returnUrl: '/',
      idempotencyKey: `confirm-${made.id}`,
    })
    const read = await other.inject({
      url: `/api/v1/rides/${ride.code}/changes/${made.id}/payment`,
      headers: rideToken(ride),
    })
    expect(read.json().data.status).toBe('succeeded')
    expect((await storedBooking(app, ride.id)).meetGreetApplicable).toBe(false)
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.bookingId, ride.id))
    expect(refund).toMatchObject({
      amountCents: 2500,
      reason: `change:${made.id}`,
      status: 'succeeded',
      paymentId: row!.id,
    })
    expect(await changeMails(app, ride)).toHaveLength(0)
  })
})

/** A change of child seats with its payment made and paid at the gateway only (Stripe's form). */
async function paidAtGatewayOnly() {
  const ride = await bookRide(app)
  const made = (await change(app, ride, { child_seat_applicable: true })).json().data.change
  const opened = await app.inject({
    method: 'POST',
    url: `/api/v1/rides/${ride.code}/changes/${made.id}/payment`,
    headers: rideToken(ride),
  })
  expect(opened.statusCode, opened.body).toBe(200)
  const [row] = await app.db.select().from(payments).where(eq(payments.changeId, made.id))
  const payment = await app.payments.confirmPayment({
    reference: row!.gatewayReference,
    paymentMethod: card(GOOD_CARD),
    returnUrl: '/',
    idempotencyKey: `confirm-${made.id}`,
  })
  return { ride, made, payment }
}

describe('cancelling after a change that was paid for', () => {
  it('gives back the fare and the change together, spread over both payments', async () => {
    const ride = await bookRide(app)
    const made = await change(app, ride, {
      date: localDate(11),
      time: '11:00',
      child_seat_applicable: true,
      child_seat_count: 1,
    })
    expect(made.statusCode, made.body).toBe(200)
    const { id: changeId, difference } = made.json().data.change
    expect(difference).toBe(15)
    expect((await payChange(app, ride, changeId, GOOD_CARD)).json().data.status).toBe('succeeded')
    const { totalCents } = await storedBooking(app, ride.id)

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/v1/rides/${ride.code}/cancel`,
      headers: rideToken(ride),
      payload: {},
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().data.booking_status).toBe('cancelled')
    // Ten days ahead the policy gives everything back: the fare from its payment, the change's
    // 15.00 from the change's.
    const given = await app.db.select().from(refunds).where(eq(refunds.bookingId, ride.id))
    expect(given.map((row) => [row.amountCents, row.status]).sort()).toEqual(
      [
        [1_500, 'succeeded'],
        [totalCents - 1_500, 'succeeded'],
      ].sort(),
    )
  })
})

describe('a change paid where we do not see it at once', () => {
  it('is applied once by the gateway’s signed notification, sent twice', async () => {
    const { ride, payment } = await paidAtGatewayOnly()
    const body = sandboxNotification({ kind: 'payment.updated', payment })
    const signature = signSandboxWebhook(await sandboxWebhookSecret(app.db), body)
    for (const target of [app, other]) {
      const response = await target.inject({
        method: 'POST',
        url: '/api/v1/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
        payload: body,
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    expect((await storedBooking(app, ride.id)).childSeatApplicable).toBe(true)
    expect(await changeMails(app, ride)).toHaveLength(1)
  })

  it('is applied once by reconciliation', async () => {
    const { ride } = await paidAtGatewayOnly()
    const pass = { minAgeMs: 0, now: new Date(Date.now() + 1000) }
    const first = await reconcilePayments(
      { db: app.db, gateway: app.payments, appBaseUrl: 'http://localhost' },
      app.log,
      pass,
    )
    expect(first.confirmed).toBeGreaterThanOrEqual(1)
    await reconcilePayments(
      { db: other.db, gateway: other.payments, appBaseUrl: 'http://localhost' },
      other.log,
      pass,
    )
    expect((await storedBooking(app, ride.id)).childSeatApplicable).toBe(true)
    expect(await changeMails(app, ride)).toHaveLength(1)
  })
})

describe('partners and racing changes', () => {
  it('lets the owning partner change its booking and hides it from another partner', async () => {
    const owner = await approvedPartner(app, 10)
    const stranger = await approvedPartner(app, 10)
    const ride = await bookRide(app, { headers: bearer(owner.token) })
    const body = { change: { passengers: 1 }, expected_version: await versionOf(app, ride) }
    const refused = await askChange(app, ride, body, bearer(stranger.token))
    expect(refused.statusCode).toBe(404)
    const response = await askChange(app, ride, body, bearer(owner.token))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.ride.viewer).toBe('partner')
    expect(response.json().data.ride.timeline.at(-1).actor_kind).toBe('partner')
  })

  it('applies a change that costs more at once on an on-account booking: it is billed', async () => {
    const owner = await approvedPartner(app, 10)
    const ride = await bookRide(app, { headers: bearer(owner.token) })
    await app.db.execute(`update bookings set on_account = true where id = '${ride.id}'`)
    const before = await storedBooking(app, ride.id)
    const response = await change(app, ride, { meet_greet_applicable: true }, bearer(owner.token))
    expect(response.statusCode, response.body).toBe(200)
    const { change: made } = response.json().data
    // The partner's 10 % comes off the add-on too.
    expect(made).toMatchObject({ status: 'applied', difference: 22.5 })
    expect((await storedBooking(app, ride.id)).totalCents).toBe(before.totalCents + 2250)
    expect(await app.db.select().from(payments).where(eq(payments.changeId, made.id))).toEqual([])
    const [mail] = await changeMails(app, ride)
    expect(mail!.textBody).toContain('monthly invoice')
  })

  it('lets one of two concurrent changes through and answers the other 409', async () => {
    const ride = await bookRide(app)
    const version = await versionOf(app, ride)
    const [a, b] = await Promise.all([
      askChange(app, ride, { change: { passengers: 1 }, expected_version: version }),
      askChange(other, ride, { change: { luggage_count: 0 }, expected_version: version }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    expect(await changeMails(app, ride)).toHaveLength(1)
  })

  it('lets a cancel or a change win when they race, and answers the other 409', async () => {
    for (const round of [1, 2, 3]) {
      const ride = await bookRide(app)
      const version = await versionOf(app, ride)
      const cancel = () =>
        (round % 2 ? other : app).inject({
          method: 'POST',
          url: `/api/v1/rides/${ride.code}/cancel`,
          headers: rideToken(ride),
          payload: { expected_version: version },
        })
      const move = () =>
        askChange(round % 2 ? app : other, ride, {
          change: { flight_number: 'LH 400' },
          expected_version: version,
        })
      const [cancelled, changed] = await Promise.all([cancel(), move()])
      const statuses = [cancelled.statusCode, changed.statusCode]
      expect(statuses.sort(), `${cancelled.body} ${changed.body}`).toEqual([200, 409])
      const after = await storedBooking(app, ride.id)
      if (cancelled.statusCode === 200) {
        // The cancel won: the booking is cancelled as it was booked, the change never happened.
        expect(after.bookingStatus).toBe('cancelled')
        expect(after.flightNumber).not.toBe('LH 400')
        expect(changed.json().error.code).toMatch(/^(CONFLICT|INVALID_TRANSITION)$/)
      } else {
        // The change won: the cancel saw a version it no longer had.
        expect(after).toMatchObject({ bookingStatus: 'confirmed', flightNumber: 'LH 400' })
        expect(cancelled.json().error.code).toBe('CONFLICT')
      }
    }
  })
})

describe('a net-rate booking’s change on its traveller’s link', () => {
  // docs/decisions/043-partner-rate-plans.md: the traveller never sees the net or pays us.
  async function netRide(options: { hidePrices?: boolean; onAccount?: boolean } = {}) {
    const partner = await approvedPartner(app, 10)
    await app.db
      .update(partners)
      .set({ ratePlan: 'net', netPercent: 20, markupPercent: 25, hidePrices: !!options.hidePrices })
      .where(eq(partners.id, partner.partnerId))
    const ride = await bookRide(app, { headers: bearer(partner.token) })
    if (options.onAccount) {
      await app.db.execute(`update bookings set on_account = true where id = '${ride.id}'`)
    }
    return { partner, ride }
  }
  const preview = async (ride: Awaited<ReturnType<typeof bookRide>>, fields: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/rides/${ride.code}/changes/preview`,
      headers: rideToken(ride),
      payload: { change: fields },
    })

  it('shows the new selling price, never the net, and leaves a dearer change to the partner', async () => {
    const { partner, ride } = await netRide()
    const before = await storedBooking(app, ride.id)
    const dearer = await preview(ride, { meet_greet_applicable: true })
    expect(dearer.statusCode, dearer.body).toBe(200)
    expect(dearer.json().data).toEqual({
      allowed: false,
      difference: 0,
      new_total: 0,
      lines: [],
      message: rideChangeMessages.dearerWithPartner,
      money_with_partner: true,
    })
    const asked = await change(app, ride, { meet_greet_applicable: true })
    expect(asked.statusCode).toBe(403)
    expect(asked.json().error.message).toBe(rideChangeMessages.dearerWithPartner)
    expect((await storedBooking(app, ride.id)).version).toBe(before.version)

    // The partner itself sees the net and may make it, paying by card.
    const own = await app.inject({
      method: 'POST',
      url: `/api/v1/rides/${ride.code}/changes/preview`,
      headers: bearer(partner.token),
      payload: { change: { meet_greet_applicable: true } },
    })
    expect(own.json().data).toMatchObject({ allowed: true, money_with_partner: false })
    expect(own.json().data.difference).toBeGreaterThan(0)

    // A change costing the same is the traveller's to make: the selling price, no amount moved.
    const same = await change(app, ride, { passengers: 1 })
    expect(same.statusCode, same.body).toBe(200)
    expect(same.json().data.change).toMatchObject({
      status: 'applied',
      difference: 0,
      new_total: before.sellingTotalCents! / 100,
      money_with_partner: true,
    })
    expect(same.json().data.ride.money_with_partner).toBe(true)
  })

  it('applies a dearer change on account and shows only the new selling price', async () => {
    const { ride } = await netRide({ onAccount: true })
    const before = await storedBooking(app, ride.id)
    const shown = await preview(ride, { meet_greet_applicable: true })
    const data = shown.json().data
    expect(data).toMatchObject({
      allowed: true,
      difference: 0,
      message: SETTLED_WITH_PARTNER_TEXT,
      money_with_partner: true,
    })
    expect(data.new_total).toBeGreaterThan(before.sellingTotalCents! / 100)
    expect(data.lines).toEqual([{ label: 'Ride price', amount: data.new_total }])
    const made = await change(app, ride, { meet_greet_applicable: true })
    expect(made.statusCode, made.body).toBe(200)
    const after = await storedBooking(app, ride.id)
    expect(after.totalCents).toBeGreaterThan(before.totalCents)
    expect(made.json().data.change).toMatchObject({
      difference: 0,
      new_total: after.sellingTotalCents! / 100,
      money_with_partner: true,
    })
    // Not a figure of the net anywhere in what the traveller was answered.
    expect(JSON.stringify(made.json().data)).not.toContain(String(after.totalCents / 100))
  })

  it('shows no price at all when the partner hides prices', async () => {
    const { ride } = await netRide({ hidePrices: true, onAccount: true })
    const shown = await preview(ride, { passengers: 1 })
    expect(shown.json().data).toEqual({
      allowed: true,
      difference: 0,
      new_total: 0,
      lines: [],
      message: SETTLED_WITH_PARTNER_TEXT,
      money_with_partner: true,
    })
  })
})
