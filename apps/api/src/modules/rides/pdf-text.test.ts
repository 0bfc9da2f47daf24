import { describe, expect, it } from 'vitest'
import {
  isPlain,
  paragraphOf,
  shaperText,
  visualRuns,
  wrapLines,
  type Direction,
  type Run,
} from './pdf-text'

// How a PDF line is cut into runs and put in order (pdf-text.ts), with a made-up coverage: face 1
// writes Devanagari and the combining acute accent, face 0 everything else.

const faceOf = (codePoint: number) =>
  (codePoint >= 0x0900 && codePoint <= 0x097f) || codePoint === 0x0301 ? 1 : 0
const runs = (line: string, direction: Direction | 'auto') =>
  visualRuns(line, faceOf, paragraphOf(line, direction))
const ltr = (text: string, face = 0): Run => ({ text, face, rtl: false })
const rtl = (text: string): Run => ({ text, face: 0, rtl: true })

describe('runs by face', () => {
  it('gives each character the first face that has it, in reading order', () => {
    expect(runs('बुकिंग कोड: AB42', 'ltr')).toEqual([
      ltr('बुकिंग', 1),
      ltr(' '),
      ltr('कोड', 1),
      ltr(': AB42'),
    ])
  })

  it('keeps a combining mark or a joiner with the letter before it', () => {
    expect(runs('Cafe\u0301 क्\u200Dष', 'ltr')).toEqual([ltr('Cafe\u0301 '), ltr('क्\u200Dष', 1)])
  })

  it('lets a left-to-right line in the first face go to PDFKit as it is', () => {
    expect(isPlain('Total $95.15', faceOf, paragraphOf('Total $95.15', 'ltr'))).toBe(true)
    expect(isPlain('कुल $95.15', faceOf, paragraphOf('कुल $95.15', 'ltr'))).toBe(false)
    expect(isPlain('Name محمد', faceOf, paragraphOf('Name محمد', 'ltr'))).toBe(false)
  })
})

describe('runs in the order they stand, left to right', () => {
  it('puts a code after Arabic words at the left of them, its characters in their order', () => {
    expect(runs('رمز الحجز: AB4242CD', 'rtl')).toEqual([ltr('AB4242CD'), rtl('رمز الحجز: ')])
  })

  it('reads figures and Latin words inside an Arabic line as a reader expects', () => {
    expect(runs('Visa المنتهية بالأرقام 4242', 'rtl')).toEqual([
      ltr('4242'),
      rtl(' المنتهية بالأرقام '),
      ltr('Visa'),
    ])
    expect(runs('5 مارس 2026', 'rtl')).toEqual([ltr('2026'), rtl(' مارس '), ltr('5')])
    expect(runs('راسلنا على support@ridelane.com.', 'rtl')).toEqual([
      rtl('.'),
      ltr('support@ridelane.com'),
      rtl('راسلنا على '),
    ])
  })

  it('swaps a bracket in a right-to-left run for its mirror image', () => {
    expect(runs('الإلغاء (قيد التحويل)', 'rtl')).toEqual([rtl('الإلغاء )قيد التحويل(')])
  })

  it('keeps an Arabic name in an English line in its own right-to-left run', () => {
    expect(runs('Name محمد علي, Dubai', 'ltr')).toEqual([
      ltr('Name '),
      rtl('محمد علي'),
      ltr(', Dubai'),
    ])
  })

  it('leaves the spaces at the end of a line at the paragraph’s side', () => {
    expect(runs('AB42 ', 'rtl')).toEqual([rtl(' '), ltr('AB42')])
  })
})

describe('a text’s own direction', () => {
  it('is its first letter’s, as HTML’s dir="auto", and left to right without one', () => {
    expect(paragraphOf('Please call at gate 4.', 'auto').direction).toBe('ltr')
    expect(paragraphOf('15 يناير 2030', 'auto').direction).toBe('rtl')
    expect(paragraphOf('-$20.00', 'auto').direction).toBe('ltr')
    expect(runs('-$20.00', 'auto')).toEqual([ltr('-$20.00')])
    expect(runs('-$20.00', 'rtl')).toEqual([ltr('$20.00'), rtl('-')])
  })
})

describe('the text handed to the shaper', () => {
  it('is turned round here when fontkit will not turn a right-to-left run, or will a left-to-right one', () => {
    // fontkit turns Arabic letters round itself.
    expect(shaperText(rtl('رمز الحجز: '), true)).toBe('رمز الحجز: ')
    // A right-to-left run of signs alone it leaves as it is.
    expect(shaperText(rtl(' - '), false)).toBe(' - ')
    expect(shaperText(rtl('.)'), false)).toBe(').')
    // Arabic-Indic digits it would turn round, so they go to it turned already.
    expect(shaperText(ltr('٤٢'), true)).toBe('٢٤')
    expect(shaperText(ltr('AB42'), false)).toBe('AB42')
  })

  it('keeps a mark with its letter when it turns a run round', () => {
    expect(shaperText(rtl('e\u0301!'), false)).toBe('!e\u0301')
  })
})

describe('lines', () => {
  // One unit of width per character.
  const lines = (text: string, width: number) =>
    wrapLines(text, width, (part) => [...part].length).map(({ start, end }) =>
      text.slice(start, end),
    )

  it('are cut at spaces, in reading order, without the spaces at their ends', () => {
    expect(lines('one two three four', 9)).toEqual(['one two', 'three', 'four'])
    expect(lines('الأجرة بالدولار الأمريكي', 15)).toEqual(['الأجرة بالدولار', 'الأمريكي'])
  })

  it('cut a word too long for a line between its letters', () => {
    expect(lines('ab abcdefgh', 4)).toEqual(['ab', 'abcd', 'efgh'])
  })

  it('are none for no text', () => {
    expect(lines('', 10)).toEqual([])
  })
})
