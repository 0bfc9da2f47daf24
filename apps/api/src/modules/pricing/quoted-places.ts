import {
  DomainError,
  placeLabel,
  quotedPlaceMessages,
  type GeoLocation,
  type PlaceType,
  unplacedAddress,
} from '@ridelane/domain'
import {
  distanceKm,
  nearestPlace,
  PLACE_MATCH_RADIUS_KM,
  placeAt,
  searchPlaces,
  type Place,
} from '../places'

/**
 * How far from its coordinates a place named in an address may lie and still be the same place:
 * a city's or a district's name covers its whole area, anything else its own surroundings.
 */
const NAMED_PLACE_REACH_KM: Record<PlaceType, number> = {
  city: 40,
  district: 15,
  airport: 5,
  landmark: 3,
  address: 3,
}

/** How far the nearest city may lie for an address we cannot place to be called "Near" it. */
const NEAR_CITY_KM = 50

const sameWords = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase()

function refused(path: string, message: string) {
  return new DomainError('VALIDATION_FAILED', message, { details: [{ path, message }] })
}

/** A quote's end named in the server's words for `place`, the client's kept as the note. */
function namedAs(sent: GeoLocation, place: Place): GeoLocation {
  const address = placeLabel(place)
  return {
    ...sent,
    address,
    type: place.type,
    ...(sameWords(sent.address, address) ? {} : { note: sent.address }),
  }
}

/**
 * One end of a quote as the server keeps it: its words always come from a place the server knows
 * at its coordinates, so the mails and the provider read what the driver navigates to.
 * - A place the search handed out (`known`, by its `place_id`: our gazetteer's, or one a geocoder
 *   answered and we kept) names it, and must lie where the coordinates point.
 * - Without one, words that are exactly the name of places we know, all far from the coordinates,
 *   are refused ("Boston" sent with JFK's coordinates). Words the search finds a place for, lying
 *   where the coordinates point, are kept as sent.
 * - Other words ("Boston, MA" with JFK's coordinates, or a street we do not know) are kept only as
 *   the booking's note; the address becomes the known place at the coordinates (within 1 km),
 *   else "Near" the closest city, else the coordinates.
 */
export function quotedPlace(
  end: GeoLocation,
  path: 'pickup' | 'dropoff',
  known: Place | undefined,
): GeoLocation {
  const { note: _dropped, ...sent } = end
  if (known) {
    if (distanceKm(known.lat, known.lng, sent.lat, sent.lng) > PLACE_MATCH_RADIUS_KM) {
      throw refused(`${path}.place_id`, quotedPlaceMessages.farFromPlace)
    }
    return namedAs(sent, known)
  }
  const found = searchPlaces(sent.address, 5, { lat: sent.lat, lng: sent.lng })
  const reaches = (place: Place) =>
    distanceKm(place.lat, place.lng, sent.lat, sent.lng) <= NAMED_PLACE_REACH_KM[place.type]
  const named = found.filter(
    (place) => sameWords(place.name, sent.address) || sameWords(placeLabel(place), sent.address),
  )
  if (named.length > 0 && !named.some(reaches))
    throw refused(`${path}.address`, quotedPlaceMessages.namesAnotherPlace)
  if (found.some(reaches)) return sent
  const at = placeAt(sent.lat, sent.lng)
  if (at) return namedAs(sent, at)
  const city = nearestPlace(sent.lat, sent.lng, { type: 'city', withinKm: NEAR_CITY_KM })
  const { type: _unknown, ...point } = sent
  return { ...point, address: unplacedAddress(sent.lat, sent.lng, city?.place), note: sent.address }
}
