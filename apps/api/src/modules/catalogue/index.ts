import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dispatchRulesRoutes } from './dispatch-rules-routes'
import { catalogueEditorRoutes } from './editor-routes'
import { seedCatalogue } from './seed-catalogue'

/**
 * The catalogue feature for app.ts: seeds the demo areas and classes once the database is up, and
 * serves the operator console's editor (docs/decisions/015-catalogue-editor.md) with each area's
 * automatic dispatch rules.
 */
export const catalogueModule: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', async () => seedCatalogue(app.db))
  await app.register(catalogueEditorRoutes)
  await app.register(dispatchRulesRoutes)
}

export { seedCatalogue } from './seed-catalogue'
export { demoAreas } from './demo-areas'
export {
  createCatalogueSnapshot,
  type Catalogue,
  type CatalogueSnapshot,
} from './catalogue-snapshot'
export {
  listActiveServiceAreas,
  type AreaVehicleRate,
  type OfferedVehicle,
  type ServiceArea,
  type VehicleClassRow,
} from './repository'
// For automatic dispatch (modules/offers) and the drivers' margins (modules/bookings).
export { dispatchRulesOf } from './dispatch-rules-repository'
// The waiting and no-show figures of a ride (modules/bookings, driver-jobs, rides).
export { waitingPolicyFor } from './waiting-policy'
