import { describe, expect, it } from 'vitest'
import {
  intlLocale,
  languageOfPath,
  languages,
  localizedPath,
  preferredLanguage,
  textDirection,
} from './languages'

describe('languages', () => {
  it('speaks six languages, Arabic right to left', () => {
    expect(languages).toEqual(['en', 'hi', 'es', 'fr', 'de', 'ar'])
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('hi')).toBe('ltr')
  })

  it('writes dates and numbers in each language’s own way, English as the site always has', () => {
    const day = new Date('2026-12-01T10:00:00Z')
    const format = (language: Parameters<typeof intlLocale>[0]) =>
      new Intl.DateTimeFormat(intlLocale(language), {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(day)
    expect(format('en')).toBe('1 December')
    expect(format('de')).toBe('1. Dezember')
    expect(format('ar')).toMatch(/^1 /)
  })

  it('reads the language from the first path segment; English has none', () => {
    expect(languageOfPath('/hi/faq')).toEqual({ language: 'hi', path: '/faq' })
    expect(languageOfPath('/ar')).toEqual({ language: 'ar', path: '/' })
    expect(languageOfPath('/faq')).toEqual({ language: 'en', path: '/faq' })
    expect(languageOfPath('/en/faq')).toEqual({ language: 'en', path: '/en/faq' })
    expect(languageOfPath('/history')).toEqual({ language: 'en', path: '/history' })
    expect(languageOfPath('/xx/faq')).toEqual({ language: 'en', path: '/xx/faq' })
  })

  it('puts a path into a language’s pages and back', () => {
    expect(localizedPath('/', 'hi')).toBe('/hi')
    expect(localizedPath('/faq', 'de')).toBe('/de/faq')
    expect(localizedPath('/faq', 'en')).toBe('/faq')
    for (const language of languages) {
      expect(languageOfPath(localizedPath('/rides/AB12', language))).toEqual({
        language,
        path: '/rides/AB12',
      })
    }
  })

  it('picks the supported language a visitor prefers most', () => {
    expect(preferredLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi')
    expect(preferredLanguage('pt-BR,es;q=0.7,en;q=0.5')).toBe('es')
    expect(preferredLanguage('en;q=0.4,ar;q=0.9')).toBe('ar')
    expect(preferredLanguage('de;q=0,fr')).toBe('fr')
    expect(preferredLanguage(['fr-CA', 'en-US'])).toBe('fr')
    expect(preferredLanguage('ja,zh')).toBe('en')
    expect(preferredLanguage(undefined)).toBe('en')
    expect(preferredLanguage('')).toBe('en')
  })
})
