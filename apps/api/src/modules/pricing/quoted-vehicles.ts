import {
  calculateVehiclePrice,
  cancellationTermsValues,
  standardCancellationTerms,
  fromCents,
  type PricedTrip,
  type PriceCalculationResponse,
} from '@ridelane/domain'
import type { OfferedVehicle, ServiceArea } from '../catalogue'
import type { QuotedVehicleRecord } from './quote'

/** Prices every offered class with a seat for each passenger, for the quote to keep. */
export function priceOfferedVehicles(
  area: ServiceArea,
  offered: OfferedVehicle[],
  trip: PricedTrip,
  passengers: number,
): QuotedVehicleRecord[] {
  return offered
    .filter(({ vehicleClass }) => vehicleClass.seats >= passengers)
    .map(({ vehicleClass, rate }) => {
      const price = calculateVehiclePrice(rate, area, trip)
      return {
        city_vehicle_id: `${area.id}:${vehicleClass.id}`,
        vehicle_class_id: vehicleClass.id,
        vehicle_name: vehicleClass.name,
        vehicle_model: vehicleClass.model,
        vehicle_type: vehicleClass.vehicleType,
        vehicle_logo: vehicleClass.image,
        category: vehicleClass.category,
        passenger_capacity: vehicleClass.seats,
        luggage_capacity: vehicleClass.bags,
        price_type: price.priceType,
        price_cents: price.priceCents,
        ride_cents: price.rideCents,
        airport_fee_cents: price.airportFeeCents,
        night_charge_cents: price.nightChargeCents,
        meet_greet_mode: rate.meetGreetMode ?? area.meetGreetMode,
        child_seat_mode: rate.childSeatMode ?? area.childSeatMode,
        // The terms in force when quoted: a booking keeps them whatever the catalogue does later.
        cancellation_terms:
          rate.cancellationTerms ??
          cancellationTermsValues(standardCancellationTerms(vehicleClass.seats)),
      }
    })
}

/** A kept vehicle as `available_vehicles` shows it, in USD. */
export function toAvailableVehicle(
  vehicle: QuotedVehicleRecord,
): PriceCalculationResponse['available_vehicles'][number] {
  return {
    city_vehicle_id: vehicle.city_vehicle_id,
    vehicle_name: vehicle.vehicle_name,
    vehicle_model: vehicle.vehicle_model,
    vehicle_type: vehicle.vehicle_type,
    vehicle_logo: vehicle.vehicle_logo,
    passenger_capacity: vehicle.passenger_capacity,
    luggage_capacity: vehicle.luggage_capacity,
    price: fromCents(vehicle.price_cents),
    price_type: vehicle.price_type,
    night_charge_amount: fromCents(vehicle.night_charge_cents),
    airport_fee_amount: fromCents(vehicle.airport_fee_cents),
    meet_greet_mode: vehicle.meet_greet_mode,
    child_seat_mode: vehicle.child_seat_mode,
    ...(vehicle.cancellation_terms ? { cancellation_terms: vehicle.cancellation_terms } : {}),
  }
}
