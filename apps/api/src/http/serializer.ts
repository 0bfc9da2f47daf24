import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

const compiled = new WeakSet<z.ZodType>()

/**
 * Marks a response schema whose data the server builds itself from data already checked (the
 * gazetteer's places, for one): its responses are written by a serializer compiled once from the
 * schema's JSON Schema, instead of zod checking every response before JSON.stringify. Only where
 * a measurement showed zod's check to cost (docs/decisions/023-memory-and-serialisation.md); the
 * schema must have no transforms, since the compiled serializer writes the data as it is.
 * The OpenAPI document does not change: it is made from the same zod schema.
 */
export function compiledResponse<T extends z.ZodType>(schema: T): T {
  compiled.add(schema)
  return schema
}

export function isCompiledResponse(schema: unknown): boolean {
  return compiled.has(schema as z.ZodType)
}

const unescaped = new WeakSet<object>()

/**
 * Marks a string schema whose values the server makes itself from characters that JSON never
 * escapes (letters, digits, `_`, `-`, `.`), such as the signed quote: a compiled serializer
 * writes them between quotes as they are, instead of scanning kilobytes of text for characters to
 * escape. Only for text whose characters are certain by construction: nothing checks it again.
 */
export function unescapedText<T extends z.ZodType>(schema: T): T {
  unescaped.add(schema)
  return schema
}

/** The JSON Schema a compiled serializer is built from: the schema's output, draft 7. */
export function responseJsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    override: ({ zodSchema, jsonSchema }) => {
      if (unescaped.has(zodSchema)) jsonSchema.format = UNESCAPED_FORMAT
    },
  })
}

/** fast-json-stringify's name for a string it writes between quotes without escaping. */
const UNESCAPED_FORMAT = 'unsafe'

/**
 * The app's serializer compiler: a fast-json-stringify function for a response schema marked
 * with compiledResponse, zod's check then JSON.stringify (fastify-type-provider-zod) otherwise.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  if (isCompiledResponse(route.schema)) {
    return fastJson(responseJsonSchema(route.schema) as Parameters<typeof fastJson>[0], {
      // Its schema checks (for anyOf) need not know the format: it only changes the writing.
      ajv: { formats: { [UNESCAPED_FORMAT]: true } },
    })
  }
  return zodSerializerCompiler(route)
}
