import {
  actorKindSchema,
  bookingStatusSchema,
  DRIVER_STEP_UNDO_SECONDS,
  freeWaitingMinutes,
  navigationUrl,
  nextDriverSteps,
  stepBackFrom,
  timelineFacts,
  WAITING_BLOCK_MINUTES,
  type DriverJob,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import {
  bookingWaiting,
  bookingWaitingPolicy,
  listBookingEvents,
  type BookingRow,
} from '../bookings'
import { bookingFlightSummary } from '../flights'
import { isAirport } from '../pricing'
import { findVehicle, freshDriverPosition } from './repository'

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
  // The waiting clock runs from the driver's arrival; the no-show opens when the free waiting
  // ends, by the area's policy (the same rule the lifecycle and the no-show check apply).
  const waiting =
    status === 'driver_arrived'
      ? await bookingWaiting(db, booking, timeline.driverArrivedAt ?? now)
      : null
  const policy = waiting?.policy ?? (await bookingWaitingPolicy(db, booking))
  // The page offers to take back the driver's own step for a minute (the lifecycle decides).
  const last = timeline.lastMove
  const undoUntil =
    last && !last.undo && last.actorKind === 'driver' && last.to === status && stepBackFrom(status)
      ? new Date(last.at.getTime() + DRIVER_STEP_UNDO_SECONDS * 1000)
      : null
  const hasDropoff =
    booking.dropoffLocation !== null && booking.dropoffLat !== null && booking.dropoffLng !== null
  // On the way for the passenger's estimate; at the pickup as a no-show's evidence.
  const sharing = status === 'driver_en_route' || status === 'driver_arrived'
  const position = sharing ? await freshDriverPosition(db, booking.id, now) : undefined
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
      point: { lat: booking.pickupLat, lng: booking.pickupLng },
    },
    dropoff: hasDropoff
      ? {
          address: booking.dropoffLocation!,
          detail: booking.dropoffAddressDetail,
          navigation_url: navigationUrl(booking.dropoffLat!, booking.dropoffLng!),
          point: { lat: booking.dropoffLat!, lng: booking.dropoffLng! },
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
    flight: await bookingFlightSummary(db, booking.id),
    name_sign: booking.meetGreetApplicable ? booking.name : null,
    notes: booking.driverInstructions,
    vehicle: vehicle
      ? { make_model: vehicle.makeModel, colour: vehicle.colour, plate: vehicle.plate }
      : null,
    next_steps: nextDriverSteps(status),
    no_show_from: waiting ? iso(waiting.freeUntil) : null,
    free_waiting_minutes: freeWaitingMinutes(policy, atAirport),
    waiting: waiting
      ? {
          started_at: iso(waiting.driverArrivedAt ?? now),
          free_until: iso(waiting.freeUntil),
          block_minutes: WAITING_BLOCK_MINUTES,
        }
      : null,
    share_location: sharing,
    driver_point: position ? { lat: position.lat, lng: position.lng } : null,
    undo_until: undoUntil && undoUntil > now ? iso(undoUntil) : null,
  }
}
