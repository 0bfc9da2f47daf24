import { z } from 'zod'

// A person's or business's name that a mail quotes (an invitation, a job, a statement) goes to
// addresses anyone may type, so it must stay a name: one line (a line break could start a header
// or a paragraph the sender never wrote), no markup, no link a mail app would make clickable
// (a branded mail must not carry a stranger's address), and no spreadsheet formula when an
// export opens it (issue 30). The rule is refused with a message rather than quietly mended, so what is
// stored is what the person typed.
export const mailNameMessages = {
  oneLine: 'Names must fit on one line, without line breaks or control characters',
  angleBrackets: 'Names cannot contain < or >',
  formulaStart: 'Names cannot start with =, +, - or @',
  link: 'Names cannot contain a web address',
} as const

// Control characters (line breaks and tabs among them), the Unicode line and paragraph
// separators, and the bidirectional overrides that make text read differently from its bytes.
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u
const ANGLE_BRACKETS = /[<>]/
const FORMULA_START = /^[=+\-@]/
// A link a mail app would make clickable: a scheme ('https://', 'mailto:'), 'www.', or a domain
// followed by a path ('evil.example/login'). A bare brand with a dot ('Booking.com') stays a name.
const LINK = /[a-z][a-z\d+.-]*:\/\/|\bmailto:|\bwww\.|\b[\w-]+(?:\.[\w-]+)+\//i

export type MailNameOptions = {
  /** The most characters, after trimming. */
  max: number
  /** The message for a missing or empty name. */
  required: string
  /** The message past `max`. */
  tooLong?: string
}

/** A required one-line name, trimmed, safe to quote in a mail (each field reports its first fault). */
export function mailNameSchema({ max, required, tooLong }: MailNameOptions) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((name) => !NOT_ONE_LINE.test(name), { error: mailNameMessages.oneLine, abort: true })
    .refine((name) => !ANGLE_BRACKETS.test(name), {
      error: mailNameMessages.angleBrackets,
      abort: true,
    })
    .refine((name) => !FORMULA_START.test(name), {
      error: mailNameMessages.formulaStart,
      abort: true,
    })
    .refine((name) => !LINK.test(name), { error: mailNameMessages.link, abort: true })
    .max(max, tooLong)
}
