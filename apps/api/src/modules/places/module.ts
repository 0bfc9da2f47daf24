import type { FastifyPluginAsync } from 'fastify'
import type { GeocoderConfig } from '../../config'
import type { Geocoder } from './geocoders/geocoder'
import { googlePlacesGeocoder } from './geocoders/google-places'
import { photonGeocoder } from './geocoders/photon'
import { createPlaceFinder } from './place-finder'
import { rememberGeocodedPlaces } from './repository'
import { placesRoutes } from './routes'

export type PlacesModuleOptions = { geocoder: GeocoderConfig }

function geocoderFor(config: GeocoderConfig): Geocoder | undefined {
  if (config.kind === 'photon') return photonGeocoder(config.url)
  if (config.kind === 'google') return googlePlacesGeocoder(config.apiKey)
  return undefined
}

/** The places feature for app.ts: place search, through the configured geocoder (GEOCODER). */
export const placesModule: FastifyPluginAsync<PlacesModuleOptions> = async (app, options) => {
  const log = app.log.child({ module: 'places' })
  const findPlaces = createPlaceFinder({
    geocoder: geocoderFor(options.geocoder),
    log,
    remember: (places) => rememberGeocodedPlaces(app.db, places),
  })
  await app.register(placesRoutes, { findPlaces })
}
