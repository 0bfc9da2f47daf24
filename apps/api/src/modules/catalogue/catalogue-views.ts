import {
  cancellationTermsValues,
  DEFAULT_DISPATCH_RULES,
  standardCancellationTerms,
} from '@ridelane/domain'
import { rulesFromRow, type DispatchRulesRow } from './dispatch-rules-repository'
import type { AreaVehicleRate, ServiceArea, VehicleClassRow } from './repository'

// How the catalogue editor's endpoints show areas, rates and dispatch rules: the schemas'
// snake_case fields.

export function areaView(area: ServiceArea) {
  return {
    id: area.id,
    name: area.name,
    country_code: area.countryCode,
    timezone: area.timezone,
    center_lat: area.centerLat,
    center_lng: area.centerLng,
    radius_km: area.radiusKm,
    average_speed_kmh: area.averageSpeedKmh,
    airport_fee_cents: area.airportFeeCents,
    night_surcharge_percent: area.nightSurchargePercent,
    round_trip_discount_percent: area.roundTripDiscountPercent,
    lead_time_hours: area.minLeadMinutes / 60,
    meet_greet_mode: area.meetGreetMode,
    meet_greet_charge_cents: area.meetGreetChargeCents,
    child_seat_mode: area.childSeatMode,
    child_seat_charge_cents: area.childSeatChargeCents,
    free_waiting_airport_minutes: area.freeWaitingAirportMinutes,
    free_waiting_other_minutes: area.freeWaitingOtherMinutes,
    waiting_charge_cents_per_block: area.waitingChargeCentsPerBlock,
    no_show_radius_meters: area.noShowRadiusMeters,
    arrival_buffer_minutes: area.arrivalBufferMinutes,
    active: area.active,
    updated_at: area.updatedAt.toISOString(),
  }
}

export function rateView(rate: AreaVehicleRate) {
  return {
    vehicle_class_id: rate.vehicleClassId,
    base_fare_cents: rate.baseFareCents,
    per_km_cents: rate.perKmCents,
    per_minute_cents: rate.perMinuteCents,
    minimum_fare_cents: rate.minimumFareCents,
    hourly_rate_cents: rate.hourlyRateCents,
    daily_rate_cents: rate.dailyRateCents,
    meet_greet_mode: rate.meetGreetMode,
    child_seat_mode: rate.childSeatMode,
    waiting_charge_cents_per_block: rate.waitingChargeCentsPerBlock,
    /** Null: the standard terms for the class's seats (`standard_cancellation_terms`). */
    cancellation_terms: rate.cancellationTerms ?? null,
    active: rate.active,
  }
}

export function vehicleClassView(vehicleClass: VehicleClassRow) {
  return {
    id: vehicleClass.id,
    name: vehicleClass.name,
    seats: vehicleClass.seats,
    standard_cancellation_terms: cancellationTermsValues(
      standardCancellationTerms(vehicleClass.seats),
    ),
  }
}

/** An area's dispatch rules as the editor shows them; an area without a row shows the defaults. */
export function dispatchRulesView(areaId: string, row: DispatchRulesRow | undefined) {
  return {
    area_id: areaId,
    rules: row ? rulesFromRow(row) : { ...DEFAULT_DISPATCH_RULES, preferred_provider_ids: [] },
    updated_at: row ? row.updatedAt.toISOString() : null,
  }
}
