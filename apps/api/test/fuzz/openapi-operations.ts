import type { App } from '../../src/app'
import type { JsonSchema } from './schema-arbitrary'

export type Parameter = {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: JsonSchema
}

/** One path + method of the published API, as the fuzz tests read it. */
export type Operation = {
  method: string
  /** The OpenAPI path, e.g. '/api/v1/bookings/{id}'. */
  path: string
  parameters: Parameter[]
  /** The JSON request body's schema, or undefined when the operation takes none. */
  bodySchema: JsonSchema | undefined
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[]
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
      }
    >
  >
  components?: { schemas?: Record<string, JsonSchema> }
}

const methods = new Set(['get', 'put', 'post', 'delete', 'patch'])

/** Every operation of the document the app publishes at the moment, so new routes are fuzzed too. */
export async function publishedOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  if (response.statusCode !== 200) throw new Error(`openapi.json answered ${response.statusCode}`)
  const document = response.json<OpenApiDocument>()
  const resolve = refResolver(document)
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          ...parameter,
          schema: resolve(parameter.schema),
        })),
        bodySchema: resolve(operation.requestBody?.content?.['application/json']?.schema),
      })),
  )
}

/** Inlines `$ref`s to `#/components/schemas/…`, stopping at cycles. */
function refResolver(document: OpenApiDocument) {
  const resolve = (
    schema: unknown,
    seen: ReadonlySet<string> = new Set(),
  ): JsonSchema | undefined => {
    if (schema === undefined || schema === null || typeof schema !== 'object')
      return schema as undefined
    if (Array.isArray(schema)) return schema.map((item) => resolve(item, seen)) as JsonSchema
    const ref = (schema as { $ref?: unknown }).$ref
    if (typeof ref === 'string') {
      const name = ref.replace('#/components/schemas/', '')
      if (seen.has(name)) return {}
      return resolve(document.components?.schemas?.[name], new Set([...seen, name]))
    }
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === 'enum' || key === 'const' ? value : resolve(value, seen),
      ]),
    ) as JsonSchema
  }
  return resolve
}

export const writesBody = (operation: Operation) =>
  ['POST', 'PUT', 'PATCH'].includes(operation.method)
