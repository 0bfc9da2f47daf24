import { randomBytes, randomUUID } from 'node:crypto'
import {
  bookingCodeFromRandomBytes,
  bookedByLabel,
  actsInSandboxOnly,
  bookingMessages,
  bookedRatePlan,
  DomainError,
  planPercentFor,
  PUBLIC_RATE_PLAN,
  SellingPriceRefusal,
  toCents,
  type Language,
  type PartnerActor,
  type PartnerRatePlan,
  type BookingCreatePayload,
  type BookingCreateResponse,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { QuoteRefusal, QuoteSigner } from '../pricing'
import { addressDetailsFor } from './address-details'
import { accessTokenFor, hashAccessToken, sha256Hex } from './booking-access'
import {
  checkClientPrices,
  checkPlacesMatchQuote,
  checkTripMatchesQuote,
  checkVehicleHolds,
} from './check-against-quote'
import { priceBooking } from './booking-fare'
import { checkedCorporateFields } from './corporate-fields'
import {
  findBookingByIdempotencyKey,
  findBookingIdForQuote,
  type BookingRow,
  type NewBooking,
} from './repository'
import { findEarningAffiliate } from './referral-repository'
import { insertBookingWithTimeline } from './transition-booking'

export type CreateBookingInput = {
  /** Reads the signed quote the payload carries (docs/decisions/021-signed-quotes.md). */
  signer: Pick<QuoteSigner, 'read'>
  payload: BookingCreatePayload
  /** `actor` says who of the partner booked (kept on the booking); absent in older callers. */
  partner: {
    id: string
    discountPercent: number
    /** The plan the booking is made under; a discount of `discountPercent` when absent. */
    ratePlan?: PartnerRatePlan
    actor?: PartnerActor
  } | null
  idempotencyKey: string | undefined
  /** The traveller's language: the payload's, else the request's Accept-Language among ours. */
  language: Language
}

/** `replayed` is true when an earlier request with the same Idempotency-Key made the booking. */
export type CreatedBooking = { booking: BookingCreateResponse; replayed: boolean }

// A fresh code collides about once in 10^12 bookings at today's volume; a few tries is plenty.
const MAX_CODE_ATTEMPTS = 5

/** POST /bookings and POST /partners/bookings: price on the server, store, or replay. */
export async function createBooking(
  db: Database,
  input: CreateBookingInput,
): Promise<CreatedBooking> {
  const { payload, partner, idempotencyKey, signer } = input
  // A test key's keys are its own: replaying a live booking's key with one would hand the live
  // booking and its access token to the sandbox (the fourth probe), so sandbox requests keep a
  // scope apart from the portal's and live keys'.
  const scope = partner
    ? `${partner.id}${actsInSandboxOnly(partner.actor) ? ':sandbox' : ''}`
    : 'public'
  const keyHash = idempotencyKey ? sha256Hex(idempotencyKey) : undefined
  const fingerprint = sha256Hex(JSON.stringify(payload))
  const replay = (row: BookingRow) => replayedBooking(row, idempotencyKey!, fingerprint)

  if (keyHash) {
    const earlier = await findBookingByIdempotencyKey(db, scope, keyHash)
    if (earlier) return replay(earlier)
  }

  // The quote travels signed; nothing was stored when it was priced. Only a quote one of our keys
  // signed, unedited and unexpired, is believed.
  const reading = signer.read(payload.quote_id)
  if ('refused' in reading) throw refusedQuote(reading.refused)
  const { quote } = reading
  // A quote backs one booking: the unique index on bookings.quote_id says so when the booking is
  // inserted below, without a query beforehand to ask.
  const vehicle = quote.vehicles.find((v) => v.city_vehicle_id === payload.vehicle_id)
  if (!vehicle) {
    throw new DomainError('BAD_REQUEST', bookingMessages.vehicleNotOffered, {
      details: [{ path: 'vehicle_id', message: bookingMessages.vehicleNotOffered }],
    })
  }
  checkTripMatchesQuote(payload, quote)
  const addressDetails = addressDetailsFor(payload, quote)
  checkPlacesMatchQuote(payload, quote)
  const choices = {
    meetGreetApplicable: payload.meet_greet_applicable,
    childSeatApplicable: payload.child_seat_applicable,
    childSeatCount: payload.child_seat_count,
  }
  checkVehicleHolds({ ...choices, luggageCount: payload.luggage_count }, vehicle)
  const corporate = await checkedCorporateFields(db, partner?.id ?? null, payload)
  const plan: PartnerRatePlan = partner
    ? (partner.ratePlan ?? { kind: 'discount', discountPercent: partner.discountPercent })
    : PUBLIC_RATE_PLAN
  // The plan's percent of this area and class: the discount, or the net rate the partner pays.
  const partnerDiscountPercent = quote.areaId
    ? planPercentFor(plan, quote.areaId, vehicle.vehicle_class_id)
    : 0
  const fare = priceBooking({ quote, vehicle, choices, partnerDiscountPercent })
  checkClientPrices(payload, quote, vehicle)
  const booked = sellingTerms(plan, fare.totalCents, payload.selling_price)
  const referral = await referralCredit(db, payload.referral_code, partner)

  const id = randomUUID()
  const accessToken = accessTokenFor({ id, idempotencyKey, fingerprint })
  const { request } = quote
  // The verified quote is stored in the booking's own transaction (docs/decisions/021).
  const { expired: _expired, ...quoteRow } = quote
  const storeBooking = (booking: NewBooking) => insertBookingWithTimeline(db, booking, quoteRow)
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const row = await storeBooking({
      id,
      bookingCode: bookingCodeFromRandomBytes(randomBytes(16)),
      accessTokenHash: hashAccessToken(accessToken),
      partnerId: partner?.id ?? null,
      ...bookedBy(partner?.actor),
      ...corporate,
      quoteId: quote.id,
      areaId: quote.areaId,
      idempotencyKey: keyHash ?? null,
      idempotencyScope: keyHash ? scope : null,
      requestFingerprint: fingerprint,
      name: payload.name,
      phoneNumber: payload.phone_number,
      email: payload.email,
      whatsappNumber: payload.whatsapp_number,
      flightNumber: payload.flight_number,
      luggageCount: payload.luggage_count,
      driverInstructions: payload.driver_instructions,
      rideType: quote.rideType,
      // The places that were priced, never the payload's text (checkPlacesMatchQuote).
      pickupLocation: request.pickup.address,
      pickupLat: request.pickup.lat,
      pickupLng: request.pickup.lng,
      pickupPlaceId: request.pickup.place_id ?? null,
      dropoffLocation: request.dropoff?.address ?? '',
      dropoffLat: request.dropoff?.lat ?? null,
      dropoffLng: request.dropoff?.lng ?? null,
      ...addressDetails,
      dropoffPlaceId: request.dropoff?.place_id ?? null,
      pickupTime: quote.pickupAt,
      // The pickup's zone, from the quote: local times in emails are read in it.
      timezone: quote.timezone,
      passengers: request.passengers,
      durationHours: request.duration ?? null,
      days: request.days ?? null,
      isRoundTrip: request.roundTrip,
      roundTripTime: request.roundTripDateTime ? new Date(request.roundTripDateTime) : null,
      vehicleId: vehicle.city_vehicle_id,
      vehicleName: vehicle.vehicle_name,
      meetGreetApplicable: payload.meet_greet_applicable,
      childSeatApplicable: payload.child_seat_applicable,
      childSeatCount: payload.child_seat_count,
      nightChargeApplicable: vehicle.night_charge_cents > 0,
      ...fare,
      partnerDiscountPercent,
      ...booked,
      ...referral,
      currencyCode: payload.currency_code,
      language: input.language,
    })
    if (row)
      return {
        booking: { id, booking_code: row.bookingCode, access_token: accessToken },
        replayed: false,
      }
    // A retry racing its own first request (the same key on another server) may only now see
    // that request's booking: that is a replay, not a second booking.
    if (keyHash) {
      const winner = await findBookingByIdempotencyKey(db, scope, keyHash)
      if (winner) return replay(winner)
    }
    // The quote's booking exists already (another key, or none), or lost the race for it.
    if (await findBookingIdForQuote(db, quote.id)) throw quoteUsed()
  }
  throw new Error('Could not find a free booking code')
}

/** What the booking keeps of its plan; a refused selling price is a 400 on `selling_price`. */
function sellingTerms(plan: PartnerRatePlan, netTotalCents: number, sellingPrice?: number) {
  try {
    return bookedRatePlan(
      plan,
      netTotalCents,
      sellingPrice === undefined ? undefined : toCents(sellingPrice),
    )
  } catch (error) {
    if (!(error instanceof SellingPriceRefusal)) throw error
    throw new DomainError('BAD_REQUEST', error.message, {
      details: [{ path: 'selling_price', message: error.message }],
    })
  }
}

/** Who of the partner made the booking, and whether a test API key did (sandbox only). */
function bookedBy(actor: PartnerActor | undefined) {
  if (!actor) return {}
  return {
    bookedBy: bookedByLabel(actor),
    bookedByMemberId: actor.kind === 'member' ? actor.memberId : null,
    bookedByApiKeyId: actor.kind === 'api_key' ? actor.keyId : null,
    sandbox: actor.kind === 'api_key' && actor.mode === 'test',
  }
}

/**
 * The affiliate credited with a traveller's booking and its percent of the day. Only guests'
 * bookings earn: a signed-in partner books at its own discount, so neither its own code nor
 * another's credits anyone. An unknown or idle code is ignored; the booking goes ahead.
 */
async function referralCredit(
  db: Database,
  referralCode: string | undefined,
  partner: CreateBookingInput['partner'],
) {
  if (!referralCode || partner) return {}
  const affiliate = await findEarningAffiliate(db, referralCode)
  if (!affiliate) return {}
  return {
    referralPartnerId: affiliate.id,
    affiliateCommissionPercent: affiliate.commissionPercent,
  }
}

function quoteUsed() {
  const message = bookingMessages.quoteUsed
  return new DomainError('QUOTE_USED', message, { details: [{ path: 'quote_id', message }] })
}

function refusedQuote(refusal: QuoteRefusal) {
  const [code, message] =
    refusal === 'expired'
      ? (['QUOTE_EXPIRED', bookingMessages.quoteExpired] as const)
      : refusal === 'invalid'
        ? (['QUOTE_INVALID', bookingMessages.quoteInvalid] as const)
        : (['NOT_FOUND', bookingMessages.quoteNotFound] as const)
  return new DomainError(code, message, { details: [{ path: 'quote_id', message }] })
}

/** The same key with the same request gets the same booking; with another request, a 409. */
function replayedBooking(
  row: BookingRow,
  idempotencyKey: string,
  fingerprint: string,
): CreatedBooking {
  if (row.requestFingerprint !== fingerprint) {
    throw new DomainError('CONFLICT', bookingMessages.idempotencyConflict)
  }
  const accessToken = accessTokenFor({ id: row.id, idempotencyKey, fingerprint })
  return {
    booking: { id: row.id, booking_code: row.bookingCode, access_token: accessToken },
    replayed: true,
  }
}
