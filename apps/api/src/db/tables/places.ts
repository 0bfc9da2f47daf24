import { doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The places a geocoder (Photon, Google Places) answered a place search with, by the id the
 * search handed out, so a quote can name a geocoder's place in the geocoder's words and check its
 * coordinates, as it does for the gazetteer's own places (modules/pricing/quoted-places.ts). Kept
 * in the database, not in memory, because the search and the quote may reach different API
 * processes. The same id again brings the row up to date.
 */
export const geocodedPlaces = pgTable(
  'geocoded_places',
  {
    /** The search's id for the place: `photon:N7`, `google:ChIJ…`. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    timezone: text('timezone').notNull(),
    countryCode: text('country_code').notNull(),
    /** When a search last answered it. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('geocoded_places_seen_idx').on(table.seenAt)],
)
