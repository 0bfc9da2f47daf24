import { toOneLine } from '@ridelane/domain'

// Text a traveller typed (or a client sent) reaches the confirmation mail only through here: one
// line where the field is one line, and inside quotation marks, so no line of the plain-text body
// can be mistaken for one the mail itself states (a fare line, a booking code).

/** What the plain-text body says once, above the first quoted value. */
export const WRITTEN_TEXT_NOTE = 'Text in quotation marks is shown as it was entered when booking.'

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
