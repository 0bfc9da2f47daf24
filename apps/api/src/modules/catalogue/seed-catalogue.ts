import { vehicleClasses } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { demoAreas } from './demo-areas'
import { demoRatesFor } from './demo-rates'
import {
  insertMissingAreaRates,
  insertMissingServiceAreas,
  insertMissingVehicleClasses,
} from './repository'

/**
 * Seeds the demo catalogue (docs/architecture.md#data-and-storage). Safe to run on every start and
 * from several processes at once: rows that exist, edited or not, are left as they are.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await insertMissingVehicleClasses(
      tx,
      vehicleClasses.map((vehicleClass, index) => ({
        id: vehicleClass.id,
        name: vehicleClass.name,
        model: vehicleClass.model,
        category: vehicleClass.category,
        vehicleType: vehicleClass.type,
        seats: vehicleClass.seats,
        bags: vehicleClass.bags,
        image: vehicleClass.image,
        sortOrder: index,
      })),
    )
    await insertMissingServiceAreas(
      tx,
      demoAreas.map(({ costIndex: _costIndex, ...area }) => area),
    )
    await insertMissingAreaRates(tx, demoAreas.flatMap(demoRatesFor))
  })
}
