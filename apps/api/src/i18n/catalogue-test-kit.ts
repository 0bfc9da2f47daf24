import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'
import { languages } from '@ridelane/domain'
import { domainLocalesFolder, localesFolder } from '../app-paths'

// The API's catalogue (locales/<lang>/server.po) and the domain's (packages/domain/locales/<lang>/
// domain.po) as files, read without the app's loader, so a test can expect what a reader in a
// language gets without restating any translation.

type Catalogue = 'server' | 'domain'

/** Each English message of a language's catalogue and its translation. */
export function catalogueOf(language: string, name: Catalogue = 'server'): Map<string, string> {
  const folder = name === 'server' ? localesFolder : domainLocalesFolder
  const text = readFileSync(join(folder, language, `${name}.po`), 'utf8')
  return new Map(PO.parse(text).items.map((item) => [item.msgid, item.msgstr[0] ?? '']))
}

/** The catalogue that holds an English message: the API's, else the domain's. */
const catalogueFor = (english: string): Catalogue =>
  catalogueOf('en').has(english) ? 'server' : 'domain'

/** A message as `language` has it (from the catalogue that holds it); throws when none does. */
export function translated(language: string, english: string, name = catalogueFor(english)) {
  const text = catalogueOf(language, name).get(english)
  if (!text) throw new Error(`${language}/${name} has no translation of "${english}"`)
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
