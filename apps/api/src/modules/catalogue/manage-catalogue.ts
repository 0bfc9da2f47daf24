import {
  catalogueMessages,
  DomainError,
  type OperatorRole,
  type ServiceAreaChange,
  type ServiceAreaFormValues,
  type ServiceAreaInput,
  type VehicleRateValues,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { recordAudit } from '../audit'
import { areaView, rateView } from './catalogue-views'
import {
  findAreaRate,
  findServiceArea,
  insertServiceArea,
  listVehicleClasses,
  updateServiceArea,
  upsertAreaRate,
  type RateFields,
  type ServiceAreaFields,
} from './repository'

// Only admins change the catalogue (docs/decisions/015-catalogue-editor.md). Every change is
// audited in its own transaction (docs/decisions/014-audit.md). Quotes read the catalogue through
// createCatalogueSnapshot, which re-reads the database at most CATALOGUE_MAX_AGE_MS apart, so a
// change reaches new quotes of every process within that time; bookings keep their own fare.

export type CatalogueActor = { id: string; role: OperatorRole }

const notFound = (message: string) => new DomainError('NOT_FOUND', message)

export async function existingArea(db: Database, id: string) {
  const area = await findServiceArea(db, id)
  if (!area) throw notFound(catalogueMessages.areaNotFound)
  return area
}

/** The editor's snake_case values as table columns; unset fields stay unset. */
export function areaFields(values: Partial<ServiceAreaFormValues> & { active?: boolean }) {
  const fields: ServiceAreaFields = {
    name: values.name,
    countryCode: values.country_code,
    timezone: values.timezone,
    centerLat: values.center_lat,
    centerLng: values.center_lng,
    radiusKm: values.radius_km,
    averageSpeedKmh: values.average_speed_kmh,
    airportFeeCents: values.airport_fee_cents,
    nightSurchargePercent: values.night_surcharge_percent,
    roundTripDiscountPercent: values.round_trip_discount_percent,
    minLeadMinutes:
      values.lead_time_hours === undefined ? undefined : Math.round(values.lead_time_hours * 60),
    meetGreetMode: values.meet_greet_mode,
    meetGreetChargeCents: values.meet_greet_charge_cents,
    childSeatMode: values.child_seat_mode,
    childSeatChargeCents: values.child_seat_charge_cents,
    freeWaitingAirportMinutes: values.free_waiting_airport_minutes,
    freeWaitingOtherMinutes: values.free_waiting_other_minutes,
    waitingChargeCentsPerBlock: values.waiting_charge_cents_per_block,
    noShowRadiusMeters: values.no_show_radius_meters,
    arrivalBufferMinutes: values.arrival_buffer_minutes,
    active: values.active,
  }
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as ServiceAreaFields
}

export function rateFields(values: VehicleRateValues): RateFields {
  return {
    baseFareCents: values.base_fare_cents,
    perKmCents: values.per_km_cents,
    perMinuteCents: values.per_minute_cents,
    minimumFareCents: values.minimum_fare_cents,
    hourlyRateCents: values.hourly_rate_cents,
    dailyRateCents: values.daily_rate_cents,
    meetGreetMode: values.meet_greet_mode,
    childSeatMode: values.child_seat_mode,
    waitingChargeCentsPerBlock: values.waiting_charge_cents_per_block,
    cancellationTerms: values.cancellation_terms,
    active: values.active,
  }
}

export async function createArea(db: Database, actor: CatalogueActor, values: ServiceAreaInput) {
  return db.transaction(async (tx) => {
    const area = await insertServiceArea(tx, {
      ...(areaFields(values) as Required<ServiceAreaFields>),
      id: values.id,
    })
    if (!area) {
      const message = catalogueMessages.areaIdTaken
      throw new DomainError('CONFLICT', message, { details: [{ path: 'id', message }] })
    }
    const target = { kind: 'service_area', id: area.id }
    await recordAudit(tx, {
      operator: actor,
      action: 'service_area.create',
      target,
      before: null,
      after: areaView(area),
    })
    return area
  })
}

export async function changeArea(
  db: Database,
  actor: CatalogueActor,
  id: string,
  change: ServiceAreaChange,
) {
  const before = await existingArea(db, id)
  const verb =
    change.active === false && before.active
      ? 'deactivate'
      : change.active === true && !before.active
        ? 'reactivate'
        : 'update'
  return db.transaction(async (tx) => {
    const area = await updateServiceArea(tx, id, areaFields(change))
    await recordAudit(tx, {
      operator: actor,
      action: `service_area.${verb}`,
      target: { kind: 'service_area', id },
      before: areaView(before),
      after: areaView(area),
    })
    return area
  })
}

export async function setRate(
  db: Database,
  actor: CatalogueActor,
  areaId: string,
  vehicleClassId: string,
  values: VehicleRateValues,
) {
  await existingArea(db, areaId)
  const classes = await listVehicleClasses(db)
  if (!classes.some((vehicleClass) => vehicleClass.id === vehicleClassId)) {
    throw notFound(catalogueMessages.vehicleClassNotFound)
  }
  return db.transaction(async (tx) => {
    const before = await findAreaRate(tx, areaId, vehicleClassId)
    const rate = await upsertAreaRate(tx, areaId, vehicleClassId, rateFields(values))
    await recordAudit(tx, {
      operator: actor,
      action: 'area_rate.update',
      target: { kind: 'area_rate', id: `${areaId}:${vehicleClassId}` },
      before: before ? rateView(before) : null,
      after: rateView(rate),
    })
    return rate
  })
}
