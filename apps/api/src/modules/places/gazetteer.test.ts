import { describe, expect, it } from 'vitest'
import { demoAreas, landmarks } from './data/landmarks'
import { getGazetteer } from './gazetteer'
import { CITY_POPULATION_FLOOR } from './load-cities'
import { AREA_LANDMARKS } from './load-landmarks'
import { placeSchema } from './schemas'
import { isValidTimeZone } from './timezones'

const { entries, byId } = getGazetteer()
const places = entries.map((entry) => entry.place)
const ofType = (type: string) => places.filter((place) => place.type === type)

describe('gazetteer', () => {
  it('holds well over 1,000 airports with IATA codes, and cities and landmarks', () => {
    expect(ofType('airport').length).toBeGreaterThan(5000)
    expect(ofType('airport').every((place) => /^[A-Z]{3}$/.test(place.iata ?? ''))).toBe(true)
    expect(ofType('city').length).toBeGreaterThan(2000)
    const fromLandmarks = places.filter((place) => place.id.startsWith('landmark:'))
    expect(fromLandmarks).toHaveLength(landmarks.length)
    expect(ofType('landmark')).toHaveLength(landmarks.length - AREA_LANDMARKS.size)
    expect(byId.get('landmark:lon-canary-wharf')?.place.type).toBe('district')
    expect(ofType('district').length).toBeGreaterThan(AREA_LANDMARKS.size)
  })

  it('gives every place every field, a valid IANA zone and a unique id', () => {
    const strictPlace = placeSchema.strict()
    const invalid = places.filter((place) => !strictPlace.safeParse(place).success)
    expect(invalid).toEqual([])
    for (const zone of new Set(places.map((place) => place.timezone))) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone).not.toThrow()
    }
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(byId.size).toBe(places.length)
  })

  it('uses stable, readable ids', () => {
    expect(byId.get('airport:JFK')?.place).toMatchObject({
      type: 'airport',
      name: 'John F. Kennedy International Airport',
      iata: 'JFK',
      timezone: 'America/New_York',
      country_code: 'US',
    })
    expect(byId.get('city:gb-london')?.place).toMatchObject({
      name: 'London',
      address: 'London, United Kingdom',
      timezone: 'Europe/London',
    })
    expect(byId.get('city:us-new-york')?.place.address).toBe('New York, NY, United States')
    // Two cities of one name in a country are told apart by their state or province.
    expect(byId.get('city:us-oregon-salem')?.place.address).toBe('Salem, OR, United States')
    expect(byId.get('landmark:nyc-grand-central-terminal')?.place.timezone).toBe('America/New_York')
  })

  it('leaves out cities below the population floor', () => {
    expect(CITY_POPULATION_FLOOR).toBe(50_000)
    expect(places.some((place) => place.id === 'city:gb-london')).toBe(true)
    // Corbin, Kentucky has about 7,000 people; its airport stays.
    expect(places.some((place) => place.type === 'city' && place.name === 'Corbin')).toBe(false)
  })

  it('has five to eight landmarks in each demo service area, near its airport', () => {
    for (const area of Object.keys(demoAreas)) {
      const inArea = landmarks.filter((landmark) => landmark.area === area)
      expect(inArea.length, area).toBeGreaterThanOrEqual(5)
      expect(inArea.length, area).toBeLessThanOrEqual(8)
    }
    for (const landmark of landmarks) {
      // A typo in a coordinate would put a landmark in another country.
      const nearestAirportKm = Math.min(
        ...ofType('airport')
          .filter((airport) => airport.country_code === demoAreas[landmark.area].country_code)
          .map((airport) => Math.hypot(airport.lat - landmark.lat, airport.lng - landmark.lng)),
      )
      expect(nearestAirportKm * 111, landmark.slug).toBeLessThan(60)
    }
  })
})
