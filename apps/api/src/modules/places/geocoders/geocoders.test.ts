import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  startFakeHttpServer,
  type FakeAnswer,
  type FakeRequest,
} from '../../../../test/support/fake-http-server'
import { createPlaceFinder, GEOCODER_TIMEOUT_MS } from '../place-finder'
import { searchPlaces, warmPlaceSearch } from '../search'
import type { Geocoder } from './geocoder'
import { googlePlacesGeocoder } from './google-places'
import { photonGeocoder } from './photon'

// Answers shaped as each service documents them, trimmed to a few places.
const photonAnswer = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-0.1276, 51.5034] },
      properties: {
        osm_type: 'N',
        osm_id: 1001,
        osm_key: 'building',
        osm_value: 'house',
        type: 'house',
        housenumber: '10',
        street: 'Downing Street',
        postcode: 'SW1A 2AA',
        city: 'London',
        country: 'United Kingdom',
        countrycode: 'GB',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-0.1419, 51.5014] },
      properties: {
        osm_type: 'W',
        osm_id: 2002,
        osm_key: 'tourism',
        osm_value: 'attraction',
        type: 'other',
        name: 'Buckingham Palace',
        street: 'The Mall',
        city: 'London',
        country: 'United Kingdom',
        countrycode: 'GB',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-0.4543, 51.47] },
      properties: {
        osm_key: 'aeroway',
        osm_value: 'aerodrome',
        type: 'other',
        name: 'Heathrow',
        countrycode: 'GB',
      },
    },
  ],
}

const googleAnswer = {
  places: [
    {
      id: 'ChIJ-downing',
      displayName: { text: '10 Downing St', languageCode: 'en' },
      formattedAddress: '10 Downing St, London SW1A 2AA, UK',
      location: { latitude: 51.5034, longitude: -0.1276 },
      types: ['street_address'],
      addressComponents: [
        { longText: 'United Kingdom', shortText: 'GB', types: ['country', 'political'] },
      ],
    },
    {
      id: 'ChIJ-soho',
      displayName: { text: 'Soho', languageCode: 'en' },
      formattedAddress: 'Soho, London, UK',
      location: { latitude: 51.5136, longitude: -0.1365 },
      types: ['neighborhood', 'political'],
      addressComponents: [{ shortText: 'GB', types: ['country', 'political'] }],
    },
  ],
}

type Fake = Awaited<ReturnType<typeof startFakeHttpServer>>
const log = { warn: vi.fn() }
let mode: 'ok' | 'slow' | 'error' = 'ok'
const answerWith = (body: unknown) => (): FakeAnswer => {
  if (mode === 'error') return { status: 500, body: { error: 'boom' } }
  if (mode === 'slow') return { body, delayMs: GEOCODER_TIMEOUT_MS + 1500 }
  return { body }
}

let photon: Fake
let google: Fake
beforeAll(async () => {
  // As the route does at start: the first search would otherwise build the index, for seconds.
  warmPlaceSearch()
  photon = await startFakeHttpServer(answerWith(photonAnswer))
  google = await startFakeHttpServer(answerWith(googleAnswer))
})
afterAll(async () => {
  await photon.close()
  await google.close()
})

const adapters: { name: string; fake: () => Fake; geocoder: () => Geocoder }[] = [
  { name: 'Photon', fake: () => photon, geocoder: () => photonGeocoder(photon.url) },
  {
    name: 'Google Places',
    fake: () => google,
    geocoder: () => googlePlacesGeocoder('test-key', google.url),
  },
]

const gazetteerIds = (query: string) => searchPlaces(query, 8).map((place) => place.id)
const near = { lat: 51.47, lng: -0.4543 }

describe.each(adapters)('the $name adapter', ({ fake, geocoder }) => {
  const lastRequest = (): FakeRequest => fake().requests.at(-1)!

  it('adds its places after the airports, street addresses marked as such', async () => {
    mode = 'ok'
    const find = createPlaceFinder({ geocoder: geocoder(), log })
    const places = await find('heathrow', 8, near)
    expect(places[0]?.id).toBe('airport:LHR')
    const downing = places.find((place) => place.address.includes('Downing'))
    expect(downing).toMatchObject({
      type: 'address',
      lat: 51.5034,
      lng: -0.1276,
      timezone: 'Europe/London',
      country_code: 'GB',
    })
    // The aerodrome a geocoder knows is left to the gazetteer, which has its IATA code.
    expect(places.filter((place) => place.name === 'Heathrow')).toEqual([])
    expect(places.length).toBeLessThanOrEqual(8)
  })

  it('caches an answer', async () => {
    mode = 'ok'
    const find = createPlaceFinder({ geocoder: geocoder(), log })
    const before = fake().requests.length
    const first = await find('Soho', 8)
    expect(await find('  soho ', 8)).toEqual(first)
    expect(fake().requests.length).toBe(before + 1)
  })

  it(`falls back to the gazetteer after ${GEOCODER_TIMEOUT_MS} ms`, async () => {
    mode = 'slow'
    const find = createPlaceFinder({ geocoder: geocoder(), log })
    const start = performance.now()
    const places = await find('heathrow', 8)
    expect(performance.now() - start).toBeLessThan(GEOCODER_TIMEOUT_MS + 1000)
    expect(places.map((place) => place.id)).toEqual(gazetteerIds('heathrow'))
    expect(log.warn).toHaveBeenCalled()
  })

  it('falls back to the gazetteer when the service fails', async () => {
    mode = 'error'
    log.warn.mockClear()
    const find = createPlaceFinder({ geocoder: geocoder(), log })
    const places = await find('paddington', 8)
    expect(places.map((place) => place.id)).toEqual(gazetteerIds('paddington'))
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({
        err: expect.objectContaining({ message: expect.stringMatching(/500/) }),
      }),
      expect.any(String),
    )
    expect(lastRequest()).toBeDefined()
  })
})

describe('what each adapter asks its service', () => {
  it('Photon: /api with q, limit and the trip’s other place as lat/lon', async () => {
    mode = 'ok'
    await photonGeocoder(photon.url).search({
      text: 'downing street',
      limit: 5,
      near,
      signal: AbortSignal.timeout(1000),
    })
    const { url } = photon.requests.at(-1)!
    expect(url.pathname).toBe('/api')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'downing street',
      limit: '5',
      lat: '51.47',
      lon: '-0.4543',
    })
  })

  it('Google Places: Text Search with the key, a field mask and a location bias', async () => {
    mode = 'ok'
    await googlePlacesGeocoder('test-key', google.url).search({
      text: 'downing street',
      limit: 5,
      near,
      signal: AbortSignal.timeout(1000),
    })
    const request = google.requests.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe('/v1/places:searchText')
    expect(request.headers['x-goog-api-key']).toBe('test-key')
    expect(request.headers['x-goog-fieldmask']).toContain('places.location')
    expect(JSON.parse(request.body)).toMatchObject({
      textQuery: 'downing street',
      pageSize: 5,
      locationBias: { circle: { center: { latitude: 51.47, longitude: -0.4543 } } },
    })
  })
})

describe('a geocoder answer the schema refuses', () => {
  it('is left out, since the route no longer checks each response', async () => {
    const good = {
      id: 'address:1',
      type: 'address' as const,
      name: '10 Downing Street',
      address: '10 Downing Street, London, United Kingdom',
      lat: 51.5034,
      lng: -0.1276,
      timezone: 'Europe/London',
      country_code: 'GB',
    }
    const wrong = { ...good, id: 'address:2', name: '11 Downing Street', country_code: 'uk' }
    const geocoder: Geocoder = { name: 'fake', search: async () => [wrong, good] }
    const find = createPlaceFinder({ geocoder, log: { warn: vi.fn() } })
    const names = (await find('Downing Street', 8)).map((place) => place.name)
    expect(names).toContain('10 Downing Street')
    expect(names).not.toContain('11 Downing Street')
  })
})
