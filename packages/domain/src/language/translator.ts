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
