import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'
import { fontOfWoff } from './woff'

// The Noto Sans Devanagari WOFF unpacked into the font it wraps (woff.ts): fontkit reads the same
// font from either, glyph for glyph.

const woff = readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  ),
)

const single = (font: fontkit.Font | fontkit.FontCollection) => {
  if (!('layout' in font)) throw new Error('a font collection')
  return font
}

describe('a WOFF font unpacked', () => {
  it('is the font the WOFF wraps: same names, glyphs and shaping', () => {
    const packed = single(fontkit.create(woff))
    const unpacked = single(fontkit.create(fontOfWoff(woff)))
    expect(unpacked.constructor).not.toBe(packed.constructor)
    expect(unpacked.postscriptName).toBe(packed.postscriptName)
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs)
    const glyphs = (font: fontkit.Font) => font.layout('किराया मुद्रा रिफ़ंड सपोर्ट').glyphs
    const ids = (font: fontkit.Font) => glyphs(font).map((glyph) => glyph.id)
    expect(ids(unpacked)).toEqual(ids(packed))
    const subset = unpacked.createSubset()
    for (const glyph of glyphs(unpacked)) subset.includeGlyph(glyph)
    expect(subset.encode().length).toBeGreaterThan(1000)
  })

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => fontOfWoff(Buffer.from('not a font at all, not at all long enough'))).toThrow(
      'Not a WOFF 1.0 font',
    )
  })
})
