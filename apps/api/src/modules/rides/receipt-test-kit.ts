import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// Helpers for the receipt tests only; nothing in the app imports this file.

/** Every line of text in a PDF, as a reader would copy it out, pages in order. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise
  const lines: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    let line = ''
    for (const item of content.items) {
      if (!('str' in item)) continue
      line += item.str
      if (item.hasEOL) {
        lines.push(line)
        line = ''
      } else line += ' '
    }
    if (line.trim()) lines.push(line)
  }
  await document.destroy()
  return lines.map((line) => line.replace(/\s+/g, ' ').trim()).join('\n')
}

/** Each piece of text on a PDF's first page, with where it starts from the page's left edge. */
export async function pdfItems(pdf: Buffer | Uint8Array): Promise<{ str: string; x: number }[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise
  const content = await (await document.getPage(1)).getTextContent()
  const items = content.items.flatMap((item) =>
    'str' in item && item.str.trim() ? [{ str: item.str, x: item.transform[4] as number }] : [],
  )
  await document.destroy()
  return items
}

/**
 * Arabic as pdfjs reads it back: it turns a right-to-left piece round letter by letter, so the
 * two letters of a lam-alef (drawn as one glyph) come out swapped ('الإجمالي' as 'اإلجمالي').
 */
export const arabicAsRead = (text: string) => text.replace(/ل([اأإآ])/g, '$1ل')

const longVowels: Record<string, string> = { ई: 'इ', ऊ: 'उ', ऐ: 'ए', औ: 'ओ' }

/**
 * The letters of a Hindi text, to compare what pdfjs reads with what was written. pdfjs reads
 * the glyphs in the order they are drawn (the i sign before its consonant, a reph after its
 * syllable), reads the glyphs ई and इ share as either, and puts spaces where a sign is moved;
 * so this keeps the consonants and vowels in order and drops signs, rephs and spaces.
 */
export const devanagariLetters = (text: string) =>
  text
    .replace(/र्/g, '')
    .replace(/[\u0900-\u0903\u093A-\u094F\u0951-\u0957\u0962\u0963]/g, '')
    .replace(/[ईऊऐऔ]/g, (vowel) => longVowels[vowel] ?? vowel)
    .replace(/\s+/g, '')
