import { describe, expect, it } from 'vitest'
import { bookingStatuses } from './booking-status'
import { cancelRefusalSentences } from './cancel-refusals'
import { decideTransition } from './lifecycle'
import { lifecycleMessages } from './lifecycle-messages'
import { actors, at, facts, fullInput, PICKUP } from './lifecycle-test-kit'

// The ride page's cancellation refusals are marked for the catalogue as the lifecycle writes them.

describe('cancelRefusalSentences', () => {
  it('holds every refusal a traveller or partner can meet when cancelling, word for word', () => {
    const said = new Set<unknown>()
    for (const actor of [actors.traveller, actors.partner]) {
      for (const status of bookingStatuses) {
        for (const now of [at(PICKUP, -60), at(PICKUP, 60)]) {
          const decision = decideTransition(facts(status), 'cancelled', actor, now, fullInput)
          if (!decision.ok) said.add(decision.refusal.message)
        }
      }
    }
    const marked = new Set<unknown>([...cancelRefusalSentences, lifecycleMessages.pickupTimePassed])
    expect([...said].filter((message) => !marked.has(message))).toEqual([])
    expect(cancelRefusalSentences.filter((sentence) => !said.has(sentence))).toEqual([])
  })
})
