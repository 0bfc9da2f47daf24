import { describe, expect, it } from 'vitest'
import { placeSchema, placeSearchQuerySchema, unplacedAddress } from './place'

const heathrow = {
  id: 'LHR',
  type: 'airport',
  name: 'London Heathrow Airport',
  address: 'Hounslow TW6, United Kingdom',
  lat: 51.47,
  lng: -0.4543,
  timezone: 'Europe/London',
  country_code: 'GB',
}

describe('placeSchema', () => {
  it('accepts a gazetteer entry', () => {
    expect(placeSchema.parse(heathrow)).toEqual(heathrow)
  })

  it('refuses unknown types, zones and country codes', () => {
    expect(placeSchema.safeParse({ ...heathrow, type: 'station' }).success).toBe(false)
    expect(placeSchema.safeParse({ ...heathrow, type: 'district' }).success).toBe(true)
    expect(placeSchema.safeParse({ ...heathrow, type: 'address' }).success).toBe(true)
    expect(placeSchema.safeParse({ ...heathrow, timezone: 'London' }).success).toBe(false)
    expect(placeSchema.safeParse({ ...heathrow, country_code: 'gb' }).success).toBe(false)
  })
})

describe('placeSearchQuerySchema', () => {
  it('trims the query and defaults the limit', () => {
    expect(placeSearchQuerySchema.parse({ q: ' heath ' })).toEqual({ q: 'heath', limit: 8 })
    expect(placeSearchQuerySchema.parse({ q: 'a', limit: '20' }).limit).toBe(20)
  })

  it("reads the trip's other place from near=lat,lng", () => {
    expect(placeSearchQuerySchema.parse({ q: 'Manhattan', near: '40.6413,-73.7781' })).toEqual({
      q: 'Manhattan',
      limit: 8,
      near: { lat: 40.6413, lng: -73.7781 },
    })
    for (const near of ['40.6', '91,0', '0,-181', 'a,b', '1,2,3']) {
      expect(placeSearchQuerySchema.safeParse({ q: 'a', near }).success, near).toBe(false)
    }
  })

  it('refuses an empty query and a limit above 20', () => {
    expect(placeSearchQuerySchema.safeParse({ q: '  ' }).error?.issues[0]?.message).toBe(
      'Enter a place to search',
    )
    expect(placeSearchQuerySchema.safeParse({ q: 'a', limit: 21 }).success).toBe(false)
  })
})

describe('unplacedAddress', () => {
  it('names a point after the city near it, else by its coordinates', () => {
    const city = { name: 'New York', address: 'New York, NY, United States' }
    expect(unplacedAddress(40.7282, -73.8302, city)).toBe('Near New York, NY, United States')
    expect(unplacedAddress(30, -40.123456, undefined)).toBe('Near 30.00000, -40.12346')
  })
})
