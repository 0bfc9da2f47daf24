import { randomBytes, randomUUID } from 'node:crypto'
import {
  bookingCodeFromRandomBytes,
  type BookingStatus,
  type RefundRecordStatus,
} from '@ridelane/domain'
import type { App } from '../../app'
import { bookingRatings, bookings, payments, quotes, refunds } from '../../db/schema'

// Helpers for the statements' and ratings' tests only; nothing in the app imports this file.

export type JobFixture = {
  providerId: string | null
  driverId?: string | null
  status?: BookingStatus
  pickupTime: string
  timezone?: string
  totalCents?: number
  partnerDiscountCents?: number
  pickupLocation?: string
  dropoffLocation?: string | null
  durationHours?: number | null
}

/** Writes a finished booking straight into the table, as the lifecycle would have left it. */
export async function insertJob(app: App, job: JobFixture) {
  const [quote] = await app.db
    .insert(quotes)
    .values({
      rideType: 'one-way',
      request: {},
      pickupAt: new Date(job.pickupTime),
      timezone: job.timezone ?? 'America/New_York',
      vehicles: [],
      meetGreetMode: 'not_allowed',
      meetGreetChargeCents: 0,
      childSeatMode: 'not_allowed',
      childSeatChargeCents: 0,
      expiresAt: new Date(job.pickupTime),
    })
    .returning({ id: quotes.id })
  const total = job.totalCents ?? 10_000
  const [row] = await app.db
    .insert(bookings)
    .values({
      bookingCode: bookingCodeFromRandomBytes(randomBytes(32)),
      accessTokenHash: randomBytes(32).toString('hex'),
      quoteId: quote!.id,
      name: 'Asha Rao',
      phoneNumber: '+919876543210',
      email: 'asha@example.com',
      rideType: job.durationHours ? 'hourly' : 'one-way',
      pickupLocation: job.pickupLocation ?? 'JFK Airport',
      pickupLat: 40.64,
      pickupLng: -73.78,
      dropoffLocation: job.dropoffLocation === undefined ? 'Times Square' : job.dropoffLocation,
      durationHours: job.durationHours ?? null,
      pickupTime: new Date(job.pickupTime),
      timezone: job.timezone ?? 'America/New_York',
      passengers: 2,
      vehicleId: 'sedan',
      vehicleName: 'Sedan',
      baseFareCents: total,
      totalCents: total,
      partnerDiscountCents: job.partnerDiscountCents ?? 0,
      bookingStatus: job.status ?? 'completed',
      paymentStatus: 'success',
      providerId: job.providerId,
      driverId: job.driverId ?? null,
    })
    .returning({ id: bookings.id, bookingCode: bookings.bookingCode })
  return row!
}

/** A card payment of the booking, and refunds against it (reason and status as given). */
export async function insertRefunds(
  app: App,
  bookingId: string,
  paidCents: number,
  given: { amountCents: number; reason: string; status: RefundRecordStatus }[],
) {
  const [payment] = await app.db
    .insert(payments)
    .values({
      bookingId,
      gateway: 'sandbox',
      gatewayReference: `pay_${randomUUID()}`,
      amountCents: paidCents,
      currency: 'USD',
      status: 'succeeded',
      idempotencyKey: randomUUID(),
    })
    .returning({ id: payments.id })
  for (const refund of given) {
    await app.db.insert(refunds).values({
      bookingId,
      paymentId: payment!.id,
      currency: 'USD',
      actorKind: 'operator',
      ...refund,
    })
  }
}

export async function insertRating(
  app: App,
  bookingId: string,
  stars: number,
  comment = '',
  createdAt = new Date(),
) {
  await app.db.insert(bookingRatings).values({ bookingId, stars, comment, createdAt })
}
