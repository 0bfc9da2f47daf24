import { SYSTEM_ACTOR } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { lockDriver, lockVehicle } from '../registry'
import { driverBusyReason } from './driver-availability'
import { findDriverById, findVehicleById } from './ops-booking-repository'
import type { BookingRow } from './repository'
import { applyTransition } from './transition-booking'
import { vehicleBusyReason } from './vehicle-availability'

/**
 * A ride whose time moved (an operator's move, a traveller's change) is checked again against
 * its driver's and vehicle's other rides, time off and hours (docs/decisions/
 * 034-driver-availability.md#a-moved-ride), under their row locks. When either no longer fits,
 * the ride is released from both: a system move that keeps it with its provider, without a
 * driver or vehicle, the clash as its reason. The provider staffs it again, and automatic
 * dispatch calls in the operators if nobody has by the escalation time. Call it in the change's
 * transaction, after writing the new time and before the change's hooks (bookingChanged), and
 * pass them the booking it answers.
 */
export async function releaseMovedRide(
  tx: Database,
  booking: BookingRow,
  now: Date,
): Promise<BookingRow> {
  if (booking.bookingStatus !== 'assigned' || !booking.providerId) return booking
  if (!booking.driverId && !booking.assignedVehicleId) return booking
  const driver = booking.driverId ? await findDriverById(tx, booking.driverId) : undefined
  const vehicle = booking.assignedVehicleId
    ? await findVehicleById(tx, booking.assignedVehicleId)
    : undefined
  // In the order every assignment takes them, so a release and an assignment cannot deadlock.
  if (driver) await lockDriver(tx, driver.id)
  if (vehicle) await lockVehicle(tx, vehicle.id)
  const clashes = [
    driver ? await driverBusyReason(tx, booking, driver) : null,
    vehicle ? await vehicleBusyReason(tx, booking, vehicle) : null,
  ].filter((reason): reason is string => reason !== null)
  if (clashes.length === 0) return booking
  return applyTransition(
    tx,
    booking,
    {
      to: 'assigned',
      actor: SYSTEM_ACTOR,
      input: { providerId: booking.providerId, reason: clashes.join(' ') },
      details: {
        released: 'true',
        ...(booking.driverId ? { released_driver_id: booking.driverId } : {}),
      },
      // A millisecond after the change it follows: the timeline orders entries by their instant
      // (equal ones by a random id), and the release must read after the move that caused it.
      now: new Date(now.getTime() + 1),
    },
    { driverId: null, assignedVehicleId: null },
  )
}
