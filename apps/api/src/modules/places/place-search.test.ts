import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { loadConfig } from '../../config'
import { PLACE_SEARCH_RATE_LIMIT } from './routes'
import { createTestApp } from '../../../test/support/create-test-app'
import { startFakeHttpServer } from '../../../test/support/fake-http-server'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

const search = (query: string, remoteAddress = '203.0.113.1') =>
  app.inject({ url: `/api/v1/places/search?${query}`, remoteAddress })

describe('GET /api/v1/places/search', () => {
  it('offers Manhattan, New York first for a dropoff after a JFK pickup', async () => {
    const response = await search('q=Manhattan&near=40.6413,-73.7781')
    expect(response.statusCode).toBe(200)
    expect(response.json().data.places[0]).toMatchObject({
      id: 'district:nyc-manhattan',
      type: 'district',
      name: 'Manhattan',
      address: 'New York, NY, United States',
    })
  })

  it('refuses a point that is not latitude,longitude with 400', async () => {
    for (const near of ['40.6', 'north', '91,0', '0,181']) {
      const response = await search(`q=Manhattan&near=${near}`)
      expect(response.statusCode, near).toBe(400)
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: 'VALIDATION_FAILED' },
      })
    }
  })

  it('limits how often one address searches, and not the others', async () => {
    const address = '198.51.100.7'
    for (let i = 0; i < PLACE_SEARCH_RATE_LIMIT.max; i += 1) {
      expect((await search('q=jfk', address)).statusCode).toBe(200)
    }
    const refused = await search('q=jfk', address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'TOO_MANY_REQUESTS' },
    })
    expect((await search('q=jfk', '198.51.100.8')).statusCode).toBe(200)
  })
})

describe('GEOCODER=photon', () => {
  it('adds the Photon server’s places to the search answer', async () => {
    const photon = await startFakeHttpServer(() => ({
      body: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-73.9857, 40.7484] },
            properties: {
              osm_type: 'N',
              osm_id: 7,
              osm_key: 'building',
              osm_value: 'yes',
              type: 'house',
              housenumber: '350',
              street: '5th Avenue',
              city: 'New York',
              state: 'New York',
              country: 'United States',
              countrycode: 'US',
            },
          },
        ],
      },
    }))
    const withPhoton = await createTestApp({ env: { GEOCODER: 'photon', PHOTON_URL: photon.url } })
    try {
      const response = await withPhoton.inject({
        url: '/api/v1/places/search?q=350%205th%20avenue',
      })
      expect(response.json().data.places).toContainEqual(
        expect.objectContaining({ id: 'photon:N7', type: 'address', name: '350 5th Avenue' }),
      )
      expect(photon.requests[0]?.url.searchParams.get('q')).toBe('350 5th avenue')
    } finally {
      await withPhoton.close()
      await photon.close()
    }
  })

  it('stops the server at start without PHOTON_URL', () => {
    expect(() => loadConfig({ GEOCODER: 'photon' })).toThrow(/PHOTON_URL must be set/)
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY must be set/)
    expect(() => loadConfig({ GEOCODER: 'bing' })).toThrow(/GEOCODER must be gazetteer/)
  })
})
