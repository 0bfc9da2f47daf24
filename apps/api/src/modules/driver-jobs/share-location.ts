import { DomainError, driverJobMessages, type DriverLocationRequest } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { lockDriverJob } from './driver-access'
import { insertDriverLocation } from './repository'

/**
 * The ride streams hear of a new position at most this often per booking, whatever the phone
 * sends: 1,000 open pages get one refetch per booking per interval, not one per position.
 */
export const LOCATION_ANNOUNCE_QUIET_MS = 10_000

/**
 * POST /driver/job/location: a position shared with consent, kept only while the driver is on
 * the way (409 before and after); deleted a week after the ride by the location_purge job.
 */
export async function shareDriverLocation(
  db: Database,
  token: string | undefined,
  position: DriverLocationRequest,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const { booking } = await lockDriverJob(tx, token, now)
    if (booking.bookingStatus !== 'driver_en_route') {
      throw new DomainError('CONFLICT', driverJobMessages.locationNotOnTheWay)
    }
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
