import fc from 'fast-check'
import { hostileString, hostileValue } from './hostile-values'

/** The part of JSON Schema (as the OpenAPI document writes it) that the generators read. */
export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  nullable?: boolean
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
}

const formats: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  uuid: fc.uuid(),
  'date-time': fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  date: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  uri: fc.webUrl(),
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format && formats[schema.format]) return formats[schema.format]!
  const maxLength = schema.maxLength ?? 40
  const matching = schema.pattern ? stringMatching(schema.pattern) : undefined
  if (matching) return matching.map((text) => text.slice(0, maxLength))
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(maxLength, 60) })
}

/** Strings matching the pattern, or undefined when fast-check cannot read it (e.g. \\p{L}). */
function stringMatching(pattern: string): fc.Arbitrary<string> | undefined {
  for (const flags of ['u', '']) {
    try {
      return fc.stringMatching(new RegExp(pattern, flags))
    } catch {
      // Try the next reading of the pattern.
    }
  }
  return undefined
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

/** Values the schema accepts (near enough: cross-field rules are the server's to check). */
export function validValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 })
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return fc.oneof(...choices.map(validValue))
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf))
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  const nullable = schema.nullable === true || types.includes('null')
  const type = types.find((candidate) => candidate !== 'null')
  const value = valueOfType(schema, type)
  return nullable ? fc.option(value, { nil: null }) : value
}

function valueOfType(schema: JsonSchema, type: string | undefined): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(schema)
    case 'integer':
      return numberFor(schema, true)
    case 'number':
      return numberFor(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(validValue(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      })
    case 'object':
      return objectFor(schema)
    default:
      return fc.anything({ maxDepth: 2 })
  }
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property)]),
  )
  return fc.record(model, { requiredKeys: schema.required ?? [] })
}

/**
 * A value the schema accepts with one thing broken: a field replaced by a hostile value, a
 * required field dropped, an unknown field added, or the whole value swapped for another type.
 * `accepted` is a body the API is known to take, so the broken field is the only thing wrong.
 */
export function nearValidValue(
  schema: JsonSchema | undefined,
  accepted?: Record<string, unknown>,
): fc.Arbitrary<unknown> {
  const isObject = schema?.type === 'object' || schema?.properties !== undefined
  if (!isObject) return fc.oneof(validValue(schema), hostileValue)
  const fieldNames = Object.keys(schema!.properties ?? {})
  const kinds = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.tuple(fc.constant('replace' as const), fieldOf(fieldNames), hostileValue),
    },
    {
      weight: 4,
      arbitrary: fc.tuple(fc.constant('taint' as const), fieldOf(fieldNames), hostileString),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constant('drop' as const),
        fieldOf(schema!.required ?? fieldNames),
        fc.constant(null),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constant('extra' as const),
        fc.constantFrom('__proto__', 'constructor', 'id', 'partner_id', 'total', 'is_admin'),
        hostileValue,
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constant('keep' as const), fc.constant(''), fc.constant(null)),
    },
  )
  const base = accepted ? fc.constant(accepted) : objectFor(schema!)
  return fc.tuple(base, kinds).map(([valid, [kind, field, value]]) => {
    const body: Record<string, unknown> = { ...valid }
    if (kind === 'drop') delete body[field]
    // A valid text with a hostile tail is most likely to pass validation and reach the database.
    else if (kind === 'taint' && field)
      body[field] = typeof body[field] === 'string' ? `${body[field]}${value}` : value
    // defineProperty, so '__proto__' becomes an own key that JSON.stringify sends.
    else if (kind !== 'keep' && field) {
      Object.defineProperty(body, field, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      })
    }
    return body
  })
}

function fieldOf(names: string[]): fc.Arbitrary<string> {
  return names.length > 0 ? fc.constantFrom(...names) : fc.constant('')
}
