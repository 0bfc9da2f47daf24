import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import PO from 'pofile'
import { defaultLanguage, intlLocale, isLanguage, type Language } from '@ridelane/domain'
import { localesFolder } from '../app-paths'

// The words the API writes for people (mails and text messages) in their language
// (docs/decisions/052-server-messages.md). Each message is English ICU text written where it is
// used, in this app or in packages/domain, and is its own key in locales/<lang>/server.po;
// `npm run i18n:extract -w apps/api` gathers them. A language's catalogue is read and compiled
// once, on first use, so a call costs a lookup and never a parse.

const instances = new Map<Language, I18n>()

function compiledCatalogue(language: Language): Messages {
  const file = join(localesFolder, language, 'server.po')
  const messages: Messages = {}
  for (const item of PO.parse(readFileSync(file, 'utf8')).items) {
    const text = item.msgstr[0] || item.msgid
    messages[item.msgid] = compileMessage(text)
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

/** A stored language (a booking's, a driver's) as one of ours; English for anything else. */
export function storedLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : defaultLanguage
}
