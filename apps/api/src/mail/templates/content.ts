import type { Language } from '@ridelane/domain'
// What a mail says, as a list of blocks. A mail function describes its content once with these;
// renderMail (render-mail.tsx) draws the blocks as HTML with the components and writes the same
// blocks as plain text (plain-text.ts), so the two parts of a mail cannot say different things.

/** A piece of a paragraph: text (a '\n' in it breaks the line) or a link. */
export type Inline = string | { text: string; href: string }

/** A label and its value: a row of a details list or of the fare table. */
export type Row = readonly [label: string, value: string]

type Spacing = {
  /**
   * Where the block starts in the text part: after a blank line (the default), on the next
   * line ('line'), or after a space on the same line ('space'). The HTML part ignores it.
   */
  spacing?: 'line' | 'space'
}

export type MailBlock = Spacing &
  (
    | { kind: 'heading'; text: string }
    | { kind: 'paragraph'; parts: Inline[] }
    /** A link as a button; the text part gives `${textLabel ?? label}: ${url}`. */
    | { kind: 'button'; label: string; url: string; textLabel?: string }
    /** Labelled values (a trip, an account), one row each. */
    | { kind: 'details'; title?: string; rows: Row[] }
    /** Money lines with their amounts on the right, and the total set apart. */
    | { kind: 'fare'; title?: string; rows: Row[]; total: Row }
    | { kind: 'list'; title?: string; items: string[] }
    /** Lines as someone wrote them (a traveller's instructions), indented under a caption. */
    | { kind: 'quote'; title: string; lines: string[] }
  )

export type MailContent = {
  /** The line a mail app shows beside the subject; HTML only. */
  preview?: string
  /** The reader's language: the HTML part's `lang` and direction. English by default. */
  language?: Language
  blocks: MailBlock[]
}

export const heading = (text: string): MailBlock => ({ kind: 'heading', text })

export const paragraph = (...parts: Inline[]): MailBlock => ({ kind: 'paragraph', parts })

export const button = (
  label: string,
  url: string,
  options: { textLabel?: string } & Spacing = {},
): MailBlock => ({ kind: 'button', label, url, ...options })

export const details = (rows: Row[], title?: string): MailBlock => ({
  kind: 'details',
  rows,
  ...(title ? { title } : {}),
})

export const fareTable = (rows: Row[], total: Row, title?: string): MailBlock => ({
  kind: 'fare',
  rows,
  total,
  ...(title ? { title } : {}),
})

export const bulletList = (items: string[], title?: string): MailBlock => ({
  kind: 'list',
  items,
  ...(title ? { title } : {}),
})

export const quote = (title: string, lines: string[]): MailBlock => ({
  kind: 'quote',
  title,
  lines,
})

/** A mailto link that reads as the address itself. */
export const mailLink = (address: string): Inline => ({ text: address, href: `mailto:${address}` })

/**
 * A translated sentence that names an address (given to it as an argument, so every language
 * places it where its grammar wants), with the address as its link.
 */
export function withMailLink(sentence: string, address: string): Inline[] {
  const at = sentence.indexOf(address)
  if (at < 0) return [sentence]
  const after = sentence.slice(at + address.length)
  return [...(at > 0 ? [sentence.slice(0, at)] : []), mailLink(address), ...(after ? [after] : [])]
}

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g
const LINK_AT_END = String.raw`(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)])`
/** A line that is only a caption and a link, as texts end: 'Your ride page: https://…'. */
const CAPTIONED_LINE = new RegExp(String.raw`^([^:\n]{1,80}): ${LINK_AT_END}$`)
/** The same after a sentence: 'Your driver has arrived. Your ride page: https://…'. */
const CAPTIONED_END = new RegExp(String.raw`^(.*[.!?]) ([^:.!?\n]{1,60}): ${LINK_AT_END}$`)

/** A line's links as links, the rest as text. */
function linkify(line: string): Inline[] {
  const parts: Inline[] = []
  let at = 0
  for (const match of line.matchAll(URL_PATTERN)) {
    // A sentence's full stop after a link is not part of it.
    const url = match[0].replace(/[.,;:!?)]+$/, '')
    if (match.index > at) parts.push(line.slice(at, match.index))
    parts.push({ text: url, href: url })
    at = match.index + url.length
  }
  if (at < line.length) parts.push(line.slice(at))
  return parts
}

/**
 * Blocks for a message written as plain text elsewhere (an operator's call-in, a text message
 * sent by mail instead): paragraphs at blank lines, a link with a caption of its own (on its line,
 * or after the last sentence of one) becomes a button, other links become links. Its text part
 * is exactly the text it was made from.
 */
export function fromPlainText(text: string): MailBlock[] {
  const blocks: MailBlock[] = []
  for (const chunk of text.split('\n\n')) {
    // The first block of a chunk follows a blank line, the others what comes before them; an
    // empty chunk stays an empty paragraph, so the text part keeps every blank line.
    let spacing: Spacing['spacing'] | 'blank' = 'blank'
    let lines: string[] = []
    const push = (block: MailBlock, next: Spacing['spacing']) => {
      blocks.push(spacing === 'blank' ? block : { ...block, spacing })
      spacing = next
    }
    const flush = () => {
      const parts = lines.flatMap((line, i) => [...(i > 0 ? ['\n'] : []), ...linkify(line)])
      push(paragraph(...parts), 'line')
      lines = []
    }
    for (const line of chunk.split('\n')) {
      const own = CAPTIONED_LINE.exec(line)
      const after = own ? null : CAPTIONED_END.exec(line)
      if (own) {
        if (lines.length > 0) flush()
        push(button(own[1]!, own[2]!), 'line')
      } else if (after) {
        lines.push(after[1]!)
        flush()
        spacing = 'space'
        push(button(after[2]!, after[3]!), 'line')
      } else {
        lines.push(line)
      }
    }
    if (lines.length > 0 || spacing === 'blank') flush()
  }
  return blocks
}
