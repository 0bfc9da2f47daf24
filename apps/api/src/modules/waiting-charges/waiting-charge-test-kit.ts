import { randomUUID } from 'node:crypto'
import {
  moneyBreaks,
  type Actor,
  type BookingStatus,
  type PaymentRecordStatus,
  type RefundRecordStatus,
} from '@ridelane/domain'
import { asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../app'
import { bookingEvents, bookings, payments, refunds, scheduledJobs } from '../../db/schema'
import {
  bookingPayload,
  bookingToken,
  cardForm,
  completion,
  GOOD_CARD,
  postBooking,
  signQuote,
} from '../bookings/test-fixtures'
import { transitionBooking } from '../bookings/transition-booking'

// Helpers for the extra waiting tests only; nothing in the app imports this file.

export type PaidBooking = { id: string; booking_code: string; access_token: string }

/**
 * A booking paid through the sandbox as the wizard pays it: the payment opened with the payer's
 * answer about keeping the card, then the card (its bank check passed), then completion.
 */
export async function bookAndPay(
  app: App,
  options: { consent?: boolean; card?: string; headers?: Record<string, string> } = {},
): Promise<PaidBooking> {
  const { consent = true, card = GOOD_CARD } = options
  const created = await postBooking(app, bookingPayload(await signQuote(app)), options.headers)
  expect(created.statusCode, created.body).toBe(201)
  const booking = created.json().data as PaidBooking
  const access = options.headers ?? bookingToken(booking.access_token)
  const url = `/api/v1/bookings/${booking.id}`
  const started = await app.inject({
    method: 'POST',
    url: `${url}/payment`,
    headers: access,
    payload: { save_card_for_extras: consent },
  })
  expect(started.statusCode, started.body).toBe(200)
  expect(started.json().data.card_on_file).toBe(consent)
  const paid = await app.inject({
    method: 'POST',
    url: `${url}/payment/card`,
    headers: access,
    payload: cardForm(card),
  })
  expect(paid.statusCode, paid.body).toBe(200)
  if (paid.json().data.status === 'requires_action') {
    const [open] = await farePayments(app, booking.id)
    const passed = await app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/challenge/${open!.gatewayReference}`,
      payload: { outcome: 'approve' },
    })
    expect(passed.statusCode, passed.body).toBe(200)
  }
  const done = await app.inject({
    method: 'POST',
    url: `${url}/complete`,
    headers: access,
    payload: completion(),
  })
  expect(done.statusCode, done.body).toBe(200)
  return booking
}

export const operatorActor = (): Actor => ({ kind: 'operator', id: randomUUID() })

/** Records extra waiting as the driver's steps would, then ends the ride as an operator. */
export async function endRideWithWaiting(
  app: App,
  id: string,
  { minutes = 30, cents = 2_000 }: { minutes?: number; cents?: number } = {},
) {
  await app.db
    .update(bookings)
    .set({ waitingExtraMinutes: minutes, waitingChargeCents: cents })
    .where(eq(bookings.id, id))
  return transitionBooking(app.db, id, {
    to: 'completed',
    actor: operatorActor(),
    input: { reason: 'The driver’s phone went flat' },
    appBaseUrl: 'http://localhost:3000',
  })
}

export async function storedBooking(app: App, id: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id))
  if (!row) throw new Error(`no booking ${id}`)
  return row
}

/** Every payment of the booking, oldest first. */
export function bookingPayments(app: App, id: string) {
  return app.db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, id))
    .orderBy(asc(payments.createdAt), asc(payments.id))
}

/** The fare's payments, newest first. */
export async function farePayments(app: App, id: string) {
  const rows = await bookingPayments(app, id)
  return rows.filter((row) => !row.offSession && row.changeId === null).reverse()
}

/** The timeline entries about extra waiting. */
export async function waitingEvents(app: App, id: string) {
  const rows = await app.db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id))
  return rows.filter((row) => row.details.change === 'extra_waiting')
}

/** The booking's `waiting_charge` job rows (a cancelled one gives its key up). */
export async function waitingChargeJobs(app: App, id: string) {
  const rows = await app.db
    .select()
    .from(scheduledJobs)
    .where(eq(scheduledJobs.kind, 'waiting_charge'))
  return rows.filter((row) => row.payload.bookingId === id)
}

/** The money rules of packages/domain, read from the database. */
export async function moneyBreaksOf(app: App, id: string) {
  const row = await storedBooking(app, id)
  const paid = await bookingPayments(app, id)
  const given = await app.db.select().from(refunds).where(eq(refunds.bookingId, id))
  return moneyBreaks({
    status: row.bookingStatus as BookingStatus,
    onAccount: row.onAccount,
    totalCents: row.totalCents,
    payments: paid.map((p) => ({ ...p, status: p.status as PaymentRecordStatus })),
    refunds: given.map((r) => ({ ...r, status: r.status as RefundRecordStatus })),
  })
}
