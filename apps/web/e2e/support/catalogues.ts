import { readFileSync } from 'node:fs'
import PO from 'pofile'

/**
 * A message as a language's catalogue has it (apps/web/src/locales/<language>/<name>.po), so a
 * test can expect what a visitor in that language reads without restating every translation.
 */
export function translated(language: string, catalogue: string, english: string): string {
  const file = new URL(`../../src/locales/${language}/${catalogue}.po`, import.meta.url)
  const item = PO.parse(readFileSync(file, 'utf8')).items.find((entry) => entry.msgid === english)
  const text = item?.msgstr[0]
  if (!text) throw new Error(`${language}/${catalogue} has no translation of "${english}"`)
  return text
}
