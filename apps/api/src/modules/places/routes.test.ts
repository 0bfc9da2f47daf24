import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placesRoutes } from './routes'

// A bare Fastify with the zod compilers: the app's error envelope is tested with the app.
const app = Fastify()
app.setValidatorCompiler(validatorCompiler)
app.setSerializerCompiler(serializerCompiler)
app.register(placesRoutes, { prefix: '/api/v1' })

beforeAll(() => app.ready())
afterAll(() => app.close())

const search = (query: string) =>
  app.inject({ method: 'GET', url: `/api/v1/places/search?${query}` })

describe('GET /api/v1/places/search', () => {
  it('answers with the best matches first', async () => {
    const response = await search('q=jfk')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.success).toBe(true)
    expect(body.data.places[0]).toEqual({
      id: 'airport:JFK',
      type: 'airport',
      name: 'John F. Kennedy International Airport',
      address: 'New York City, United States',
      lat: expect.any(Number),
      lng: expect.any(Number),
      timezone: 'America/New_York',
      country_code: 'US',
      iata: 'JFK',
    })
  })

  it('gives 8 places unless told otherwise', async () => {
    expect((await search('q=london')).json().data.places).toHaveLength(8)
  })

  it('trims the query and honours the limit', async () => {
    const response = await search(`q=${encodeURIComponent('  London ')}&limit=3`)
    expect(response.statusCode).toBe(200)
    const { places } = response.json().data
    expect(places).toHaveLength(3)
    expect(places[0]).toMatchObject({ id: 'city:gb-london', type: 'city' })
  })

  it('answers an unknown place with an empty list', async () => {
    const response = await search('q=qqxxzzqq')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, data: { places: [] } })
  })

  it('refuses empty, blank, missing and over-long queries and bad limits with 400', async () => {
    for (const query of [
      'q=',
      'q=%20%20',
      '',
      `q=${'a'.repeat(101)}`,
      'q=paris&limit=0',
      'q=paris&limit=21',
      'q=paris&limit=ten',
    ]) {
      expect((await search(query)).statusCode, query).toBe(400)
    }
    expect((await search(`q=${'a'.repeat(100)}`)).statusCode).toBe(200)
  })
})
