import { i18n } from '@lingui/core'
import {
  driverInstructionsSchema,
  passengerMessages,
  rideChangeMessages,
  tooSoonWording,
  wording,
} from '@ridelane/domain'
import { afterAll, describe, expect, it } from 'vitest'
import { domainText, loadMessages } from './catalogues'

// The domain's words on a page (docs/decisions/052-server-messages.md): translated when the
// page's language has the domain's catalogue, as they came otherwise.

const hindiEmailMessage = 'कृपया मान्य ईमेल पता दर्ज करें'

describe('domainText', () => {
  afterAll(() => loadMessages([], 'en'))

  it('shows the domain’s English on an English page', () => {
    expect(domainText(passengerMessages.emailInvalid)).toBe(passengerMessages.emailInvalid)
    expect(domainText(wording('Changes close {hours} hours before pickup.', { hours: 24 }))).toBe(
      'Changes close 24 hours before pickup.',
    )
    expect(domainText(undefined)).toBeUndefined()
  })

  it('translates a message the domain’s catalogue holds, with its figures', async () => {
    await loadMessages(['domain'], 'hi')
    expect(domainText(passengerMessages.emailInvalid)).toBe(hindiEmailMessage)
    const sameAsNow = domainText(rideChangeMessages.sameAsNow)
    expect(sameAsNow).not.toBe(rideChangeMessages.sameAsNow)
    expect(sameAsNow).toMatch(/\p{Script=Devanagari}/u)
  })

  it('writes a figure’s noun in the form the language gives its number', async () => {
    await loadMessages(['domain'], 'ar')
    expect([1, 2, 3, 11].map((hours) => domainText(tooSoonWording(hours)))).toEqual([
      'يجب أن يكون موعد الالتقاء بعد ساعة واحدة على الأقل من الآن',
      'يجب أن يكون موعد الالتقاء بعد ساعتين على الأقل من الآن',
      'يجب أن يكون موعد الالتقاء بعد 3 ساعات على الأقل من الآن',
      'يجب أن يكون موعد الالتقاء بعد 11 ساعةً على الأقل من الآن',
    ])
    await loadMessages(['domain'], 'es')
    expect(domainText(rideChangeMessages.tooManyPassengers(1))).toMatch(/como máximo 1 pasajero\./)
  })

  it('leaves what no catalogue holds as it came, braces and all', async () => {
    await loadMessages(['domain'], 'hi')
    expect(domainText('A reason from elsewhere {not an argument}')).toBe(
      'A reason from elsewhere {not an argument}',
    )
    expect(domainText(wording('Unknown words for {code}.', { code: 'AB12CD34' }))).toBe(
      'Unknown words for AB12CD34.',
    )
  })

  it('writes a schema’s message with figures from its wording, the figure filled in', async () => {
    await loadMessages([], 'en')
    const message = driverInstructionsSchema.safeParse('x'.repeat(2002)).error?.issues[0]?.message
    expect(domainText(message)).toBe('Instructions must be at most 2001 characters')
    await loadMessages(['domain'], 'hi')
    // A stand-in for the Hindi catalogue's entry, compiled as the build compiles it.
    i18n.load('hi', { 'Instructions must be at most {max} characters': ['HI ', ['max']] })
    expect(domainText(message)).toBe('HI 2001')
  })
})
