import { describe, expect, it } from 'vitest'
import { fleetSectionFromHash, fleetSectionIds } from './fleet'
import { fleetEntrySchema } from './fleet-schemas'

describe('fleet', () => {
  it('has the 13 sections of docs/product.md#public-pages', () => {
    expect(fleetSectionIds).toHaveLength(13)
  })

  it.each([
    ['#suv', 'suv'],
    ['minibus-8', 'minibus-8'],
    ['#SEDAN', 'sedan'],
    ['#spaceship', null],
    ['', null],
  ])('fleetSectionFromHash(%j) → %j', (hash, id) => {
    expect(fleetSectionFromHash(hash)).toBe(id)
  })

  it('validates an entry', () => {
    expect(
      fleetEntrySchema.safeParse({
        id: 'mpv',
        title: 'MPV',
        subtitle: 'Family friendly',
        description: '…',
        image: '/mpv.webp',
        capacity: '1-7 passengers',
        luggage: '5 suitcases',
        features: ['Air conditioning'],
      }).success,
    ).toBe(true)
  })
})
