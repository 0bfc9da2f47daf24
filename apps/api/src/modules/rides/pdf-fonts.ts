import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import { fontOfWoff } from './woff'

// The faces every PDF of ours writes in, in the order a character looks for its glyph
// (docs/decisions/052-server-messages.md#pdfs-in-hindi-and-arabic): DejaVu Sans Condensed
// (Latin, Greek, Cyrillic, Hebrew, Arabic and most signs), then Noto Sans Devanagari for Hindi.
// The Noto files are Fontsource's Devanagari subset, so they hold little else: a space or a
// bracket in a Hindi line is DejaVu's. They come as WOFF, unpacked once here (woff.ts). PDFKit embeds only the glyphs a document uses, and a face
// no line of a document asks for is not embedded at all.

/** The names PDFKit knows DejaVu's two faces by, in every document newPdf makes. */
export const BODY_FONT = 'Body'
export const BOLD_FONT = 'Body-Bold'

type Family = {
  /** PDFKit's names of the regular and the bold face. */
  names: { regular: string; bold: string }
  files: { regular: Buffer; bold: Buffer }
  /** The regular face as fontkit reads it. */
  font: fontkit.Font
}

const required = createRequire(import.meta.url)
const fontFile = (path: string) => readFileSync(required.resolve(path))

function family(names: Family['names'], regular: Buffer, bold: Buffer): Family {
  const font = fontkit.create(regular)
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${names.regular} is not a single font`)
  return { names, files: { regular, bold }, font }
}

const dejaVu = 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed'
const noto = '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari'
const notoFile = (weight: number) => fontOfWoff(fontFile(`${noto}-${weight}-normal.woff`))

/** The faces, read once per process, on first use. */
let families: readonly Family[] | undefined
function pdfFamilies(): readonly Family[] {
  families ??= [
    family(
      { regular: BODY_FONT, bold: BOLD_FONT },
      fontFile(`${dejaVu}.ttf`),
      fontFile(`${dejaVu}-Bold.ttf`),
    ),
    family({ regular: 'Devanagari', bold: 'Devanagari-Bold' }, notoFile(400), notoFile(700)),
  ]
  return families
}

/** Makes every face known to a new document under its name. */
export function registerFaces(doc: PDFKit.PDFDocument) {
  for (const { names, files } of pdfFamilies()) {
    doc.registerFont(names.regular, files.regular)
    doc.registerFont(names.bold, files.bold)
  }
}

/** The first face with a glyph for the character (0 is DejaVu), or -1 when none has one. */
export function faceOf(codePoint: number): number {
  return pdfFamilies().findIndex(({ font }) => font.hasGlyphForCodePoint(codePoint))
}

/** PDFKit's name of a face, regular or bold. */
export function faceName(face: number, bold: boolean): string {
  const { names } = pdfFamilies()[face] ?? pdfFamilies()[0]!
  return bold ? names.bold : names.regular
}

/**
 * Whether fontkit lays `text` out right to left, turning its glyphs round. It decides from the
 * first letter of a script of its own (Arabic, Hebrew… but not a digit or a sign), whatever the
 * face, so the first face answers for all.
 */
export const turnedByShaper = (text: string): boolean =>
  pdfFamilies()[0]!.font.layout(text).direction === 'rtl'

/**
 * How far below the top of a line DejaVu's baseline lies, as a share of its line height: a line
 * drawn in two faces puts both on that baseline (Noto's ascent differs from DejaVu's).
 */
export function baselineShare(): number {
  const { ascent, descent } = pdfFamilies()[0]!.font
  return ascent / (ascent - descent)
}

// Letters with a stroke have no decomposition to drop an accent from.
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' }

/** The text on one line, every character no face can write replaced: accents dropped, else '?'. */
export function printable(text: string): string {
  const writable = (char: string) => faceOf(char.codePointAt(0)!) >= 0
  let out = ''
  for (const char of text.normalize('NFC').replace(/[\t\r\n]+/g, ' ')) {
    if (writable(char)) out += char
    else {
      const plain = STROKED[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '')
      out += plain && [...plain].every(writable) ? plain : '?'
    }
  }
  return out
}
