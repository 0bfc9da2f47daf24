import {
  DomainError,
  placeLabel,
  quotedPlaceMessages,
  type GeoLocation,
  type PlaceType,
} from '@ridelane/domain'
import { distanceKm, PLACE_MATCH_RADIUS_KM, searchPlaces, type Place } from '../places'

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

const sameWords = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase()

function refused(path: string, message: string) {
  return new DomainError('VALIDATION_FAILED', message, { details: [{ path, message }] })
}

/**
 * One end of a quote as the server keeps it (issue: a quote's words tied to its coordinates).
 * A place the search handed out (`known`, found by its `place_id`: our gazetteer's, or one a
 * geocoder answered and we kept) is named in those words, with its own type, and must lie where
 * the coordinates point; the client's other words for it are kept as the booking's note. An
 * address we cannot place is kept as sent, unless it is exactly the name of places we know that
 * all lie far from its coordinates ("Boston" sent with JFK's coordinates).
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
    const address = placeLabel(known)
    return {
      ...sent,
      address,
      type: known.type,
      ...(sameWords(sent.address, address) ? {} : { note: sent.address }),
    }
  }
  const named = searchPlaces(sent.address, 5, { lat: sent.lat, lng: sent.lng }).filter(
    (place) => sameWords(place.name, sent.address) || sameWords(placeLabel(place), sent.address),
  )
  const near = named.some(
    (place) =>
      distanceKm(place.lat, place.lng, sent.lat, sent.lng) <= NAMED_PLACE_REACH_KM[place.type],
  )
  if (named.length > 0 && !near)
    throw refused(`${path}.address`, quotedPlaceMessages.namesAnotherPlace)
  return sent
}
