import type { Inline, MailBlock, MailContent, Row } from './content'

// The text part of a mail, written from the same blocks as its HTML. Every link of the HTML is
// here as its address: a button as 'Caption: URL' on a line of its own, a link in a paragraph
// after its words (or alone, when its words are the address).

function inlineText(part: Inline): string {
  if (typeof part === 'string') return part
  const { text, href } = part
  return href === text || href === `mailto:${text}` ? text : `${text} (${href})`
}

const rowsText = (rows: readonly Row[]) => rows.map(([label, value]) => `${label}: ${value}`)

const titled = (title: string | undefined, lines: string[]) =>
  [...(title ? [title.toUpperCase()] : []), ...lines].join('\n')

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return block.text
    case 'paragraph':
      return block.parts.map(inlineText).join('')
    case 'button':
      return `${block.textLabel ?? block.label}: ${block.url}`
    case 'details':
      return titled(block.title, rowsText(block.rows))
    case 'fare':
      return titled(block.title, rowsText([...block.rows, block.total]))
    case 'list':
      return titled(
        block.title,
        block.items.map((item) => `- ${item}`),
      )
    case 'quote':
      return [block.title, ...block.lines.map((line) => `  ${line}`)].join('\n')
  }
}

const separators = { line: '\n', space: ' ' } as const

/** The mail as plain text: its blocks after one another, a blank line between two by default. */
export function plainText(content: MailContent): string {
  return content.blocks
    .map(
      (block, index) =>
        (index === 0 ? '' : block.spacing ? separators[block.spacing] : '\n\n') + blockText(block),
    )
    .join('')
}
