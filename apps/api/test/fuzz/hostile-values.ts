import fc from 'fast-check'

/** NUL characters, which PostgreSQL text cannot hold: the API must refuse them with a 400. */
export const nulByteStrings = ['\u0000', 'a\u0000b'] as const

/** Strings an attacker or a broken client sends: injections, odd Unicode, control bytes. */
export const hostileStrings = [
  ...nulByteStrings,
  "' OR 1=1 --",
  "'; DROP TABLE bookings; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10) --',
  "admin'--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\uD800',
  'x\uDFFFy',
  '\uFFFE\uFFFF',
  '\u202Egnp.exe',
  'Z\u0351\u0363\u0345a\u0364\u0313l\u0343g\u0350o',
  '🚐'.repeat(500),
  '',
  ' ',
  '\r\n\t',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1e308',
  '1e308',
  '__proto__',
  'constructor',
  '%00',
  '%s%s%s%n',
] as const

const longString = fc
  .tuple(
    fc.constantFrom('a', "'", '<', '\u0000', 'é', '🚐'),
    fc.integer({ min: 1_000, max: 20_000 }),
  )
  .map(([unit, count]) => unit.repeat(count))

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: longString },
)

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.1, -1, 2 ** 31, -(2 ** 63)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)

/** Deeply nested arrays and objects, as JSON-ready values (depth up to about a thousand). */
const deepValue = fc
  .tuple(fc.integer({ min: 100, max: 1_200 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 'bottom'
    for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value }
    return value
  })

/** Any value that is wrong for a field: wrong type, hostile text, absurd number, deep JSON. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
)

/** A URL path segment: a real-looking UUID, traversal, bad escapes, injections. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.uuid().map((id) => id),
  fc.constantFrom(
    '..',
    '../../etc/passwd',
    '%2e%2e%2f%2e%2e%2f',
    '%00',
    '%ZZ',
    '%E0%A4%A',
    '%ED%A0%80',
    'null',
    '0',
    '-1',
    '1e308',
    "'%20OR%201=1%20--",
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '00000000-0000-0000-0000-000000000000',
    'a'.repeat(5_000),
  ),
  hostileString.map(encodeLeniently),
)

/** encodeURIComponent, except that a lone surrogate goes out as its raw (invalid) UTF-8 bytes. */
export function encodeLeniently(text: string): string {
  let encoded = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    encoded +=
      char.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? Array.from(
            Buffer.from([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]),
          )
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char)
  }
  return encoded
}

/** Header values a client can put on the wire (visible ASCII), some long, some empty. */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
  fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', 'null', '', 'x'.repeat(4_000)),
)
