import {
  calculateVehiclePrice,
  zonedDateTimeToIso,
  type CataloguePreviewSchemaOutput,
  type PricedTrip,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { areaFields, existingArea, rateFields } from './manage-catalogue'
import { listAreaRates, listVehicleClasses, type ServiceArea } from './repository'

/** A fixed day for the sample trip: only its wall-clock time matters to the price. */
const SAMPLE_DATE = '2030-06-12'

/**
 * What each class of an area would charge for a sample trip, saved values overlaid with the
 * editor's unsaved ones, priced by calculateVehiclePrice: the function quotes use.
 */
export async function previewPrices(
  db: Database,
  areaId: string,
  request: CataloguePreviewSchemaOutput,
) {
  const saved = await existingArea(db, areaId)
  const area: ServiceArea = { ...saved, ...areaFields(request.area ?? {}) }
  const [classes, rates] = await Promise.all([listVehicleClasses(db), listAreaRates(db, areaId)])
  const { trip: sample } = request
  const pickupAt = zonedDateTimeToIso(SAMPLE_DATE, sample.pickup_local_time, area.timezone)
  const trip: PricedTrip = {
    rideType: sample.ride_type,
    distanceKm: sample.distance_km,
    durationMin: sample.duration_min,
    hours: sample.hours,
    days: sample.days,
    pickupAt,
    returnAt:
      sample.ride_type === 'one-way' && sample.round_trip
        ? new Date(Date.parse(pickupAt) + 6 * 3_600_000)
        : null,
    timeZone: area.timezone,
    airportTrip: sample.airport_trip,
  }
  const byClass = new Map(rates.map((rate) => [rate.vehicleClassId, rate]))
  return classes.flatMap((vehicleClass) => {
    const edited = request.rates?.[vehicleClass.id]
    const rate = edited
      ? { ...byClass.get(vehicleClass.id), ...rateFields(edited) }
      : byClass.get(vehicleClass.id)
    if (!rate || !rate.active || vehicleClass.seats < sample.passengers) return []
    const price = calculateVehiclePrice(rate, area, trip)
    return [
      {
        vehicle_class_id: vehicleClass.id,
        vehicle_name: vehicleClass.name,
        price_type: price.priceType,
        price_cents: price.priceCents,
        ride_cents: price.rideCents,
        airport_fee_cents: price.airportFeeCents,
        night_charge_cents: price.nightChargeCents,
      },
    ]
  })
}
