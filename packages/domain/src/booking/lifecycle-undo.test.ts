import { describe, expect, it } from 'vitest'
import { decideTransition } from './lifecycle'
import { isFinalStatus, nextStatusesFor, stepBackFrom } from './lifecycle-table'
import { actors, at, facts, PICKUP } from './lifecycle-test-kit'

const step = { at: at(PICKUP, -5), actorKind: 'driver' as const, undo: false }
const undo = { undo: true, reason: 'Tapped by mistake' }

describe('taking back a driver’s step', () => {
  it('goes back one step, by the driver within a minute, with the reason on the timeline', () => {
    const booking = facts('completed', { lastMove: { ...step, to: 'completed' } })
    expect(stepBackFrom('completed')).toBe('passenger_on_board')
    const within = decideTransition(
      booking,
      'passenger_on_board',
      actors.driver,
      at(PICKUP, -4),
      undo,
    )
    expect(within).toMatchObject({
      ok: true,
      event: {
        actorKind: 'driver',
        from: 'completed',
        to: 'passenger_on_board',
        reason: 'Tapped by mistake',
        details: { undone: 'completed' },
      },
    })
    const late = decideTransition(
      booking,
      'passenger_on_board',
      actors.driver,
      at(PICKUP, -4, 1),
      undo,
    )
    expect(late).toMatchObject({ ok: false, refusal: { refusal: 'undo_window_over' } })
    // An operator has no minute to keep to, but says why.
    const later = at(PICKUP, 600)
    expect(decideTransition(booking, 'passenger_on_board', actors.operator, later, undo).ok).toBe(
      true,
    )
    const bare = decideTransition(booking, 'passenger_on_board', actors.operator, later, {
      undo: true,
    })
    expect(bare).toMatchObject({ ok: false, refusal: { refusal: 'missing_reason' } })
  })

  it('takes back only a driver’s own last step, and never as an ordinary move', () => {
    const byOperator = facts('driver_arrived', {
      lastMove: { ...step, actorKind: 'operator', to: 'driver_arrived' },
    })
    const now = at(PICKUP, -5)
    expect(
      decideTransition(byOperator, 'driver_en_route', actors.operator, now, undo),
    ).toMatchObject({ ok: false, refusal: { refusal: 'no_step_to_undo' } })
    const alreadyUndone = facts('driver_en_route', {
      lastMove: { ...step, to: 'driver_en_route', undo: true },
    })
    expect(decideTransition(alreadyUndone, 'assigned', actors.driver, now, undo)).toMatchObject({
      ok: false,
      refusal: { refusal: 'no_step_to_undo' },
    })
    const arrived = facts('driver_arrived', { lastMove: { ...step, to: 'driver_arrived' } })
    expect(decideTransition(arrived, 'driver_en_route', actors.driver, now)).toMatchObject({
      ok: false,
      refusal: { code: 'INVALID_TRANSITION', refusal: 'not_in_lifecycle' },
    })
  })

  it('leaves the end states final and offers no step back as a way forward', () => {
    expect(isFinalStatus('completed')).toBe(true)
    expect(isFinalStatus('no_show')).toBe(true)
    expect(nextStatusesFor('driver_arrived', 'driver')).toEqual(['passenger_on_board', 'no_show'])
  })
})
