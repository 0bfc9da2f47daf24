import { describe, expect, it } from 'vitest'
import { driverJobText, languages } from '@ridelane/domain'
import { catalogueOf, filled, otherLanguages } from './catalogue-test-kit'
import { serverI18n } from './server-i18n'

describe('the API’s message catalogues', () => {
  const english = catalogueOf('en')

  it.each(otherLanguages)('%s holds every English message, translated', (language) => {
    const held = catalogueOf(language)
    expect([...held.keys()].sort()).toEqual([...english.keys()].sort())
    expect([...held].filter(([, text]) => !text.trim()).map(([id]) => id)).toEqual([])
  })

  it.each(languages)('%s compiles and writes a text in its own words', (language) => {
    const i18n = serverI18n(language)
    const ride = { bookingCode: 'RL7Q2X9K', when: '15/01/2030 09:30', pickup: 'JFK', link: 'L' }
    const text = driverJobText(i18n, ride)
    expect(text).toBe(
      filled(language, 'Ridelane job {code}: pickup {when} at {pickup}. Open your job: {link}', {
        code: ride.bookingCode,
        when: ride.when,
        pickup: ride.pickup,
        link: ride.link,
      }),
    )
    if (language !== 'en') expect(text).not.toMatch(/^Ridelane job RL7Q2X9K: pickup/)
  })

  it('writes plurals in the language’s own forms', () => {
    const waiting = 'Waiting is free for {minutes, plural, one {# minute} other {# minutes}}.'
    expect(serverI18n('en')._(waiting, { minutes: 1 })).toBe('Waiting is free for 1 minute.')
    expect(serverI18n('en')._(waiting, { minutes: 60 })).toBe('Waiting is free for 60 minutes.')
    // Arabic has a form for two and another for three to ten.
    const ar = serverI18n('ar')
    expect(ar._(waiting, { minutes: 2 })).not.toBe(ar._(waiting, { minutes: 5 }))
  })

  it('keeps a message it has no translation for in English, its arguments filled', () => {
    expect(serverI18n('hi')._('Not in any catalogue {x}', { x: 7 })).toBe('Not in any catalogue 7')
  })
})
