import { toOneLine } from '@ridelane/domain'

// Text a traveller typed (or a client sent) reaches a mail only through here: one line where the
// field is one line, and inside quotation marks, so no line of the plain-text part can be
// mistaken for one the mail itself states (a fare line, a booking code). The HTML part gets the
// same quoted text, escaped by the templates.

/** A one-line field, quoted: 'JFK Airport' → '“JFK Airport”'. */
export function quotedLine(text: string): string {
  return `“${toOneLine(text)}”`
}

/** A multi-line field (the driver's instructions): each non-empty line on its own, quoted. */
export function quotedLines(text: string): string[] {
  return text
    .split(/[\n\v\f\r\u0085\u2028\u2029]+/)
    .map(toOneLine)
    .filter(Boolean)
    .map((line) => `“${line}”`)
}
