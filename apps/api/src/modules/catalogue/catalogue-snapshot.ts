import type { Database } from '../../db/client'
import {
  listActiveServiceAreas,
  listAllOfferedVehicles,
  type OfferedVehicle,
  type ServiceArea,
} from './repository'

export type Catalogue = {
  areas: ServiceArea[]
  offeredIn: (areaId: string) => OfferedVehicle[]
}

/** How long a process prices from the catalogue it read before reading it again. */
export const CATALOGUE_MAX_AGE_MS = 30_000

/**
 * The active catalogue, read at most once per `maxAgeMs`: every quote needs all of it, and it
 * changes only when an operator edits a rate, which then reaches every process within that time.
 */
export function createCatalogueSnapshot(db: Database, maxAgeMs = CATALOGUE_MAX_AGE_MS) {
  let current: { readAt: number; catalogue: Promise<Catalogue> } | undefined

  async function read(): Promise<Catalogue> {
    const [areas, offered] = await Promise.all([
      listActiveServiceAreas(db),
      listAllOfferedVehicles(db),
    ])
    const byArea = new Map<string, OfferedVehicle[]>()
    for (const vehicle of offered) {
      byArea.set(vehicle.rate.areaId, [...(byArea.get(vehicle.rate.areaId) ?? []), vehicle])
    }
    return { areas, offeredIn: (areaId) => byArea.get(areaId) ?? [] }
  }

  return function catalogue(now = Date.now()): Promise<Catalogue> {
    if (!current || now - current.readAt >= maxAgeMs) {
      const next = { readAt: now, catalogue: read() }
      // A failed read is not kept: the next quote tries again.
      next.catalogue.catch(() => {
        if (current === next) current = undefined
      })
      current = next
    }
    return current.catalogue
  }
}

export type CatalogueSnapshot = ReturnType<typeof createCatalogueSnapshot>
