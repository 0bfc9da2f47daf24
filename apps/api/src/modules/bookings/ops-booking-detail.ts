import {
  actorKindSchema,
  cancellationTermsOf,
  addOnsPaidCents,
  bookingStatusSchema,
  canMovePickup,
  cancellableStatuses,
  DomainError,
  fromCents,
  fullRefund,
  nextStatusesFor,
  opsBookingMessages,
  policyRefund,
  type BookingStatus,
  type OpsBookingDetail,
  type RefundPreview,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import { quotedVehicleRecordsSchema } from '../pricing'
import { fareLines } from './booking-fare'
import { bookingMoneyDetail } from './ops-booking-refunds'
import { bookingView } from './booking-view'
import {
  findBookingIdByCode,
  findBookingRating,
  findDriverById,
  findPartnerSummary,
  findProviderById,
  findVehicleById,
  listBookingNotes,
  operatorEmails,
} from './ops-booking-repository'
import { findBookingById, findQuote, listBookingEvents, type BookingRow } from './repository'

export const opsBookingNotFound = () =>
  new DomainError('NOT_FOUND', opsBookingMessages.bookingNotFound)

/** 400 for an id that cannot name a booking, before any query. */
export function assertBookingId(id: string): void {
  if (isUuid(id)) return
  const message = opsBookingMessages.bookingNotFound
  throw new DomainError('BAD_REQUEST', message, { details: [{ path: 'id', message }] })
}

/** The booking for an operator: 404 for an unknown id, 400 for one that cannot be an id. */
export async function existingBooking(db: Database, id: string): Promise<BookingRow> {
  assertBookingId(id)
  const booking = await findBookingById(db, id)
  if (!booking) throw opsBookingNotFound()
  return booking
}

export async function bookingIdByCode(db: Database, code: string) {
  const row = await findBookingIdByCode(db, code.trim())
  if (!row) throw new DomainError('NOT_FOUND', opsBookingMessages.codeNotFound)
  return { id: row.id, booking_code: row.code }
}

/** What the traveller paid, in cents: nothing until the payment succeeded. */
export const paidCents = (booking: BookingRow) =>
  booking.paymentStatus === 'success' ? booking.totalCents : 0

/** The part of what was paid that went to add-ons (meet & greet, child seats). */
export function addOnsPaid(booking: BookingRow): number {
  const lines = fareLines(booking)
  return addOnsPaidCents({
    paidCents: paidCents(booking),
    addOnCents: lines.meetGreet + lines.childSeat,
    subtotalCents: booking.totalCents + booking.partnerDiscountCents,
  })
}

/**
 * The booked vehicle as quoted: its class, passenger seats (the standard policy's vehicle size)
 * and the refund tiers the quote kept for it (null for quotes made before they were kept: the
 * standard terms for its seats then apply).
 */
export async function bookedVehicle(db: Database, booking: BookingRow, quoteVehicles?: unknown) {
  // The quote's vehicles as the caller read them already (transitionHistory), else its quote.
  const vehicles =
    quoteVehicles === undefined
      ? (await findQuote(db, booking.quoteId))?.vehicles
      : quotedVehicleRecordsSchema.parse(quoteVehicles)
  const quoted = vehicles?.find((v) => v.city_vehicle_id === booking.vehicleId)
  return {
    vehicleClassId: quoted?.vehicle_class_id ?? null,
    seats: quoted?.passenger_capacity ?? booking.passengers,
    cancellationTerms: quoted?.cancellation_terms
      ? cancellationTermsOf(quoted.cancellation_terms)
      : null,
  }
}

export type BookedVehicle = Awaited<ReturnType<typeof bookedVehicle>>

/** "Refund if cancelled now", by the policy and in full; null once it cannot be cancelled. */
export function refundPreview(
  booking: BookingRow,
  vehicle: Pick<BookedVehicle, 'seats' | 'cancellationTerms'>,
  now = new Date(),
): RefundPreview | null {
  const status = booking.bookingStatus
  if (!(cancellableStatuses as readonly BookingStatus[]).includes(status)) return null
  const paid = paidCents(booking)
  const addOns = addOnsPaid(booking)
  const policy = policyRefund({
    rideType: booking.rideType,
    seats: vehicle.seats,
    terms: vehicle.cancellationTerms,
    pickupAt: booking.pickupTime,
    now,
    paidCents: paid,
    addOnsPaidCents: addOns,
  })
  return {
    paid: fromCents(paid),
    hours_notice: policy.hoursNotice,
    policy_percent: policy.percent,
    add_ons_paid: fromCents(addOns),
    add_on_percent: policy.addOnPercent,
    policy_amount: fromCents(policy.amountCents),
    full_amount: fromCents(fullRefund(paid).amountCents),
  }
}

async function assignment(
  db: Database,
  booking: BookingRow,
): Promise<OpsBookingDetail['assignment']> {
  const [provider, driver, vehicle] = await Promise.all([
    booking.providerId ? findProviderById(db, booking.providerId) : undefined,
    booking.driverId ? findDriverById(db, booking.driverId) : undefined,
    booking.assignedVehicleId ? findVehicleById(db, booking.assignedVehicleId) : undefined,
  ])
  return {
    provider: provider ? { id: provider.id, name: provider.name } : null,
    driver: driver ? { id: driver.id, name: driver.name, phone: driver.phone } : null,
    vehicle: vehicle
      ? {
          id: vehicle.id,
          make_model: vehicle.makeModel,
          colour: vehicle.colour,
          plate: vehicle.plate,
          vehicle_class_id: vehicle.vehicleClassId,
          seats: vehicle.seats,
        }
      : null,
  }
}

/** GET /ops/bookings/:id: everything about one booking an operator needs, notes included. */
export async function opsBookingDetail(db: Database, id: string): Promise<OpsBookingDetail> {
  const booking = await existingBooking(db, id)
  const [partner, assigned, booked, events, notes, money, rating] = await Promise.all([
    booking.partnerId ? findPartnerSummary(db, booking.partnerId) : undefined,
    assignment(db, booking),
    bookedVehicle(db, booking),
    listBookingEvents(db, booking.id),
    listBookingNotes(db, booking.id),
    bookingMoneyDetail(db, booking),
    findBookingRating(db, booking.id),
  ])
  const operatorIds = events.flatMap((e) =>
    e.actorKind === 'operator' && e.actorId && isUuid(e.actorId) ? [e.actorId] : [],
  )
  const emails = await operatorEmails(db, [...new Set(operatorIds)])
  const status = booking.bookingStatus
  return {
    booking: {
      ...bookingView(booking),
      ride_type: booking.rideType,
      passengers: booking.passengers,
      duration_hours: booking.durationHours,
      days: booking.days,
      payment_method: booking.paymentMethod,
      traveller_timezone: booking.travellerTimezone,
      language: booking.language,
      airport_fee: fromCents(booking.airportFeeCents),
      confirmed_at: booking.confirmedAt?.toISOString() ?? null,
    },
    version: booking.version,
    updated_at: booking.updatedAt.toISOString(),
    sandbox: booking.sandbox,
    partner: partner
      ? { id: partner.id, name: partner.businessName ?? partner.email, email: partner.email }
      : null,
    assignment: assigned,
    vehicle_class_id: booked.vehicleClassId,
    refund:
      booking.refundAmountCents === null
        ? null
        : { amount: fromCents(booking.refundAmountCents), percent: booking.refundPercent ?? 0 },
    refund_if_cancelled_now: refundPreview(booking, booked),
    waiting_extra_minutes: booking.waitingExtraMinutes,
    waiting_charge: fromCents(booking.waitingChargeCents),
    waiting_charge_outcome: booking.waitingChargeOutcome,
    waiting_charged: fromCents(booking.waitingChargedCents),
    ...money,
    // A test key's booking is never given to a provider (booking/sandbox.ts in the domain).
    next_statuses: nextStatusesFor(status, 'operator').filter(
      (next) => !(booking.sandbox && next === 'assigned'),
    ),
    pickup_movable: canMovePickup(status),
    events: events.map((event) => ({
      at: event.at.toISOString(),
      actor_kind: actorKindSchema.parse(event.actorKind),
      actor_id: event.actorId,
      actor_email: (event.actorId && emails.get(event.actorId)) ?? null,
      from_status: event.fromStatus === null ? null : bookingStatusSchema.parse(event.fromStatus),
      to_status: bookingStatusSchema.parse(event.toStatus),
      reason: event.reason,
      details: event.details,
    })),
    notes: notes.map(({ note, authorEmail }) => ({
      id: note.id,
      body: note.body,
      at: note.at.toISOString(),
      author: { id: note.operatorId, email: authorEmail },
    })),
    rating: rating
      ? { stars: rating.stars, comment: rating.comment, created_at: rating.createdAt.toISOString() }
      : null,
  }
}
