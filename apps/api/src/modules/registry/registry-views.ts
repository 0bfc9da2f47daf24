import {
  commissionFromHundredths,
  type Driver,
  type HomeBase,
  type Provider,
  type ProviderSummary,
  type Vehicle,
} from '@ridelane/domain'
import type { DriverRow, ProviderRow, VehicleRow } from './repository'

// Rows as the API shows them: snake_case, commission back in percent.

export function providerView(row: ProviderRow): Provider {
  return {
    id: row.id,
    name: row.name,
    contact_name: row.contactName,
    email: row.email,
    phone: row.phone,
    licence_number: row.licenceNumber,
    service_area_ids: row.serviceAreaIds,
    commission_percent: commissionFromHundredths(row.commissionHundredths),
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export function providerSummaryView(row: {
  provider: ProviderRow
  driverCount: number
  vehicleCount: number
}): ProviderSummary {
  return {
    ...providerView(row.provider),
    driver_count: row.driverCount,
    vehicle_count: row.vehicleCount,
  }
}

export function driverView(row: DriverRow): Driver {
  return {
    id: row.id,
    provider_id: row.providerId,
    name: row.name,
    phone: row.phone,
    languages: row.languages,
    licence_number: row.licenceNumber,
    job_language: row.jobLanguage,
    active: row.active,
    home_base: homeBaseView(row),
  }
}

/** A driver's home base: both columns or none (the API writes them together). */
export function homeBaseView(row: Pick<DriverRow, 'homeLat' | 'homeLng'>): HomeBase | null {
  return row.homeLat !== null && row.homeLng !== null
    ? { lat: row.homeLat, lng: row.homeLng }
    : null
}

/** The columns of a home base as a change gives it: undefined leaves them, null clears both. */
export function homeBaseColumns(homeBase: HomeBase | null | undefined) {
  if (homeBase === undefined) return {}
  return { homeLat: homeBase?.lat ?? null, homeLng: homeBase?.lng ?? null }
}

export function vehicleView(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    provider_id: row.providerId,
    vehicle_class_id: row.vehicleClassId,
    make_model: row.makeModel,
    colour: row.colour,
    plate: row.plate,
    seats: row.seats,
    active: row.active,
  }
}
