import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'
import { languages } from '@ridelane/domain'
import { localesFolder } from '../app-paths'

// The API's catalogue as files (locales/<lang>/server.po), read without the app's loader, so a
// test can expect what a reader in a language gets without restating any translation.

/** Each English message of a language's catalogue and its translation. */
export function catalogueOf(language: string): Map<string, string> {
  const text = readFileSync(join(localesFolder, language, 'server.po'), 'utf8')
  return new Map(PO.parse(text).items.map((item) => [item.msgid, item.msgstr[0] ?? '']))
}

/** A message as `language` has it; throws when the catalogue lacks it. */
export function translated(language: string, english: string): string {
  const text = catalogueOf(language).get(english)
  if (!text) throw new Error(`${language}/server has no translation of "${english}"`)
  return text
}

/** A message's translation with its plain `{arguments}` filled in. */
export function filled(language: string, english: string, values: Record<string, unknown>) {
  return translated(language, english).replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name]),
  )
}

/** The same as a pattern, its `{arguments}` (and any plural or select in it) left open. */
export function translatedPattern(language: string, english: string): RegExp {
  const parts = translated(language, english)
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${parts.join('.+?')}$`)
}

/** Every language but English. */
export const otherLanguages = languages.filter((language) => language !== 'en')
