import type { Place } from '../schemas'

/** What a geocoder is asked: the traveller's text, how many places, and the trip's other place. */
export type GeocoderQuery = {
  text: string
  limit: number
  near?: { lat: number; lng: number }
  signal: AbortSignal
}

/**
 * An external place search (Photon, Google Places) behind one interface. It throws on any
 * failure; the place finder then answers from the built-in gazetteer alone.
 */
export interface Geocoder {
  readonly name: string
  search(query: GeocoderQuery): Promise<Place[]>
}

/** Fails with the service's status, so the log says which service answered what. */
export async function readJson(response: Response, service: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${service} answered ${response.status}`)
  return response.json()
}
