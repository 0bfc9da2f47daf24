import bidiFactory, { type Bidi } from 'bidi-js'

// How a line of a PDF is cut into the pieces that are drawn one by one
// (docs/decisions/052-server-messages.md#pdfs-in-hindi-and-arabic). PDFKit draws a string in
// one face, left to right, and fontkit turns a right-to-left string round whole, its digits too.
// So a line is cut where its face changes (a Hindi word is Noto's, the space after it DejaVu's)
// and where its bidi level changes (the Unicode bidirectional algorithm, from bidi-js), and the
// pieces are put in the order they stand on the page, left to right. Nothing here draws: the
// caller measures the pieces and places them.

export type Direction = 'ltr' | 'rtl'

/** Which face writes a character: the first that has a glyph for it (see pdf-fonts.ts). */
export type FaceOf = (codePoint: number) => number

/**
 * A piece of a line in one face and one direction. Its text is in reading order; a right-to-left
 * piece has its brackets already swapped for their mirror images, as they are seen.
 */
export type Run = { text: string; face: number; rtl: boolean }

type LevelRun = { text: string; face: number; level: number }

let engine: Bidi | undefined
const bidi = () => (engine ??= bidiFactory())

/**
 * Characters that belong to the one before them: combining marks (variation selectors are marks
 * too) and the zero-width joiner and non-joiner.
 */
const clings = (char: string) => /^\p{M}$/u.test(char) || char === '\u200C' || char === '\u200D'

/** A paragraph's direction and the bidi level of each of its UTF-16 units. */
export type Paragraph = { direction: Direction; levels: Uint8Array }

/**
 * A text's bidi levels as one paragraph written in `direction`; 'auto' takes the direction of its
 * first letter, as HTML's dir="auto" does (left to right when it has none).
 */
export function paragraphOf(text: string, direction: Direction | 'auto'): Paragraph {
  const { levels, paragraphs } = bidi().getEmbeddingLevels(text, direction)
  return { direction: (paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr', levels }
}

/** The part of a paragraph from `start` to `end`: one of its lines. */
export const linePart = ({ direction, levels }: Paragraph, start: number, end: number) => ({
  direction,
  levels: levels.slice(start, end),
})

/** A line's levels with the spaces at its end put back at the paragraph's level (rule L1). */
function lineLevels(line: string, { direction, levels }: Paragraph): Uint8Array {
  const out = levels.slice(0, line.length)
  for (let index = line.length - 1; index >= 0 && /\s/.test(line[index]!); index--) {
    out[index] = direction === 'rtl' ? 1 : 0
  }
  return out
}

/** The line cut where its face or its level changes, in reading order. */
function logicalRuns(line: string, faceOf: FaceOf, levels: Uint8Array): LevelRun[] {
  const runs: LevelRun[] = []
  let index = 0
  for (const char of line) {
    const level = levels[index] ?? 0
    index += char.length
    const last = runs.at(-1)
    if (last && clings(char)) {
      last.text += char
      continue
    }
    const face = Math.max(0, faceOf(char.codePointAt(0)!))
    if (last && last.face === face && last.level === level) last.text += char
    else runs.push({ text: char, face, level })
  }
  return runs
}

/**
 * The runs in the order they stand, left to right (rule L2): from the highest level down to the
 * lowest odd one, every stretch of runs at that level or above is turned round.
 */
function leftToRight<T extends { level: number }>(runs: readonly T[]): T[] {
  const order = [...runs]
  const levels = runs.map((run) => run.level)
  for (let level = Math.max(...levels); level >= (Math.min(...levels) | 1); level--) {
    let start = 0
    while (start < order.length) {
      if (order[start]!.level < level) {
        start++
        continue
      }
      let end = start
      while (end < order.length && order[end]!.level >= level) end++
      order.splice(start, end - start, ...order.slice(start, end).reverse())
      start = end
    }
  }
  return order
}

const mirrored = (text: string) =>
  [...text].map((char) => bidi().getMirroredCharacter(char) ?? char).join('')

/**
 * One line's runs, left to right as they are drawn. `paragraph` is the line's part of the text it
 * was cut from (linePart), so that the line keeps the levels the whole text gave it.
 */
export function visualRuns(line: string, faceOf: FaceOf, paragraph: Paragraph): Run[] {
  const runs = logicalRuns(line, faceOf, lineLevels(line, paragraph))
  return leftToRight(runs).map(({ text, face, level }) =>
    level % 2 === 1 ? { text: mirrored(text), face, rtl: true } : { text, face, rtl: false },
  )
}

/** A line's runs by face alone, in reading order: what its width is measured from. */
export const faceRuns = (line: string, faceOf: FaceOf): Run[] =>
  logicalRuns(line, faceOf, new Uint8Array(line.length)).map(({ text, face }) => ({
    text,
    face,
    rtl: false,
  }))

/** Whether a text can go to PDFKit as it is: all of it left to right, in the first face. */
export const isPlain = (text: string, faceOf: FaceOf, paragraph: Paragraph): boolean =>
  visualRuns(text, faceOf, paragraph).every((run) => run.face === 0 && !run.rtl)

/** A text's characters, each with the marks that belong to it. */
function clusters(text: string): string[] {
  const out: string[] = []
  for (const char of text) {
    if (out.length > 0 && clings(char)) out[out.length - 1] += char
    else out.push(char)
  }
  return out
}

/**
 * A run's text in the order to hand the shaper so that its glyphs come out left to right as
 * seen. `turned` says whether fontkit will turn the string round (it does for Arabic or Hebrew
 * letters); a right-to-left run it would not turn (a bracket, a dash between two Arabic words),
 * or a left-to-right one it would (Arabic-Indic digits), is turned here first.
 */
export function shaperText(run: Run, turned: boolean): string {
  return run.rtl === turned ? run.text : clusters(run.text).reverse().join('')
}

/** Where a line of a longer text starts and ends (spaces at its end left out). */
export type LineRange = { start: number; end: number }

/**
 * The text cut into lines no wider than `width`, in reading order: at spaces, and a word too
 * long for a line of its own between its characters.
 */
export function wrapLines(
  text: string,
  width: number,
  measure: (part: string) => number,
): LineRange[] {
  const lines: LineRange[] = []
  let start = 0
  let end = 0
  const fits = (to: number) => measure(text.slice(start, to).trimEnd()) <= width
  const close = (next: number) => {
    const kept = text.slice(start, end).trimEnd()
    if (kept.trim()) lines.push({ start, end: start + kept.length })
    start = end = next
  }
  for (const { 0: word, index = 0 } of text.matchAll(/\S+\s*|\s+/gu)) {
    const after = index + word.length
    if (!fits(after)) close(index)
    if (fits(after)) {
      end = after
      continue
    }
    for (const part of clusters(word)) {
      if (end > start && !fits(end + part.length)) close(end)
      end += part.length
    }
  }
  close(end)
  return lines
}
