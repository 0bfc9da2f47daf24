import {
  driverArrivedText,
  driverAssignedText,
  driverOnTheWayText,
  toOneLine,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { serverI18n } from '../../i18n/server-i18n'
import { enqueueMail } from '../../mail/outbox'
import {
  assignmentEmail,
  bookingWaitingPolicy,
  driverArrivedEmail,
  driverOnTheWayEmail,
  localTime,
  meetingText,
  rideLinkForMail,
  rideLinkLine,
  type BookingRow,
} from '../bookings'
import { queueTextMessage, type TextChannel } from '../messaging'
import { findDriver, findVehicle } from './repository'

// What the traveller hears about their driver (issue 15, item 5), by mail and by text, each once:
// the text's dedupe key is the gate, and the mail is queued only when the text was new, in the
// same transaction (docs/decisions/029-providers-and-drivers.md).

/** WhatsApp when the traveller gave a WhatsApp number, else SMS to their phone. */
function travellerChannel(b: BookingRow): { channel: TextChannel; to: string } {
  return b.whatsappNumber
    ? { channel: 'whatsapp', to: b.whatsappNumber }
    : { channel: 'sms', to: b.phoneNumber }
}

async function textOnce(tx: Database, b: BookingRow, body: string, dedupeKey: string) {
  return queueTextMessage(tx, {
    ...travellerChannel(b),
    body,
    fallbackEmail: b.email,
    bookingId: b.id,
    dedupeKey,
  })
}

/**
 * Who is coming: driver, phone, vehicle, colour, plate and where to meet. Once per assignment
 * change (the key holds the pair and the booking's version, so a driver given back after another
 * is announced again); with `reminder`, once per booking, the day before.
 */
export async function tellTravellerAssigned(
  tx: Database,
  b: BookingRow,
  appBaseUrl: string,
  options: { reminder?: boolean } = {},
): Promise<boolean> {
  const driver = b.driverId ? await findDriver(tx, b.driverId) : undefined
  // One link for the text and the mail (a token for a message sent before is never seen).
  const url = await rideLinkForMail(tx, appBaseUrl, b)
  const vehicle = b.assignedVehicleId ? await findVehicle(tx, b.assignedVehicleId) : undefined
  const waiting = await bookingWaitingPolicy(tx, b)
  const key = options.reminder
    ? `assignment-reminder:${b.id}:${b.pickupTime.toISOString()}`
    : `driver-assigned:${b.id}:${b.driverId ?? '-'}:${b.assignedVehicleId ?? '-'}:${b.version}`
  if (driver) {
    const body = driverAssignedText(
      serverI18n(b.language),
      {
        bookingCode: b.bookingCode,
        when: localTime(b.pickupTime, b.timezone, b.language),
        pickup: toOneLine(b.pickupLocation),
        driver: toOneLine(driver.name),
        phone: driver.phone,
        vehicle: vehicle
          ? {
              colour: toOneLine(vehicle.colour),
              makeModel: toOneLine(vehicle.makeModel),
              plate: vehicle.plate,
            }
          : null,
        meet: meetingText(b, waiting),
        link: url,
      },
      options.reminder,
    )
    if (!(await textOnce(tx, b, body, key))) return false
  }
  await enqueueMail(
    tx,
    await assignmentEmail(b, driver, vehicle, rideLinkLine(url), waiting, options),
  )
  return true
}

const driverName = async (tx: Database, b: BookingRow) =>
  (b.driverId ? (await findDriver(tx, b.driverId))?.name : undefined) ?? 'Your driver'

/** The driver set off: once per booking, with a fresh ride link to follow them. */
export async function tellTravellerOnTheWay(
  tx: Database,
  b: BookingRow,
  appBaseUrl: string,
): Promise<boolean> {
  const driver = toOneLine(await driverName(tx, b))
  const url = await rideLinkForMail(tx, appBaseUrl, b)
  const body = driverOnTheWayText(serverI18n(b.language), {
    bookingCode: b.bookingCode,
    driver,
    link: url,
  })
  if (!(await textOnce(tx, b, body, `driver-en-route:${b.id}`))) return false
  const waiting = await bookingWaitingPolicy(tx, b)
  await enqueueMail(
    tx,
    await driverOnTheWayEmail(b, driver, { label: /*i18n*/ 'Follow your driver', url }, waiting),
  )
  return true
}

/** The driver is at the pickup: once per booking. */
export async function tellTravellerArrived(
  tx: Database,
  b: BookingRow,
  appBaseUrl: string,
): Promise<boolean> {
  const driver = toOneLine(await driverName(tx, b))
  const url = await rideLinkForMail(tx, appBaseUrl, b)
  const waiting = await bookingWaitingPolicy(tx, b)
  const body = driverArrivedText(serverI18n(b.language), {
    bookingCode: b.bookingCode,
    driver,
    meet: meetingText(b, waiting),
    link: url,
  })
  if (!(await textOnce(tx, b, body, `driver-arrived:${b.id}`))) return false
  await enqueueMail(tx, await driverArrivedEmail(b, driver, rideLinkLine(url), waiting))
  return true
}
