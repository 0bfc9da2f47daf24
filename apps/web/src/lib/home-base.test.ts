import { describe, expect, it } from 'vitest'
import { PLACE_NOT_PICKED_MESSAGE } from '@/lib/place-search'
import { homeBaseField, homeBaseFieldSchema, homeBaseText } from './home-base'

describe('the home base field', () => {
  it('shows a kept home base as its coordinates, four decimals', () => {
    expect(homeBaseText({ lat: 40.64131, lng: -73.77814 })).toBe('40.6413, -73.7781')
    expect(homeBaseField({ lat: 1.5, lng: 2 })).toEqual({
      address: '1.5000, 2.0000',
      lat: 1.5,
      lng: 2,
    })
    expect(homeBaseField(null)).toEqual({ address: '', lat: null, lng: null })
  })

  it('sends a picked place, null for an emptied field, and refuses text never picked', () => {
    const picked = { address: 'JFK Airport', lat: 40.6413, lng: -73.7781 }
    expect(homeBaseFieldSchema.parse(picked)).toEqual({ lat: 40.6413, lng: -73.7781 })
    expect(homeBaseFieldSchema.parse({ address: '  ', lat: null, lng: null })).toBeNull()
    const typed = homeBaseFieldSchema.safeParse({ address: 'Queens', lat: null, lng: null })
    expect(typed.error?.issues.map((issue) => issue.message)).toEqual([PLACE_NOT_PICKED_MESSAGE])
  })

  it('says what the API says of a point out of range', () => {
    const result = homeBaseFieldSchema.safeParse({ address: 'Nowhere', lat: 91, lng: 0 })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a latitude from -90 to 90',
    ])
  })
})
