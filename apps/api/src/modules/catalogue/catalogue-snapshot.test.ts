import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { areaVehicleRates } from '../../db/tables/catalogue'
import { createCatalogueSnapshot } from '.'
import { createTestApp } from '../../../test/support/create-test-app'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

const parisVan = and(
  eq(areaVehicleRates.areaId, 'paris'),
  eq(areaVehicleRates.vehicleClassId, 'business-minivan'),
)

describe('createCatalogueSnapshot', () => {
  it('prices from one read for its lifetime, then sees an operator’s edit', async () => {
    const catalogue = createCatalogueSnapshot(app.db, 1000)
    const first = await catalogue(0)
    expect(first.areas).toHaveLength(8)
    expect(first.offeredIn('paris')).toHaveLength(13)
    expect(first.offeredIn('nowhere')).toEqual([])

    await app.db.update(areaVehicleRates).set({ active: false }).where(parisVan)
    expect((await catalogue(999)).offeredIn('paris')).toHaveLength(13)
    const later = (await catalogue(1000)).offeredIn('paris')
    expect(later.map((v) => v.vehicleClass.id)).not.toContain('business-minivan')
    expect(later).toHaveLength(12)
  })
})
