/**
 * The languages Ridelane speaks (issue 35). English is the source of every message and lives at
 * the site's root; each other language lives under its own first path segment (`/hi/…`).
 */
export const languages = ['en', 'hi', 'es', 'fr', 'de', 'ar'] as const

export type Language = (typeof languages)[number]

export const defaultLanguage: Language = 'en'

/** Each language's name in itself, as a language switcher shows it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
}

/**
 * The locale dates, times and numbers are written in for each language. English keeps the
 * day-month order the site has always used; Arabic writes Western digits, as booking codes,
 * flight numbers and phone numbers beside them do.
 */
const intlLocales: Record<Language, string> = {
  en: 'en-GB',
  hi: 'hi-IN',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  ar: 'ar-u-nu-latn',
}

export function intlLocale(language: Language): string {
  return intlLocales[language]
}

const rightToLeft: ReadonlySet<Language> = new Set(['ar'])

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** The writing direction a document in `language` takes (`dir` on the page). */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  return rightToLeft.has(language) ? 'rtl' : 'ltr'
}

/** The part of the site's paths that holds a language's pages: '' for English, '/hi' for Hindi. */
export function languagePrefix(language: Language): string {
  return language === defaultLanguage ? '' : `/${language}`
}

/**
 * Splits a site path into its language and the path within that language's pages:
 * `/hi/faq` → hi and `/faq`; `/faq` → en and `/faq`; `/en/faq` is no language's path (English has
 * no prefix), so it stays English as it is.
 */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const segment = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1]
  if (!isLanguage(segment) || segment === defaultLanguage) {
    return { language: defaultLanguage, path: pathname }
  }
  return { language: segment, path: pathname.slice(segment.length + 1) || '/' }
}

/** A site path (`/faq`) as it reads in `language`'s pages (`/hi/faq`). */
export function localizedPath(path: string, language: Language): string {
  const prefix = languagePrefix(language)
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/**
 * The supported language a visitor prefers most, from an Accept-Language header
 * (`hi-IN,hi;q=0.9,en;q=0.8`) or a browser's `navigator.languages`; English when none is ours.
 * A region (`es-MX`) counts for its language.
 */
export function preferredLanguage(accepted: string | readonly string[] | undefined): Language {
  const entries = typeof accepted === 'string' ? accepted.split(',') : (accepted ?? [])
  const ranked = entries
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const quality = params
        .map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1])
        .find((value) => value !== undefined)
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        quality: quality === undefined ? 1 : Number(quality),
        index,
      }
    })
    .filter((entry) => entry.quality > 0 && isLanguage(entry.language))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  const first = ranked[0]?.language
  return isLanguage(first) ? first : defaultLanguage
}
