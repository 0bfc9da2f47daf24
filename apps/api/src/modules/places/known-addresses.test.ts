import { describe, expect, it } from 'vitest'
import { knownAddresses } from './data/addresses'
import { demoAreas, type DemoArea } from './data/landmarks'
import { getGazetteer } from './gazetteer'
import { distanceKm } from './geo'
import { addressPlaceId, addressPlaceType, withoutCity } from './load-addresses'
import { foldText } from './search-terms'
import { doorOf } from './street-address'

const { byId } = getGazetteer()

/** The city each demo area is priced around, as the gazetteer knows it. */
const areaCities: Record<DemoArea, string> = {
  'new-york': 'city:us-new-york',
  london: 'city:gb-london',
  paris: 'city:fr-paris',
  dubai: 'city:ae-dubai',
  delhi: 'city:in-delhi',
  mumbai: 'city:in-mumbai',
  indore: 'city:in-indore',
  singapore: 'city:sg-singapore',
}

describe('the hotels and well-known addresses', () => {
  it('are places of the gazetteer, with stable ids of their kind', () => {
    for (const address of knownAddresses) {
      const id = addressPlaceId(address)
      expect(id).toMatch(/^(hotel|address):[a-z]{3}-[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(id.split(':')[1]!.slice(0, 3)).toBe(address.slug.slice(0, 3))
      expect(byId.get(id)?.place, id).toMatchObject({
        type: addressPlaceType(address),
        name: address.name,
        address: address.address,
        ...demoAreas[address.area],
      })
    }
    expect(byId.get('hotel:nyc-the-st-regis')?.place.type).toBe('address')
    expect(byId.get('address:nyc-empire-state-building')?.place.type).toBe('address')
    // A park is an area: the wizard asks where in it to meet, as for a district.
    expect(byId.get('address:nyc-central-park')?.place.type).toBe('district')
  })

  it('give every demo service area its hotels and addresses, each in its area', () => {
    for (const area of Object.keys(demoAreas) as DemoArea[]) {
      const inArea = knownAddresses.filter((address) => address.area === area)
      expect(inArea.filter((address) => address.kind === 'hotel').length, area).toBeGreaterThan(2)
      expect(inArea.length, area).toBeLessThanOrEqual(45)
      // Indore has fewer: only places whose position is known well enough (DATA.md).
      if (area !== 'indore') expect(inArea.length, area).toBeGreaterThanOrEqual(25)
    }
    for (const address of knownAddresses) {
      // A typo in a coordinate would put a place in another city or country.
      const city = byId.get(areaCities[address.area])!.place
      const km = distanceKm(city.lat, city.lng, address.lat, address.lng)
      expect(km, address.slug).toBeLessThan(60)
    }
  })

  it('repeat no landmark: one place, one id', () => {
    // Two places at one point would leave placeAt to choose; a venue above a station is apart.
    const others = getGazetteer().entries.filter(
      (entry) => !/^(hotel|address):/.test(entry.place.id) && entry.place.type !== 'airport',
    )
    for (const address of knownAddresses) {
      const same = others.filter(
        ({ place }) =>
          foldText(place.name) === foldText(address.name) ||
          (place.type !== 'city' &&
            distanceKm(place.lat, place.lng, address.lat, address.lng) < 0.01),
      )
      expect(
        same.map(({ place }) => place.id),
        address.slug,
      ).toEqual([])
    }
  })

  it('open with a door that search can read wherever the address has a house number', () => {
    for (const address of knownAddresses) {
      if (/^\d+[a-z]?[\s-]/.test(address.address))
        expect(doorOf(address.address), address.slug).toBeDefined()
    }
    expect(doorOf('350 5th Ave, New York, NY 10118, United States')).toMatchObject({
      from: 350,
      to: 350,
      street: ['5th', 'ave'],
      name: ['5th'],
    })
    expect(doorOf('87-135 Brompton Rd, London SW1X 7XL')).toMatchObject({ from: 87, to: 135 })
    expect(doorOf('221b Baker St, London NW1 6XE')).toMatchObject({ from: 221, letter: 'b' })
    expect(doorOf('2 E 55th St, New York')).toMatchObject({ street: ['e', '55th', 'st'] })
    expect(doorOf('Strand, London WC2R 0EZ')).toBeUndefined()
    expect(doorOf('8th Ave & W 33rd St, New York')).toBeUndefined()
  })

  it('search a name without its city, which stays in the address', () => {
    expect(withoutCity('Mandarin Oriental, New York', 'new-york')).toBe('Mandarin Oriental')
    expect(withoutCity('Lotte New York Palace', 'new-york')).toBe('Lotte Palace')
    expect(withoutCity('Hyatt Regency Delhi', 'delhi')).toBe('Hyatt Regency')
    expect(withoutCity('The Imperial, New Delhi', 'delhi')).toBe('The Imperial')
    expect(withoutCity('Yankee Stadium', 'new-york')).toBe('Yankee Stadium')
    for (const address of knownAddresses) {
      const entry = byId.get(addressPlaceId(address))!
      const searched = foldText(`${entry.searchName ?? address.name} ${address.address}`)
      for (const word of foldText(address.name).split(' ')) {
        expect(` ${searched} `, `${address.slug}: ${word}`).toContain(` ${word} `)
      }
    }
  })
})
