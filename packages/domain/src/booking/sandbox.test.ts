import { describe, expect, it } from 'vitest'
import { decideTransition } from './lifecycle'
import { actors, facts, PICKUP } from './lifecycle-test-kit'
import { sandboxMessages } from './sandbox'

// A test API key's booking moves through the lifecycle like any other, except to a provider.

const before = new Date(PICKUP.getTime() - 3_600_000)

describe('a sandbox booking in the lifecycle', () => {
  it('is never assigned, whoever asks', () => {
    for (const actor of [actors.operator, actors.provider]) {
      const decision = decideTransition(
        facts('confirmed', { sandbox: true }),
        'assigned',
        actor,
        before,
        { providerId: 'provider-1' },
      )
      expect(decision).toEqual({
        ok: false,
        refusal: {
          code: 'INVALID_TRANSITION',
          refusal: 'sandbox_booking',
          message: sandboxMessages.notForProviders,
        },
      })
    }
  })

  it('is still assigned when it is a real booking', () => {
    const decision = decideTransition(facts('confirmed'), 'assigned', actors.operator, before, {
      providerId: 'provider-1',
    })
    expect(decision.ok).toBe(true)
  })

  it('is cancelled like any other booking', () => {
    const decision = decideTransition(
      facts('confirmed', { sandbox: true }),
      'cancelled',
      actors.operator,
      before,
      { reason: 'Integration test over' },
    )
    expect(decision.ok).toBe(true)
  })
})
