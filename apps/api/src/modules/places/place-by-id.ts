import type { Database } from '../../db/client'
import { getPlaceById } from './lookup'
import { findGeocodedPlace } from './repository'
import type { Place } from './schemas'

/** A place by the id the place search handed out: the gazetteer's, else a geocoder's on record. */
export const placeById =
  (db: Database) =>
  async (id: string): Promise<Place | undefined> =>
    getPlaceById(id) ?? (await findGeocodedPlace(db, id))
