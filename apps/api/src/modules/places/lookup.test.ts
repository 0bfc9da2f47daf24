import { describe, expect, it } from 'vitest'
import { getGazetteer } from './gazetteer'
import { distanceKm } from './geo'
import {
  getAirportByIata,
  getPlaceById,
  nearestAirport,
  nearestPlace,
  placeAt,
  timezoneAt,
} from './lookup'

const jfk = { lat: 40.6398, lng: -73.7787 }

describe('getPlaceById and getAirportByIata', () => {
  it('find a place by its id, an airport by its code in any case', () => {
    expect(getPlaceById('airport:LHR')?.name).toBe('London Heathrow Airport')
    expect(getPlaceById('city:in-indore')?.timezone).toBe('Asia/Kolkata')
    expect(getAirportByIata(' jfk ')?.id).toBe('airport:JFK')
    expect(getPlaceById('airport:XXX')).toBeUndefined()
    expect(getAirportByIata('ZZZZ')).toBeUndefined()
  })
})

describe('placeAt', () => {
  it('matches a coordinate within about 1 km of a known place', () => {
    expect(placeAt(jfk.lat, jfk.lng)?.id).toBe('airport:JFK')
    // Grand Central Terminal, a few metres off its reference point.
    expect(placeAt(40.7529, -73.9769)?.id).toBe('landmark:nyc-grand-central-terminal')
    expect(placeAt(1.2836, 103.8605)?.id).toBe('landmark:sin-marina-bay-sands')
  })

  it('matches nothing far from every known place, or off the globe', () => {
    expect(placeAt(35, -40)).toBeUndefined()
    // About 3 km from JFK's reference point.
    expect(placeAt(jfk.lat + 0.027, jfk.lng)).toBeUndefined()
    expect(placeAt(Number.NaN, 0)).toBeUndefined()
    expect(placeAt(91, 0)).toBeUndefined()
  })
})

describe('nearestPlace and nearestAirport', () => {
  it('give the nearest place of a type with its distance', () => {
    // Rajwada, in the old city of Indore: its airport is about 8 km west.
    const airport = nearestAirport(22.7186, 75.8553)
    expect(airport?.place.id).toBe('airport:IDR')
    expect(airport?.distanceKm).toBeGreaterThan(5)
    expect(airport?.distanceKm).toBeLessThan(12)
    expect(nearestAirport(22.7186, 75.8553, 5)).toBeUndefined()
    expect(nearestPlace(22.7196, 75.8577, { type: 'city' })?.place.id).toBe('city:in-indore')
  })

  it('answer a coordinate asked again from memory, per type and distance', () => {
    const first = nearestAirport(40.758, -73.9855)
    expect(first?.place.id).toBe('airport:NYS')
    // The same answer, not a second search: a wizard prices the same places again and again.
    expect(nearestAirport(40.758, -73.9855)).toBe(first)
    // Another distance or type is its own question.
    expect(nearestAirport(40.758, -73.9855, 2)).toBeUndefined()
    expect(nearestPlace(40.758, -73.9855, { type: 'city' })?.place.id).toBe('city:us-new-york')
    expect(nearestAirport(40.7581, -73.9855)).not.toBe(first)
  })
})

describe('timezoneAt', () => {
  it('uses a known place’s zone where the coordinate is one', () => {
    expect(timezoneAt(jfk.lat, jfk.lng)).toBe('America/New_York')
  })

  it('looks the zone up anywhere else', () => {
    expect(timezoneAt(25.2048, 55.2708)).toBe('Asia/Dubai') // central Dubai
    expect(timezoneAt(51.5155, -0.0922)).toBe('Europe/London') // the City of London
    expect(timezoneAt(48.8566, 2.3522)).toBe('Europe/Paris')
    expect(timezoneAt(19.076, 72.8777)).toBe('Asia/Kolkata') // Mumbai
    expect(timezoneAt(1.3521, 103.8198)).toBe('Asia/Singapore')
    expect(timezoneAt(34.0522, -118.2437)).toBe('America/Los_Angeles')
  })

  it('refuses coordinates off the globe', () => {
    expect(() => timezoneAt(95, 0)).toThrow(RangeError)
    expect(() => timezoneAt(0, Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('nearestPlace through the spatial index', () => {
  // What every place measured one by one says: the answer the index must give.
  function measuredOneByOne(lat: number, lng: number, withinKm: number, type?: 'airport') {
    let best: { id: string; distanceKm: number } | undefined
    for (const { place } of getGazetteer().entries) {
      if (type && place.type !== type) continue
      const distance = distanceKm(lat, lng, place.lat, place.lng)
      if (distance <= withinKm && (!best || distance < best.distanceKm)) {
        best = { id: place.id, distanceKm: distance }
      }
    }
    return best
  }

  it('finds the same place as measuring every place, all over the globe', () => {
    // A fixed sequence, so a failure can be replayed.
    let seed = 42
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    for (let i = 0; i < 400; i += 1) {
      const lat = next() * 140 - 60
      const lng = next() * 360 - 180
      for (const [withinKm, type] of [
        [Infinity, undefined],
        [50, 'airport'],
        [5, undefined],
      ] as const) {
        const expected = measuredOneByOne(lat, lng, withinKm, type)
        const found = nearestPlace(lat, lng, { withinKm, type })
        expect(found?.place.id, `${lat},${lng} within ${withinKm} ${type ?? ''}`).toBe(expected?.id)
      }
    }
  })
})
