import { z } from 'zod'
import { straightLineKm, type LatLng } from '../driver/driver-eta'
import { localTimeSchema, wallClockInZone } from '../trip/zoned-time'
import { DEFAULT_DISPATCH_MARGINS } from './driver-availability'
import { dispatchMessages as m } from './dispatch-messages'

// How a service area's rides go to providers without an operator (docs/decisions/
// 035-automatic-dispatch.md): when a ride is first offered, to whom, for how long, when every
// provider of the area is asked at once, and when operators are called in.

/** The figures an area starts with when an operator first turns its dispatch on. */
export const DEFAULT_DISPATCH_RULES = {
  enabled: false,
  offer_hours_before_pickup: null,
  preferred_provider_ids: [],
  offer_minutes: 10,
  one_by_one_offers: 3,
  broadcast: true,
  escalate_minutes_before_pickup: 120,
  lead_margin_minutes: DEFAULT_DISPATCH_MARGINS.leadMarginMinutes,
  buffer_minutes: DEFAULT_DISPATCH_MARGINS.bufferMinutes,
} as const

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message)

/** PUT /ops/catalogue/areas/:id/dispatch-rules, and the catalogue's editor. */
export const dispatchRulesInputSchema = z
  .object({
    enabled: z.boolean(),
    /**
     * Null: a ride is offered as soon as it is confirmed. A number: a ride booked further ahead
     * waits until this many hours before its pickup.
     */
    offer_hours_before_pickup: wholeNumber(1, 720, m.offerHoursInvalid).nullable(),
    /** Asked one at a time, in this order, before the ranked rest. */
    preferred_provider_ids: z
      .array(z.uuid({ error: m.providerUnknown }), { error: m.providerUnknown })
      .max(20, m.tooManyPreferred)
      .refine((ids) => new Set(ids).size === ids.length, { error: m.preferredTwice }),
    /** How long each offer stands. */
    offer_minutes: wholeNumber(1, 240, m.offerMinutesInvalid),
    /**
     * How many providers are asked one at a time (the preferred first, then by score) before
     * everyone is asked at once; with broadcast off, every provider is asked one at a time.
     */
    one_by_one_offers: wholeNumber(0, 20, m.oneByOneInvalid).default(3),
    /** Then one offer to every active provider of the area at once. */
    broadcast: z.boolean(),
    /** Still without a provider this long before pickup: the board flags it and admins are mailed. */
    escalate_minutes_before_pickup: wholeNumber(0, 2880, m.escalateInvalid),
    /** How long before pickup a ride takes its driver, and how long after drop-off it keeps them. */
    lead_margin_minutes: wholeNumber(0, 240, m.marginInvalid),
    buffer_minutes: wholeNumber(0, 240, m.marginInvalid),
  })
  .superRefine((rules, context) => {
    if (!rules.enabled) return
    if (rules.preferred_provider_ids.length === 0 && !rules.broadcast) {
      // Nobody named and nobody asked at once: the ranked rest alone is too loose a rule.
      context.addIssue({ code: 'custom', path: ['broadcast'], message: m.nobodyToAsk })
    }
    if (rules.offer_hours_before_pickup !== null) {
      const window = rules.offer_hours_before_pickup * 60 - rules.escalate_minutes_before_pickup
      if (rules.offer_minutes >= window) {
        context.addIssue({
          code: 'custom',
          path: ['offer_minutes'],
          message: m.offerLongerThanLead(Math.max(window, 0)),
        })
      }
    }
  })
export type DispatchRulesInput = z.input<typeof dispatchRulesInputSchema>
export type DispatchRules = z.output<typeof dispatchRulesInputSchema>

export const dispatchRulesViewSchema = z.object({
  area_id: z.string(),
  rules: dispatchRulesInputSchema,
  updated_at: z.string().nullable(),
})
export type DispatchRulesView = z.infer<typeof dispatchRulesViewSchema>

/** What ranking knows of a provider; null where there is no record yet. */
export type ProviderRecord = {
  id: string
  /** Offers accepted of those answered or left to lapse, 0–1. */
  acceptanceRate: number | null
  /** Average traveller rating, 1–5. */
  rating: number | null
  /** Rides where the driver was there by pickup time, 0–1. */
  onTimeRate: number | null
  /** Our commission on its rides, in percent. */
  commissionPercent: number
}

/**
 * A provider's score, 0–1 (docs/decisions/035-automatic-dispatch.md#ranking): 40 % acceptance,
 * 30 % rating, 20 % on time, 10 % commission (30 % or more counts in full). A provider without a
 * record yet counts as middling (0.5) on that part, so a newcomer is neither first nor last.
 */
export function providerScore(record: ProviderRecord): number {
  const part = (value: number | null) => (value === null ? 0.5 : Math.min(1, Math.max(0, value)))
  return (
    0.4 * part(record.acceptanceRate) +
    0.3 * part(record.rating === null ? null : (record.rating - 1) / 4) +
    0.2 * part(record.onTimeRate) +
    0.1 * part(record.commissionPercent / 30)
  )
}

/**
 * The order providers are asked in: the area's preferred ones in their order, then the rest by
 * score, best first (ties by id, so the order is the same in every process).
 */
export function rankProviders(
  records: readonly ProviderRecord[],
  preferredIds: readonly string[],
): string[] {
  const known = new Map(records.map((record) => [record.id, record]))
  const preferred = preferredIds.filter((id) => known.has(id))
  const rest = records
    .filter((record) => !preferred.includes(record.id))
    .map((record) => ({ id: record.id, score: providerScore(record) }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
    .map((entry) => entry.id)
  return [...preferred, ...rest]
}

/** Where a ride's automatic dispatch stands, as the next step reads it. */
export type DispatchState = {
  rules: DispatchRules
  now: Date
  pickupAt: Date
  /** When the ride was confirmed. */
  confirmedAt: Date
  /** The area's active providers in the order to ask them (rankProviders). */
  ranked: readonly string[]
  /** Providers this ride was offered to one by one so far (whatever became of the offer). */
  askedOneByOne: readonly string[]
  /** Providers that declined this ride: not asked again, even in a broadcast. */
  declined: readonly string[]
  broadcastDone: boolean
  /** An offer of this ride still open until then. */
  openUntil: Date | null
  escalated: boolean
}

export type DispatchStep =
  | { kind: 'wait'; until: Date }
  | { kind: 'offer'; providerIds: string[]; broadcast: boolean }
  | { kind: 'escalate' }
  | { kind: 'idle' }

/** When a ride is first offered: at confirmation, or the set hours before pickup if later. */
export function firstOfferAt(rules: DispatchRules, pickupAt: Date, confirmedAt: Date): Date {
  if (rules.offer_hours_before_pickup === null) return confirmedAt
  const at = new Date(pickupAt.getTime() - rules.offer_hours_before_pickup * 3_600_000)
  return at > confirmedAt ? at : confirmedAt
}

/** The instant a ride still without a provider is handed to operators. */
export function escalationAt(rules: DispatchRules, pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - rules.escalate_minutes_before_pickup * 60_000)
}

/**
 * The next thing automatic dispatch does for a ride nobody has accepted (docs/decisions/
 * 035-automatic-dispatch.md#steps): wait for its offer time or an open offer; else ask the next
 * provider in order; else ask everyone left at once (if the area broadcasts); else, or once the
 * escalation time has come, call in the operators. Once escalated it does nothing more.
 */
export function nextDispatchStep(state: DispatchState): DispatchStep {
  const { rules, now } = state
  if (!rules.enabled || state.escalated) return { kind: 'idle' }
  if (now >= escalationAt(rules, state.pickupAt)) return { kind: 'escalate' }
  const startAt = firstOfferAt(rules, state.pickupAt, state.confirmedAt)
  if (now < startAt) return { kind: 'wait', until: startAt }
  if (state.openUntil && state.openUntil > now) return { kind: 'wait', until: state.openUntil }

  const oneByOneLeft = rules.broadcast
    ? rules.one_by_one_offers - new Set(state.askedOneByOne).size
    : Number.POSITIVE_INFINITY
  const next = state.ranked.find(
    (id) => !state.askedOneByOne.includes(id) && !state.declined.includes(id),
  )
  if (next && oneByOneLeft > 0) return { kind: 'offer', providerIds: [next], broadcast: false }
  if (rules.broadcast && !state.broadcastDone) {
    const everyone = state.ranked.filter((id) => !state.declined.includes(id))
    if (everyone.length > 0) return { kind: 'offer', providerIds: everyone, broadcast: true }
  }
  return { kind: 'escalate' }
}

/**
 * For a ride a provider holds without a driver (docs/decisions/035-automatic-dispatch.md#a-ride-without-a-driver):
 * the operators are called in at the area's escalation time if it still has nobody to drive it,
 * so no ride reaches its last hour unstaffed without someone knowing. Once escalated, nothing.
 */
export function staffingStep(state: {
  rules: DispatchRules
  now: Date
  pickupAt: Date
  escalated: boolean
}): DispatchStep {
  if (!state.rules.enabled || state.escalated) return { kind: 'idle' }
  const at = escalationAt(state.rules, state.pickupAt)
  return state.now >= at ? { kind: 'escalate' } : { kind: 'wait', until: at }
}

/**
 * A provider's own options in one of its areas (docs/decisions/035-automatic-dispatch.md#provider-options):
 * auto-accept takes an offered ride at once when the provider has an active vehicle of its class
 * with a seat for everyone and its pickup falls in the window (the area's wall clock; from equal
 * to to is all day, to before from runs past midnight); auto-assign gives each ride it accepts
 * to its nearest free driver with a fitting vehicle.
 */
export const providerAreaOptionsInputSchema = z.object({
  auto_accept: z.boolean(),
  accept_from: localTimeSchema,
  accept_to: localTimeSchema,
  auto_assign: z.boolean(),
})
export type ProviderAreaOptionsInput = z.infer<typeof providerAreaOptionsInputSchema>

export const providerAreaOptionsSchema = providerAreaOptionsInputSchema.extend({
  area_id: z.string(),
  area_name: z.string(),
  time_zone: z.string(),
})
export const providerDispatchOptionsSchema = z.object({
  areas: z.array(providerAreaOptionsSchema),
})
export type ProviderAreaOptions = z.infer<typeof providerAreaOptionsSchema>

export const DEFAULT_PROVIDER_AREA_OPTIONS: ProviderAreaOptionsInput = {
  auto_accept: false,
  accept_from: '00:00',
  accept_to: '00:00',
  auto_assign: false,
}

/** Whether a pickup falls in an accept window, read on the area's clock. */
export function withinAcceptWindow(
  pickupAt: Date,
  window: { accept_from: string; accept_to: string },
  timeZone: string,
): boolean {
  const { accept_from: from, accept_to: to } = window
  if (from === to) return true
  const { time } = wallClockInZone(pickupAt, timeZone)
  return from < to ? time >= from && time < to : time >= from || time < to
}

/**
 * The drivers in the order auto-assign tries them: nearest to the pickup by their last known
 * place (a fresh position, else their home base), those with no known place last, ties by id.
 */
export function driversByDistance<T extends { id: string; place: LatLng | null }>(
  drivers: readonly T[],
  pickup: LatLng,
): T[] {
  const distance = (driver: T) =>
    driver.place ? straightLineKm(driver.place, pickup) : Number.POSITIVE_INFINITY
  return [...drivers].sort(
    (a, b) => distance(a) - distance(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}
