import type { FastifyPluginAsync } from 'fastify'
import { seedCatalogue } from './seed-catalogue'

/** The catalogue feature for app.ts: seeds the demo areas and classes once the database is up. */
export const catalogueModule: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => seedCatalogue(app.db))
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
