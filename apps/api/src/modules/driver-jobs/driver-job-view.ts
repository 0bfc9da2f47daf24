import {
  actorKindSchema,
  bookingStatusSchema,
  DRIVER_STEP_UNDO_SECONDS,
  freeWaitingEndsAt,
  freeWaitingMinutes,
  navigationUrl,
  nextDriverSteps,
  stepBackFrom,
  timelineFacts,
  type DriverJob,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { listBookingEvents, type BookingRow } from '../bookings'
import { isAirport } from '../pricing'
import { findVehicle } from './repository'

// GET /driver/job: what the driver needs at the wheel, and nothing about money or the traveller's
// mail address (docs/decisions/029-providers-and-drivers.md).

const iso = (date: Date) => date.toISOString()

/** The job as its driver sees it now. */
export async function driverJobView(
  db: Database,
  booking: BookingRow,
  now = new Date(),
): Promise<DriverJob> {
  const status = bookingStatusSchema.parse(booking.bookingStatus)
  const atAirport = isAirport({ lat: booking.pickupLat, lng: booking.pickupLng })
  const vehicle = booking.assignedVehicleId
    ? await findVehicle(db, booking.assignedVehicleId)
    : undefined
  const events = await listBookingEvents(db, booking.id)
  const timeline = timelineFacts(
    events.map((event) => ({
      at: event.at,
      to: bookingStatusSchema.parse(event.toStatus),
      actorKind: actorKindSchema.parse(event.actorKind),
      details: event.details,
    })),
  )
  let noShowFrom: Date | null = null
  if (status === 'driver_arrived') {
    noShowFrom = freeWaitingEndsAt({
      status,
      partnerId: booking.partnerId,
      pickupAt: booking.pickupTime,
      pickupAtAirport: atAirport,
      quoteExpiresAt: now,
      providerId: booking.providerId,
      driverId: booking.driverId,
      driverArrivedAt: timeline.driverArrivedAt ?? now,
    })
  }
  // The page offers to take back the driver's own step for a minute (the lifecycle decides).
  const last = timeline.lastMove
  const undoUntil =
    last && !last.undo && last.actorKind === 'driver' && last.to === status && stepBackFrom(status)
      ? new Date(last.at.getTime() + DRIVER_STEP_UNDO_SECONDS * 1000)
      : null
  const hasDropoff =
    booking.dropoffLocation !== null && booking.dropoffLat !== null && booking.dropoffLng !== null
  return {
    booking_code: booking.bookingCode,
    status,
    pickup_time: iso(booking.pickupTime),
    timezone: booking.timezone,
    ride_type: booking.rideType,
    duration_hours: booking.durationHours,
    round_trip_time: booking.roundTripTime ? iso(booking.roundTripTime) : null,
    pickup: {
      address: booking.pickupLocation,
      detail: booking.pickupAddressDetail,
      navigation_url: navigationUrl(booking.pickupLat, booking.pickupLng),
    },
    dropoff: hasDropoff
      ? {
          address: booking.dropoffLocation!,
          detail: booking.dropoffAddressDetail,
          navigation_url: navigationUrl(booking.dropoffLat!, booking.dropoffLng!),
        }
      : null,
    pickup_at_airport: atAirport,
    passenger: {
      name: booking.name,
      phone: booking.phoneNumber,
      passengers: booking.passengers,
      luggage_count: booking.luggageCount,
      child_seat_count: booking.childSeatApplicable ? booking.childSeatCount : 0,
    },
    flight_number: booking.flightNumber,
    name_sign: booking.meetGreetApplicable ? booking.name : null,
    notes: booking.driverInstructions,
    vehicle: vehicle
      ? { make_model: vehicle.makeModel, colour: vehicle.colour, plate: vehicle.plate }
      : null,
    next_steps: nextDriverSteps(status),
    no_show_from: noShowFrom ? iso(noShowFrom) : null,
    free_waiting_minutes: freeWaitingMinutes({ isAirportArrival: atAirport }),
    share_location: status === 'driver_en_route',
    undo_until: undoUntil && undoUntil > now ? iso(undoUntil) : null,
  }
}
