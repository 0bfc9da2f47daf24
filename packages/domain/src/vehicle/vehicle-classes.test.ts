import { describe, expect, it } from 'vitest'
import { fleetSectionIds } from '../content/fleet'
import { getVehicleClass, vehicleClasses } from './vehicle-classes'

describe('vehicleClasses', () => {
  it('lists the 13 fleet classes in page order with their images', () => {
    expect(vehicleClasses.map((c) => c.id)).toEqual([...fleetSectionIds])
    expect(getVehicleClass('mpv')?.image).toBe('/images/fleet/mpv.svg')
  })

  it('marks the business, first-class and party classes as luxury', () => {
    const luxury = vehicleClasses.filter((c) => c.type === 'luxury').map((c) => c.id)
    expect(luxury).toEqual([
      'business-sedan',
      'first-class-sedan',
      'business-suv',
      'business-minivan',
      'party-bus',
    ])
  })

  it('seats passengers as the fleet page says', () => {
    const seats = Object.fromEntries(vehicleClasses.map((c) => [c.id, c.seats]))
    expect(seats).toMatchObject({
      sedan: 3,
      mpv: 7,
      'business-minivan': 8,
      'minibus-8': 12,
      'minibus-16': 16,
      'bus-30': 30,
      'coach-bus': 55,
      'party-bus': 25,
    })
  })
})
