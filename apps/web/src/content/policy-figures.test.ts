import {
  CLAIM_WINDOW_DAYS,
  FREE_MODIFICATION_HOURS_BEFORE_PICKUP,
  WAITING_BLOCK_MINUTES,
  cancellationPolicy,
  defaultWaitingPolicy as waiting,
} from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import { faqEntries } from './faq'
import { heroHighlights, promises } from './landing'
import { usdText } from './policy-text'
import { termsGeneral } from './legal/terms-general'
import { termsRider } from './legal/terms-rider'

// The prose of these files states policy figures only through the domain's constants
// (docs/architecture.md#rules-live-once). Their source, with comments and `${…}` placeholders
// taken out, must hold no number of minutes, hours, days, months or years, no percentage and no
// clock time: such a figure was typed in, and would drift from the rule the API enforces.
const sources = import.meta.glob<string>(
  [
    './faq.ts',
    './landing.ts',
    './legal/terms-general.ts',
    './legal/terms-rider.ts',
    './legal/privacy.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
)

/** Removes comments and template placeholders (with nested braces) from TypeScript source. */
function proseOf(source: string): string {
  let prose = source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/^\s*\/\/.*$/gm, ' ')
  for (;;) {
    const start = prose.indexOf('${')
    if (start === -1) return prose
    let depth = 0
    let end = start + 1
    for (; end < prose.length; end++) {
      if (prose[end] === '{') depth++
      else if (prose[end] === '}' && --depth === 0) break
    }
    prose = prose.slice(0, start) + ' ' + prose.slice(end + 1)
  }
}

const typedFigure =
  /\b\d+(?:[.,]\d+)?(?:\s*(?:-|–|to)\s*\d+)?[\s-]*(?:business\s+)?(?:minutes?|hours?|days?|months?|years?)\b(?!\s+old)|\b\d+\s*%|\b\d{1,2}:\d{2}\b|\ban? (?:hour|day)\b/gi

describe('policy figures in the content', () => {
  it('are never typed into the prose', () => {
    expect(Object.keys(sources)).toHaveLength(5)
    for (const [file, source] of Object.entries(sources)) {
      expect(proseOf(source).match(typedFigure) ?? [], file).toEqual([])
    }
  })

  it('are caught when typed in', () => {
    const typed = "answer: 'Waiting is free for 60 minutes, refunds at 50% until 22:00 or an hour.'"
    expect(proseOf(typed).match(typedFigure)).toEqual(['60 minutes', '50%', '22:00', 'an hour'])
    expect(proseOf('`free for ${minutes(60)} of waiting`').match(typedFigure)).toBeNull()
  })

  it('state the figures the domain holds', () => {
    const faq = faqEntries.map((entry) => entry.answer).join('\n')
    const terms = [...termsGeneral().sections, ...termsRider().sections]
      .flatMap((section) => section.body.filter((block) => typeof block === 'string'))
      .join('\n')
    for (const text of [faq, terms]) {
      expect(text).toContain(`${waiting.freeMinutesAirportArrival} minutes`)
      expect(text).toContain(`${waiting.freeMinutesOther} minutes`)
      // The charge for extra waiting, per started block, in dollars from the domain's cents.
      expect(text).toContain(
        `each started ${WAITING_BLOCK_MINUTES} minutes costs ${usdText(waiting.chargeCentsPerBlock)}`,
      )
      expect(text).toContain(`${FREE_MODIFICATION_HOURS_BEFORE_PICKUP} hours before pickup`)
    }
    expect(faq).toContain(`up to ${cancellationPolicy.transfer[0]!.maxSeats} seats`)
    expect(faq).toContain(`within ${CLAIM_WINDOW_DAYS.invoice} days`)
    expect(heroHighlights.join(' ')).toContain(`${waiting.freeMinutesAirportArrival} minutes`)
    expect(
      termsRider()
        .sections.flatMap((section) => section.body)
        .join(' '),
    ).toContain(`within ${waiting.noShowRadiusMeters} metres of the pickup`)
    expect(promises.map((promise) => promise.detail).join(' ')).toContain(
      `${FREE_MODIFICATION_HOURS_BEFORE_PICKUP} hours before pickup`,
    )
  })
})
