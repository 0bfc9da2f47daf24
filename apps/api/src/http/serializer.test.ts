import Fastify from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { successEnvelope, placeSearchResponseSchema } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placesRoutes } from '../modules/places/routes'
import { z } from 'zod'
import {
  compiledResponse,
  isCompiledResponse,
  serializerCompiler,
  unescapedText,
} from './serializer'

const app = Fastify()
app.setValidatorCompiler(validatorCompiler)
app.setSerializerCompiler(serializerCompiler)
const responseSchemas = new Map<string, unknown>()
app.addHook('onRoute', (route) => {
  responseSchemas.set(`${route.method} ${route.url}`, route.schema?.response?.[200 as never])
})
app.register(placesRoutes, { prefix: '/api/v1' })
beforeAll(() => app.ready())
afterAll(() => app.close())

const envelope = successEnvelope(placeSearchResponseSchema)

describe('compiled response serializers', () => {
  it('write place search answers without zod checking each one', () => {
    expect(isCompiledResponse(responseSchemas.get('GET /api/v1/places/search'))).toBe(true)
  })

  it('write exactly what zod would have sent', async () => {
    for (const q of ['jfk', 'london', 'dubai mall', 'sao paulo', 'lodnon', 'airport', 'zzzzzz']) {
      const response = await app.inject({ url: `/api/v1/places/search?q=${encodeURIComponent(q)}` })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(JSON.stringify(envelope.parse(response.json())))
    }
  })

  it('send only the fields the schema names', async () => {
    const loose = Fastify()
    loose.setSerializerCompiler(serializerCompiler)
    const schema = successEnvelope(placeSearchResponseSchema)
    loose.get('/', { schema: { response: { 200: compiledResponse(schema) } } }, async () => ({
      success: true,
      data: { places: [], secret: 'not for clients' },
    }))
    const response = await loose.inject({ url: '/' })
    expect(response.json()).toEqual({ success: true, data: { places: [] } })
    await loose.close()
  })

  it('write text marked as never needing escapes as it is, and the rest escaped', async () => {
    const plain = Fastify()
    plain.setSerializerCompiler(serializerCompiler)
    const schema = z.object({ token: unescapedText(z.string()), note: z.string() })
    // A marked value is trusted to hold no character JSON escapes: nothing scans it.
    const data = { token: 'q1.db.a"b', note: 'a"b' }
    plain.get('/', { schema: { response: { 200: compiledResponse(schema) } } }, async () => data)
    const response = await plain.inject({ url: '/' })
    expect(response.body).toBe('{"token":"q1.db.a"b","note":"a\\"b"}')
    await plain.close()
  })
})
