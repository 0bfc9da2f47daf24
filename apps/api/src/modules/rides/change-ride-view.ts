import {
  actorKindSchema,
  bookingStatusSchema,
  fromCents,
  operatorCompany,
  paymentStatusSchema,
  supportMailLink,
  whatsappLink,
  type PaymentRecordStatus,
  type RefundRecordStatus,
  type RideView,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { moneyForBooking, paymentsForBooking, refundsForBooking } from '../payments'
import { findQuote } from '../pricing'
import { changeState } from './change-booking'
import { fareLinesOf } from './change-pricing'
import { listRideEvents } from './change-repository'
import type { RideAccess } from './ride-access'

// PROVISIONAL: the ride view the change calls answer with until the ride page's own builder
// (helper A's GET /rides/{ref}) is merged; app.ts then passes that builder as the `rideView`
// option of rideChangeRoutes and this file goes. It fills what a change touches (trip, passenger,
// fare, money, change, timeline) and leaves the rest at neutral values.

export type RideViewBuilder = (db: Database, access: RideAccess, now: Date) => Promise<RideView>

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export const provisionalRideView: RideViewBuilder = async (db, { booking: b, viewer }, now) => {
  const quote = await findQuote(db, b.quoteId, now)
  const seats = quote?.vehicles.find((v) => v.city_vehicle_id === b.vehicleId)?.passenger_capacity
  const money = await moneyForBooking(db, b.id)
  const payments = await paymentsForBooking(db, b.id)
  const refunds = await refundsForBooking(db, b.id)
  const events = await listRideEvents(db, b.id)
  const subject = `Ridelane booking ${b.bookingCode}`
  return {
    id: b.id,
    booking_code: b.bookingCode,
    booking_status: bookingStatusSchema.parse(b.bookingStatus),
    payment_status: paymentStatusSchema.parse(b.paymentStatus),
    version: b.version,
    on_account: b.onAccount,
    viewer,
    trip: {
      ride_type: b.rideType,
      pickup_location: b.pickupLocation,
      pickup_address_detail: b.pickupAddressDetail,
      dropoff_location: b.dropoffLocation,
      dropoff_address_detail: b.dropoffAddressDetail,
      pickup_time: b.pickupTime.toISOString(),
      timezone: b.timezone,
      traveller_timezone:
        b.travellerTimezone && b.travellerTimezone !== b.timezone ? b.travellerTimezone : null,
      is_round_trip: b.isRoundTrip,
      round_trip_time: iso(b.roundTripTime),
      duration_hours: b.durationHours,
      days: b.days,
      pickup_at_airport: false,
      flight_number: b.flightNumber || null,
    },
    vehicle: { id: b.vehicleId, name: b.vehicleName, seats: seats ?? 0 },
    passenger: {
      name: b.name,
      email: b.email,
      phone_number: b.phoneNumber,
      whatsapp_number: b.whatsappNumber || null,
      passengers: b.passengers,
      luggage_count: b.luggageCount,
      driver_instructions: b.driverInstructions || null,
      meet_greet: b.meetGreetApplicable,
      child_seat_count: b.childSeatApplicable ? b.childSeatCount : 0,
    },
    fare: {
      lines: fareLinesOf(b),
      total: fromCents(b.totalCents),
      display_currency: b.currencyCode,
    },
    money: {
      paid: fromCents(money.paidCents),
      refunded: fromCents(money.refundedCents),
      refund_pending: fromCents(money.refundPendingCents),
      due: fromCents(money.dueCents),
    },
    payments: payments.map((p) => ({
      amount: fromCents(p.amountCents),
      status: p.status as PaymentRecordStatus,
      card_brand: p.cardBrand,
      card_last4: p.cardLast4,
      created_at: p.createdAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      amount: fromCents(r.amountCents),
      status: r.status as RefundRecordStatus,
      reason: r.reason.startsWith('change:') ? 'change' : r.reason,
      created_at: r.createdAt.toISOString(),
    })),
    cancellation: {
      free_until: null,
      free_until_text: null,
      allowed: false,
      refused_message: null,
      refund_now: null,
      cancelled: null,
    },
    change: await changeState(db, b, now),
    driver: null,
    meeting: { kind: 'pickup_address', name_sign: null, free_waiting_minutes: 15 },
    support: {
      email: operatorCompany.supportEmail,
      email_link: supportMailLink(subject),
      whatsapp: operatorCompany.whatsappNumber,
      whatsapp_link: whatsappLink(subject),
    },
    timeline: events.map((e) => ({
      at: e.at.toISOString(),
      actor_kind: actorKindSchema.parse(e.actorKind),
      from_status: e.fromStatus === null ? null : bookingStatusSchema.parse(e.fromStatus),
      to_status: bookingStatusSchema.parse(e.toStatus),
      reason: e.reason,
      details: e.details,
    })),
    rating: null,
    can_rate: false,
    receipt: { available: false, invoice_number: null },
  }
}
