import { ANONYMISED_EMAIL, ANONYMISED_PHONE, ANONYMISED_TEXT } from '@ridelane/domain'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookings, payments, receipts, refunds } from '../../db/schema'
import { detail } from '../bookings/ops-booking-test-kit'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { pdfText } from '../rides/receipt-test-kit'
import {
  cancelledPartnerBookingOf,
  completedRideOf,
  everyRow,
  markedBooking,
  markedTraveller,
  numberMarkers,
  rideHeaders,
  textMarkers,
  whereFound,
  type MarkedBooking,
  type MarkedTraveller,
} from './privacy-test-kit'
import { anonymiseBookings } from './repository'

// A booking's traveller data leaves every table when the booking is anonymised, and nothing else
// does: each traveller below fills every personal field with values found nowhere else, and the
// tests scan every text, JSON and coordinate column of every table for them.

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>

beforeAll(async () => {
  useStepClock()
  app = await createTestApp({
    // The test runs the jobs (webhook deliveries, reminders) itself, or not at all.
    config: { jobsIntervalMs: 600_000 },
    env: { WEBHOOK_ALLOW_PRIVATE: '1' },
  })
  admin = await signedInAdmin(app)
  vi.useRealTimers()
})
afterAll(() => app.close())

const completedRide = (who: MarkedTraveller) => completedRideOf(app, admin.token, who)
const cancelledPartnerBooking = (who: MarkedTraveller) =>
  cancelledPartnerBookingOf(app, admin.token, who)

/** Lets the queued mail and texts go (logged, without SMTP or Twilio), so no row moves under a scan. */
async function settle() {
  await app.jobs.runDueNow()
  await app.mailOutbox.deliverNow()
  await app.textMessages.deliverNow()
}

describe('anonymising bookings', () => {
  const guest = markedTraveller()
  const agencyGuest = markedTraveller()
  const bystander = markedTraveller()
  let completed: Awaited<ReturnType<typeof completedRide>>
  let cancelled: Awaited<ReturnType<typeof cancelledPartnerBooking>>
  let untouched: MarkedBooking

  beforeAll(async () => {
    completed = await completedRide(guest)
    cancelled = await cancelledPartnerBooking(agencyGuest)
    untouched = await markedBooking(app, bystander)
    await settle()
  })

  it('first finds the travellers’ data in every table that keeps some', async () => {
    const found = await whereFound(
      app,
      [...completed.markers, ...cancelled.markers],
      [...numberMarkers(guest), ...numberMarkers(agencyGuest)],
    )
    const tables = new Set(found.map((column) => column.split('.')[0]))
    // What this test exercises: a table missing here would be scanned for nothing.
    expect([...tables].sort()).toEqual(
      expect.arrayContaining([
        'booking_changes',
        'booking_events',
        'booking_flights',
        'booking_notes',
        'booking_ratings',
        'bookings',
        'driver_locations',
        'mail_outbox',
        'operator_audit',
        'outbound_messages',
        'quotes',
        'webhook_events',
      ]),
    )
  })

  it('leaves none of it in any table, and keeps the money, the codes and the invoice', async () => {
    const ids = [completed.booking.id, cancelled.booking.id]
    const before = await app.db.select().from(bookings).where(inArray(bookings.id, ids))
    const invoice = (
      await app.db.select().from(receipts).where(eq(receipts.bookingId, ids[0]!))
    )[0]!
    const paid = await app.db.select().from(payments).where(inArray(payments.bookingId, ids))
    const refunded = await app.db.select().from(refunds).where(inArray(refunds.bookingId, ids))

    const counts = await anonymiseBookings(app.db, ids)
    await settle()
    expect(counts.bookings).toBe(2)
    expect(counts.rows).toMatchObject({ bookings: 2, driver_locations: 2, booking_flights: 2 })

    expect(
      await whereFound(
        app,
        [...completed.markers, ...cancelled.markers],
        [...numberMarkers(guest), ...numberMarkers(agencyGuest)],
      ),
    ).toEqual([])

    const after = await app.db.select().from(bookings).where(inArray(bookings.id, ids))
    for (const row of after) {
      const was = before.find((booking) => booking.id === row.id)!
      expect(row).toMatchObject({
        bookingCode: was.bookingCode,
        bookingStatus: was.bookingStatus,
        paymentStatus: was.paymentStatus,
        paymentReference: was.paymentReference,
        totalCents: was.totalCents,
        baseFareCents: was.baseFareCents,
        refundAmountCents: was.refundAmountCents,
        currencyCode: was.currencyCode,
        pickupTime: was.pickupTime,
        createdAt: was.createdAt,
        confirmedAt: was.confirmedAt,
        timezone: was.timezone,
        name: ANONYMISED_TEXT,
        email: ANONYMISED_EMAIL,
        phoneNumber: ANONYMISED_PHONE,
        whatsappNumber: null,
        flightNumber: null,
        driverInstructions: null,
        pickupLocation: ANONYMISED_TEXT,
        pickupLat: 0,
        pickupPlaceId: null,
        travellerTimezone: null,
        requestFingerprint: null,
        bookedBy: was.bookedBy === null ? null : ANONYMISED_TEXT,
        version: was.version + 1,
      })
      expect(row.anonymisedAt).toBeInstanceOf(Date)
    }
    expect(await app.db.select().from(receipts).where(eq(receipts.bookingId, ids[0]!))).toEqual([
      invoice,
    ])
    // Of the payments only the card's last four digits go.
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
    const paidAfter = await app.db.select().from(payments).where(inArray(payments.bookingId, ids))
    expect(paid.some((payment) => payment.cardLast4 !== null)).toBe(true)
    expect(paidAfter.sort(byId)).toEqual(
      paid.map((payment) => ({ ...payment, cardLast4: null })).sort(byId),
    )
    expect(await app.db.select().from(refunds).where(inArray(refunds.bookingId, ids))).toEqual(
      refunded,
    )

    // The receipt still opens, with its invoice number and amounts, and no traveller in it.
    const receipt = await app.inject({
      url: `/api/v1/rides/${completed.booking.booking_code}/receipt.pdf`,
      headers: rideHeaders(completed.booking),
    })
    expect(receipt.statusCode, receipt.body).toBe(200)
    const text = await pdfText(receipt.rawPayload)
    expect(text).toContain(invoice.invoiceNumber)
    expect(text).not.toContain(guest.tag)
    // The ride page and the console still show the booking.
    const page = await app.inject({
      url: `/api/v1/rides/${completed.booking.booking_code}`,
      headers: rideHeaders(completed.booking),
    })
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().data.passenger.name).toBe(ANONYMISED_TEXT)
    expect((await detail(app, admin.token, cancelled.booking.id)).booking.booking_status).toBe(
      'cancelled',
    )
  })

  it('leaves another traveller’s booking as it was', async () => {
    const found = await whereFound(app, textMarkers(bystander), numberMarkers(bystander))
    expect(found).toEqual(
      expect.arrayContaining([
        'bookings.name',
        'bookings.email',
        'bookings.pickup_lat',
        'quotes.request',
      ]),
    )
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, untouched.id))
    expect(row).toMatchObject({ name: bystander.name, anonymisedAt: null })
  })

  it('changes nothing the second time', async () => {
    const ids = [completed.booking.id, cancelled.booking.id]
    await settle()
    const before = await everyRow(app)
    expect(await anonymiseBookings(app.db, ids)).toEqual({ bookings: 0, rows: {} })
    await settle()
    expect(await everyRow(app)).toEqual(before)
  })

  it('answers nothing for no bookings, or ids of none', async () => {
    expect(await anonymiseBookings(app.db, [])).toEqual({ bookings: 0, rows: {} })
    expect(await anonymiseBookings(app.db, ['00000000-0000-4000-8000-000000000000'])).toEqual({
      bookings: 0,
      rows: {},
    })
  })
})
