import {
  commissionToHundredths,
  DomainError,
  providerMessages,
  type DriverChange,
  type DriverValues,
  type OperatorRole,
  type ProviderChange,
  type ProviderValues,
  type VehicleChange,
  type VehicleValues,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import { recordAudit } from '../audit'
import { driverView, homeBaseColumns, providerView, vehicleView } from './registry-views'
import {
  findDriver,
  findProvider,
  findVehicle,
  insertDriver,
  insertProvider,
  insertVehicle,
  knownServiceAreaIds,
  listDrivers,
  listVehicles,
  plateTaken,
  updateDriver,
  updateProvider,
  updateVehicle,
} from './repository'

// Who may change what is written down in docs/decisions/013-provider-registry.md. Every change
// is audited in its own transaction (docs/decisions/014-audit.md).

/** The signed-in operator making a change. */
export type RegistryActor = { id: string; role: OperatorRole }

type Snapshot = Record<string, unknown>

function audit(
  tx: Database,
  actor: RegistryActor,
  action: string,
  target: { kind: string; id: string },
  before: Snapshot | null,
  after: Snapshot,
) {
  return recordAudit(tx, { operator: { id: actor.id }, action, target, before, after })
}

const notFound = (message: string) => new DomainError('NOT_FOUND', message)
const fieldProblem = (code: 'VALIDATION_FAILED' | 'CONFLICT', path: string, message: string) =>
  new DomainError(code, message, { details: [{ path, message }] })

async function checkAreas(db: Database, ids: string[] | undefined) {
  if (!ids) return
  const known = await knownServiceAreaIds(db, ids)
  if (ids.some((id) => !known.has(id))) {
    throw fieldProblem('VALIDATION_FAILED', 'service_area_ids', providerMessages.areaUnknown)
  }
}

/** The provider, or 404 for an unknown or malformed id. */
export async function existingProvider(db: Database, id: string) {
  const provider = isUuid(id) ? await findProvider(db, id) : undefined
  if (!provider) throw notFound(providerMessages.providerNotFound)
  return provider
}

export async function providerWithMembers(db: Database, id: string) {
  const provider = await existingProvider(db, id)
  const [drivers, vehicles] = await Promise.all([listDrivers(db, id), listVehicles(db, id)])
  return { provider, drivers, vehicles }
}

function providerFields({ commission_percent, ...values }: ProviderChange) {
  return {
    name: values.name,
    contactName: values.contact_name,
    email: values.email,
    phone: values.phone,
    licenceNumber: values.licence_number,
    serviceAreaIds: values.service_area_ids,
    commissionHundredths:
      commission_percent === undefined ? undefined : commissionToHundredths(commission_percent),
    active: values.active,
  }
}

export async function createProvider(db: Database, actor: RegistryActor, values: ProviderValues) {
  await checkAreas(db, values.service_area_ids)
  const fields = providerFields(values)
  return db.transaction(async (tx) => {
    const provider = await insertProvider(tx, required(fields))
    const target = { kind: 'provider', id: provider.id }
    await audit(tx, actor, 'provider.create', target, null, providerView(provider))
    return provider
  })
}

/** A dispatcher may edit contact details and areas, not the commission or the active flag. */
export async function changeProvider(
  db: Database,
  actor: RegistryActor,
  id: string,
  change: ProviderChange,
) {
  const provider = await existingProvider(db, id)
  const fields = providerFields(change)
  const commercial =
    (fields.commissionHundredths !== undefined &&
      fields.commissionHundredths !== provider.commissionHundredths) ||
    (fields.active !== undefined && fields.active !== provider.active)
  if (commercial && actor.role !== 'admin') {
    throw new DomainError('FORBIDDEN', providerMessages.adminOnlyProviderChange)
  }
  await checkAreas(db, change.service_area_ids)
  return db.transaction(async (tx) => {
    const changed = (await updateProvider(tx, id, fields))!
    const target = { kind: 'provider', id }
    await audit(tx, actor, 'provider.update', target, providerView(provider), providerView(changed))
    return changed
  })
}

export async function addDriver(
  db: Database,
  actor: RegistryActor,
  providerId: string,
  values: DriverValues,
) {
  await existingProvider(db, providerId)
  return db.transaction(async (tx) => {
    const driver = await insertDriver(tx, {
      providerId,
      name: values.name,
      phone: values.phone,
      languages: values.languages,
      licenceNumber: values.licence_number,
      jobLanguage: values.job_language ?? 'en',
      active: values.active,
      ...homeBaseColumns(values.home_base),
    })
    const target = { kind: 'driver', id: driver.id }
    await audit(tx, actor, 'driver.create', target, null, driverView(driver))
    return driver
  })
}

export async function changeDriver(
  db: Database,
  actor: RegistryActor,
  providerId: string,
  driverId: string,
  change: DriverChange,
) {
  await existingProvider(db, providerId)
  const before = isUuid(driverId) ? await findDriver(db, providerId, driverId) : undefined
  if (!before) throw notFound(providerMessages.driverNotFound)
  return db.transaction(async (tx) => {
    const driver = await updateDriver(tx, providerId, driverId, {
      name: change.name,
      phone: change.phone,
      languages: change.languages,
      licenceNumber: change.licence_number,
      jobLanguage: change.job_language,
      active: change.active,
      ...homeBaseColumns(change.home_base),
    })
    if (!driver) throw notFound(providerMessages.driverNotFound)
    const target = { kind: 'driver', id: driver.id }
    await audit(tx, actor, 'driver.update', target, driverView(before), driverView(driver))
    return driver
  })
}

const plateTakenProblem = () => fieldProblem('CONFLICT', 'plate', providerMessages.plateTaken)

export async function addVehicle(
  db: Database,
  actor: RegistryActor,
  providerId: string,
  values: VehicleValues,
) {
  await existingProvider(db, providerId)
  return db.transaction(async (tx) => {
    const vehicle = await insertVehicle(tx, {
      providerId,
      vehicleClassId: values.vehicle_class_id,
      makeModel: values.make_model,
      colour: values.colour,
      plate: values.plate,
      seats: values.seats,
      active: values.active,
    })
    if (!vehicle) throw plateTakenProblem()
    const target = { kind: 'vehicle', id: vehicle.id }
    await audit(tx, actor, 'vehicle.create', target, null, vehicleView(vehicle))
    return vehicle
  })
}

export async function changeVehicle(
  db: Database,
  actor: RegistryActor,
  providerId: string,
  vehicleId: string,
  change: VehicleChange,
) {
  await existingProvider(db, providerId)
  const before = isUuid(vehicleId) ? await findVehicle(db, providerId, vehicleId) : undefined
  if (!before) throw notFound(providerMessages.vehicleNotFound)
  if (change.plate && (await plateTaken(db, providerId, change.plate, vehicleId))) {
    throw plateTakenProblem()
  }
  return db
    .transaction(async (tx) => {
      const vehicle = await updateVehicle(tx, providerId, vehicleId, {
        vehicleClassId: change.vehicle_class_id,
        makeModel: change.make_model,
        colour: change.colour,
        plate: change.plate,
        seats: change.seats,
        active: change.active,
      })
      if (!vehicle) throw notFound(providerMessages.vehicleNotFound)
      const target = { kind: 'vehicle', id: vehicle.id }
      await audit(tx, actor, 'vehicle.update', target, vehicleView(before), vehicleView(vehicle))
      return vehicle
    })
    .catch((error: unknown) => {
      // Two edits racing to one plate: the unique index refuses the second.
      if (isUniqueViolation(error)) throw plateTakenProblem()
      throw error
    })
}

function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | undefined)?.code
  return code(error) === '23505' || code((error as { cause?: unknown }).cause) === '23505'
}

function required<T extends Record<string, unknown>>(fields: T) {
  return fields as { [K in keyof T]-?: Exclude<T[K], undefined> }
}
