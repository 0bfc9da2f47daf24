import {
  BODY_FONT,
  BOLD_FONT,
  baselineShare,
  faceName,
  faceOf,
  printable,
  turnedByShaper,
} from './pdf-fonts'
import {
  faceRuns,
  isPlain,
  linePart,
  paragraphOf,
  shaperText,
  visualRuns,
  wrapLines,
  type Direction,
  type Paragraph,
  type Run,
} from './pdf-text'

// Writes a text on a PDF page, in every face it needs and in the document's direction
// (docs/decisions/052-server-messages.md#pdfs-in-hindi-and-arabic). A left-to-right text that
// DejaVu writes alone goes to PDFKit as it always has, so Latin documents come out as before;
// any other is cut into lines here, each line into runs (pdf-text.ts), and each run drawn where
// it stands.

type Doc = PDFKit.PDFDocument

const directions = new WeakMap<Doc, Direction>()

/** The direction a document is written in, set once by newPdf. */
export const setDirection = (doc: Doc, direction: Direction) => directions.set(doc, direction)
export const directionOf = (doc: Doc): Direction => directions.get(doc) ?? 'ltr'

/**
 * Where a text goes, laid out as on a left-to-right page: a right-to-left document mirrors the
 * box (one at the left margin goes to the right one) and its alignment. Left out, x and y are
 * the document's, the width reaches the right margin and the text is aligned left. The text
 * reads in the document's direction, or with `dir: 'auto'` in that of its first letter: for a
 * stored value (a name, an address, a note, an amount), as HTML's dir="auto" does.
 */
export type TextBox = {
  x?: number
  y?: number
  width?: number
  align?: 'left' | 'right'
  bold?: boolean
  dir?: 'auto'
}

// A DejaVu run is laid out whole (with `features` given, PDFKit hands fontkit the string at once
// rather than word by word), so fontkit turns a right-to-left run round as one piece. A Noto run
// is Hindi, left to right, and goes word by word, which PDFKit keeps for the document's next use.
const WHOLE: PDFKit.Mixins.TextOptions = { features: [] }
const BY_WORD: PDFKit.Mixins.TextOptions = {}

type Piece = { font: string; text: string; width: number; layout: PDFKit.Mixins.TextOptions }

/** A line's runs as drawn: each in its face, its text in shaping order, and its width. */
function pieces(doc: Doc, runs: readonly Run[], bold: boolean): Piece[] {
  return runs.map((run) => {
    const font = faceName(run.face, bold)
    const text = shaperText(run, turnedByShaper(run.text))
    const layout = run.face === 0 ? WHOLE : BY_WORD
    return { font, text, layout, width: doc.font(font).widthOfString(text, layout) }
  })
}

const widthOf = (parts: readonly Piece[]) => parts.reduce((sum, part) => sum + part.width, 0)

/** Draws the pieces from `left`, on the baseline at `baseline`. */
function drawPieces(doc: Doc, parts: readonly Piece[], left: number, baseline: number) {
  let x = left
  for (const part of parts) {
    doc.font(part.font).text(part.text, x, baseline, {
      ...part.layout,
      lineBreak: false,
      baseline: 'alphabetic',
    })
    x += part.width
  }
}

/** The text cut into lines and each line drawn run by run (see the top of this file). */
function writeInRuns(doc: Doc, text: string, box: TextBox, paragraph: Paragraph) {
  const bold = box.bold ?? false
  const x = box.x ?? doc.x
  const width = box.width ?? doc.page.width - x - doc.page.margins.right
  const mirrored = directionOf(doc) === 'rtl'
  const left = mirrored ? doc.page.width - x - width : x
  const toRight = (box.align === 'right') !== mirrored
  const lineHeight = doc.currentLineHeight(true)
  const drop = doc.currentLineHeight() * baselineShare()
  const measure = (part: string) => widthOf(pieces(doc, faceRuns(part, faceOf), bold))
  let y = box.y ?? doc.y
  for (const { start, end } of wrapLines(text, width, measure)) {
    if (y + lineHeight > doc.page.maxY()) {
      doc.addPage()
      y = doc.y
    }
    const line = text.slice(start, end)
    const runs = visualRuns(line, faceOf, linePart(paragraph, start, end))
    const parts = pieces(doc, runs, bold)
    drawPieces(doc, parts, toRight ? left + width - widthOf(parts) : left, y + drop)
    y += lineHeight
  }
  doc.font(bold ? BOLD_FONT : BODY_FONT)
  doc.x = x
  doc.y = y
}

/** The box's options for PDFKit, as the helpers passed them before. */
function textOptions({ width, align }: TextBox): PDFKit.Mixins.TextOptions {
  return { ...(width === undefined ? {} : { width }), ...(align ? { align } : {}) }
}

/**
 * Writes a text in the box, in the regular or bold faces; a character no face has is spelled
 * plainly or shown as '?' (printable). Leaves the document below the text, at the box's x.
 */
export function writeText(doc: Doc, text: string, box: TextBox = {}): Doc {
  const line = printable(text)
  const direction = directionOf(doc)
  const paragraph = paragraphOf(line, box.dir ?? direction)
  doc.font(box.bold ? BOLD_FONT : BODY_FONT)
  if (direction === 'ltr' && isPlain(line, faceOf, paragraph)) {
    return doc.text(line, box.x ?? doc.x, box.y ?? doc.y, textOptions(box))
  }
  writeInRuns(doc, line, box, paragraph)
  return doc
}
