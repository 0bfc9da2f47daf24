import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { geocodedPlaces } from '../../db/tables/places'
import type { Place } from './schemas'

/** Keeps what a geocoder answered, by the ids the search hands out (one statement). */
export async function rememberGeocodedPlaces(db: Database, places: readonly Place[]) {
  if (places.length === 0) return
  await db
    .insert(geocodedPlaces)
    .values(
      places.map((place) => ({
        id: place.id,
        type: place.type,
        name: place.name,
        address: place.address,
        lat: place.lat,
        lng: place.lng,
        timezone: place.timezone,
        countryCode: place.country_code,
      })),
    )
    .onConflictDoUpdate({
      target: geocodedPlaces.id,
      set: {
        type: sql`excluded.type`,
        name: sql`excluded.name`,
        address: sql`excluded.address`,
        lat: sql`excluded.lat`,
        lng: sql`excluded.lng`,
        timezone: sql`excluded.timezone`,
        countryCode: sql`excluded.country_code`,
        seenAt: sql`now()`,
      },
    })
}

/** A place a geocoder answered a search with, by its id, as the search showed it. */
export async function findGeocodedPlace(db: Database, id: string): Promise<Place | undefined> {
  const [row] = await db
    .select()
    .from(geocodedPlaces)
    .where(sql`${geocodedPlaces.id} = ${id}`)
  if (!row) return undefined
  return {
    id: row.id,
    type: row.type as Place['type'],
    name: row.name,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    timezone: row.timezone,
    country_code: row.countryCode,
  }
}

/** How long a place no search has answered with is kept: far longer than any quote lives. */
export const GEOCODED_PLACE_KEEP_DAYS = 30

/**
 * Removes up to `limit` places no search has answered with for GEOCODED_PLACE_KEEP_DAYS; answers
 * how many. A quote names a place for at most its lifetime, so nothing still needs them.
 */
export async function removeStaleGeocodedPlaces(db: Database, now: Date, limit = 500) {
  const before = new Date(now.getTime() - GEOCODED_PLACE_KEEP_DAYS * 86_400_000)
  const rows = await db.execute(sql`
    delete from ${geocodedPlaces} where ${geocodedPlaces.id} in (
      select ${geocodedPlaces.id} from ${geocodedPlaces}
      where ${geocodedPlaces.seenAt} < ${before.toISOString()}
      limit ${limit} for update skip locked
    ) returning ${geocodedPlaces.id}`)
  return (rows as { rows: unknown[] }).rows.length
}
