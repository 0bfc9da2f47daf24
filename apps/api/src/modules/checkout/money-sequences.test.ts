import { randomUUID } from 'node:crypto'
import {
  bookingMoney,
  moneyBreaks,
  paidForStatuses,
  type BookingStatus,
  type PaymentRecordStatus,
  type RefundRecordStatus,
} from '@ridelane/domain'
import fc from 'fast-check'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings, bookingChanges, partners, payments, refunds } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database'
import { cardForm, completion } from '../bookings/test-fixtures'
import { opsCall } from '../bookings/ops-booking-test-kit'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { bookRide, change, payChange, rideToken, type BookedRide } from '../rides/change-test-kit'
import { collectWaitingCharge } from '../waiting-charges'
import { reconcilePayments } from './reconcile-payments'

// Every path that moves a booking's money, run in random order (fast-check): paying with each of
// the sandbox's cards, a bank's check passed or failed, an old payment form paid late, the price
// raised or lowered before paying, changes after confirmation that cost more or less (and paying
// for them), completion, reconciliation, cancellations by the traveller and by an admin, and a
// ride that ends with extra waiting charged afterwards to the card kept on file (taken, declined
// by a card that wants its holder there, or not asked for without consent), run again, and an
// admin's retry of a declined one.
// After every step the money rules must hold (moneyBreaks in packages/domain, and the checks
// below), and no call may answer 5xx. Runs on PGlite and on PostgreSQL, as every API test does.

const GOOD = '4242424242424242'
const DECLINED = '4000000000000002'
const CHALLENGED = '4000002500003155'
/** Pays after its bank check, and is declined when charged later without the payer. */
const ALWAYS_CHECKED = '4000002760003184'

let database: TestDatabase
let app: App
let adminToken: string
beforeAll(async () => {
  useStepClock()
  database = await createTestDatabase()
  app = await createTestApp({ database: database.target })
  adminToken = (await signedInAdmin(app)).token
})
afterAll(async () => {
  await app?.close()
  await database?.drop()
})

const booking = async (ride: BookedRide) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, ride.id)))[0]!

const farePayments = async (ride: BookedRide) =>
  (
    await app.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, ride.id))
      .orderBy(desc(payments.createdAt))
  ).filter((row) => row.changeId === null && !row.offSession)

const call = (ride: BookedRide, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/bookings/${ride.id}${path}`,
    headers: rideToken(ride),
    ...(payload ? { payload } : {}),
  })

async function challenge(ride: BookedRide, outcome: 'approve' | 'fail') {
  const latest = (await farePayments(ride)).find((row) => row.status === 'requires_action')
  if (!latest) return undefined
  return app.inject({
    method: 'POST',
    url: `/api/v1/payments/sandbox/challenge/${latest.gatewayReference}`,
    payload: { outcome },
  })
}

/** A payment form left open in another tab and paid there, past our server (Stripe's browser). */
async function payOldForm(ride: BookedRide) {
  const open = (await farePayments(ride)).find(
    (row) => row.status === 'pending' || row.status === 'declined',
  )
  if (!open) return undefined
  await app.payments.confirmPayment({
    reference: open.gatewayReference,
    paymentMethod: { kind: 'card', number: GOOD, expMonth: 12, expYear: 2030, cvc: '123' },
    returnUrl: '/booking?payment=return',
    idempotencyKey: randomUUID(),
  })
  return call(ride, 'GET', '/payment')
}

/**
 * The ride ends with 30 minutes of extra waiting (the driver's steps would have recorded it), an
 * admin completing it from the console, and the job that collects it runs.
 */
async function endWithExtraWaiting(ride: BookedRide) {
  const current = await booking(ride)
  if (current.waitingChargeOutcome === null) {
    await app.db
      .update(bookings)
      .set({ waitingExtraMinutes: 30, waitingChargeCents: 2_000 })
      .where(eq(bookings.id, ride.id))
  }
  const answer = await opsCall(app, adminToken, 'POST', `/${ride.id}/complete`, {
    expected_version: (await booking(ride)).version,
    reason: 'Completed by phone',
  })
  await app.jobs.runDueNow()
  return answer
}

async function opsCancel(ride: BookedRide, refund: 'policy' | 'full') {
  const current = await booking(ride)
  return opsCall(app, adminToken, 'POST', `/${ride.id}/cancel`, {
    expected_version: current.version,
    reason: 'Traveller asked by phone',
    refund,
  })
}

async function payWaitingChange(ride: BookedRide) {
  const [waiting] = await app.db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.bookingId, ride.id))
    .orderBy(desc(bookingChanges.createdAt))
  if (!waiting || waiting.status !== 'awaiting_payment') return undefined
  return payChange(app, ride, waiting.id, GOOD)
}

const extras = (seats: number) =>
  seats === 0
    ? { meet_greet_applicable: false, child_seat_applicable: false }
    : { meet_greet_applicable: true, child_seat_applicable: true, child_seat_count: seats }

type Step = { name: string; run: (ride: BookedRide) => Promise<{ statusCode: number } | undefined> }

const steps: Step[] = [
  { name: 'raise the price', run: (ride) => call(ride, 'PATCH', '', extras(3)) },
  { name: 'lower the price', run: (ride) => call(ride, 'PATCH', '', extras(0)) },
  { name: 'open a payment', run: (ride) => call(ride, 'POST', '/payment') },
  {
    name: 'agree to keep the card',
    run: (ride) => call(ride, 'POST', '/payment', { save_card_for_extras: true }),
  },
  { name: 'pay with 4242', run: (ride) => call(ride, 'POST', '/payment/card', cardForm(GOOD)) },
  { name: 'pay, declined', run: (ride) => call(ride, 'POST', '/payment/card', cardForm(DECLINED)) },
  {
    name: 'pay, bank check',
    run: (ride) => call(ride, 'POST', '/payment/card', cardForm(CHALLENGED)),
  },
  {
    name: 'pay, checked every time',
    run: (ride) => call(ride, 'POST', '/payment/card', cardForm(ALWAYS_CHECKED)),
  },
  { name: 'pass the bank check', run: (ride) => challenge(ride, 'approve') },
  { name: 'fail the bank check', run: (ride) => challenge(ride, 'fail') },
  { name: 'pay an old form', run: payOldForm },
  { name: 'complete', run: (ride) => call(ride, 'POST', '/complete', completion()) },
  {
    name: 'reconcile',
    run: async () => {
      await reconcilePayments(
        { db: app.db, gateway: app.payments, appBaseUrl: 'http://localhost' },
        app.log,
        { minAgeMs: 0 },
      )
      return undefined
    },
  },
  { name: 'change up', run: (ride) => change(app, ride, extras(2)) },
  { name: 'change down', run: (ride) => change(app, ride, extras(0)) },
  { name: 'pay the change', run: payWaitingChange },
  {
    name: 'traveller cancels',
    run: (ride) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/rides/${ride.code}/cancel`,
        headers: rideToken(ride),
        payload: {},
      }),
  },
  { name: 'admin cancels, policy refund', run: (ride) => opsCancel(ride, 'policy') },
  { name: 'admin cancels, full refund', run: (ride) => opsCancel(ride, 'full') },
  { name: 'ride ends with extra waiting', run: endWithExtraWaiting },
  {
    // Answers 409 unless the waiting was declined; then one more try at the card on file.
    name: 'admin charges the waiting again',
    run: (ride) => opsCall(app, adminToken, 'POST', `/${ride.id}/waiting-charge/retry`),
  },
  {
    name: 'collect the waiting again',
    run: async (ride) => {
      await collectWaitingCharge(
        { db: app.db, gateway: app.payments, appBaseUrl: 'http://localhost' },
        ride.id,
      )
      return undefined
    },
  },
]

const stepsNamed = (...names: string[]) =>
  names.map((name) => {
    const step = steps.find((candidate) => candidate.name === name)
    if (!step) throw new Error(`No step ${name}`)
    return step
  })

/** The money rules, read from the database after a step: what a reconciliation would check. */
async function assertMoneyRules(ride: BookedRide, trail: string[]) {
  const row = await booking(ride)
  const paid = await app.db.select().from(payments).where(eq(payments.bookingId, ride.id))
  const given = await app.db.select().from(refunds).where(eq(refunds.bookingId, ride.id))
  const ledger = {
    status: row.bookingStatus as BookingStatus,
    onAccount: row.onAccount,
    totalCents: row.totalCents,
    payments: paid.map((p) => ({ ...p, status: p.status as PaymentRecordStatus })),
    refunds: given.map((r) => ({ ...r, status: r.status as RefundRecordStatus })),
  }
  const context = `after: ${trail.join(' → ')}`
  expect(moneyBreaks(ledger), context).toEqual([])
  const money = bookingMoney(ledger)
  // Confirmed ⇒ paid − refunded ≥ total; refunded ≤ paid.
  if (paidForStatuses.includes(ledger.status)) {
    expect(money.paidCents - money.refundedCents, context).toBeGreaterThanOrEqual(row.totalCents)
    // The booking's own payment columns agree with the ledger.
    expect(row.paymentStatus, context).toBe('success')
  }
  expect(money.refundedCents, context).toBeLessThanOrEqual(money.paidCents)
  // A cancellation gives back at most what its policy decided, and all of it when it was held.
  const cancellation = given.filter((refund) => refund.reason === 'cancellation')
  const cancelledCents = cancellation.reduce((sum, refund) => sum + refund.amountCents, 0)
  expect(cancelledCents, context).toBeLessThanOrEqual(row.refundAmountCents ?? 0)
  // Extra waiting reaches the total exactly when it was taken (or billed on account), once,
  // however many tries an admin asked for after a refusal.
  const waiting = paid.filter((p) => p.offSession)
  const taken = waiting.filter((p) => p.status === 'succeeded')
  expect(taken.length, context).toBeLessThanOrEqual(1)
  const takenCents = taken.reduce((sum, p) => sum + p.amountCents, 0)
  expect(row.waitingChargedCents, context).toBe(takenCents)
  expect(row.waitingChargeOutcome === 'charged', context).toBe(taken.length === 1)
  if (row.waitingChargeOutcome === 'declined' || row.waitingChargeOutcome === 'no_consent') {
    expect(row.waitingChargedCents, context).toBe(0)
  }
  const consented = paid.some((p) => p.cardOnFile && p.status === 'succeeded' && !p.offSession)
  if (row.waitingChargeOutcome === 'no_consent') expect(consented, context).toBe(false)
  // A net-rate booking's selling price never falls below the net the partner pays.
  if (row.ratePlan === 'net') {
    expect(row.sellingTotalCents, context).toBeGreaterThanOrEqual(row.totalCents)
  }
}

/** Runs random sequences of the steps on new rides, checking the money rules after each step. */
function sequencesKeepMoney(
  newRide: () => Promise<BookedRide>,
  options: { numRuns: number; examples: (typeof steps)[number][][][] },
) {
  return fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom(...steps), { minLength: 3, maxLength: 9 }),
      async (sequence) => {
        const ride = await newRide()
        const trail: string[] = []
        for (const step of sequence) {
          trail.push(step.name)
          const answer = await step.run(ride)
          if (answer) expect(answer.statusCode, `${trail.join(' → ')}`).toBeLessThan(500)
          await assertMoneyRules(ride, trail)
        }
      },
    ),
    options,
  )
}

describe('a booking’s money under any sequence of payments, changes, refunds and cancels', () => {
  it('keeps paid − refunded covering every confirmed total, and never answers 5xx', async () => {
    await sequencesKeepMoney(() => bookRide(app, { unpaid: true, daysAhead: 10 }), {
      numRuns: 25,
      // The probe's findings always run first: a payment opened before the price went up and
      // paid late, and a paid change cancelled.
      examples: [
        [stepsNamed('open a payment', 'raise the price', 'pay an old form', 'complete')],
        [stepsNamed('pay, bank check', 'raise the price', 'pass the bank check', 'complete')],
        [stepsNamed('pay with 4242', 'change up', 'pay the change', 'traveller cancels')],
        [stepsNamed('pay with 4242', 'change up', 'pay the change', 'admin cancels, full refund')],
        [stepsNamed('pay with 4242', 'change down', 'admin cancels, policy refund', 'reconcile')],
        // Extra waiting: taken, declined by a card that wants its holder, without consent.
        [
          stepsNamed(
            'agree to keep the card',
            'pay with 4242',
            'complete',
            'ride ends with extra waiting',
            'collect the waiting again',
          ),
        ],
        [
          stepsNamed(
            'agree to keep the card',
            'pay, checked every time',
            'pass the bank check',
            'complete',
            'ride ends with extra waiting',
          ),
        ],
        [stepsNamed('pay with 4242', 'complete', 'ride ends with extra waiting', 'reconcile')],
        // Declined, then charged again by an admin (refused again by the same card), twice.
        [
          stepsNamed(
            'agree to keep the card',
            'pay, checked every time',
            'pass the bank check',
            'complete',
            'ride ends with extra waiting',
            'admin charges the waiting again',
            'admin charges the waiting again',
          ),
        ],
        [
          stepsNamed(
            'agree to keep the card',
            'pay with 4242',
            'change up',
            'pay the change',
            'ride ends with extra waiting',
          ),
        ],
      ],
    })
  })

  it('holds on a net-rate partner’s booking, changed on its traveller’s link', async () => {
    // docs/decisions/043-partner-rate-plans.md: the partner pays the net by card; its traveller's
    // dearer change is refused (403), a cheaper one refunds the partner's card.
    const partner = await approvedPartner(app, 10)
    await app.db
      .update(partners)
      .set({ ratePlan: 'net', netPercent: 20, markupPercent: 25 })
      .where(eq(partners.id, partner.partnerId))
    const netRide = async () => {
      const ride = await bookRide(app, {
        unpaid: true,
        daysAhead: 10,
        headers: bearer(partner.token),
      })
      expect((await booking(ride)).ratePlan).toBe('net')
      return ride
    }
    await sequencesKeepMoney(netRide, {
      numRuns: 8,
      examples: [
        [stepsNamed('pay with 4242', 'change up', 'pay the change', 'traveller cancels')],
        [stepsNamed('pay with 4242', 'complete', 'change down', 'reconcile')],
      ],
    })
  })
})
