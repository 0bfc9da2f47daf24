import { defaultWaitingPolicy, type WaitingPolicy } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { findWaitingFigures } from './repository'

/**
 * The waiting and no-show policy of a ride (docs/product.md#waiting-flights-and-service-hours):
 * its service area's figures, with the vehicle class's own charge per block when the area's rate
 * for it sets one. A booking without an area (or an area since removed) gets the defaults.
 */
export async function waitingPolicyFor(
  db: Database,
  areaId: string | null,
  vehicleClassId: string | null,
): Promise<WaitingPolicy> {
  if (!areaId) return defaultWaitingPolicy
  const row = await findWaitingFigures(db, areaId, vehicleClassId ?? '')
  if (!row) return defaultWaitingPolicy
  return {
    freeMinutesAirportArrival: row.freeWaitingAirportMinutes,
    freeMinutesOther: row.freeWaitingOtherMinutes,
    chargeCentsPerBlock: row.classChargeCentsPerBlock ?? row.waitingChargeCentsPerBlock,
    noShowRadiusMeters: row.noShowRadiusMeters,
    arrivalBufferMinutes: row.arrivalBufferMinutes,
  }
}
