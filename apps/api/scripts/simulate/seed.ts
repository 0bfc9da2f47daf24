import path from 'node:path'
import {
  dispatchRulesInputSchema,
  localTimeSchema,
  vehicleClasses,
  workingHoursInputSchema,
} from '@ridelane/domain'
import { z } from 'zod'
import { demoAreas } from '../../src/modules/catalogue'
import { distanceKm, getAirportByIata } from '../../src/modules/places'
import { JsonLineError, jsonLines, lineOf, type JsonPath } from './json-lines'

// The simulator's seed file (docs/decisions/035-automatic-dispatch.md#the-clock-and-the-simulator):
// the areas and their dispatch rules, the providers and how they behave, their drivers and
// vehicles, and the day's rides, all read with zod. An inconsistent file is refused with the
// line at fault.

const range = (label: string, min = 0) =>
  z
    .tuple([z.number().min(min), z.number().min(min)])
    .refine(([low, high]) => low <= high, `${label}: the first figure must not exceed the second`)

const probability = z.number().min(0).max(1)
const weight = z.number().min(0)
const time = localTimeSchema
const instant = z.iso.datetime({ offset: true })

const rulesSchema = z.strictObject({
  enabled: z.boolean(),
  offer_hours_before_pickup: z.number().int().nullable(),
  /** Provider keys of this file, asked first in this order. */
  preferred_providers: z.array(z.string()).default([]),
  offer_minutes: z.number().int(),
  one_by_one_offers: z.number().int(),
  broadcast: z.boolean(),
  escalate_minutes_before_pickup: z.number().int(),
  lead_margin_minutes: z.number().int(),
  buffer_minutes: z.number().int(),
})

const providerSchema = z.strictObject({
  key: z.string().min(1),
  name: z.string().min(1),
  areas: z.array(z.string()).min(1),
  commission_percent: z.number().min(0).max(100),
  /** How its desk answers an offer by hand: the three must add up to 1. */
  behaviour: z.strictObject({
    accept: probability,
    decline: probability,
    ignore: probability,
    answer_minutes: range('answer_minutes'),
  }),
  /** The window its auto-accept holds (area wall clock), or null for none. */
  auto_accept: z.strictObject({ from: time, to: time }).nullable(),
  auto_assign: z.boolean(),
  /** How long after taking a ride its desk gives it a driver by hand. */
  assign_minutes: range('assign_minutes'),
  /** Vehicles by class. */
  vehicles: z.record(z.string(), z.number().int().min(0)),
})

const driverGroupSchema = z.strictObject({
  provider: z.string(),
  count: z.number().int().min(1),
  /** The week's shifts, each on the listed weekdays (1 Monday … 7 Sunday); none keeps no hours. */
  shifts: z.array(
    z.strictObject({ days: z.array(z.number().int().min(1).max(7)).min(1), from: time, to: time }),
  ),
  /** Time off of each driver of the group. */
  time_off: z
    .array(z.strictObject({ from: instant, to: instant, note: z.string().default('') }))
    .default([]),
})

const ridesSchema = z.strictObject({
  count: z.number().int().min(1),
  /** Share of pickups in each local hour, midnight first. */
  by_hour: z.array(weight).length(24),
  /** How long before pickup rides are booked, in hours. */
  lead_hours: z.array(z.strictObject({ from: z.number().min(0), to: z.number(), weight })).min(1),
  types: z
    .array(
      z.discriminatedUnion('type', [
        z.strictObject({ type: z.literal('one-way'), weight, km: range('km', 1) }),
        z.strictObject({
          type: z.literal('round-trip'),
          weight,
          km: range('km', 1),
          return_after_hours: range('return_after_hours', 1),
        }),
        z.strictObject({ type: z.literal('hourly'), weight, hours: range('hours', 1) }),
      ]),
    )
    .min(1),
  classes: z
    .array(z.strictObject({ class: z.string(), weight, passengers: range('passengers', 1) }))
    .min(1),
})

/** Minutes off the schedule, late positive, early negative. */
const offSchedule = (label: string) =>
  z
    .tuple([z.number(), z.number()])
    .refine(([low, high]) => low <= high, `${label}: the first figure must not exceed the second`)

/**
 * Airport pickups after a flight, and how those flights go. Absent from an older file: no
 * flights. Each field has a default, so a file may name only the share and the airports.
 */
const flightsSchema = z.strictObject({
  /** Share of the one-way rides, in the areas of `airports`, picked up at the airport. */
  share_of_rides: probability.default(0),
  /** The airport (IATA code) each area's flights land at; areas not listed have none. */
  airports: z.record(z.string(), z.string()).default({}),
  /** From the scheduled landing to the pickup the traveller books, in minutes. */
  gap_minutes: range('gap_minutes').default([30, 60]),
  /** How long the flights are in the air, in hours. */
  flight_hours: range('flight_hours').default([1, 8]),
  /** How the flights land against their schedule: the four weights must add up to 1. */
  outcomes: z
    .strictObject({
      on_time: z.strictObject({ weight, minutes: offSchedule('on_time') }),
      early: z.strictObject({ weight, minutes: offSchedule('early') }),
      delayed: z.strictObject({ weight, minutes: offSchedule('delayed') }),
      cancelled: z.strictObject({ weight }),
    })
    .default({
      on_time: { weight: 0.55, minutes: [-5, 5] },
      early: { weight: 0.15, minutes: [-30, -5] },
      delayed: { weight: 0.27, minutes: [10, 180] },
      cancelled: { weight: 0.03 },
    }),
  /** When the flight-status service learns the new arrival: hours before the scheduled one. */
  known_hours_before: range('known_hours_before').default([1 / 3, 6]),
  /** Share of the early and late flights the service learns of only when they land. */
  known_at_landing_share: probability.default(0.1),
})

const seedShape = z.strictObject({
  random_seed: z.number().int(),
  /** The simulated day: the pickups fall on this date, in each area's own wall clock. */
  day: z.iso.date(),
  areas: z
    .array(z.strictObject({ id: z.string(), rides_share: weight, dispatch_rules: rulesSchema }))
    .min(1),
  providers: z.array(providerSchema).min(1),
  drivers: z.array(driverGroupSchema).min(1),
  rides: ridesSchema,
  flights: flightsSchema.prefault({}),
})

export type Seed = z.output<typeof seedShape>
export type SeedProvider = Seed['providers'][number]
export type SeedRules = Seed['areas'][number]['dispatch_rules']
export type SeedFlights = Seed['flights']

type Issue = { path: JsonPath; message: string }

/** What zod's shapes cannot see: references between parts of the file, and sums. */
function consistencyIssues(seed: Seed): Issue[] {
  const issues: Issue[] = []
  const catalogue = new Set(demoAreas.map((area) => area.id))
  const areaIds = seed.areas.map((area) => area.id)
  const classes = new Map<string, (typeof vehicleClasses)[number]>(
    vehicleClasses.map((vehicleClass) => [vehicleClass.id, vehicleClass]),
  )
  const providers = new Map(seed.providers.map((provider) => [provider.key, provider]))

  seed.areas.forEach((area, index) => {
    if (!catalogue.has(area.id)) {
      issues.push({
        path: ['areas', index, 'id'],
        message: `"${area.id}" is not an area of the catalogue (${[...catalogue].join(', ')})`,
      })
    } else if (areaIds.indexOf(area.id) !== index) {
      issues.push({ path: ['areas', index, 'id'], message: `area "${area.id}" is listed twice` })
    }
    const rules = area.dispatch_rules
    rules.preferred_providers.forEach((key, at) => {
      const where = ['areas', index, 'dispatch_rules', 'preferred_providers', at]
      const provider = providers.get(key)
      if (!provider) issues.push({ path: where, message: `unknown provider "${key}"` })
      else if (!provider.areas.includes(area.id)) {
        issues.push({ path: where, message: `provider "${key}" does not serve ${area.id}` })
      }
    })
    // The domain's own rules for an area's dispatch (ids stand in for the providers' keys).
    const checked = dispatchRulesInputSchema.safeParse({
      ...rules,
      preferred_provider_ids: rules.preferred_providers.map(placeholderId),
      preferred_providers: undefined,
    })
    for (const issue of checked.error?.issues ?? []) {
      issues.push({
        path: ['areas', index, 'dispatch_rules', ...issue.path.map(keyOf)],
        message: issue.message,
      })
    }
  })
  const shares = seed.areas.reduce((sum, area) => sum + area.rides_share, 0)
  if (Math.abs(shares - 1) > 1e-9) {
    issues.push({ path: ['areas'], message: `the areas' rides_share add up to ${shares}, not 1` })
  }

  seed.providers.forEach((provider, index) => {
    if (seed.providers.findIndex((other) => other.key === provider.key) !== index) {
      issues.push({
        path: ['providers', index, 'key'],
        message: `provider key "${provider.key}" is used twice`,
      })
    }
    provider.areas.forEach((areaId, at) => {
      if (!areaIds.includes(areaId)) {
        issues.push({
          path: ['providers', index, 'areas', at],
          message: `provider "${provider.key}" serves "${areaId}", which is not an area of this file`,
        })
      }
    })
    const { accept, decline, ignore } = provider.behaviour
    const sum = accept + decline + ignore
    if (Math.abs(sum - 1) > 1e-9) {
      issues.push({
        path: ['providers', index, 'behaviour'],
        message: `accept, decline and ignore add up to ${Number(sum.toFixed(6))}, not 1`,
      })
    }
    for (const classId of Object.keys(provider.vehicles)) {
      if (!classes.has(classId)) {
        issues.push({
          path: ['providers', index, 'vehicles', classId],
          message: `unknown vehicle class "${classId}"`,
        })
      }
    }
  })

  seed.drivers.forEach((group, index) => {
    if (!providers.has(group.provider)) {
      issues.push({
        path: ['drivers', index, 'provider'],
        message: `driver of unknown provider "${group.provider}"`,
      })
    }
    const week = group.shifts.flatMap((shift) =>
      shift.days.map((weekday) => ({ weekday, starts: shift.from, ends: shift.to })),
    )
    const checked = workingHoursInputSchema.safeParse({ shifts: week })
    if (!checked.success) {
      issues.push({ path: ['drivers', index, 'shifts'], message: checked.error.issues[0]!.message })
    }
    group.time_off.forEach((off, at) => {
      if (Date.parse(off.to) <= Date.parse(off.from)) {
        issues.push({
          path: ['drivers', index, 'time_off', at, 'to'],
          message: 'time off ends before it starts',
        })
      }
    })
  })

  seed.rides.lead_hours.forEach((lead, index) => {
    if (lead.to <= lead.from) {
      issues.push({
        path: ['rides', 'lead_hours', index, 'to'],
        message: 'lead hours: "to" must be after "from"',
      })
    }
  })
  seed.rides.classes.forEach((entry, index) => {
    const vehicleClass = classes.get(entry.class)
    if (!vehicleClass) {
      issues.push({
        path: ['rides', 'classes', index, 'class'],
        message: `unknown vehicle class "${entry.class}"`,
      })
    } else if (entry.passengers[1] > vehicleClass.seats) {
      issues.push({
        path: ['rides', 'classes', index, 'passengers'],
        message: `a ${entry.class} seats ${vehicleClass.seats}, not ${entry.passengers[1]}`,
      })
    }
  })
  issues.push(...flightIssues(seed))
  return issues
}

/** The flights' airports are the gazetteer's (so pricing and tracking know them), in their area. */
function flightIssues(seed: Seed): Issue[] {
  const issues: Issue[] = []
  const { flights } = seed
  for (const [areaId, code] of Object.entries(flights.airports)) {
    const where = ['flights', 'airports', areaId]
    const area = demoAreas.find((candidate) => candidate.id === areaId)
    const airport = getAirportByIata(code)
    if (!seed.areas.some((entry) => entry.id === areaId) || !area) {
      issues.push({ path: where, message: `"${areaId}" is not an area of this file` })
    } else if (!airport) {
      issues.push({ path: where, message: `the gazetteer knows no airport "${code}"` })
    } else if (
      distanceKm(area.centerLat, area.centerLng, airport.lat, airport.lng) > area.radiusKm
    ) {
      issues.push({ path: where, message: `${code} is outside ${area.name}'s area` })
    }
  }
  const { on_time, early, delayed, cancelled } = flights.outcomes
  const sum = on_time.weight + early.weight + delayed.weight + cancelled.weight
  if (Math.abs(sum - 1) > 1e-9) {
    issues.push({
      path: ['flights', 'outcomes'],
      message: `the outcomes' weights add up to ${Number(sum.toFixed(6))}, not 1`,
    })
  }
  return issues
}

/** A stand-in id for the n-th preferred provider while the domain checks the rules. */
const placeholderId = (_key: string, index: number) =>
  `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`

const keyOf = (part: PropertyKey) => (typeof part === 'number' ? part : String(part))

export class SeedError extends Error {}

/**
 * Reads a seed file's text; refuses an unreadable or inconsistent one with
 * `<file>:<line>: <message>`, naming the first problem found.
 */
export function parseSeed(text: string, fileName: string): Seed {
  const name = path.basename(fileName)
  let lines: Map<string, number>
  try {
    lines = jsonLines(text)
  } catch (error) {
    if (!(error instanceof JsonLineError)) throw error
    throw new SeedError(`${name}:${error.line}: not JSON: ${error.message}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    // What the line finder let through and JSON.parse did not (a bad escape): no line known.
    throw new SeedError(`${name}:1: not JSON: ${(error as Error).message}`)
  }
  const fail = (issue: Issue): never => {
    throw new SeedError(`${name}:${lineOf(lines, issue.path)}: ${issue.message}`)
  }
  const parsed = seedShape.safeParse(json)
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    const where = issue!.path.map(keyOf)
    fail({ path: where, message: `${where.join('.') || 'the file'}: ${issue!.message}` })
  }
  const [problem] = consistencyIssues(parsed.data!)
  if (problem) fail(problem)
  return parsed.data!
}
