import { knownAddresses, type KnownAddress } from './data/addresses'
import { demoAreas, type DemoArea } from './data/landmarks'
import type { GazetteerEntry } from './gazetteer'
import type { PlaceType } from './schemas'
import { foldTerm, tokenize } from './search-terms'

// Below a hand-picked landmark (1.3), so 'Marina Bay' still offers Marina Bay Sands first, and
// above a district (1.1): 'Central Park' is the park, not a street beside it.
const ADDRESS_WEIGHT = 1.2

/** The city each demo area's places name themselves after: 'Mandarin Oriental, New York'. */
const areaCityNames: Record<DemoArea, readonly string[]> = {
  'new-york': ['New York'],
  london: ['London'],
  paris: ['Paris'],
  dubai: ['Dubai'],
  delhi: ['New Delhi', 'Delhi'],
  mumbai: ['Mumbai'],
  indore: ['Indore'],
  singapore: ['Singapore'],
}

/**
 * A park or a square is an area, like a district: the wizard asks where in it to meet. A hotel,
 * a building or a venue is a door, like a street address a geocoder finds.
 */
export const addressPlaceType = (address: KnownAddress): PlaceType =>
  address.kind === 'area' ? 'district' : 'address'

/** `hotel:<slug>` for hotels, `address:<slug>` for the other well-known addresses. */
export const addressPlaceId = (address: KnownAddress): string =>
  `${address.kind === 'hotel' ? 'hotel' : 'address'}:${address.slug}`

/**
 * A name without the area's city, as searched: 'Mandarin Oriental, New York' and 'New York
 * Public Library' are still found by every word of their name (the city is in their address),
 * but 'New York' alone stays the city and its airports, not the dozens of places named after it.
 */
export function withoutCity(name: string, area: DemoArea): string {
  const cities = areaCityNames[area].map((city) => tokenize(city).map(foldTerm))
  const words = tokenize(name)
  const kept: string[] = []
  for (let at = 0; at < words.length;) {
    const city = cities.find((city) =>
      city.every((word, offset) => foldTerm(words[at + offset] ?? '') === word),
    )
    if (city) at += city.length
    else kept.push(words[at++]!)
  }
  return kept.length > 0 && kept.length < words.length ? kept.join(' ') : name
}

/** The hand-written hotels and well-known addresses of the demo service areas. */
export function loadAddresses(): GazetteerEntry[] {
  return knownAddresses.map((address) => {
    const searchName = withoutCity(address.name, address.area)
    return {
      place: {
        id: addressPlaceId(address),
        type: addressPlaceType(address),
        name: address.name,
        address: address.address,
        lat: address.lat,
        lng: address.lng,
        ...demoAreas[address.area],
      },
      ...(searchName === address.name ? {} : { searchName }),
      aliases: (address.aliases ?? []).map((alias) => withoutCity(alias, address.area)),
      region: address.address,
      weight: ADDRESS_WEIGHT,
    }
  })
}
