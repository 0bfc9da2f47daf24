import { DomainError, providerMessages, type HomeBase } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import { homeBaseColumns } from './registry-views'
import { updateDriver, type DriverRow } from './repository'

/**
 * A provider user sets or clears the home base of one of its own drivers (active or not), which
 * auto-assign measures from when the driver has shared no position
 * (docs/decisions/035-automatic-dispatch.md#provider-options). Another provider's driver is as
 * unknown as a made-up id. Not audited: the audit log is operators' (docs/decisions/014-audit.md),
 * as with a provider's changes to a driver's working hours. Operators change it with the rest of
 * the driver (`changeDriver`), audited.
 */
export async function setDriverHomeBase(
  db: Database,
  providerId: string,
  driverId: string,
  homeBase: HomeBase | null,
): Promise<DriverRow> {
  const driver =
    isUuid(providerId) && isUuid(driverId)
      ? await updateDriver(db, providerId, driverId, homeBaseColumns(homeBase))
      : undefined
  if (!driver) throw new DomainError('NOT_FOUND', providerMessages.driverNotFound)
  return driver
}
