import { inflateSync } from 'node:zlib'

// fontkit reads WOFF files, but unpacks a table again each time it looks into it: drawing and
// subsetting Noto Sans Devanagari straight from its WOFF took about a second per Hindi receipt.
// So the Noto files are unpacked once, when read, into the plain font they wrap. A WOFF 1.0 file
// is that font's tables, each compressed with zlib when that made it smaller, behind a header of
// 44 bytes and a directory of 20 bytes per table, sorted by tag as a font's own directory is.

const WOFF_SIGNATURE = 0x774f4646 // 'wOFF'
const WOFF_HEADER = 44
const WOFF_ENTRY = 20
const SFNT_HEADER = 12
const SFNT_ENTRY = 16

type Table = { tag: number; checksum: number; data: Buffer }

function woffTables(woff: Buffer): Table[] {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF 1.0 font')
  return Array.from({ length: woff.readUInt16BE(12) }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY
    const offset = woff.readUInt32BE(entry + 4)
    const packed = woff.readUInt32BE(entry + 8)
    const stored = woff.subarray(offset, offset + packed)
    const data = packed < woff.readUInt32BE(entry + 12) ? inflateSync(stored) : stored
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data }
  })
}

/** The TrueType or OpenType font a WOFF 1.0 file wraps, as fontkit reads fastest. */
export function fontOfWoff(woff: Buffer): Buffer {
  const tables = woffTables(woff)
  const padded = (length: number) => (length + 3) & ~3
  const start = SFNT_HEADER + tables.length * SFNT_ENTRY
  const size = tables.reduce((total, { data }) => total + padded(data.length), start)
  const font = Buffer.alloc(size)
  // The binary-search fields of the directory: the largest power of two not above its length.
  const power = 2 ** Math.floor(Math.log2(tables.length))
  font.writeUInt32BE(woff.readUInt32BE(4), 0) // the wrapped font's own version tag
  font.writeUInt16BE(tables.length, 4)
  font.writeUInt16BE(power * SFNT_ENTRY, 6)
  font.writeUInt16BE(Math.log2(power), 8)
  font.writeUInt16BE((tables.length - power) * SFNT_ENTRY, 10)
  let offset = start
  tables.forEach(({ tag, checksum, data }, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY
    font.writeUInt32BE(tag, entry)
    font.writeUInt32BE(checksum, entry + 4)
    font.writeUInt32BE(offset, entry + 8)
    font.writeUInt32BE(data.length, entry + 12)
    data.copy(font, offset)
    offset += padded(data.length)
  })
  return font
}
