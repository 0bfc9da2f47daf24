import { z } from 'zod'

// Every character that starts a new line somewhere: CR, LF, vertical tab, form feed, NEL and the
// Unicode line and paragraph separators. Tabs go too, so a value never lines up as a column.
const LINE_BREAKS = /\s*[\t\n\v\f\r\u0085\u2028\u2029]+\s*/g

/** The text on one line: line breaks become single spaces, and the ends are trimmed. */
export function toOneLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').trim()
}

/**
 * A one-line text field (a name, an address): whatever line breaks it arrives with are folded into
 * spaces, so a mail or a listing that shows it can never gain a line the traveller wrote.
 */
export function oneLineTextSchema(maxLength: number, tooLong?: string) {
  return z.string().overwrite(toOneLine).max(maxLength, tooLong)
}
