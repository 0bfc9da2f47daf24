/**
 * What the domain needs to write a sentence in a reader's language
 * (docs/decisions/052-server-messages.md): Lingui's `i18n` object has this shape, and the app that
 * sends the text passes its own. A message is English ICU text, and that English is also its key in the catalogues, so the
 * domain names its words once, in English, and never imports a translation library.
 *
 * Call it as `i18n._('Your driver {driver} has arrived', { driver })`, with the literal text
 * in the call: that is how `lingui extract` finds the message. Words kept in constants carry a
 * comment instead (an `i18n` block comment just before the string).
 */
export type Translator = {
  _(message: string, values?: Record<string, unknown>): string
}

/**
 * The English of a message as written, its `{name}` arguments filled in: what a domain function
 * says when its caller passes no translator (the ops console, the API's English-only paths).
 * Messages with a plural or a select take a real translator (the app's Lingui) instead.
 */
export const sourceText: Translator = {
  _: (message, values = {}) =>
    message.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    ),
}

/**
 * Words with figures in them (a number of hours, an address): the English message, marked for the
 * domain's catalogue, and the values it names, kept apart so that whoever shows them writes them
 * in the reader's language — the API's error handler by Accept-Language, a page through its
 * catalogue. English messages only, without plural or select: `sourceText` writes them too.
 */
export type Wording = {
  readonly message: string
  readonly values: Readonly<Record<string, string | number>>
}

export const wording = (message: string, values: Wording['values']): Wording => ({
  message,
  values,
})

/** Words in a reader's language (English without a translator); a plain message as it is. */
export function worded(words: Wording | string, i18n: Translator = sourceText): string {
  return typeof words === 'string' ? words : i18n._(words.message, words.values)
}

/** Wordings written out where only text fits, by their English (see `wordingText`). */
const wordingsByEnglish = new Map<string, Wording>()

/**
 * A wording's English where only text fits — a zod schema's message, which the API's validation
 * and a form's resolver pass on as a string. The wording is remembered, so whoever shows that
 * text finds it again with `wordsOf` and writes it in the reader's language. The memory never
 * forgets: call it only where a schema is built once, at module load, with fixed figures.
 */
export function wordingText(words: Wording): string {
  const english = worded(words)
  wordingsByEnglish.set(english, words)
  return english
}

/** The words behind a message: the wording `wordingText` wrote it from, else the message as it is. */
export function wordsOf(message: string): string | Wording {
  return wordingsByEnglish.get(message) ?? message
}
