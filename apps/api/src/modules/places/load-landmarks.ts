import { demoAreas, landmarks } from './data/landmarks'
import type { GazetteerEntry } from './gazetteer'

// A named landmark is usually what the traveller meant, so it ranks a little above a city.
const LANDMARK_WEIGHT = 1.3

/**
 * Business districts that name an area, not one building: their place type is 'district', so
 * the wizard asks for the exact address there, as for a city. Their ids stay `landmark:…`.
 */
export const AREA_LANDMARKS: ReadonlySet<string> = new Set([
  'nyc-financial-district',
  'lon-canary-wharf',
  'par-la-defense',
  'dxb-business-bay',
  'dxb-dubai-marina',
  'del-connaught-place',
  'del-aerocity',
  'bom-bandra-kurla-complex',
  'bom-nariman-point',
  'bom-powai',
  'idr-vijay-nagar',
  'sin-raffles-place',
])

/** The hand-written landmarks of the demo service areas. */
export function loadLandmarks(): GazetteerEntry[] {
  return landmarks.map((landmark) => ({
    place: {
      id: `landmark:${landmark.slug}`,
      type: AREA_LANDMARKS.has(landmark.slug) ? 'district' : 'landmark',
      name: landmark.name,
      address: landmark.address,
      lat: landmark.lat,
      lng: landmark.lng,
      ...demoAreas[landmark.area],
    },
    aliases: landmark.aliases ?? [],
    region: landmark.address,
    weight: LANDMARK_WEIGHT,
  }))
}
