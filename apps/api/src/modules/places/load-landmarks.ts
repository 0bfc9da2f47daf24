import { demoAreas, landmarks } from './data/landmarks'
import type { GazetteerEntry } from './gazetteer'

// A named landmark is usually what the traveller meant, so it ranks a little above a city.
const LANDMARK_WEIGHT = 1.3

/** The hand-written landmarks of the demo service areas. */
export function loadLandmarks(): GazetteerEntry[] {
  return landmarks.map((landmark) => ({
    place: {
      id: `landmark:${landmark.slug}`,
      type: 'landmark',
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
