import {
  partnerPriceFor,
  partnerVehiclePriceView,
  type PartnerRatePlan,
  assertPickupTimeAllowed,
  DEFAULT_LEAD_TIME_HOURS,
  fromCents,
  isBeyondOneWayReach,
  type PricedTrip,
  type PriceCalculationRequest,
  type PriceCalculationResponse,
} from '@ridelane/domain'
import { randomUUID } from 'node:crypto'
import type { CatalogueSnapshot, ServiceArea } from '../catalogue'
import { getPlaceById, nearestAirport, timezoneAt, type Place } from '../places'
import { QUOTE_LIFETIME_MINUTES } from './quote'
import { quotedPlace } from './quoted-places'
import { priceOfferedVehicles, toAvailableVehicle } from './quoted-vehicles'
import type { QuoteContent, QuoteSigner } from './quote-signing'
import type { RoutePlanner } from './routing'
import {
  beyondReachReason,
  noVehicleReason,
  outsideAreasReason,
  serviceAreaAt,
} from './service-area'

export type PriceCalculationDeps = {
  signer: Pick<QuoteSigner, 'sign'>
  catalogue: CatalogueSnapshot
  planRoute: RoutePlanner
  /** A place by the search's id (placeById); the gazetteer alone when not given. */
  findPlace?: (id: string) => Promise<Place | undefined>
  now?: Date
  /** The asking partner's rate plan: each vehicle then carries its net and selling price. */
  ratePlan?: PartnerRatePlan
}

const gazetteerPlace = async (id: string) => getPlaceById(id)

/** A pickup or dropoff this close to an airport is that airport. */
const AIRPORT_RADIUS_KM = 2

/** Whether a place is an airport, as pricing judges it (the booking lifecycle's waiting too). */
/** The airport a point is at (within AIRPORT_RADIUS_KM), if it is at one. */
export const airportAt = (place: { lat: number; lng: number } | undefined) =>
  place === undefined ? undefined : nearestAirport(place.lat, place.lng, AIRPORT_RADIUS_KM)?.place

export const isAirport = (place: { lat: number; lng: number } | undefined) =>
  airportAt(place) !== undefined

function assertBookableTimes(
  request: PriceCalculationRequest,
  area: ServiceArea | undefined,
  now: Date,
) {
  const leadTimeHours = area === undefined ? DEFAULT_LEAD_TIME_HOURS : area.minLeadMinutes / 60
  assertPickupTimeAllowed(
    { pickupAt: new Date(request.booking_time), now, leadTimeHours },
    'booking_time',
  )
  if (request.roundTripDateTime) {
    assertPickupTimeAllowed(
      { pickupAt: new Date(request.roundTripDateTime), now, leadTimeHours },
      'roundTripDateTime',
    )
  }
}

/**
 * The request as the quote keeps it: its places in the server's own words (quotedPlace), hours
 * and days only where they priced the ride.
 */
async function pricedRequest(
  request: PriceCalculationRequest,
  findPlace: (id: string) => Promise<Place | undefined>,
): Promise<PriceCalculationRequest> {
  const { duration, days, ...trip } = request
  const known = (end: { place_id?: string } | undefined) =>
    end?.place_id ? findPlace(end.place_id) : Promise.resolve(undefined)
  const [pickup, dropoff] = await Promise.all([known(trip.pickup), known(trip.dropoff)])
  return {
    ...trip,
    pickup: quotedPlace(trip.pickup, 'pickup', pickup),
    ...(trip.dropoff ? { dropoff: quotedPlace(trip.dropoff, 'dropoff', dropoff) } : {}),
    ...(request.ride_type === 'hourly' && duration ? { duration } : {}),
    ...(request.ride_type === 'multiday' && days ? { days } : {}),
  }
}

/**
 * POST /prices/calculate: prices every class of the pickup's service area that seats the
 * passengers, and hands the prices out as a signed quote that holds for QUOTE_LIFETIME_MINUTES.
 * Nothing is stored: a booking stores the quote it is made from (docs/decisions/021).
 */
export async function calculatePrices(
  deps: PriceCalculationDeps,
  sent: PriceCalculationRequest,
): Promise<PriceCalculationResponse> {
  const request = await pricedRequest(sent, deps.findPlace ?? gazetteerPlace)
  const now = deps.now ?? new Date()
  const { areas, offeredIn } = await deps.catalogue()
  const area = serviceAreaAt(areas, request.pickup)
  assertBookableTimes(request, area, now)

  // The place data, not the client's `timezone`, decides the pickup's local clock.
  const timezone = timezoneAt(request.pickup.lat, request.pickup.lng)
  const route =
    area && request.ride_type === 'one-way' && request.dropoff
      ? await deps.planRoute(request.pickup, request.dropoff, area)
      : undefined
  const trip: PricedTrip = {
    rideType: request.ride_type,
    distanceKm: route?.distanceKm,
    durationMin: route?.durationMin,
    hours: request.duration ?? undefined,
    days: request.days ?? undefined,
    pickupAt: request.booking_time,
    returnAt: request.roundTripDateTime,
    timeZone: timezone,
    airportTrip: isAirport(request.pickup) || isAirport(request.dropoff),
  }
  const beyondReach = route !== undefined && isBeyondOneWayReach(route.distanceKm)
  const vehicles =
    area && !beyondReach
      ? priceOfferedVehicles(area, offeredIn(area.id), trip, request.passengers)
      : []

  const quote: QuoteContent = {
    id: randomUUID(),
    areaId: area?.id ?? null,
    rideType: request.ride_type,
    request,
    pickupAt: new Date(request.booking_time),
    timezone,
    distanceKm: route?.distanceKm ?? null,
    durationMin: route?.durationMin ?? null,
    vehicles,
    // Outside every area nothing is offered, add-ons included.
    meetGreetMode: area?.meetGreetMode ?? 'not_allowed',
    meetGreetChargeCents: area?.meetGreetChargeCents ?? 0,
    childSeatMode: area?.childSeatMode ?? 'not_allowed',
    childSeatChargeCents: area?.childSeatChargeCents ?? 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + QUOTE_LIFETIME_MINUTES * 60_000),
  }
  const reason = !area
    ? outsideAreasReason(areas)
    : beyondReach
      ? beyondReachReason(route.distanceKm)
      : vehicles.length === 0
        ? noVehicleReason(area, request.passengers)
        : undefined

  return {
    available_vehicles: vehicles.map((vehicle) => {
      const available = toAvailableVehicle(vehicle)
      if (!deps.ratePlan || !area) return available
      const where = { areaId: area.id, classId: vehicle.vehicle_class_id }
      const price = partnerPriceFor(deps.ratePlan, where, vehicle.price_cents)
      return { ...available, partner_price: partnerVehiclePriceView(price) }
    }),
    meet_greet_mode: quote.meetGreetMode,
    meet_greet_charge_amount: fromCents(quote.meetGreetChargeCents),
    child_seat_mode: quote.childSeatMode,
    child_seat_charge_amount: fromCents(quote.childSeatChargeCents),
    distance_km: quote.distanceKm,
    duration_min: quote.durationMin,
    quote_id: deps.signer.sign(quote),
    quote_expires_at: quote.expiresAt.toISOString(),
    ...(reason ? { reason } : {}),
  }
}
