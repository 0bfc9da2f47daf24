import { wallClockInZone, type FlightState } from '@ridelane/domain'
import type { FlightReport, FlightStatusSource } from '../../src/modules/flights'
import { getAirportByIata, type Place } from '../../src/modules/places'
import type { Random } from './prng'
import type { SeedFlights } from './seed'
import type { World, WorldArea, WorldRide } from './world'

// The simulated day's flights (docs/decisions/035-automatic-dispatch.md#the-clock-and-the-simulator):
// a share of the one-way rides is picked up at its area's airport after a flight, each flight
// with its schedule, the way it really lands (on time, early, late or cancelled) and when the
// flight-status service learns of it. The app asks about them through a FlightStatusSource of
// the simulator's own, which answers by the simulator's clock: the schedule until the change is
// known, then the new time; cancelled once known.

const MINUTE = 60_000
const HOUR = 3_600_000

export type FlightOutcome = 'on_time' | 'early' | 'delayed' | 'cancelled'

export type WorldFlight = {
  /** "BA117". */
  code: string
  /** The gazetteer's airport the ride is picked up at. */
  airport: Place & { iata: string }
  origin: { code: string; name: string }
  departureAt: Date
  scheduledArrival: Date
  outcome: FlightOutcome
  /** When it really lands; the schedule for a cancelled flight. */
  arrivalAt: Date
  /** When the service learns the new arrival (or the cancellation). */
  knownAt: Date
  /** The service learns the new arrival only when the flight lands. */
  knownAtLanding: boolean
  /** From landing to the kerb, as the traveller counted when booking the pickup (minutes). */
  gapMinutes: number
}

/** Airlines the flight numbers are made of, and the airports the flights come from. */
const AIRLINES = ['BA', 'AF', 'EK', 'DL', 'UA', 'LH', 'KL', 'QR']
const ORIGINS = ['LHR', 'CDG', 'JFK', 'DXB', 'FRA', 'AMS', 'MAD', 'IST', 'SIN', 'BOS', 'DEL', 'FCO']

const floorToMinute = (ms: number) => Math.floor(ms / MINUTE) * MINUTE

/** The gazetteer's airport by its code; the seed's check made sure it is there. */
function airportOf(code: string): Place & { iata: string } {
  const airport = getAirportByIata(code)
  if (!airport?.iata) throw new Error(`the gazetteer knows no airport ${code}`)
  return { ...airport, iata: airport.iata }
}

/**
 * Turns a share of the one-way rides into airport pickups after a flight, from a generator of
 * their own (the other rides and the rest of the world draw the same with or without flights).
 * The drop-off keeps its distance and bearing from the pickup.
 */
export function drawFlights(
  settings: SeedFlights,
  random: Random,
  areas: readonly WorldArea[],
  rides: WorldRide[],
): void {
  const airports = new Map(
    areas
      .filter((area) => settings.airports[area.id] !== undefined)
      .map((area) => [area.id, airportOf(settings.airports[area.id]!)]),
  )
  if (airports.size === 0 || settings.share_of_rides === 0) return
  const { on_time, early, delayed, cancelled } = settings.outcomes
  const outcomes = [
    ['on_time', on_time.minutes],
    ['early', early.minutes],
    ['delayed', delayed.minutes],
    ['cancelled', [0, 0]],
  ] as const
  const weights = [on_time.weight, early.weight, delayed.weight, cancelled.weight]
  for (const ride of rides) {
    // The same nine draws for every ride, flight or not (one spare, for a figure added later),
    // so that one ride's flight never shifts another's.
    const draws = Array.from({ length: 9 }, () => random.next())
    const airport = airports.get(ride.areaId)
    if (ride.kind !== 'one-way' || !airport || draws[0]! >= settings.share_of_rides) continue
    const pick = (share: number, [low, high]: readonly [number, number]) =>
      low + share * (high - low)
    const gapMinutes = Math.round(pick(draws[1]!, settings.gap_minutes))
    const scheduled = ride.pickupAt.getTime() - gapMinutes * MINUTE
    const [outcome, minutes] = outcomes[weightedIndex(weights, draws[2]!)]!
    const off = outcome === 'cancelled' ? 0 : Math.round(pick(draws[3]!, minutes))
    const arrivalAt = scheduled + off * MINUTE
    const flown = pick(draws[4]!, settings.flight_hours)
    const departureAt = floorToMinute(scheduled - flown * HOUR)
    const knownAtLanding = outcome !== 'cancelled' && draws[5]! < settings.known_at_landing_share
    const knownBefore = pick(draws[6]!, settings.known_hours_before)
    const knownAt = knownAtLanding
      ? arrivalAt
      : Math.min(floorToMinute(scheduled - knownBefore * HOUR), arrivalAt)
    const originCodes = ORIGINS.filter((code) => code !== airport.iata)
    const originCode = originCodes[Math.floor(draws[7]! * originCodes.length)]!
    const code = `${AIRLINES[ride.index % AIRLINES.length]}${100 + Math.floor(ride.index / AIRLINES.length)}`
    ride.flight = {
      code,
      airport,
      origin: { code: originCode, name: getAirportByIata(originCode)?.name ?? originCode },
      departureAt: new Date(departureAt),
      scheduledArrival: new Date(scheduled),
      outcome,
      arrivalAt: new Date(arrivalAt),
      knownAt: new Date(knownAt),
      knownAtLanding,
      gapMinutes,
    }
    // The pickup is the airport's own point; the drop-off as far and in the same direction.
    const { lat, lng } = ride.pickup
    ride.pickup = { address: airport.name, lat: airport.lat, lng: airport.lng }
    if (ride.dropoff) {
      ride.dropoff = {
        ...ride.dropoff,
        lat: Number((ride.dropoff.lat - lat + airport.lat).toFixed(5)),
        lng: Number((ride.dropoff.lng - lng + airport.lng).toFixed(5)),
      }
    }
  }
}

function weightedIndex(weights: readonly number[], share: number) {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  let draw = share * total
  for (let index = 0; index < weights.length; index++) {
    draw -= weights[index]!
    if (draw < 0) return index
  }
  return weights.length - 1
}

/** What the service says of a flight at `now`. */
export function flightReportAt(flight: WorldFlight, now: Date): FlightReport {
  const at = now.getTime()
  const known = at >= flight.knownAt.getTime()
  let state: FlightState
  let arrivalAt = flight.scheduledArrival
  if (flight.outcome === 'cancelled') {
    state = known ? 'cancelled' : at >= flight.departureAt.getTime() ? 'en_route' : 'scheduled'
  } else if (known) {
    arrivalAt = flight.arrivalAt
    // A late flight leaves late by as much.
    const late = Math.max(0, flight.arrivalAt.getTime() - flight.scheduledArrival.getTime())
    state =
      at >= flight.arrivalAt.getTime()
        ? 'landed'
        : at >= flight.departureAt.getTime() + late
          ? 'en_route'
          : 'scheduled'
  } else {
    // Not known yet: the schedule, and in the air from its departure (never landed: the service
    // learns of the landing with it).
    state = at >= flight.departureAt.getTime() ? 'en_route' : 'scheduled'
  }
  return {
    code: flight.code,
    origin: flight.origin,
    destination: { code: flight.airport.iata, name: flight.airport.name },
    scheduledArrival: flight.scheduledArrival,
    arrivalAt,
    state,
  }
}

/**
 * The app's flight-status source in the simulator: the world's flights by the simulator's clock.
 * `heard` is told of each flight whose reported arrival or state changed since the service last
 * answered about it (the driver's phone would get a text if the pickup moved).
 */
export function simulatedFlightSource(
  world: World,
  now: () => Date,
  heard: (rideId: string) => void = () => {},
): FlightStatusSource {
  const byCode = new Map<string, { rideId: string; flight: WorldFlight; localDate: string }>()
  for (const ride of world.rides) {
    if (!ride.flight) continue
    // The landing's date on the airport's clock, as the tracker asks for it.
    const localDate = wallClockInZone(
      ride.flight.scheduledArrival,
      ride.flight.airport.timezone,
    ).date
    byCode.set(ride.flight.code, { rideId: ride.id, flight: ride.flight, localDate })
  }
  const lastSaid = new Map<string, string>()
  return {
    name: 'simulated',
    async flightsOn({ code, arrivalDate }) {
      const entry = byCode.get(code)
      if (!entry || entry.localDate !== arrivalDate) return []
      const report = flightReportAt(entry.flight, now())
      const said = `${report.arrivalAt.toISOString()} ${report.state === 'cancelled'}`
      if (lastSaid.has(code) && lastSaid.get(code) !== said) heard(entry.rideId)
      lastSaid.set(code, said)
      return [report]
    },
  }
}
