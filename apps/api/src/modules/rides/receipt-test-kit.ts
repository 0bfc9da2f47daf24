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
