import { i18n, type Messages } from '@lingui/core'
import {
  languageOfPath,
  sourceText,
  textDirection,
  worded,
  wordsOf,
  type Language,
  type Translator,
  type Wording,
} from '@ridelane/domain'
import type { CatalogueName } from './catalogue-paths'

export { allCatalogues, type CatalogueName } from './catalogue-paths'

// One chunk per language and catalogue: a visitor downloads their own language's messages only.
const catalogueFiles = import.meta.glob<{ messages: Messages }>('../locales/*/*.po')
/**
 * The domain's words (its validation and booking messages), compiled by the build
 * (vite.config.ts); English pages show the domain's English as it is and load none.
 */
const domainFiles = import.meta.glob<{ messages: Messages }>(
  '../../../../packages/domain/locales/*/domain.po',
  { query: '?messages' },
)

/** A screen's catalogue: one of the app's, or the domain's. */
export type ScreenCatalogue = CatalogueName | 'domain'

const loaded = new Map<string, Promise<void>>()

function loadCatalogue(language: Language, name: ScreenCatalogue): Promise<void> {
  const key = `${language}/${name}`
  let loading = loaded.get(key)
  if (!loading) {
    const file =
      name === 'domain'
        ? domainFiles[`../../../../packages/domain/locales/${language}/domain.po`]
        : catalogueFiles[`../locales/${key}.po`]
    if (!file) throw new Error(`There is no ${key} message catalogue.`)
    loading = file().then(({ messages }) => i18n.load(language, messages))
    loaded.set(key, loading)
  }
  return loading
}

/** The page's language: the one its URL names (`/hi/…`), English at the site's root. */
export function pageLanguage(): Language {
  return typeof window === 'undefined'
    ? (i18n.locale as Language)
    : languageOfPath(window.location.pathname).language
}

/**
 * Makes `language` the page's before any of its messages arrive: code that runs while they load
 * (a screen's data preload building an error) must find a language set, or Lingui throws.
 */
export function startLanguage(language: Language) {
  if (i18n.locale) return
  i18n.load(language, {})
  i18n.activate(language)
}

/**
 * Loads what a screen needs of the page's language (its catalogues, and the common one every
 * screen uses) and makes that language the one messages render in.
 */
export async function loadMessages(names: readonly ScreenCatalogue[], language = pageLanguage()) {
  const needed = (['common', ...names] as const).filter(
    (name) => name !== 'domain' || language !== 'en',
  )
  await Promise.all(needed.map((name) => loadCatalogue(language, name)))
  if (i18n.locale !== language) i18n.activate(language)
}

/**
 * The domain's words in the page's language, for a domain function that writes a sentence with a
 * `Translator`: a message the loaded catalogues hold reads translated, any other as the domain's
 * English (English pages load no domain catalogue). The screen lists 'domain' among its
 * catalogues.
 */
export const domainTranslator: Translator = {
  _: (message, values) =>
    Object.hasOwn(i18n.messages, message) ? i18n._(message, values) : sourceText._(message, values),
}

/**
 * A message that came from packages/domain (a validation message, a server's reason, words with
 * figures) in the page's language, when the domain's catalogue holds it (the screen lists
 * 'domain' among its catalogues); anything else as it came. A schema's message with figures (the
 * English of a wording, `wordingText`) is written from its wording, its figures filled in.
 */
export function domainText<T extends string | Wording | undefined>(
  message: T,
): T extends Wording ? string : T {
  type Shown = T extends Wording ? string : T
  if (!message) return message as Shown
  const words = typeof message === 'string' ? wordsOf(message) : message
  const shown =
    typeof words === 'string' ? domainTranslator._(words) : worded(words, domainTranslator)
  return shown as Shown
}

/** `lang` and `dir` for the page's root element. */
export function documentLanguage(language: Language) {
  return { lang: language, dir: textDirection(language) }
}
