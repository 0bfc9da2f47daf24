// The places feature's public surface: routes for app.ts, lookups for pricing and booking.
export { placesRoutes } from './routes'
export { searchPlaces, warmPlaceSearch } from './search'
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
