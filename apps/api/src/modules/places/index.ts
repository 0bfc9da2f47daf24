// The places feature's public surface: routes for app.ts, lookups for pricing and booking.
export { placesRoutes } from './routes'
export { placesModule } from './module'
export { searchPlaces, warmPlaceSearch } from './search'
export { distanceKm } from './geo'
export {
  getAirportByIata,
  getPlaceById,
  nearestAirport,
  nearestPlace,
  placeAt,
  timezoneAt,
  PLACE_MATCH_RADIUS_KM,
  type NearbyPlace,
} from './lookup'
export * from './schemas'
export { GEOCODED_PLACE_KEEP_DAYS, removeStaleGeocodedPlaces } from './repository'
export { placeById } from './place-by-id'
