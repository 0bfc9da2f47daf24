import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { areaVehicleRates, serviceAreas, vehicleClasses } from '../../db/tables/catalogue'
import { seedCatalogue } from '.'
import { createTestApp } from '../../../test/support/create-test-app'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

async function counts() {
  const [areas] = await app.db.select({ n: count() }).from(serviceAreas)
  const [classes] = await app.db.select({ n: count() }).from(vehicleClasses)
  const [rates] = await app.db.select({ n: count() }).from(areaVehicleRates)
  return [areas!.n, classes!.n, rates!.n]
}

const londonSedan = and(
  eq(areaVehicleRates.areaId, 'london'),
  eq(areaVehicleRates.vehicleClassId, 'sedan'),
)

describe('seedCatalogue', () => {
  it('seeds 8 areas with the 13 classes each at start', async () => {
    expect(await counts()).toEqual([8, 13, 104])
    const areas = await app.db.select().from(serviceAreas)
    expect(areas.map((area) => area.name).sort()).toEqual([
      'Delhi',
      'Dubai',
      'Indore',
      'London',
      'Mumbai',
      'New York',
      'Paris',
      'Singapore',
    ])
  })

  it('prices rides in Indore well below London', async () => {
    const rateIn = async (areaId: string) =>
      (
        await app.db
          .select()
          .from(areaVehicleRates)
          .where(
            and(eq(areaVehicleRates.areaId, areaId), eq(areaVehicleRates.vehicleClassId, 'sedan')),
          )
      )[0]!
    const [indore, london] = [await rateIn('indore'), await rateIn('london')]
    expect(indore.perKmCents * 4).toBeLessThan(london.perKmCents)
  })

  it('runs again without adding rows or overwriting an operator’s edits', async () => {
    await app.db.update(areaVehicleRates).set({ perKmCents: 999 }).where(londonSedan)
    await app.db
      .update(serviceAreas)
      .set({ childSeatMode: 'not_allowed' })
      .where(eq(serviceAreas.id, 'london'))
    await app.db.update(vehicleClasses).set({ seats: 4 }).where(eq(vehicleClasses.id, 'sedan'))

    await seedCatalogue(app.db)

    expect(await counts()).toEqual([8, 13, 104])
    const [rate] = await app.db.select().from(areaVehicleRates).where(londonSedan)
    expect(rate!.perKmCents).toBe(999)
    const [london] = await app.db.select().from(serviceAreas).where(eq(serviceAreas.id, 'london'))
    expect(london!.childSeatMode).toBe('not_allowed')
    const [sedan] = await app.db.select().from(vehicleClasses).where(eq(vehicleClasses.id, 'sedan'))
    expect(sedan!.seats).toBe(4)
  })

  it('adds back a row the operator has deleted', async () => {
    await app.db.delete(areaVehicleRates).where(londonSedan)
    await seedCatalogue(app.db)
    expect(await counts()).toEqual([8, 13, 104])
  })
})
