import Fastify from 'fastify'
import { successEnvelope, placeSearchResponseSchema } from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { compiledResponse, serializerCompiler, unescapedText } from './serializer'

// What a real route sends through it is tested with that route (modules/places).
describe('compiled response serializers', () => {
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
