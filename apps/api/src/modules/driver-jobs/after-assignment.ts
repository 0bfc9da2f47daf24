import {
  driverJobText,
  driverReleasedText,
  driverLinkExpiresAt,
  driverRideChangedText,
  languagePrefix,
  rideEndsAt,
  toOneLine,
  type Language,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { serverI18n } from '../../i18n/server-i18n'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { localTime, type BookingRow } from '../bookings'
import { cancelScheduledJob, scheduleJob } from '../jobs'
import { queueTextMessage } from '../messaging'
import {
  extendDriverJobLinks,
  findDriver,
  findProvider,
  insertDriverJobLink,
  revokeDriverJobLinks,
} from './repository'
import { tellTravellerAssigned } from './traveller-messages'

/** Who had the ride before an assignment changed it. */
export type PreviousAssignment = { driverId: string | null; vehicleId: string | null }

const HOUR_MS = 3_600_000
/** The traveller hears the driver's details again this long before the pickup. */
export const REMINDER_HOURS_BEFORE_PICKUP = 24

/**
 * The driver's page, in the driver's language, with the token in the fragment, which browsers
 * never send to a server.
 */
export function driverJobLink(appBaseUrl: string, token: string, language: Language = 'en') {
  return `${appBaseUrl}${languagePrefix(language)}/driver/jobs/#${token}`
}

/** A fresh link for the booking's driver (only its hash kept) and the driver's text with it. */
async function sendDriverLink(
  tx: Database,
  booking: BookingRow,
  driverId: string,
  appBaseUrl: string,
) {
  const token = newSecretToken()
  const link = await insertDriverJobLink(tx, {
    bookingId: booking.id,
    driverId,
    tokenHash: hashSecretToken(token),
    expiresAt: driverLinkExpiresAt(booking),
  })
  const driver = await findDriver(tx, driverId)
  if (!driver) return
  const provider = booking.providerId ? await findProvider(tx, booking.providerId) : undefined
  // One rule for drivers: SMS to their phone, the provider's mail when it cannot be sent.
  await queueTextMessage(tx, {
    channel: 'sms',
    to: driver.phone,
    body: driverJobText(serverI18n(driver.jobLanguage), {
      bookingCode: booking.bookingCode,
      when: localTime(booking.pickupTime, booking.timezone, driver.jobLanguage),
      pickup: toOneLine(booking.pickupLocation),
      link: driverJobLink(appBaseUrl, token, driver.jobLanguage),
    }),
    fallbackEmail: provider?.email ?? null,
    bookingId: booking.id,
    dedupeKey: `driver-job:${booking.id}:${driverId}:${link.id}`,
  })
}

/**
 * Called in the assignment's transaction, after the booking row holds its new provider, driver
 * and vehicle, by every path that assigns (an operator in the console, a provider in its portal).
 * When the driver changed it ends the previous driver's job link, issues the new driver's link
 * and queues their message; when the driver or vehicle changed it tells the traveller once, and
 * schedules the 24-hour reminder when the ride is further away than that.
 */
export async function afterDriverAssigned(
  tx: Database,
  input: {
    booking: BookingRow
    previous: PreviousAssignment
    appBaseUrl: string
    now: Date
  },
): Promise<void> {
  const { booking, previous, appBaseUrl, now } = input
  const driverChanged = booking.driverId !== previous.driverId
  const vehicleChanged = booking.assignedVehicleId !== previous.vehicleId
  if (driverChanged) {
    await revokeDriverJobLinks(tx, booking.id, null, now)
    if (booking.driverId) await sendDriverLink(tx, booking, booking.driverId, appBaseUrl)
  }
  if (!driverChanged && !vehicleChanged) return
  if (!booking.driverId && !booking.assignedVehicleId) return
  await tellTravellerAssigned(tx, booking, appBaseUrl)
  await scheduleReminder(tx, booking, now)
}

/**
 * The ride moved to a time its driver or vehicle cannot make and was released from them: the
 * job links end, the reminder is called off, and the driver who held it is texted that it is
 * no longer theirs.
 */
export async function afterDriverReleased(
  tx: Database,
  input: { booking: BookingRow; previous: PreviousAssignment; now: Date },
): Promise<void> {
  const { booking, previous, now } = input
  await revokeDriverJobLinks(tx, booking.id, null, now)
  await cancelScheduledJob(tx, reminderKey(booking))
  if (!previous.driverId) return
  const driver = await findDriver(tx, previous.driverId)
  if (!driver) return
  const provider = booking.providerId ? await findProvider(tx, booking.providerId) : undefined
  await queueTextMessage(tx, {
    channel: 'sms',
    to: driver.phone,
    body: driverReleasedText(serverI18n(driver.jobLanguage), {
      bookingCode: booking.bookingCode,
      when: localTime(booking.pickupTime, booking.timezone, driver.jobLanguage),
      pickup: toOneLine(booking.pickupLocation),
    }),
    fallbackEmail: provider?.email ?? null,
    bookingId: booking.id,
    dedupeKey: `driver-released:${booking.id}:${driver.id}:${booking.version}`,
  })
}

const reminderKey = (booking: Pick<BookingRow, 'id' | 'pickupTime'>) =>
  `assignment-reminder:${booking.id}:${booking.pickupTime.toISOString()}`

/**
 * The reminder 24 hours before the pickup, when that is still ahead and the ride has a driver:
 * one per booking and pickup time (the handler skips a reminder whose pickup time moved).
 */
async function scheduleReminder(tx: Database, booking: BookingRow, now: Date) {
  const remindAt = new Date(booking.pickupTime.getTime() - REMINDER_HOURS_BEFORE_PICKUP * HOUR_MS)
  if (!booking.driverId || remindAt <= now) return
  await scheduleJob(tx, {
    kind: 'assignment_reminder',
    runAt: remindAt,
    payload: { bookingId: booking.id, pickupTime: booking.pickupTime.toISOString() },
    dedupeKey: reminderKey(booking),
  })
}

/**
 * The ride changed after it was given out: an operator moved the pickup (a delayed flight) or the
 * traveller changed time or places. The live job links end 24 hours after the new end, the
 * reminder moves with the pickup, and a driver who holds the ride is texted what it is now.
 */
export async function afterRideChanged(
  tx: Database,
  input: {
    before: BookingRow
    after: BookingRow
    now: Date
    appBaseUrl?: string
    why?: (language: Language) => string
  },
): Promise<void> {
  const { before, after, now } = input
  const moved = after.pickupTime.getTime() !== before.pickupTime.getTime()
  if (moved || rideEndsAt(after).getTime() !== rideEndsAt(before).getTime()) {
    await extendDriverJobLinks(tx, after.id, driverLinkExpiresAt(after))
  }
  if (moved) {
    await cancelScheduledJob(tx, reminderKey(before))
    if (after.bookingStatus === 'assigned') await scheduleReminder(tx, after, now)
  }
  const placesChanged =
    after.pickupLocation !== before.pickupLocation ||
    after.dropoffLocation !== before.dropoffLocation
  if ((moved || placesChanged) && after.driverId) {
    await tellDriverRideChanged(tx, after, input.appBaseUrl, input.why)
  }
}

/**
 * Texts the driver the ride as it now stands; with a fresh job link when the change knows the
 * app's address (the old links keep working until they expire).
 */
async function tellDriverRideChanged(
  tx: Database,
  booking: BookingRow,
  appBaseUrl: string | undefined,
  why: ((language: Language) => string) | undefined,
) {
  const driver = await findDriver(tx, booking.driverId!)
  if (!driver) return
  const provider = booking.providerId ? await findProvider(tx, booking.providerId) : undefined
  let link: string | undefined
  if (appBaseUrl) {
    const token = newSecretToken()
    await insertDriverJobLink(tx, {
      bookingId: booking.id,
      driverId: driver.id,
      tokenHash: hashSecretToken(token),
      expiresAt: driverLinkExpiresAt(booking),
    })
    link = driverJobLink(appBaseUrl, token, driver.jobLanguage)
  }
  await queueTextMessage(tx, {
    channel: 'sms',
    to: driver.phone,
    body: driverRideChangedText(serverI18n(driver.jobLanguage), {
      bookingCode: booking.bookingCode,
      when: localTime(booking.pickupTime, booking.timezone, driver.jobLanguage),
      pickup: toOneLine(booking.pickupLocation),
      dropoff: booking.dropoffLocation ? toOneLine(booking.dropoffLocation) : null,
      ...(link ? { link } : {}),
      ...(why ? { why: why(driver.jobLanguage) } : {}),
    }),
    fallbackEmail: provider?.email ?? null,
    bookingId: booking.id,
    // Each change of the booking bumps its version: one text per change.
    dedupeKey: `driver-ride-changed:${booking.id}:${booking.version}`,
  })
}
