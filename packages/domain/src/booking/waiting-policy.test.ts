import { describe, expect, it } from 'vitest'
import { worded } from '../language/translator'
import {
  defaultWaitingPolicy,
  freeWaitingMinutes,
  noShowCheck,
  noShowMessages,
  waitingCharge,
  waitingFreeUntil,
  WAITING_BLOCK_MINUTES,
} from './waiting-policy'

const at = (iso: string) => new Date(iso)
const plus = (base: Date, minutes: number, seconds = 0) =>
  new Date(base.getTime() + minutes * 60_000 + seconds * 1000)

describe('the default waiting policy (the figures the terms and the FAQ quote)', () => {
  it('is an hour at airport arrivals, 15 minutes elsewhere, $10 per started 15 minutes', () => {
    expect(defaultWaitingPolicy).toEqual({
      freeMinutesAirportArrival: 60,
      freeMinutesOther: 15,
      chargeCentsPerBlock: 1000,
      noShowRadiusMeters: 300,
      arrivalBufferMinutes: 60,
    })
    expect(WAITING_BLOCK_MINUTES).toBe(15)
    expect(freeWaitingMinutes(defaultWaitingPolicy, true)).toBe(60)
    expect(freeWaitingMinutes(defaultWaitingPolicy, false)).toBe(15)
  })
})

describe('waitingFreeUntil', () => {
  const pickupAt = at('2030-01-15T10:00:00Z')
  const policy = defaultWaitingPolicy

  it('counts from the pickup time when the driver came early', () => {
    const facts = { pickupAt, isAirportArrival: false, driverArrivedAt: plus(pickupAt, -20) }
    expect(waitingFreeUntil(facts, policy)).toEqual(plus(pickupAt, 15))
  })

  it('counts from the driver’s arrival when they came late', () => {
    const facts = { pickupAt, isAirportArrival: false, driverArrivedAt: plus(pickupAt, 7) }
    expect(waitingFreeUntil(facts, policy)).toEqual(plus(pickupAt, 22))
  })

  it('counts from the pickup time before the driver reported arriving', () => {
    const facts = { pickupAt, isAirportArrival: true, driverArrivedAt: null }
    expect(waitingFreeUntil(facts, policy)).toEqual(plus(pickupAt, 60))
  })

  it('counts from a late landing at an airport arrival, and only there', () => {
    const landedAt = plus(pickupAt, 25)
    const driverArrivedAt = plus(pickupAt, -10)
    expect(
      waitingFreeUntil({ pickupAt, isAirportArrival: true, driverArrivedAt, landedAt }, policy),
    ).toEqual(plus(pickupAt, 85))
    expect(
      waitingFreeUntil({ pickupAt, isAirportArrival: false, driverArrivedAt, landedAt }, policy),
    ).toEqual(plus(pickupAt, 15))
  })

  it('takes the latest of the three, whichever it is', () => {
    const facts = {
      pickupAt,
      isAirportArrival: true,
      driverArrivedAt: plus(pickupAt, 40),
      landedAt: plus(pickupAt, 30),
    }
    expect(waitingFreeUntil(facts, policy)).toEqual(plus(pickupAt, 100))
  })

  it('runs across midnight', () => {
    const late = at('2030-01-15T23:50:00Z')
    const facts = { pickupAt: late, isAirportArrival: true, driverArrivedAt: late }
    expect(waitingFreeUntil(facts, policy)).toEqual(at('2030-01-16T00:50:00Z'))
  })

  it('uses the area’s own figures', () => {
    const facts = { pickupAt, isAirportArrival: false, driverArrivedAt: pickupAt }
    expect(waitingFreeUntil(facts, { ...policy, freeMinutesOther: 30 })).toEqual(plus(pickupAt, 30))
  })
})

describe('waitingCharge', () => {
  const freeUntil = at('2030-01-15T10:15:00Z')
  const cents = 1000

  it('is nothing up to and at the end of the free time', () => {
    expect(waitingCharge(freeUntil, plus(freeUntil, -5), cents)).toEqual({
      extraMinutes: 0,
      blocks: 0,
      cents: 0,
    })
    expect(waitingCharge(freeUntil, freeUntil, cents)).toEqual({
      extraMinutes: 0,
      blocks: 0,
      cents: 0,
    })
  })

  it('charges each started block: 14:59 and 15:00 are one, 15:01 two', () => {
    expect(waitingCharge(freeUntil, plus(freeUntil, 14, 59), cents)).toEqual({
      extraMinutes: 14,
      blocks: 1,
      cents: 1000,
    })
    expect(waitingCharge(freeUntil, plus(freeUntil, 15), cents)).toEqual({
      extraMinutes: 15,
      blocks: 1,
      cents: 1000,
    })
    expect(waitingCharge(freeUntil, plus(freeUntil, 15, 1), cents)).toEqual({
      extraMinutes: 15,
      blocks: 2,
      cents: 2000,
    })
    expect(waitingCharge(freeUntil, plus(freeUntil, 16), cents).blocks).toBe(2)
  })

  it('charges a second past the free time as a whole block', () => {
    expect(waitingCharge(freeUntil, plus(freeUntil, 0, 1), 1250)).toEqual({
      extraMinutes: 0,
      blocks: 1,
      cents: 1250,
    })
  })

  it('runs across midnight', () => {
    const lateFree = at('2030-01-15T23:55:00Z')
    expect(waitingCharge(lateFree, at('2030-01-16T00:25:00Z'), cents)).toEqual({
      extraMinutes: 30,
      blocks: 2,
      cents: 2000,
    })
  })
})

describe('noShowCheck', () => {
  // Times Square, and a phone about 110 m north of it.
  const pickup = { lat: 40.758, lng: -73.9855 }
  const near = { lat: 40.759, lng: -73.9855 }
  const driverArrivedAt = at('2030-01-15T10:02:00Z')
  const freeUntil = at('2030-01-15T10:17:00Z')
  const base = { freeUntil, driverArrivedAt, pickup, policy: defaultWaitingPolicy }

  it('is too early before the free waiting is over', () => {
    const position = { ...near, recordedAt: plus(freeUntil, -1) }
    expect(noShowCheck({ ...base, now: plus(freeUntil, 0, -1), position })).toEqual({
      ok: false,
      reason: 'not_yet',
    })
  })

  it('needs a position', () => {
    expect(noShowCheck({ ...base, now: freeUntil, position: null })).toEqual({
      ok: false,
      reason: 'no_position',
    })
  })

  it('refuses a phone further than the area’s radius from the pickup', () => {
    const far = { lat: 40.7614, lng: -73.9776, recordedAt: freeUntil } // Rockefeller Center
    const check = noShowCheck({ ...base, now: freeUntil, position: far })
    expect(check).toMatchObject({ ok: false, reason: 'too_far' })
    const meters = check.ok ? 0 : (check.meters ?? 0)
    expect(meters).toBeGreaterThan(300)
    expect(meters).toBeLessThan(1000)
    const wider = { ...defaultWaitingPolicy, noShowRadiusMeters: 1000 }
    expect(noShowCheck({ ...base, now: freeUntil, position: far, policy: wider }).ok).toBe(true)
  })

  it('allows it from the free waiting’s end, near the pickup, and keeps the evidence', () => {
    const position = { ...near, recordedAt: plus(freeUntil, 0, -30) }
    expect(noShowCheck({ ...base, now: freeUntil, position })).toEqual({
      ok: true,
      evidence: {
        driver_arrived_at: '2030-01-15T10:02:00.000Z',
        free_waiting_until: '2030-01-15T10:17:00.000Z',
        position_lat: '40.759000',
        position_lng: '-73.985500',
        position_at: '2030-01-15T10:16:30.000Z',
        distance_m: '111',
      },
    })
  })

  it('has a message for each refusal, those with figures as words the reader’s language takes', () => {
    expect(noShowMessages.notYet('10:17')).toEqual({
      message:
        'The free waiting runs until {time} (local time): a no-show can be reported only after it.',
      values: { time: '10:17' },
    })
    expect(worded(noShowMessages.notYet('10:17'))).toBe(
      'The free waiting runs until 10:17 (local time): a no-show can be reported only after it.',
    )
    expect(noShowMessages.noPosition).toContain('Share your location')
    expect(noShowMessages.tooFar(420.4, 300)).toEqual({
      message:
        'Your phone places you about {metres} m from the pickup. A no-show can be reported only within {radius} m of it.',
      values: { metres: 420, radius: 300 },
    })
    expect(worded(noShowMessages.tooFar(420.4, 300))).toBe(
      'Your phone places you about 420 m from the pickup. A no-show can be reported only within 300 m of it.',
    )
  })
})
