import {
  DomainError,
  driverJobMessages,
  implausiblePosition,
  type DriverLocationRequest,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { lockDriverJob } from './driver-access'
import { insertDriverLocation, latestDriverLocation, serviceAreaCircle } from './repository'

/**
 * The ride streams hear of a new position at most this often per booking, whatever the phone
 * sends: 1,000 open pages get one refetch per booking per interval, not one per position.
 */
export const LOCATION_ANNOUNCE_QUIET_MS = 10_000

/**
 * POST /driver/job/location: a position shared with consent, kept only while the driver is on
 * the way or waiting at the pickup, where it is a no-show's evidence (409 before and after);
 * deleted a week after the ride by the location_purge job. A
 * position no car could be at is refused (400) so that it never becomes the traveller's
 * estimate: far outside the ride's service area, or too far from the last one for the time.
 */
export async function shareDriverLocation(
  db: Database,
  token: string | undefined,
  position: DriverLocationRequest,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const { booking } = await lockDriverJob(tx, token, now)
    if (booking.bookingStatus !== 'driver_en_route' && booking.bookingStatus !== 'driver_arrived') {
      throw new DomainError('CONFLICT', driverJobMessages.locationNotOnTheWay)
    }
    const area = await serviceAreaCircle(tx, booking.areaId)
    const last = await latestDriverLocation(tx, booking.id)
    const problem = implausiblePosition(position, now, area, last ?? null)
    if (problem) throw new DomainError('VALIDATION_FAILED', problem)
    await insertDriverLocation(
      tx,
      {
        bookingId: booking.id,
        lat: position.lat,
        lng: position.lng,
        accuracyMeters: position.accuracy ?? null,
      },
      now,
      LOCATION_ANNOUNCE_QUIET_MS,
    )
  })
}
