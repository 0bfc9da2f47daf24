import { describe, expect, it } from 'vitest'
import { landmarks } from './data/landmarks'
import { placeSchema } from './schemas'
import { searchPlaces } from './search'

const ids = (query: string, limit?: number) => searchPlaces(query, limit).map((place) => place.id)
const first = (query: string) => searchPlaces(query)[0]

describe('searchPlaces', () => {
  it('puts the airport whose IATA code was typed first, in any case', () => {
    expect(first('JFK')).toMatchObject({
      id: 'airport:JFK',
      name: 'John F. Kennedy International Airport',
    })
    expect(first('jfk')?.id).toBe('airport:JFK')
    expect(first(' LHR ')?.id).toBe('airport:LHR')
    // An airport code beats places that merely contain the letters ('Del Rio', 'Delhi').
    expect(first('del')?.id).toBe('airport:DEL')
  })

  it('finds airports by name, with small typos', () => {
    expect(first('Heathrow')?.id).toBe('airport:LHR')
    expect(first('heathrw')?.id).toBe('airport:LHR')
    expect(first('HEATHROW AIRPORT')?.id).toBe('airport:LHR')
    expect(first('charles de gaulle')?.id).toBe('airport:CDG')
    expect(first('gatwik')?.id).toBe('airport:LGW')
  })

  it('takes a word some place holds as typed, not as a typo of another', () => {
    const names = (query: string) => searchPlaces(query, 20).map((place) => place.name)
    // 'boston' is a word of the index: Houston and Easton are not what the traveller meant.
    expect(names('boston')).toContain('Boston')
    expect(names('boston')).not.toContain('Houston')
    expect(names('gatwick')).toEqual(['London Gatwick Airport'])
    expect(names('berlin').every((name) => name.includes('Berlin'))).toBe(true)
    // A word no place holds is still read with its typos.
    expect(names('bostn')).toContain('Boston')
  })

  it('completes a half-typed last word without looking for its typos', () => {
    const names = (query: string) => searchPlaces(query, 20).map((place) => place.name)
    // 'toront' begins a word of the index: the traveller is still typing 'toronto', and
    // Tororo or Trona, two typos away, are not what they mean.
    expect(names('toront')).toContain('Toronto')
    expect(names('toront')).not.toContain('Tororo Airport')
    expect(names('toront')).not.toContain('Trona Airport')
    // Nor Pori, Bari or Puri for 'pari'.
    expect(names('pari').slice(0, 3)).toContain('Paris')
    expect(names('pari')).not.toContain('Pori Airport')
    expect(names('pari')).not.toContain('Bari')
    // One no word begins with is still read with its typos.
    expect(searchPlaces('heathrw')[0]?.id).toBe('airport:LHR')
  })

  it('finds a city first, then its airports', () => {
    const london = ids('London')
    expect(london[0]).toBe('city:gb-london')
    expect(london).toEqual(expect.arrayContaining(['airport:LHR', 'airport:LGW']))
    expect(ids('Lodnon')).toEqual(expect.arrayContaining(['city:gb-london', 'airport:LHR']))
    expect(first('Paris')?.id).toBe('city:fr-paris')
    expect(ids('paris')).toEqual(expect.arrayContaining(['airport:CDG', 'airport:ORY']))
    expect(first('new york')?.id).toBe('city:us-new-york')
    expect(ids('New York')).toEqual(expect.arrayContaining(['airport:JFK', 'airport:LGA']))
  })

  it('finds Indore and its airport, and cities by other names', () => {
    const indore = ids('Indore')
    expect(indore[0]).toBe('city:in-indore')
    expect(indore).toContain('airport:IDR')
    expect(first('Bombay')?.id).toBe('city:in-mumbai')
    expect(first('nyc')?.id).toBe('city:us-new-york')
    expect(first('Zurich')?.country_code).toBe('CH')
  })

  it('finds the landmarks of every demo service area by name', () => {
    expect(first('Grand Central')?.id).toBe('landmark:nyc-grand-central-terminal')
    expect(first('Marina Bay')?.id).toBe('landmark:sin-marina-bay-sands')
    expect(first('kings cross')?.id).toBe('landmark:lon-st-pancras-international')
    expect(first('Gare du Nord')?.id).toBe('landmark:par-gare-du-nord')
    // A three-letter alias that is also an airport's code comes after that airport.
    expect(ids('BKC').slice(0, 2)).toEqual(['airport:BKC', 'landmark:bom-bandra-kurla-complex'])
    for (const landmark of landmarks) {
      expect(ids(landmark.name, 3), landmark.name).toContain(`landmark:${landmark.slug}`)
    }
  })

  it('returns complete places with valid IANA zones', () => {
    const results = ['London', 'JFK', 'Marina Bay', 'Indore', 'a'].flatMap((q) => searchPlaces(q))
    expect(results.length).toBeGreaterThan(10)
    for (const place of results) {
      expect(placeSchema.strict().parse(place)).toEqual(place)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: place.timezone })).not.toThrow()
    }
    expect(first('JFK')).toEqual({
      id: 'airport:JFK',
      type: 'airport',
      name: 'John F. Kennedy International Airport',
      address: 'New York City, United States',
      lat: expect.closeTo(40.64, 1),
      lng: expect.closeTo(-73.78, 1),
      timezone: 'America/New_York',
      country_code: 'US',
      iata: 'JFK',
    })
  })

  it('respects the limit: 8 by default, at most 20', () => {
    expect(searchPlaces('airport')).toHaveLength(8)
    expect(searchPlaces('airport', 3)).toHaveLength(3)
    expect(searchPlaces('airport', 20)).toHaveLength(20)
    expect(searchPlaces('airport', 500)).toHaveLength(20)
    expect(searchPlaces('JFK', 1).map((place) => place.id)).toEqual(['airport:JFK'])
  })

  it('returns nothing for nonsense or blank text', () => {
    expect(searchPlaces('qqxxzzqq')).toEqual([])
    expect(searchPlaces('   ')).toEqual([])
  })
})
