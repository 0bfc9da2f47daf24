import { randomUUID } from 'node:crypto'
import {
  declineMessages,
  extraWaitingLabel,
  waitingChargeMessages,
  type WaitingChargeOutcome,
} from '@ridelane/domain'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import {
  bookingEvents,
  bookings,
  mailOutbox,
  partners,
  sandboxGatewayPayments,
} from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookingHooks } from '../bookings'
import {
  bookingToken,
  completion,
  postBooking,
  bookingPayload,
  signQuote,
} from '../bookings/test-fixtures'
import { transitionBooking } from '../bookings/transition-booking'
import { BUNDLED_CURRENCY_RATES } from '../currencies'
import {
  signedInAdmin,
  signedInInvitee,
  useStepClock,
  type SignedInOperator,
} from '../operators/operator-test-kit'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { receiptFor } from '../rides'
import { pdfText } from '../rides/receipt-test-kit'
import { collectWaitingCharge, waitingChargeKey } from './charge-waiting'
import {
  bookAndPay,
  bookingPayments,
  endRideWithWaiting,
  farePayments,
  moneyBreaksOf,
  operatorActor,
  storedBooking,
  waitingChargeJobs,
  waitingEvents,
} from './waiting-charge-test-kit'

// Extra waiting collected after the ride (docs/decisions/024-payments.md#extra-waiting), through
// the sandbox gateway: charged to the card kept on file with the traveller's consent, refused by
// the bank, not charged without consent, billed to an on-account partner, and never twice.

let app: App
let adminEmail: string
let admin: SignedInOperator
let dispatcher: SignedInOperator
beforeAll(async () => {
  app = await createTestApp()
  // The admin the operators' call-in mails; enrolling steps a fake clock, which the timeline's
  // order below must not share.
  useStepClock()
  admin = await signedInAdmin(app)
  adminEmail = admin.email
  dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
  vi.useRealTimers()
})

function retry(id: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/ops/bookings/${id}/waiting-charge/retry`,
    headers,
  })
}
afterAll(() => app?.close())

const ALWAYS_CHECKED = '4000002760003184'

const mailsLike = (subject: string) =>
  app.db.select().from(mailOutbox).where(like(mailOutbox.subject, subject))

async function outcomeAfterJobs(id: string): Promise<WaitingChargeOutcome | null> {
  await app.jobs.runDueNow()
  return (await storedBooking(app, id)).waitingChargeOutcome
}

describe('extra waiting with the traveller’s consent', () => {
  it('is charged to the card on file and added to the total, with the timeline and a mail', async () => {
    const booking = await bookAndPay(app)
    const before = await storedBooking(app, booking.id)
    await endRideWithWaiting(app, booking.id, { minutes: 30, cents: 2_000 })

    expect(await outcomeAfterJobs(booking.id)).toBe('charged')
    const after = await storedBooking(app, booking.id)
    expect(after).toMatchObject({
      totalCents: before.totalCents + 2_000,
      waitingChargedCents: 2_000,
      waitingChargeOutcome: 'charged',
      bookingStatus: 'completed',
    })
    const rows = await bookingPayments(app, booking.id)
    const fare = rows.find((row) => !row.offSession)
    const waiting = rows.find((row) => row.offSession)
    expect(fare).toMatchObject({ offSession: false, cardOnFile: true, status: 'succeeded' })
    expect(waiting).toMatchObject({
      offSession: true,
      status: 'succeeded',
      amountCents: 2_000,
      gateway: 'sandbox',
      cardLast4: '4242',
      idempotencyKey: waitingChargeKey(booking.id),
    })
    expect(await moneyBreaksOf(app, booking.id)).toEqual([])

    const [event] = await waitingEvents(app, booking.id)
    expect(event).toMatchObject({
      actorKind: 'system',
      fromStatus: 'completed',
      toStatus: 'completed',
      reason: 'Extra waiting: 30 min (2 × 15 min)',
      details: expect.objectContaining({
        outcome: 'charged',
        amount_cents: '2000',
        blocks: '2',
        total_before_cents: String(before.totalCents),
        total_after_cents: String(before.totalCents + 2_000),
        payment: waiting!.gatewayReference,
      }),
    })

    const [mail] = await mailsLike(`Extra waiting on your ride: ${booking.booking_code}`)
    expect(mail?.textBody).toContain('Visa ending 4242')
    expect(mail?.textBody).toContain(`${extraWaitingLabel(30)}: $20.00`)
    expect(mail?.textBody).toMatch(/\/rides\/[^?]+\?receipt=1#/)

    // The ride page and the receipt show it as a line of its own; the payment page still shows
    // the fare's payment.
    const ride = await app.inject({
      url: `/api/v1/rides/${booking.booking_code}`,
      headers: bookingToken(booking.access_token),
    })
    expect(ride.statusCode, ride.body).toBe(200)
    const view = ride.json().data
    expect(view.fare.lines.at(-1)).toEqual({ label: 'Extra waiting (30 min)', amount: 20 })
    expect(view.fare.total).toBe(after.totalCents / 100)
    expect(view.money).toMatchObject({ paid: after.totalCents / 100, due: 0 })
    const receipt = await receiptFor(app.db, booking.id, { rates: BUNDLED_CURRENCY_RATES })
    expect(receipt.extras).toEqual([{ label: 'Extra waiting (30 min)', amountCents: 2_000 }])
    expect(receipt.fare.map((line) => line.label)).not.toContain('Extra waiting (30 min)')
    expect(receipt).toMatchObject({ totalCents: after.totalCents, balanceCents: 0 })
    const payment = await app.inject({
      url: `/api/v1/bookings/${booking.id}/payment`,
      headers: bookingToken(booking.access_token),
    })
    expect(payment.json().data).toMatchObject({
      amount: before.totalCents / 100,
      card_on_file: true,
    })
  })

  it('is charged once however often the job runs, even after a crash past the gateway', async () => {
    const booking = await bookAndPay(app)
    const before = await storedBooking(app, booking.id)
    // The ride ends before its waiting is on the booking, so no job is set going: what follows
    // is a run that asked the gateway and died before its commit (the money taken under the
    // booking's key, nothing recorded), then the runs after it.
    await endRideWithWaiting(app, booking.id, { minutes: 0, cents: 0 })
    await app.db
      .update(bookings)
      .set({ waitingExtraMinutes: 20, waitingChargeCents: 2_000 })
      .where(eq(bookings.id, booking.id))
    const [fare] = await farePayments(app, booking.id)
    const taken = await app.payments.chargeSaved({
      fromPaymentReference: fare!.gatewayReference,
      amountCents: 2_000,
      currency: 'USD',
      description: 'crashed run',
      idempotencyKey: waitingChargeKey(booking.id),
    })
    expect(taken.status).toBe('succeeded')

    const deps = { db: app.db, gateway: app.payments, appBaseUrl: 'http://localhost:3000' }
    const runs = await Promise.all([
      collectWaitingCharge(deps, booking.id),
      collectWaitingCharge(deps, booking.id),
    ])
    expect(runs).toContain('charged')
    expect(await collectWaitingCharge(deps, booking.id)).toBeUndefined()

    const atGateway = await app.db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.idempotencyKey, waitingChargeKey(booking.id)))
    expect(atGateway).toHaveLength(1)
    const offSession = (await bookingPayments(app, booking.id)).filter((row) => row.offSession)
    expect(offSession).toEqual([expect.objectContaining({ gatewayReference: taken.reference })])
    expect((await storedBooking(app, booking.id)).totalCents).toBe(before.totalCents + 2_000)
    expect(await waitingEvents(app, booking.id)).toHaveLength(1)
    expect(await mailsLike(`Extra waiting on your ride: ${booking.booking_code}`)).toHaveLength(1)
    expect(await moneyBreaksOf(app, booking.id)).toEqual([])
  })

  it('refused by the bank leaves the total alone and calls the operators in', async () => {
    const booking = await bookAndPay(app, { card: ALWAYS_CHECKED })
    const before = await storedBooking(app, booking.id)
    await endRideWithWaiting(app, booking.id, { minutes: 16, cents: 2_000 })

    expect(await outcomeAfterJobs(booking.id)).toBe('declined')
    const after = await storedBooking(app, booking.id)
    expect(after).toMatchObject({ totalCents: before.totalCents, waitingChargedCents: 0 })
    const waiting = (await bookingPayments(app, booking.id)).find((row) => row.offSession)
    expect(waiting).toMatchObject({
      status: 'declined',
      declineCode: 'authentication_required',
      amountCents: 2_000,
    })
    expect(await moneyBreaksOf(app, booking.id)).toEqual([])
    const [event] = await waitingEvents(app, booking.id)
    expect(event).toMatchObject({
      reason: 'Extra waiting: 16 min (2 × 15 min)',
      details: expect.objectContaining({
        outcome: 'declined',
        decline_code: 'authentication_required',
        total_after_cents: String(before.totalCents),
      }),
    })
    expect(event!.details.summary).toContain(declineMessages.authentication_required)
    const callIn = await mailsLike(`Extra waiting not charged: ${booking.booking_code}`)
    expect(callIn.map((mail) => mail.toAddress)).toContain(adminEmail)
    expect(await mailsLike(`Extra waiting on your ride: ${booking.booking_code}`)).toEqual([])
  })
})

describe('extra waiting when the gateway cannot be reached', () => {
  it('is tried again, and on the last try settled as not charged with the operators called in', async () => {
    const booking = await bookAndPay(app)
    const before = await storedBooking(app, booking.id)
    // Ended without a job (nothing due yet), then the waiting put on: each run below is a try.
    await endRideWithWaiting(app, booking.id, { minutes: 0, cents: 0 })
    await app.db
      .update(bookings)
      .set({ waitingExtraMinutes: 31, waitingChargeCents: 3_000 })
      .where(eq(bookings.id, booking.id))
    const down = {
      ...app.payments,
      chargeSaved: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:443')
      },
    }
    const deps = { db: app.db, gateway: down, appBaseUrl: 'http://localhost:3000' }
    await expect(collectWaitingCharge(deps, booking.id)).rejects.toThrow(/ECONNREFUSED/)
    expect((await storedBooking(app, booking.id)).waitingChargeOutcome).toBeNull()

    expect(await collectWaitingCharge(deps, booking.id, { lastAttempt: true })).toBe('declined')
    const after = await storedBooking(app, booking.id)
    expect(after).toMatchObject({ totalCents: before.totalCents, waitingChargedCents: 0 })
    const [event] = await waitingEvents(app, booking.id)
    expect(event!.details).toMatchObject({ outcome: 'declined' })
    expect(event!.details.summary).toContain('could not be reached')
    const callIn = await mailsLike(`Extra waiting not charged: ${booking.booking_code}`)
    expect(callIn.map((mail) => mail.toAddress)).toContain(adminEmail)
    expect(callIn[0]!.textBody).toContain('look for a charge under this booking at the gateway')
    expect(await moneyBreaksOf(app, booking.id)).toEqual([])

    // The gateway is back: only an admin may charge again, and the charge goes through once.
    const partner = await approvedPartner(app)
    for (const stranger of [
      {},
      bearer(partner.token),
      bookingToken(booking.access_token),
      bearer(booking.access_token),
    ]) {
      expect((await retry(booking.id, stranger)).statusCode).toBe(401)
    }
    expect((await retry(booking.id, bearer(dispatcher.token))).statusCode).toBe(403)
    expect((await storedBooking(app, booking.id)).waitingChargeOutcome).toBe('declined')
    const again = await retry(booking.id, bearer(admin.token))
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data).toMatchObject({ waiting_charge_outcome: 'charged' })
    expect(await storedBooking(app, booking.id)).toMatchObject({
      totalCents: before.totalCents + 3_000,
      waitingChargedCents: 3_000,
    })
    // Asked with the booking's first key: a charge made before the line dropped comes back.
    const offSession = (await bookingPayments(app, booking.id)).filter((row) => row.offSession)
    expect(offSession).toEqual([
      expect.objectContaining({
        idempotencyKey: waitingChargeKey(booking.id),
        status: 'succeeded',
      }),
    ])
    const twice = await retry(booking.id, bearer(admin.token))
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.message).toBe(waitingChargeMessages.nothingToRetry)
    expect(await moneyBreaksOf(app, booking.id)).toEqual([])
    const unknown = await retry(randomUUID(), bearer(admin.token))
    expect(unknown.statusCode).toBe(404)
  })

  it('refused by the bank again, a retry asks with a new key and leaves the total alone', async () => {
    const booking = await bookAndPay(app, { card: ALWAYS_CHECKED })
    const before = await storedBooking(app, booking.id)
    await endRideWithWaiting(app, booking.id, { minutes: 16, cents: 2_000 })
    expect(await outcomeAfterJobs(booking.id)).toBe('declined')
    const again = await retry(booking.id, bearer(admin.token))
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data).toMatchObject({ waiting_charge_outcome: 'declined' })
    const offSession = (await bookingPayments(app, booking.id)).filter((row) => row.offSession)
    expect(offSession.map((row) => [row.idempotencyKey, row.status])).toEqual([
      [waitingChargeKey(booking.id), 'declined'],
      [`${waitingChargeKey(booking.id)}-2`, 'declined'],
    ])
    expect((await storedBooking(app, booking.id)).totalCents).toBe(before.totalCents)
    expect(await waitingEvents(app, booking.id)).toHaveLength(2)
    expect(await moneyBreaksOf(app, booking.id)).toEqual([])
  })
})

describe('extra waiting without a card to charge', () => {
  it('is not charged when the traveller did not agree, and the timeline says why', async () => {
    const booking = await bookAndPay(app, { consent: false })
    const before = await storedBooking(app, booking.id)
    await endRideWithWaiting(app, booking.id)

    expect(await outcomeAfterJobs(booking.id)).toBe('no_consent')
    expect((await storedBooking(app, booking.id)).totalCents).toBe(before.totalCents)
    expect((await bookingPayments(app, booking.id)).some((row) => row.offSession)).toBe(false)
    const [event] = await waitingEvents(app, booking.id)
    expect(event!.details).toMatchObject({ outcome: 'no_consent' })
    expect(event!.details.summary).toMatch(/did not agree/)
  })

  it('is added to an on-account partner’s total, for its monthly statement', async () => {
    const partner = await approvedPartner(app)
    await app.db
      .update(partners)
      .set({ onAccountSince: new Date() })
      .where(eq(partners.id, partner.partnerId))
    const created = await postBooking(
      app,
      bookingPayload(await signQuote(app)),
      bearer(partner.token),
    )
    const booking = created.json().data as { id: string; booking_code: string }
    const done = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${booking.id}/complete`,
      headers: bearer(partner.token),
      payload: completion(),
    })
    expect(done.statusCode, done.body).toBe(200)
    const before = await storedBooking(app, booking.id)
    expect(before.onAccount).toBe(true)
    await endRideWithWaiting(app, booking.id, { minutes: 45, cents: 3_000 })

    expect(await outcomeAfterJobs(booking.id)).toBe('billed_to_account')
    expect(await storedBooking(app, booking.id)).toMatchObject({
      totalCents: before.totalCents + 3_000,
      waitingChargedCents: 3_000,
    })
    expect(await bookingPayments(app, booking.id)).toEqual([])
    expect(await moneyBreaksOf(app, booking.id)).toEqual([])
    const [event] = await waitingEvents(app, booking.id)
    expect(event).toMatchObject({ reason: 'Extra waiting: 45 min (3 × 15 min)' })

    const month = before.pickupTime.toISOString().slice(0, 7)
    const statement = await app.inject({
      url: `/api/v1/partners/statement?month=${month}`,
      headers: bearer(partner.token),
    })
    expect(statement.statusCode, statement.body).toBe(200)
    const line = statement
      .json()
      .data.bookings.find((row: { booking_id: string }) => row.booking_id === booking.id)
    expect(line).toMatchObject({
      net: (before.totalCents + 3_000) / 100,
      extra_waiting: 30,
      charged: (before.totalCents + 3_000) / 100,
    })
    // The PDF shows it beside the gross it is part of, on the line and in the on-account total.
    const pdf = await app.inject({
      url: `/api/v1/partners/statement.pdf?month=${month}`,
      headers: bearer(partner.token),
    })
    expect(pdf.statusCode).toBe(200)
    const text = await pdfText(pdf.rawPayload)
    expect(text).toMatch(/Gross Waiting Discount/)
    expect(text).toMatch(/Total \(1\) \$[\d,.]+ \$30\.00 /)
    expect(text).toMatch(/On account \(1\) \$[\d,.]+ \$30\.00 /)
  })
})

describe('when the waiting charge is set going', () => {
  it('is a reaction the app registers on the booking hooks', () => {
    expect(bookingHooks.registered().afterMove).toContain('waiting-charge')
  })

  it('not at all for a ride that waited within its free time', async () => {
    const booking = await bookAndPay(app)
    await endRideWithWaiting(app, booking.id, { minutes: 0, cents: 0 })
    expect(await waitingChargeJobs(app, booking.id)).toEqual([])
    expect(await outcomeAfterJobs(booking.id)).toBeNull()
  })

  it('after the minute a driver has to take back a completion, which calls it off', async () => {
    const booking = await bookAndPay(app)
    await app.db
      .update(bookings)
      .set({
        bookingStatus: 'passenger_on_board',
        waitingExtraMinutes: 10,
        waitingChargeCents: 1_000,
      })
      .where(eq(bookings.id, booking.id))
    const driver = { kind: 'driver' as const, id: randomUUID() }
    // The driver's own ride, as the timeline says (the lifecycle lets only them take its steps).
    await app.db.insert(bookingEvents).values({
      bookingId: booking.id,
      at: new Date(Date.now() - 3_600_000),
      actorKind: 'provider',
      actorId: randomUUID(),
      fromStatus: 'confirmed',
      toStatus: 'assigned',
      details: { driver_id: driver.id },
    })
    const at = new Date()
    await transitionBooking(app.db, booking.id, {
      to: 'completed',
      actor: driver,
      now: at,
      appBaseUrl: 'http://localhost:3000',
    })
    const [job] = await waitingChargeJobs(app, booking.id)
    expect(job).toMatchObject({ status: 'pending' })
    expect(job!.runAt.getTime()).toBe(at.getTime() + 60_000)
    expect(await outcomeAfterJobs(booking.id)).toBeNull()

    await transitionBooking(app.db, booking.id, {
      to: 'passenger_on_board',
      actor: driver,
      input: { undo: true, reason: 'Tapped by mistake' },
    })
    expect(await waitingChargeJobs(app, booking.id)).toEqual([
      expect.objectContaining({ status: 'cancelled' }),
    ])
  })

  it('by a no-show, with the waiting the no-show recorded', async () => {
    const booking = await bookAndPay(app)
    const arrived = new Date(Date.now() - 2 * 3_600_000)
    await app.db
      .update(bookings)
      .set({ bookingStatus: 'driver_arrived', pickupTime: arrived })
      .where(eq(bookings.id, booking.id))
    await app.db.insert(bookingEvents).values({
      bookingId: booking.id,
      at: arrived,
      actorKind: 'driver',
      actorId: randomUUID(),
      fromStatus: 'driver_en_route',
      toStatus: 'driver_arrived',
    })
    await transitionBooking(app.db, booking.id, { to: 'no_show', actor: operatorActor() })
    const ended = await storedBooking(app, booking.id)
    expect(ended.waitingChargeCents).toBeGreaterThan(0)

    expect(await outcomeAfterJobs(booking.id)).toBe('charged')
    const after = await storedBooking(app, booking.id)
    expect(after.totalCents).toBe(ended.totalCents + ended.waitingChargeCents)
    expect(await moneyBreaksOf(app, booking.id)).toEqual([])
  })
})
