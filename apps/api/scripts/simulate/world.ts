import {
  bookingCodeFromRandomBytes,
  vehicleClasses,
  zonedDateTimeToIso,
  type Shift,
} from '@ridelane/domain'
import { demoAreas, type DemoArea } from '../../src/modules/catalogue/demo-areas'
import { drawFlights, type WorldFlight } from './flights'
import type { Random } from './prng'
import type { Seed, SeedProvider, SeedRules } from './seed'

// The simulated world drawn from a seed file: every id, name, place and time comes from the
// seeded generator, so one file always makes the same providers, drivers, vehicles and rides.

export type Place = { address: string; lat: number; lng: number }

export type WorldVehicle = {
  id: string
  classId: string
  seats: number
  plate: string
  model: string
}
export type WorldDriver = {
  id: string
  name: string
  phone: string
  home: { lat: number; lng: number }
  shifts: Shift[]
  timeOff: Array<{ startsAt: Date; endsAt: Date; note: string }>
}
export type WorldProvider = Omit<SeedProvider, 'vehicles'> & {
  index: number
  id: string
  userId: string
  vehicles: WorldVehicle[]
  drivers: WorldDriver[]
}
export type WorldArea = {
  id: string
  area: DemoArea
  /** The area's road figures, as the catalogue seeds them. */
  road: { roadFactor: number; averageSpeedKmh: number }
  share: number
  rules: SeedRules
}
export type WorldRide = {
  index: number
  id: string
  quoteId: string
  code: string
  areaId: string
  timezone: string
  bookAt: Date
  pickupAt: Date
  kind: 'one-way' | 'round-trip' | 'hourly'
  returnAt: Date | null
  hours: number | null
  classId: string
  passengers: number
  pickup: Place
  dropoff: Place | null
  /** The flight an airport pickup waits for (flights.ts), else null. */
  flight: WorldFlight | null
}
export type World = {
  areas: WorldArea[]
  providers: WorldProvider[]
  rides: WorldRide[]
}

const MINUTE = 60_000
const KM_PER_DEGREE = 111.32

/** A point `km` from `from` on `bearing` radians (flat earth: a city's distances are short). */
function offset(from: { lat: number; lng: number }, km: number, bearing: number) {
  const lat = from.lat + (km / KM_PER_DEGREE) * Math.cos(bearing)
  const lng =
    from.lng + (km / (KM_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180))) * Math.sin(bearing)
  return { lat: Number(lat.toFixed(5)), lng: Number(lng.toFixed(5)) }
}

const near = (random: Random, area: DemoArea, share: number) =>
  offset(
    { lat: area.centerLat, lng: area.centerLng },
    area.radiusKm * share * Math.sqrt(random.next()),
    random.between(0, 2 * Math.PI),
  )

const floorToMinute = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE)

function makeProviders(seed: Seed, random: Random, areas: Map<string, WorldArea>) {
  const classes = new Map<string, (typeof vehicleClasses)[number]>(
    vehicleClasses.map((vehicleClass) => [vehicleClass.id, vehicleClass]),
  )
  let phone = 0
  return seed.providers.map((provider, index): WorldProvider => {
    const home = areas.get(provider.areas[0]!)!.area
    const vehicles = Object.entries(provider.vehicles).flatMap(([classId, count]) =>
      Array.from({ length: count }, (_, n) => ({
        id: random.uuid(),
        classId,
        seats: classes.get(classId)!.seats,
        plate: `${provider.key}-${classId}-${n + 1}`.toUpperCase(),
        model: classes.get(classId)!.model,
      })),
    )
    const drivers = seed.drivers
      .filter((group) => group.provider === provider.key)
      .flatMap((group) =>
        Array.from({ length: group.count }, () => {
          phone++
          return {
            id: random.uuid(),
            name: `Driver ${String(phone).padStart(3, '0')} (${provider.name})`,
            phone: `+1555${String(phone).padStart(7, '0')}`,
            home: near(random, home, 0.3),
            shifts: group.shifts.flatMap((shift) =>
              shift.days.map((day) => ({
                weekday: day as Shift['weekday'],
                starts: shift.from,
                ends: shift.to,
              })),
            ),
            timeOff: group.time_off.map((off) => ({
              startsAt: new Date(off.from),
              endsAt: new Date(off.to),
              note: off.note,
            })),
          }
        }),
      )
    return { ...provider, index, id: random.uuid(), userId: random.uuid(), vehicles, drivers }
  })
}

function makeRide(seed: Seed, random: Random, areas: WorldArea[], index: number): WorldRide {
  const { rides } = seed
  const { area } = areas[random.weighted(areas.map((entry) => entry.share))]!
  const hour = random.weighted(rides.by_hour)
  const time = `${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`
  const pickupAt = new Date(zonedDateTimeToIso(seed.day, time, area.timezone))
  const lead = rides.lead_hours[random.weighted(rides.lead_hours.map((entry) => entry.weight))]!
  const bookAt = floorToMinute(pickupAt.getTime() - random.between(lead.from, lead.to) * 3_600_000)
  const type = rides.types[random.weighted(rides.types.map((entry) => entry.weight))]!
  const vehicle = rides.classes[random.weighted(rides.classes.map((entry) => entry.weight))]!
  const start = near(random, area, 0.35)
  const pickup = { address: `Pickup ${index + 1}, ${area.name}`, ...start }
  const away = (km: [number, number]) => ({
    address: `Drop-off ${index + 1}, ${area.name}`,
    ...offset(start, random.between(km[0], km[1]), random.between(0, 2 * Math.PI)),
  })
  const code = bookingCodeFromRandomBytes(Uint8Array.from({ length: 16 }, () => random.int(0, 255)))
  const common = {
    index,
    id: random.uuid(),
    quoteId: random.uuid(),
    code,
    areaId: area.id,
    timezone: area.timezone,
    bookAt,
    pickupAt,
    classId: vehicle.class,
    passengers: random.int(vehicle.passengers[0], vehicle.passengers[1]),
    pickup,
    flight: null,
  }
  switch (type.type) {
    case 'one-way':
      return { ...common, kind: 'one-way', returnAt: null, hours: null, dropoff: away(type.km) }
    case 'round-trip': {
      const [low, high] = type.return_after_hours
      // Returns on the quarter hour.
      const after = Math.round(random.between(low, high) * 4) * 15 * MINUTE
      return {
        ...common,
        kind: 'round-trip',
        returnAt: new Date(pickupAt.getTime() + after),
        hours: null,
        dropoff: away(type.km),
      }
    }
    case 'hourly':
      return {
        ...common,
        kind: 'hourly',
        returnAt: null,
        hours: random.int(type.hours[0], type.hours[1]),
        dropoff: null,
      }
  }
}

/** Draws the world of a seed file. */
export function makeWorld(seed: Seed, random: Random): World {
  const areas = seed.areas.map((entry) => {
    const area = demoAreas.find((candidate) => candidate.id === entry.id)!
    return {
      id: entry.id,
      area,
      road: { roadFactor: area.roadFactor ?? 1.3, averageSpeedKmh: area.averageSpeedKmh },
      share: entry.rides_share,
      rules: entry.dispatch_rules,
    }
  })
  const byId = new Map(areas.map((area) => [area.id, area]))
  const providers = makeProviders(seed, random.fork(), byId)
  const rideRandom = random.fork()
  const rides = Array.from({ length: seed.rides.count }, (_, index) =>
    makeRide(seed, rideRandom, areas, index),
  )
  drawFlights(seed.flights, random.fork(), areas, rides)
  return { areas, providers, rides }
}
