import { districts } from './data/districts'
import { demoAreas } from './data/landmarks'
import type { GazetteerEntry } from './gazetteer'

// Below a landmark (1.3), so 'Marina Bay' still offers Marina Bay Sands first, and about a
// big city's weight, so a district beats a far-away small town of its name only when near.
const DISTRICT_WEIGHT = 1.1

/** The hand-written districts of the demo service areas. */
export function loadDistricts(): GazetteerEntry[] {
  return districts.map((district) => ({
    place: {
      id: `district:${district.slug}`,
      type: 'district',
      name: district.name,
      address: district.address,
      lat: district.lat,
      lng: district.lng,
      ...demoAreas[district.area],
    },
    aliases: district.aliases ?? [],
    region: district.address,
    weight: DISTRICT_WEIGHT,
  }))
}
