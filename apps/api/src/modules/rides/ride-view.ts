import {
  actorKindSchema,
  bookingMoney,
  detailsWithoutMoney,
  bookingStatusSchema,
  freeCancellationDeadline,
  rideFareLines,
  freeWaitingMinutes,
  isRideOfferEntry,
  fromCents,
  SELLING_PRICE_LABEL,
  travellerPrice,
  operatorCompany,
  paymentStatusSchema,
  changeDeadline,
  changeRefusal,
  driverApproach,
  rideChangeMessages,
  supportMailLink,
  whatsappLink,
  type Language,
  type RideFareLine,
  type RideView,
  type Translator,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { serverI18n, wordsIn } from '../../i18n/server-i18n'
import {
  bookedVehicle,
  freeCancellationWords,
  listBookingEvents,
  refundPreview,
  transitionRefusal,
  type BookingRow,
} from '../bookings'
import { waitingPolicyFor } from '../catalogue'
import { bookingFlightSummary } from '../flights'
import { paymentsForBooking, refundsForBooking } from '../payments'
import { isAirport } from '../pricing'
import type { RideAccess } from './ride-access'
import {
  findAssignedDriver,
  findInvoiceNumber,
  findRating,
  latestDriverPosition,
  listLiveChanges,
} from './repository'

// GET /rides/{ref}: one view of a booking for its traveller and its partner
// (docs/decisions/028-ride-page.md). Everything is read fresh on each call; nothing is cached.

const iso = (date: Date) => date.toISOString()

function fare(booking: BookingRow, i18n: Translator): RideFareLine[] {
  return rideFareLines(booking, i18n).map((line) => ({
    label: line.label,
    amount: fromCents(line.amountCents),
  }))
}

/** The fare as the traveller is to see it: every line, a partner's selling price, or none. */
function travellerFare(booking: BookingRow, i18n: Translator) {
  const shown = travellerPrice(booking)
  const display_currency = booking.currencyCode
  if (shown.shown === 'none') return { lines: [], total: 0, display_currency, price_hidden: true }
  if (shown.shown === 'selling') {
    const total = fromCents(shown.totalCents)
    const lines = [{ label: i18n._(SELLING_PRICE_LABEL), amount: total }]
    return { lines, total, display_currency, price_hidden: false }
  }
  const total = fromCents(booking.totalCents)
  return { lines: fare(booking, i18n), total, display_currency, price_hidden: false }
}

/** A refund's reason as the page groups them: a change's refund names its change in the row. */
const refundReason = (reason: string) => (reason.startsWith('change:') ? 'change' : reason)

/**
 * The change block, by the domain's one-free-change rule (the change calls judge by it too); why
 * not in the reader's `language`.
 */
function changeBlock(
  booking: BookingRow,
  changes: Awaited<ReturnType<typeof listLiveChanges>>,
  now: Date,
  moneyWithPartner: boolean,
  language: Language,
): RideView['change'] {
  const waiting = changes.find((change) => change.status === 'awaiting_payment')
  const refusal = changeRefusal({
    status: booking.bookingStatus,
    pickupAt: booking.pickupTime,
    now,
    appliedChanges: changes.filter((change) => change.status === 'applied').length,
  })
  const refused = refusal?.message ?? (waiting ? rideChangeMessages.waitingForPayment : null)
  return {
    allowed: refused === null,
    deadline: iso(changeDeadline(booking.pickupTime)),
    refused_message: refused === null ? null : wordsIn(language, refused),
    // A change the partner asked of a net booking waits for the partner's payment, not theirs.
    pending:
      waiting && !moneyWithPartner
        ? {
            id: waiting.id,
            difference: fromCents(waiting.differenceCents),
            new_total: fromCents(waiting.totalCentsAfter),
            created_at: iso(waiting.createdAt),
          }
        : null,
    dropoff_changeable: refused === null && booking.rideType === 'one-way' && !booking.isRoundTrip,
  }
}

/**
 * The RideView of a booking the caller was let into (findRide or lockRide), its words (the fare's
 * labels) in the reader's `language`.
 */
export async function rideView(
  db: Database,
  { booking, viewer }: RideAccess,
  now = new Date(),
  language: Language = 'en',
): Promise<RideView> {
  const i18n = serverI18n(language)
  // One after the other: inside a transaction (a cancel's answer) the connection runs one at a time.
  const events = await listBookingEvents(db, booking.id)
  const payments = await paymentsForBooking(db, booking.id)
  const refunds = await refundsForBooking(db, booking.id)
  const changes = await listLiveChanges(db, booking.id)
  const rating = await findRating(db, booking.id)
  const invoiceNumber = await findInvoiceNumber(db, booking.id)
  const booked = await bookedVehicle(db, booking)
  const { seats, vehicleClassId } = booked
  const waitingPolicy = await waitingPolicyFor(db, booking.areaId, vehicleClassId)
  const driver = booking.driverId
    ? await findAssignedDriver(db, booking.driverId, booking.assignedVehicleId)
    : undefined
  // Only while the driver is on the way: the traveller's map shows the position in that window
  // only, and only while it is fresh (driverApproach; docs/decisions/041-ride-map.md).
  const position =
    booking.bookingStatus === 'driver_en_route'
      ? await latestDriverPosition(db, booking.id)
      : undefined
  const cancelRefusal = await transitionRefusal(db, booking, {
    to: 'cancelled',
    actor:
      viewer === 'partner'
        ? { kind: 'partner', id: booking.partnerId }
        : { kind: 'traveller', id: null },
    // The lifecycle asks why; the page only wants to know whether it could.
    input: { reason: 'asked by the ride page' },
    now,
  })

  const money = bookingMoney({
    totalCents: booking.totalCents,
    payments: payments,
    refunds: refunds,
  })
  const status = bookingStatusSchema.parse(booking.bookingStatus)
  const atAirport = isAirport({ lat: booking.pickupLat, lng: booking.pickupLng })
  // Shown only while it is still ahead and the ride can still be cancelled: a deadline that has
  // passed (or a ride past cancelling) promises nothing.
  const deadline = freeCancellationDeadline({
    rideType: booking.rideType,
    seats,
    pickupAt: booking.pickupTime,
    terms: booked.cancellationTerms,
  })
  const freeUntil =
    deadline && deadline.getTime() > now.getTime() && cancelRefusal === undefined ? deadline : null
  const refund = cancelRefusal ? null : refundPreview(booking, booked, now)
  const cancelledEvent = events.findLast((event) => event.toStatus === 'cancelled')
  // A net-rate partner's traveller sees its selling price, never the net the partner pays us:
  // the money of such a booking is between the partner and Ridelane (decision 043).
  const moneyWithPartner = viewer === 'traveller' && booking.ratePlan === 'net'
  const travellerZone =
    booking.travellerTimezone && booking.travellerTimezone !== booking.timezone
      ? booking.travellerTimezone
      : null

  return {
    id: booking.id,
    booking_code: booking.bookingCode,
    booking_status: status,
    payment_status: paymentStatusSchema.parse(booking.paymentStatus),
    version: booking.version,
    on_account: booking.onAccount,
    viewer,
    // Who of the partner booked it: for the partner's eyes only, never on a traveller's link.
    booked_by: viewer === 'partner' ? booking.bookedBy : null,
    // The partner's own codes for its accounts: its view only, as who booked.
    cost_centre: viewer === 'partner' ? booking.costCentre : null,
    booking_reference: viewer === 'partner' ? booking.bookingReference : null,
    trip: {
      ride_type: booking.rideType,
      pickup_location: booking.pickupLocation,
      pickup_address_detail: booking.pickupAddressDetail,
      dropoff_location: booking.dropoffLocation,
      dropoff_address_detail: booking.dropoffAddressDetail,
      pickup_point: { lat: booking.pickupLat, lng: booking.pickupLng },
      dropoff_point:
        booking.dropoffLat !== null && booking.dropoffLng !== null
          ? { lat: booking.dropoffLat, lng: booking.dropoffLng }
          : null,
      pickup_time: iso(booking.pickupTime),
      timezone: booking.timezone,
      traveller_timezone: travellerZone,
      is_round_trip: booking.isRoundTrip,
      round_trip_time: booking.roundTripTime ? iso(booking.roundTripTime) : null,
      duration_hours: booking.durationHours,
      days: booking.days,
      pickup_at_airport: atAirport,
      flight_number: booking.flightNumber,
      flight: await bookingFlightSummary(db, booking.id),
    },
    vehicle: { id: booking.vehicleId, name: booking.vehicleName, seats },
    passenger: {
      name: booking.name,
      email: booking.email,
      phone_number: booking.phoneNumber,
      whatsapp_number: booking.whatsappNumber,
      passengers: booking.passengers,
      luggage_count: booking.luggageCount,
      driver_instructions: booking.driverInstructions,
      meet_greet: booking.meetGreetApplicable,
      child_seat_count: booking.childSeatApplicable ? booking.childSeatCount : 0,
    },
    fare:
      viewer === 'partner'
        ? {
            lines: fare(booking, i18n),
            total: fromCents(booking.totalCents),
            display_currency: booking.currencyCode,
            price_hidden: false,
          }
        : travellerFare(booking, i18n),
    money_with_partner: moneyWithPartner,
    money: moneyWithPartner
      ? { paid: 0, refunded: 0, refund_pending: 0, due: 0 }
      : {
          paid: fromCents(money.paidCents),
          refunded: fromCents(money.refundedCents),
          refund_pending: fromCents(money.refundPendingCents),
          // Billed on the partner's account: nothing is due from the traveller.
          due: booking.onAccount ? 0 : fromCents(money.dueCents),
        },
    payments: (moneyWithPartner ? [] : payments).map((row) => ({
      amount: fromCents(row.amountCents),
      status: row.status,
      card_brand: row.cardBrand,
      card_last4: row.cardLast4,
      created_at: iso(row.createdAt),
    })),
    refunds: (moneyWithPartner ? [] : refunds).map((row) => ({
      amount: fromCents(row.amountCents),
      status: row.status,
      reason: refundReason(row.reason),
      created_at: iso(row.createdAt),
    })),
    cancellation: {
      free_until: freeUntil ? iso(freeUntil) : null,
      free_until_text: freeUntil
        ? freeCancellationWords(freeUntil, booking.timezone, language)
        : null,
      allowed: cancelRefusal === undefined,
      // The lifecycle's reason, in the reader's language where the domain's catalogue holds it.
      refused_message: cancelRefusal
        ? wordsIn(language, cancelRefusal.wordings.message ?? cancelRefusal.message)
        : null,
      refund_now:
        refund && !moneyWithPartner
          ? {
              amount: refund.policy_amount,
              percent: refund.policy_percent,
              add_on_percent: refund.add_on_percent,
              paid: refund.paid,
            }
          : null,
      cancelled:
        status === 'cancelled' && cancelledEvent
          ? {
              at: iso(cancelledEvent.at),
              by: cancelledEvent.actorKind,
              refund_amount: moneyWithPartner ? 0 : fromCents(booking.refundAmountCents ?? 0),
              refund_percent: moneyWithPartner ? 0 : (booking.refundPercent ?? 0),
            }
          : null,
    },
    change: changeBlock(booking, changes, now, moneyWithPartner, language),
    driver: driver
      ? {
          name: driver.name,
          phone: driver.phone,
          vehicle:
            driver.makeModel !== null && driver.colour !== null && driver.plate !== null
              ? { make_model: driver.makeModel, colour: driver.colour, plate: driver.plate }
              : null,
        }
      : null,
    driver_approach: driverApproach(
      { lat: booking.pickupLat, lng: booking.pickupLng },
      position,
      now,
    ),
    meeting: {
      kind: atAirport ? 'airport_arrivals' : 'pickup_address',
      name_sign: booking.meetGreetApplicable ? booking.name : null,
      free_waiting_minutes: freeWaitingMinutes(waitingPolicy, atAirport),
    },
    support: {
      email: operatorCompany.supportEmail,
      email_link: supportMailLink(`Booking ${booking.bookingCode}`),
      whatsapp: operatorCompany.whatsappNumber,
      whatsapp_link: whatsappLink(
        `Hello, I have a question about my booking ${booking.bookingCode}.`,
      ),
    },
    // Offers to providers are our own dealings: the traveller sees the ride assigned, not asked.
    timeline: events
      .filter((event) => !isRideOfferEntry(event.details))
      .map((event) => ({
        at: iso(event.at),
        actor_kind: actorKindSchema.parse(event.actorKind),
        from_status: event.fromStatus === null ? null : bookingStatusSchema.parse(event.fromStatus),
        to_status: bookingStatusSchema.parse(event.toStatus),
        reason: event.reason,
        details: moneyWithPartner ? detailsWithoutMoney(event.details) : event.details,
      })),
    rating: rating
      ? { stars: rating.stars, comment: rating.comment, created_at: iso(rating.createdAt) }
      : null,
    can_rate: status === 'completed' && !rating,
    receipt: {
      // The receipt is the partner's: it bills the net.
      available: !moneyWithPartner && (money.paidCents > 0 || booking.onAccount),
      invoice_number: invoiceNumber,
    },
  }
}
