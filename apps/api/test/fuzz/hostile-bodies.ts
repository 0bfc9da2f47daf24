import fc from 'fast-check'
import { nulByteStrings } from './hostile-values'
import { writesBody, type Operation } from './openapi-operations'
import { nearValidValue, validValue } from './schema-arbitrary'

/** Content types other than JSON, and JSON spelled wrongly. */
export const contentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json-patch+json',
  '*/*',
  'json',
)

/** Raw bodies no JSON schema describes: broken JSON, bad bytes, deep nesting. */
function rawBody(maxDepth = 40_000): fc.Arbitrary<string | Buffer> {
  return fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      '[1,2',
      'null',
      'true',
      '"text"',
      '0',
      '[]',
      '{}',
      '{"a":1,"a":2}',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
    ),
    fc.constantFrom(
      Buffer.from([0xff, 0xfe, 0xfd]),
      Buffer.from('{"email":"\xed\xa0\x80"}', 'latin1'),
      Buffer.from([0x7b, 0x00, 0x7d]),
    ),
    fc.integer({ min: 1_000, max: maxDepth }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc
      .integer({ min: 1_000, max: Math.min(maxDepth, 8_000) })
      .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    fc.string({ unit: 'binary', maxLength: 200 }),
  )
}

/**
 * A body for the operation: mostly its schema's (or a known accepted) body with one thing broken,
 * else arrays, stray JSON, broken bytes and deep nesting; sometimes none.
 */
export function fuzzBody(
  operation: Operation,
  accepted: Record<string, unknown> | undefined,
): fc.Arbitrary<string | Buffer | undefined> {
  const raw = rawBody()
  if (!writesBody(operation)) return fc.option(raw, { nil: undefined, freq: 8 })
  const fromAccepted = accepted
    ? [
        {
          weight: 6,
          arbitrary: nearValidValue(operation.bodySchema, accepted).map((body) =>
            JSON.stringify(body),
          ),
        },
      ]
    : []
  return fc.oneof(
    ...fromAccepted,
    { weight: 1, arbitrary: nulInTextField(operation, accepted) },
    {
      weight: 4,
      arbitrary: nearValidValue(operation.bodySchema).map((body) => JSON.stringify(body)),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(nearValidValue(operation.bodySchema), { maxLength: 3 })
        .map((body) => JSON.stringify(body)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: raw },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}

/** A valid body with a NUL appended to one of its text fields. */
function nulInTextField(
  operation: Operation,
  accepted: Record<string, unknown> | undefined,
): fc.Arbitrary<string> {
  const base = accepted ? fc.constant(accepted) : validValue(operation.bodySchema)
  return fc.tuple(base, fc.nat(), fc.constantFrom(...nulByteStrings)).map(([body, pick, nul]) => {
    if (!body || typeof body !== 'object') return JSON.stringify(body)
    const fields = body as Record<string, unknown>
    const textFields = Object.keys(fields).filter((name) => typeof fields[name] === 'string')
    if (textFields.length === 0) return JSON.stringify(body)
    const field = textFields[pick % textFields.length]!
    return JSON.stringify({ ...fields, [field]: `${fields[field] as string}${nul}` })
  })
}
