import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors/domain-error'
import { bookingStatuses, type BookingStatus } from './booking-status'
import { decideTransition, transitionRefusalError } from './lifecycle'
import { lifecycleMessages } from './lifecycle-messages'
import {
  actorKinds,
  bookingTransitions,
  isFinalStatus,
  nextStatusesFor,
  type Actor,
  type ActorKind,
} from './lifecycle-table'
import { actors, at, facts, fullInput, PICKUP, QUOTE_EXPIRES, refusal } from './lifecycle-test-kit'

/** A moment at which the clock allows the move: before the price lapses, after waiting… */
function momentFor(to: BookingStatus): Date {
  if (to === 'confirmed') return at(QUOTE_EXPIRES, -1)
  if (to === 'no_show') return at(PICKUP, 60)
  if (to === 'expired') return QUOTE_EXPIRES
  return at(PICKUP, -60)
}

/** Written out by hand from the lifecycle, not read from the table it checks. */
const allowed: Partial<Record<BookingStatus, Partial<Record<BookingStatus, ActorKind[]>>>> = {
  pending_payment: {
    // Only a payment the server verified (or a partner's account) confirms: no operator override.
    confirmed: ['system', 'traveller', 'partner'],
    expired: ['system'],
    cancelled: ['traveller', 'partner', 'operator'],
  },
  confirmed: {
    assigned: ['operator', 'provider'],
    cancelled: ['traveller', 'partner', 'operator'],
    completed: ['operator'],
  },
  assigned: {
    // The system only releases a moved ride's driver (decision 034, a moved ride).
    assigned: ['operator', 'provider', 'system'],
    driver_en_route: ['driver', 'operator'],
    cancelled: ['traveller', 'partner', 'operator'],
    completed: ['operator'],
  },
  driver_en_route: {
    driver_arrived: ['driver', 'operator'],
    cancelled: ['traveller', 'partner', 'operator'],
    completed: ['operator'],
  },
  driver_arrived: {
    passenger_on_board: ['driver', 'operator'],
    no_show: ['driver', 'operator'],
    cancelled: ['operator'],
    completed: ['operator'],
  },
  passenger_on_board: { completed: ['driver', 'operator'] },
}

describe('the lifecycle table, every actor and every move', () => {
  it.each(bookingStatuses)('from %s: allows exactly the listed moves', (from) => {
    for (const to of bookingStatuses) {
      for (const kind of actorKinds) {
        const expected = allowed[from]?.[to]?.includes(kind) ?? false
        const decision = decideTransition(facts(from), to, actors[kind], momentFor(to), fullInput)
        const label = `${kind}: ${from} → ${to}`
        expect(decision.ok, label).toBe(expected)
        if (decision.ok) {
          expect(decision.event, label).toMatchObject({ from, to, actorKind: kind })
        } else {
          // Paying an expired booking needs a fresh quote, which clients offer on QUOTE_EXPIRED.
          const code =
            from === 'expired' && to === 'confirmed' ? 'QUOTE_EXPIRED' : 'INVALID_TRANSITION'
          expect(decision.refusal.code, label).toBe(code)
          expect(decision.refusal.message, label).not.toBe('')
        }
      }
    }
  })

  it('ends a booking at completed, cancelled, no-show and expired', () => {
    const finals = bookingStatuses.filter(isFinalStatus)
    expect(finals.sort()).toEqual(['cancelled', 'completed', 'expired', 'no_show'])
  })

  it('lists what each actor may do next, for a screen to offer', () => {
    expect(nextStatusesFor('driver_arrived', 'driver')).toEqual(['passenger_on_board', 'no_show'])
    expect(nextStatusesFor('pending_payment', 'traveller')).toEqual(['confirmed', 'cancelled'])
    expect(nextStatusesFor('completed', 'operator')).toEqual([])
  })

  it('lets cancellation happen from any status before the passenger is on board, with a reason', () => {
    const cancellable = bookingTransitions
      .filter((rule) => rule.to === 'cancelled')
      .flatMap((rule) => rule.from)
    expect(new Set(cancellable)).toEqual(
      new Set(['pending_payment', 'confirmed', 'assigned', 'driver_en_route', 'driver_arrived']),
    )
    for (const rule of bookingTransitions.filter((r) => r.to === 'cancelled')) {
      expect(rule.needs).toContain('reason')
    }
  })
})

describe('what a move needs', () => {
  const operator = actors.operator
  const before = at(PICKUP, -60)

  it('a cancellation needs a reason, kept trimmed on the timeline', () => {
    for (const reason of [undefined, '', '   ']) {
      const refused = refusal(
        decideTransition(facts('confirmed'), 'cancelled', operator, before, { reason }),
      )
      expect(refused).toMatchObject({
        code: 'VALIDATION_FAILED',
        refusal: 'missing_reason',
        field: 'reason',
        message: 'Please say why.',
      })
    }
    const decision = decideTransition(facts('confirmed'), 'cancelled', operator, before, {
      reason: '  Traveller called  ',
    })
    expect(decision).toEqual({
      ok: true,
      event: {
        actorKind: 'operator',
        actorId: 'operator-1',
        from: 'confirmed',
        to: 'cancelled',
        reason: 'Traveller called',
        details: {},
      },
    })
  })

  it('a payment confirms only with its reference', () => {
    const refused = refusal(
      decideTransition(
        facts('pending_payment'),
        'confirmed',
        actors.traveller,
        at(QUOTE_EXPIRES, -1),
      ),
    )
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', field: 'payment_reference' })
  })

  it('an assignment names its provider, and its driver when known', () => {
    const now = before
    expect(refusal(decideTransition(facts('confirmed'), 'assigned', operator, now))).toMatchObject({
      code: 'VALIDATION_FAILED',
      refusal: 'missing_provider',
      field: 'provider_id',
    })
    const assigned = decideTransition(facts('confirmed'), 'assigned', operator, now, {
      providerId: 'provider-7',
      driverId: 'driver-3',
    })
    expect(assigned.ok && assigned.event.details).toEqual({
      provider_id: 'provider-7',
      driver_id: 'driver-3',
    })
  })

  it('a provider takes a ride for itself, never one another provider holds', () => {
    const provider = actors.provider
    const taken = decideTransition(facts('confirmed'), 'assigned', provider, before)
    expect(taken.ok && taken.event.details).toEqual({ provider_id: 'provider-1' })
    const forOther = decideTransition(facts('confirmed'), 'assigned', provider, before, {
      providerId: 'provider-2',
    })
    expect(refusal(forOther)).toMatchObject({ code: 'FORBIDDEN', refusal: 'not_own_booking' })
    const held = facts('assigned', { providerId: 'provider-2' })
    expect(refusal(decideTransition(held, 'assigned', provider, before)).code).toBe('FORBIDDEN')
    const ownDriver = decideTransition(facts('assigned'), 'assigned', provider, before, {
      driverId: 'driver-9',
    })
    expect(ownDriver.ok && ownDriver.event.details).toEqual({
      provider_id: 'provider-1',
      driver_id: 'driver-9',
    })
  })

  it('a partner changes only its own bookings, a driver only the rides given to it', () => {
    const otherPartner: Actor = { kind: 'partner', id: 'partner-2' }
    for (const booking of [facts('confirmed'), facts('confirmed', { partnerId: null })]) {
      const decision = decideTransition(booking, 'cancelled', otherPartner, before, fullInput)
      expect(refusal(decision)).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This booking is not yours to change.',
      })
    }
    const otherDriver: Actor = { kind: 'driver', id: 'driver-2' }
    expect(
      refusal(decideTransition(facts('assigned'), 'driver_en_route', otherDriver, before)).code,
    ).toBe('FORBIDDEN')
  })

  it('a ride sets off only with a driver assigned', () => {
    const noDriver = facts('assigned', { driverId: null })
    expect(refusal(decideTransition(noDriver, 'driver_en_route', operator, before))).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'No driver is assigned to this booking yet.',
    })
  })

  it('a traveller or partner cancels only before the pickup time; an operator after it too', () => {
    for (const kind of ['traveller', 'partner'] as const) {
      const ok = decideTransition(
        facts('assigned'),
        'cancelled',
        actors[kind],
        at(PICKUP, 0, -1),
        fullInput,
      )
      expect(ok.ok).toBe(true)
      const late = decideTransition(facts('assigned'), 'cancelled', actors[kind], PICKUP, fullInput)
      expect(refusal(late)).toMatchObject({
        code: 'INVALID_TRANSITION',
        refusal: 'pickup_time_passed',
      })
    }
    expect(
      decideTransition(facts('assigned'), 'cancelled', operator, at(PICKUP, 5), fullInput).ok,
    ).toBe(true)
  })
})

describe('transitionRefusalError', () => {
  it('carries the refusal as a DomainError, with the field at fault', () => {
    const decision = decideTransition(facts('confirmed'), 'cancelled', actors.operator, PICKUP)
    const error = transitionRefusalError(refusal(decision))
    expect(error).toBeInstanceOf(DomainError)
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.details).toEqual([{ path: 'reason', message: 'Please say why.' }])
    const illegal = transitionRefusalError(
      refusal(
        decideTransition(facts('completed'), 'cancelled', actors.operator, PICKUP, fullInput),
      ),
    )
    expect(illegal).toMatchObject({ code: 'INVALID_TRANSITION', details: undefined })
    expect(illegal.message).toBe('A completed booking cannot become cancelled.')
    expect(lifecycleMessages.notInLifecycle('assigned', 'driver_arrived')).toBe(
      'An assigned booking cannot become driver arrived.',
    )
    expect(lifecycleMessages.actorNotAllowed('traveller', 'expired', 'confirmed')).toBe(
      'A traveller cannot make an expired booking confirmed.',
    )
  })
})
