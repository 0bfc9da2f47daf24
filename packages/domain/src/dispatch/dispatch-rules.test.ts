import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DISPATCH_RULES,
  dispatchRulesInputSchema,
  driversByDistance,
  withinAcceptWindow,
  nextDispatchStep,
  providerScore,
  rankProviders,
  staffingStep,
  type DispatchRules,
  type DispatchState,
} from './dispatch-rules'

const rules = (changes: Partial<DispatchRules> = {}): DispatchRules => ({
  ...DEFAULT_DISPATCH_RULES,
  preferred_provider_ids: [],
  enabled: true,
  ...changes,
})
const pickupAt = new Date('2026-12-10T18:00:00Z')
const state = (changes: Partial<DispatchState> = {}): DispatchState => ({
  rules: rules(),
  now: new Date('2026-12-10T09:00:00Z'),
  pickupAt,
  confirmedAt: new Date('2026-12-10T08:59:00Z'),
  ranked: ['a', 'b', 'c'],
  askedOneByOne: [],
  declined: [],
  broadcastDone: false,
  openUntil: null,
  escalated: false,
  ...changes,
})

describe('rankProviders', () => {
  const record = (id: string, acceptanceRate: number | null, rating: number | null = null) => ({
    id,
    acceptanceRate,
    rating,
    onTimeRate: null,
    commissionPercent: 15,
  })

  it('puts the preferred providers first in their order, then the rest by score', () => {
    const records = [
      record('low', 0.1),
      record('high', 0.9, 5),
      record('new', null),
      record('pref', 0),
    ]
    expect(rankProviders(records, ['pref', 'gone'])).toEqual(['pref', 'high', 'new', 'low'])
  })

  it('weighs acceptance, rating, punctuality and commission, a newcomer in the middle', () => {
    const perfect = { id: 'x', acceptanceRate: 1, rating: 5, onTimeRate: 1, commissionPercent: 30 }
    expect(providerScore(perfect)).toBeCloseTo(1)
    expect(
      providerScore({
        id: 'y',
        acceptanceRate: null,
        rating: null,
        onTimeRate: null,
        commissionPercent: 15,
      }),
    ).toBeCloseTo(0.5)
    expect(providerScore({ ...perfect, acceptanceRate: 0 })).toBeCloseTo(0.6)
  })

  it('orders equal scores by id, the same in every process', () => {
    expect(rankProviders([record('b', 0.5), record('a', 0.5)], [])).toEqual(['a', 'b'])
  })
})

describe('nextDispatchStep', () => {
  it('asks one provider at a time in order, skipping those who declined', () => {
    expect(nextDispatchStep(state())).toEqual({
      kind: 'offer',
      providerIds: ['a'],
      broadcast: false,
    })
    expect(nextDispatchStep(state({ askedOneByOne: ['a'], declined: ['b'] }))).toEqual({
      kind: 'offer',
      providerIds: ['c'],
      broadcast: false,
    })
  })

  it('waits while an offer stands, and for the offer time of a ride booked far ahead', () => {
    const openUntil = new Date('2026-12-10T09:10:00Z')
    expect(nextDispatchStep(state({ openUntil }))).toEqual({ kind: 'wait', until: openUntil })
    const later = state({ rules: rules({ offer_hours_before_pickup: 4 }) })
    expect(nextDispatchStep(later)).toEqual({
      kind: 'wait',
      until: new Date('2026-12-10T14:00:00Z'),
    })
  })

  it('then asks everyone left at once, then calls in operators', () => {
    const allAsked = state({ askedOneByOne: ['a', 'b', 'c'], declined: ['b'] })
    expect(nextDispatchStep(allAsked)).toEqual({
      kind: 'offer',
      providerIds: ['a', 'c'],
      broadcast: true,
    })
    expect(nextDispatchStep({ ...allAsked, broadcastDone: true })).toEqual({ kind: 'escalate' })
    const noBroadcast = state({
      rules: rules({ broadcast: false }),
      askedOneByOne: ['a', 'b', 'c'],
    })
    expect(nextDispatchStep(noBroadcast)).toEqual({ kind: 'escalate' })
    expect(nextDispatchStep(state({ ranked: [] }))).toEqual({ kind: 'escalate' })
  })

  it('asks everyone at once after the set number of single offers', () => {
    const once = rules({ one_by_one_offers: 1 })
    expect(nextDispatchStep(state({ rules: once, askedOneByOne: ['a'] }))).toEqual({
      kind: 'offer',
      providerIds: ['a', 'b', 'c'],
      broadcast: true,
    })
    expect(nextDispatchStep(state({ rules: rules({ one_by_one_offers: 0 }) }))).toEqual({
      kind: 'offer',
      providerIds: ['a', 'b', 'c'],
      broadcast: true,
    })
    // Without a broadcast, everyone is asked one at a time whatever the number says.
    const noBroadcast = rules({ one_by_one_offers: 1, broadcast: false })
    expect(nextDispatchStep(state({ rules: noBroadcast, askedOneByOne: ['a'] }))).toEqual({
      kind: 'offer',
      providerIds: ['b'],
      broadcast: false,
    })
  })

  it('escalates at the escalation time even with an offer open, and only once', () => {
    const late = state({
      now: new Date('2026-12-10T16:00:00Z'),
      openUntil: new Date('2026-12-10T16:05:00Z'),
    })
    expect(nextDispatchStep(late)).toEqual({ kind: 'escalate' })
    expect(nextDispatchStep({ ...late, escalated: true })).toEqual({ kind: 'idle' })
    expect(nextDispatchStep(state({ rules: rules({ enabled: false }) }))).toEqual({ kind: 'idle' })
  })
})

describe('dispatchRulesInputSchema', () => {
  const input = (changes: Record<string, unknown>) => ({
    ...DEFAULT_DISPATCH_RULES,
    enabled: true,
    ...changes,
  })
  const issue = (changes: Record<string, unknown>) =>
    dispatchRulesInputSchema.safeParse(input(changes)).error?.issues[0]

  it('refuses rules that ask nobody', () => {
    expect(issue({ broadcast: false, preferred_provider_ids: [] })).toMatchObject({
      path: ['broadcast'],
      message: 'Name at least one preferred provider, or offer rides to every provider of the area',
    })
    // Off, they are kept as they are.
    expect(
      dispatchRulesInputSchema.safeParse(input({ enabled: false, broadcast: false })).success,
    ).toBe(true)
  })

  it('refuses an offer that stands longer than the time before operators are called in', () => {
    expect(
      issue({
        offer_hours_before_pickup: 2,
        escalate_minutes_before_pickup: 100,
        offer_minutes: 20,
      }),
    ).toMatchObject({
      path: ['offer_minutes'],
      message:
        'An offer must stand for less than the 20 minutes between offering and calling in operators',
    })
    expect(
      dispatchRulesInputSchema.safeParse(
        input({
          offer_hours_before_pickup: 2,
          escalate_minutes_before_pickup: 100,
          offer_minutes: 19,
        }),
      ).success,
    ).toBe(true)
  })

  it('refuses a provider named twice and figures out of range', () => {
    const id = '5b0c8f43-3f63-4a4d-9f7a-9a4f9f1e2b11'
    expect(issue({ preferred_provider_ids: [id, id] })?.message).toBe(
      'Name each preferred provider once',
    )
    expect(issue({ offer_minutes: 0 })?.message).toBe(
      'Enter a whole number of minutes from 1 to 240',
    )
  })
})

describe('provider options', () => {
  it('reads the accept window on the area’s clock, past midnight too', () => {
    const ny = 'America/New_York'
    const at = (iso: string) => new Date(iso)
    const days = { accept_from: '06:00', accept_to: '22:00' }
    expect(withinAcceptWindow(at('2026-12-10T12:00:00Z'), days, ny)).toBe(true) // 07:00
    expect(withinAcceptWindow(at('2026-12-10T04:00:00Z'), days, ny)).toBe(false) // 23:00
    const nights = { accept_from: '22:00', accept_to: '06:00' }
    expect(withinAcceptWindow(at('2026-12-10T04:00:00Z'), nights, ny)).toBe(true)
    expect(withinAcceptWindow(at('2026-12-10T12:00:00Z'), nights, ny)).toBe(false)
    expect(
      withinAcceptWindow(
        at('2026-12-10T12:00:00Z'),
        { accept_from: '00:00', accept_to: '00:00' },
        ny,
      ),
    ).toBe(true)
  })

  it('orders drivers nearest first, those with no known place last', () => {
    const pickup = { lat: 40.6413, lng: -73.7781 }
    const drivers = [
      { id: 'far', place: { lat: 40.758, lng: -73.9855 } },
      { id: 'unknown', place: null },
      { id: 'near', place: { lat: 40.65, lng: -73.78 } },
    ]
    expect(driversByDistance(drivers, pickup).map((d) => d.id)).toEqual(['near', 'far', 'unknown'])
  })
})

describe('staffingStep', () => {
  const escalateAt = new Date(
    pickupAt.getTime() - DEFAULT_DISPATCH_RULES.escalate_minutes_before_pickup * 60_000,
  )
  const step = (now: Date, changes: { escalated?: boolean; enabled?: boolean } = {}) =>
    staffingStep({
      rules: rules({ enabled: changes.enabled ?? true }),
      now,
      pickupAt,
      escalated: changes.escalated ?? false,
    })

  it('waits for the escalation time, then calls in the operators, once', () => {
    expect(step(new Date('2026-12-10T09:00:00Z'))).toEqual({ kind: 'wait', until: escalateAt })
    expect(step(escalateAt)).toEqual({ kind: 'escalate' })
    expect(step(new Date(pickupAt.getTime() - 60_000))).toEqual({ kind: 'escalate' })
    expect(step(escalateAt, { escalated: true })).toEqual({ kind: 'idle' })
  })

  it('does nothing in an area that dispatches by hand', () => {
    expect(step(escalateAt, { enabled: false })).toEqual({ kind: 'idle' })
  })
})
