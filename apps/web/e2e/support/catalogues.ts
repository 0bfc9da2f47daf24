import { readFileSync } from 'node:fs'
import PO from 'pofile'

/**
 * A message as a language's catalogue has it (apps/web/src/locales/<language>/<name>.po, the
 * API's apps/api/locales/<language>/server.po for what mails and texts say, or the domain's
 * packages/domain/locales/<language>/domain.po for its validation messages), so a test can expect
 * what a visitor in that language reads without restating every translation.
 */
export function translated(language: string, catalogue: string, english: string): string {
  const file =
    catalogue === 'server'
      ? new URL(`../../../api/locales/${language}/server.po`, import.meta.url)
      : catalogue === 'domain'
        ? new URL(`../../../../packages/domain/locales/${language}/domain.po`, import.meta.url)
        : new URL(`../../src/locales/${language}/${catalogue}.po`, import.meta.url)
  const item = PO.parse(readFileSync(file, 'utf8')).items.find((entry) => entry.msgid === english)
  const text = item?.msgstr[0]
  if (!text) throw new Error(`${language}/${catalogue} has no translation of "${english}"`)
  return text
}

/** The same, as a pattern: a message's text with its {arguments} and <0>markup</0> left open. */
export function translatedPattern(language: string, catalogue: string, english: string): RegExp {
  const text = translated(language, catalogue, english)
  const parts = text
    .split(/<\/?\d+>|\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(parts.join('.*'))
}
