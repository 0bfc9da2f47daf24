import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import PO from 'pofile'
import {
  defaultLanguage,
  intlLocale,
  worded,
  wordsOf,
  type Language,
  type Wording,
} from '@ridelane/domain'
import { domainLocalesFolder, localesFolder } from '../app-paths'

// The words the API writes for people (mails, text messages, error messages) in their language
// (docs/decisions/052-server-messages.md). Each message is English ICU text written where it is
// used and is its own key: this app's in locales/<lang>/server.po (`npm run i18n:extract -w
// apps/api`), the domain's in packages/domain/locales/<lang>/domain.po. A language's catalogues
// are read and compiled once, on first use, so a call costs a lookup and never a parse.

const instances = new Map<Language, I18n>()

const catalogueFiles = (language: Language) => [
  join(domainLocalesFolder, language, 'domain.po'),
  join(localesFolder, language, 'server.po'),
]

function compiledCatalogue(language: Language): Messages {
  const messages: Messages = {}
  for (const file of catalogueFiles(language)) {
    for (const item of PO.parse(readFileSync(file, 'utf8')).items) {
      const text = item.msgstr[0] || item.msgid
      messages[item.msgid] = compileMessage(text)
    }
  }
  return messages
}

/** The API's messages in `language`, with dates and numbers in its locale. */
export function serverI18n(language: Language): I18n {
  let i18n = instances.get(language)
  if (!i18n) {
    i18n = setupI18n({
      locale: language,
      locales: [intlLocale(language)],
      messages: { [language]: compiledCatalogue(language) },
    })
    // A message missing from the catalogue (never, while the lint holds) still reads in English.
    i18n.setMessagesCompiler(compileMessage)
    instances.set(language, i18n)
  }
  return i18n
}

/**
 * A message the server wrote in English (an error's reason, a field's problem) in `language`,
 * when a catalogue holds it; anything else (a reason with a figure in it, a library's words) is
 * left as it was. Never compiles what it was given, so no text can break it.
 */
export function translatedIfKnown(language: Language, message: string): string {
  if (language === defaultLanguage) return message
  const i18n = serverI18n(language)
  return Object.hasOwn(i18n.messages, message) ? i18n._(message) : message
}

/**
 * The domain's words for a view in `language`: a marked message as the catalogues have it, words
 * with figures (a `Wording`, or a schema's message written from one) with their figures filled
 * in; English where no catalogue holds them.
 */
export function wordsIn(language: Language, words: string | Wording): string {
  const said = typeof words === 'string' ? wordsOf(words) : words
  return typeof said === 'string'
    ? translatedIfKnown(language, said)
    : worded(said, serverI18n(language))
}
