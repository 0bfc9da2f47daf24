import { driverStepMessages } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { takeBackDriverStep } from '../bookings'
import { driverJobView } from './driver-job-view'
import { lockDriverJob } from './driver-access'

/** POST /driver/job/undo: the driver takes back the step just taken (bookings' takeBackDriverStep). */
export async function undoDriverStep(
  db: Database,
  token: string | undefined,
  reason: string | undefined,
  now = new Date(),
) {
  const booking = await db.transaction(async (tx) => {
    const { link, booking } = await lockDriverJob(tx, token, now)
    const actor = { kind: 'driver' as const, id: link.driverId }
    const why = reason?.trim() || driverStepMessages.driverUndoReason
    return takeBackDriverStep(tx, booking, actor, why, now)
  })
  return driverJobView(db, booking, now)
}
