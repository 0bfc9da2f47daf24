import {
  assertPickupTimeAllowed,
  DEFAULT_LEAD_TIME_HOURS,
  DomainError,
  fromCents,
  repricedSellingCents,
  rideFareLines,
  rideChangeMessages as m,
  toOneLine,
  zonedDateTimeToIso,
  type PriceCalculationRequest,
  type RideChangeRequest,
  type RideFareLine,
  type Wording,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import {
  checkVehicleHolds,
  priceBooking,
  type BookingFare,
  type BookingRow,
  type NewBooking,
} from '../bookings'
import type { CatalogueSnapshot } from '../catalogue'
import {
  calculatePrices,
  findQuote,
  type Quote,
  type QuoteContent,
  type QuotedVehicleRecord,
  type RoutePlanner,
} from '../pricing'
import { placeById } from '../places'

// Pricing a change of a booked ride on the server (docs/decisions/028-ride-page.md#change). A new
// pickup time or dropoff prices the trip again, for the booked vehicle class in the booking's
// area, exactly as POST /prices/calculate would; everything else is priced from the booking's own
// quote, with the partner discount it was booked with.

export type ChangePricingDeps = {
  db: Database
  catalogue: CatalogueSnapshot
  planRoute: RoutePlanner
  now: Date
}

/** The booking's columns a change writes, as stored in booking_changes.values (JSON). */
export type ChangeValues = {
  pickupTime: string
  dropoffLocation: string | null
  dropoffLat: number | null
  dropoffLng: number | null
  dropoffPlaceId: string | null
  dropoffAddressDetail: string
  passengers: number
  luggageCount: number
  flightNumber: string | null
  driverInstructions: string | null
  meetGreetApplicable: boolean
  childSeatApplicable: boolean
  childSeatCount: number
  nightChargeApplicable: boolean
  quoteId: string
  /** A net booking's selling price after the change (absent from changes stored before it). */
  sellingTotalCents?: number | null
} & BookingFare

export type PricedChange = {
  values: ChangeValues
  /** The trip priced again: stored with the change, the booking's quote once applied. */
  newQuote: QuoteContent | undefined
  totalCentsBefore: number
  totalCentsAfter: number
  differenceCents: number
  lines: RideFareLine[]
  /** What changes, in words, before and after: the timeline entry and the mail. */
  summary: Array<{ label: string; before: string; after: string }>
}

/** A 400 naming the field; words with figures stay a wording, for the reader's language. */
const field = (path: string, message: string | Wording) =>
  new DomainError('VALIDATION_FAILED', message, { details: [{ path, message }] })

/** The fare as lines for the page and the mail: the domain's one way of listing a fare. */
export function fareLinesOf(
  fare: BookingFare &
    Pick<ChangeValues, 'meetGreetApplicable' | 'childSeatApplicable' | 'childSeatCount'>,
  ratePlan: string | null,
): RideFareLine[] {
  return rideFareLines({ ...fare, ratePlan }).map((line) => ({
    label: line.label,
    amount: fromCents(line.amountCents),
  }))
}

/** The booking's current values, in the shape a change stores. */
function currentValues(booking: BookingRow): ChangeValues {
  return {
    pickupTime: booking.pickupTime.toISOString(),
    dropoffLocation: booking.dropoffLocation,
    dropoffLat: booking.dropoffLat,
    dropoffLng: booking.dropoffLng,
    dropoffPlaceId: booking.dropoffPlaceId,
    dropoffAddressDetail: booking.dropoffAddressDetail,
    passengers: booking.passengers,
    luggageCount: booking.luggageCount,
    flightNumber: booking.flightNumber,
    driverInstructions: booking.driverInstructions,
    meetGreetApplicable: booking.meetGreetApplicable,
    childSeatApplicable: booking.childSeatApplicable,
    childSeatCount: booking.childSeatCount,
    nightChargeApplicable: booking.nightChargeApplicable,
    quoteId: booking.quoteId,
    baseFareCents: booking.baseFareCents,
    meetGreetChargeCents: booking.meetGreetChargeCents,
    childSeatChargeCents: booking.childSeatChargeCents,
    nightChargeCents: booking.nightChargeCents,
    airportFeeCents: booking.airportFeeCents,
    partnerDiscountCents: booking.partnerDiscountCents,
    totalCents: booking.totalCents,
    sellingTotalCents: booking.sellingTotalCents,
  }
}

/** The columns to write on the booking, from a change's stored values. */
export function bookingColumns(values: ChangeValues): Partial<NewBooking> {
  return { ...values, pickupTime: new Date(values.pickupTime) }
}

const wallClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))

const yesNo = (value: boolean) => (value ? 'yes' : 'no')

/** What changed, labelled in English; each label is a message of the API's catalogue. */
function summaryOf(before: ChangeValues, after: ChangeValues, timeZone: string) {
  const rows: PricedChange['summary'] = []
  const add = (label: string, a: string, b: string) => {
    if (a !== b) rows.push({ label, before: a, after: b })
  }
  add(
    /*i18n*/ 'Pickup time',
    wallClock(before.pickupTime, timeZone),
    wallClock(after.pickupTime, timeZone),
  )
  add(
    /*i18n*/ 'Dropoff',
    toOneLine(before.dropoffLocation ?? ''),
    toOneLine(after.dropoffLocation ?? ''),
  )
  add(/*i18n*/ 'Passengers', String(before.passengers), String(after.passengers))
  add(/*i18n*/ 'Luggage', String(before.luggageCount), String(after.luggageCount))
  add(/*i18n*/ 'Flight number', before.flightNumber || 'none', after.flightNumber || 'none')
  add(
    /*i18n*/ 'Notes for the driver',
    toOneLine(before.driverInstructions ?? '') || 'none',
    toOneLine(after.driverInstructions ?? '') || 'none',
  )
  add(/*i18n*/ 'Meet & greet', yesNo(before.meetGreetApplicable), yesNo(after.meetGreetApplicable))
  const seats = (v: ChangeValues) => (v.childSeatApplicable ? String(v.childSeatCount) : 'none')
  add(/*i18n*/ 'Child seats', seats(before), seats(after))
  return rows
}

/** The booked vehicle class in a quote, or undefined when the quote does not offer it. */
const bookedVehicle = (quote: Pick<Quote, 'vehicles'>, booking: BookingRow) =>
  quote.vehicles.find((v) => v.city_vehicle_id === booking.vehicleId)

/**
 * The trip priced again for a new pickup time and/or dropoff: the area's lead time and the
 * booking horizon hold for the new time, and the booked class must still be offered.
 */
async function priceTripAgain(
  deps: ChangePricingDeps,
  booking: BookingRow,
  quote: Quote,
  trip: { pickupAt: Date; dropoff: PriceCalculationRequest['dropoff']; passengers: number },
): Promise<{ quote: QuoteContent; vehicle: QuotedVehicleRecord }> {
  const { areas } = await deps.catalogue()
  const area = areas.find((a) => a.id === (booking.areaId ?? quote.areaId))
  const leadTimeHours = area ? area.minLeadMinutes / 60 : DEFAULT_LEAD_TIME_HOURS
  assertPickupTimeAllowed({ pickupAt: trip.pickupAt, now: deps.now, leadTimeHours }, 'time')

  const request: PriceCalculationRequest = {
    ...quote.request,
    booking_time: trip.pickupAt.toISOString(),
    passengers: trip.passengers,
    ...(trip.dropoff ? { dropoff: trip.dropoff } : {}),
  }
  // The calculation hands its quote out signed; here the content itself is kept.
  let priced: QuoteContent | undefined
  const signer = {
    sign: (content: QuoteContent) => {
      priced = content
      return content.id
    },
  }
  await calculatePrices(
    {
      signer,
      catalogue: deps.catalogue,
      planRoute: deps.planRoute,
      findPlace: placeById(deps.db),
      now: deps.now,
    },
    request,
  )
  const vehicle = priced && bookedVehicle(priced, booking)
  if (!priced || !vehicle || priced.areaId !== quote.areaId) {
    throw new DomainError('CONFLICT', m.vehicleNotOffered)
  }
  return { quote: priced, vehicle }
}

/**
 * What a change would make of the booking, priced by the server. Throws a 400 naming the field
 * for a change the ride cannot take (a dropoff on a round trip, too many passengers for the
 * vehicle, a time outside the booking bounds), and for a change that changes nothing.
 */
export async function priceChange(
  deps: ChangePricingDeps,
  booking: BookingRow,
  change: RideChangeRequest,
): Promise<PricedChange> {
  const stored = await findQuote(deps.db, booking.quoteId, deps.now)
  const storedVehicle = stored && bookedVehicle(stored, booking)
  if (!stored || !storedVehicle) throw new DomainError('CONFLICT', m.vehicleNotOffered)

  const oneWay = booking.rideType === 'one-way' && !booking.isRoundTrip
  if (change.dropoff && !oneWay) throw field('dropoff', m.dropoffOneWayOnly)

  const passengers = change.passengers ?? booking.passengers
  if (passengers > storedVehicle.passenger_capacity) {
    throw field('passengers', m.tooManyPassengers(storedVehicle.passenger_capacity))
  }

  const pickupAt =
    change.date && change.time
      ? new Date(zonedDateTimeToIso(change.date, change.time, booking.timezone))
      : booking.pickupTime
  if (booking.roundTripTime && pickupAt >= booking.roundTripTime) {
    throw field('time', m.pickupAfterReturn)
  }
  const dropoff = change.dropoff
    ? {
        address: change.dropoff.location,
        lat: change.dropoff.lat,
        lng: change.dropoff.lng,
        ...(change.dropoff.place_id ? { place_id: change.dropoff.place_id } : {}),
      }
    : undefined
  const dropoffMoves =
    dropoff !== undefined &&
    (toOneLine(dropoff.address) !== toOneLine(booking.dropoffLocation ?? '') ||
      dropoff.lat !== booking.dropoffLat ||
      dropoff.lng !== booking.dropoffLng)
  const timeMoves = pickupAt.getTime() !== booking.pickupTime.getTime()

  const again =
    timeMoves || dropoffMoves
      ? await priceTripAgain(deps, booking, stored, { pickupAt, dropoff, passengers })
      : undefined
  const quote: Quote = again ? { ...again.quote, expired: false } : stored
  const vehicle = again?.vehicle ?? storedVehicle

  const childSeatApplicable = change.child_seat_applicable ?? booking.childSeatApplicable
  const choices = {
    meetGreetApplicable: change.meet_greet_applicable ?? booking.meetGreetApplicable,
    childSeatApplicable,
    childSeatCount: childSeatApplicable
      ? (change.child_seat_count ?? Math.max(booking.childSeatCount, 1))
      : booking.childSeatCount,
  }
  const luggageCount = change.luggage_count ?? booking.luggageCount
  checkVehicleHolds({ ...choices, luggageCount }, vehicle)
  const fare = priceBooking({
    quote,
    vehicle,
    choices,
    partnerDiscountPercent: booking.partnerDiscountPercent,
  })

  const before = currentValues(booking)
  const after: ChangeValues = {
    ...before,
    pickupTime: pickupAt.toISOString(),
    ...(dropoffMoves && dropoff
      ? {
          dropoffLocation: dropoff.address,
          dropoffLat: dropoff.lat,
          dropoffLng: dropoff.lng,
          dropoffPlaceId: dropoff.place_id ?? null,
          // The street detail belonged to the old dropoff.
          dropoffAddressDetail: '',
        }
      : {}),
    passengers,
    luggageCount,
    flightNumber: change.flight_number ?? before.flightNumber,
    driverInstructions: change.driver_instructions ?? before.driverInstructions,
    ...choices,
    ...fare,
    nightChargeApplicable: vehicle.night_charge_cents > 0,
    quoteId: again?.quote.id ?? booking.quoteId,
    // The selling price follows the net on the terms the booking was made under.
    sellingTotalCents: repricedSellingCents(booking, booking.totalCents, fare.totalCents),
  }
  const summary = summaryOf(before, after, booking.timezone)
  if (summary.length === 0) throw new DomainError('VALIDATION_FAILED', m.sameAsNow)
  return {
    values: after,
    newQuote: again?.quote,
    totalCentsBefore: booking.totalCents,
    totalCentsAfter: fare.totalCents,
    differenceCents: fare.totalCents - booking.totalCents,
    lines: fareLinesOf(after, booking.ratePlan),
    summary,
  }
}
