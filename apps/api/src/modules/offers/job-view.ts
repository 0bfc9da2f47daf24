import {
  bookingStatusSchema,
  commissionFromHundredths,
  fromCents,
  offerStatusAt,
  providerPayoutCents,
  wallClockInZone,
  type ProviderDriver,
  type ProviderJob,
} from '@ridelane/domain'
import { homeBaseView } from '../registry'
import type { JobRow } from './job-repository'
import type { DriverRow, RideOfferRow, VehicleRow } from './repository'

/** The class the traveller booked, from the quote's priced vehicles. */
export function bookedClassOf(row: JobRow): string | null {
  const vehicles = Array.isArray(row.quotedVehicles) ? row.quotedVehicles : []
  const quoted = vehicles.find(
    (v: { city_vehicle_id?: string }) => v?.city_vehicle_id === row.booking.vehicleId,
  ) as { vehicle_class_id?: string } | undefined
  return quoted?.vehicle_class_id ?? null
}

export type JobExtras = {
  commissionHundredths: number
  offer: RideOfferRow | undefined
  driver: DriverRow | undefined
  vehicle: VehicleRow | undefined
  now: Date
}

/** One job as the provider portal shows it: the ride, what it pays, and who drives it. */
export function providerJobView(row: JobRow, extras: JobExtras): ProviderJob {
  const b = row.booking
  const local = wallClockInZone(b.pickupTime, b.timezone)
  // The fare before the partner's discount, which is ours to bear (providerPayoutCents).
  const fareCents = b.totalCents + b.partnerDiscountCents
  const { offer, driver, vehicle } = extras
  return {
    booking_id: b.id,
    booking_code: b.bookingCode,
    booking_status: bookingStatusSchema.parse(b.bookingStatus),
    ride_type: b.rideType,
    pickup_time: b.pickupTime.toISOString(),
    timezone: b.timezone,
    pickup_date_local: local.date,
    pickup_time_local: local.time,
    pickup_location: b.pickupLocation,
    pickup_address_detail: b.pickupAddressDetail,
    dropoff_location: b.dropoffLocation,
    dropoff_address_detail: b.dropoffAddressDetail,
    duration_hours: b.durationHours,
    vehicle_class_id: bookedClassOf(row),
    vehicle_name: b.vehicleName,
    passengers: b.passengers,
    luggage_count: b.luggageCount,
    child_seat_count: b.childSeatApplicable ? b.childSeatCount : 0,
    meet_greet: b.meetGreetApplicable,
    earnings: {
      fare: fromCents(fareCents),
      commission_percent: commissionFromHundredths(extras.commissionHundredths),
      payout: fromCents(providerPayoutCents(fareCents, extras.commissionHundredths)),
      // Stored amounts are USD; the booking's currency is only what the traveller chose to see.
      currency: 'USD',
    },
    offer: offer
      ? {
          id: offer.id,
          status: offerStatusAt(offer, extras.now),
          expires_at: offer.expiresAt.toISOString(),
        }
      : null,
    driver: driver ? { id: driver.id, name: driver.name, phone: driver.phone } : null,
    vehicle: vehicle ? vehicleView(vehicle) : null,
  }
}

export function vehicleView(vehicle: VehicleRow) {
  return {
    id: vehicle.id,
    vehicle_class_id: vehicle.vehicleClassId,
    make_model: vehicle.makeModel,
    colour: vehicle.colour,
    plate: vehicle.plate,
    seats: vehicle.seats,
  }
}

/** One of the provider's drivers as the portal lists them, with the home base it may set. */
export function providerDriverView(driver: DriverRow): ProviderDriver {
  return {
    id: driver.id,
    name: driver.name,
    phone: driver.phone,
    languages: driver.languages,
    home_base: homeBaseView(driver),
  }
}
