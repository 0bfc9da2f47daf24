import Fastify from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { successEnvelope, placeSearchResponseSchema } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCompiledResponse, serializerCompiler } from '../../http/serializer'
import { placesRoutes } from './routes'

// Place search is the route that uses the compiled serializer (http/serializer.ts); this file
// lives with places so that http/ need not import a feature module.
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
})
