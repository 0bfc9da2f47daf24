import { getVehicleClass, toOneLine } from '@ridelane/domain'
import type { OutgoingMail } from '../../mail/outbox'
import { escapeHtml, localTime, SUPPORT_EMAIL } from './confirmation-email'
import type { DriverRow, VehicleRow } from './ops-booking-repository'
import type { BookingRow } from './repository'
import { quotedLine, WRITTEN_TEXT_NOTE } from './written-text'

// Mails telling a traveller that something they were told has changed (docs/decisions/
// 018-booking-detail-actions.md). Text the traveller typed is quoted as in the confirmation.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

type Line = [label: string, value: string]

function mail(b: BookingRow, subject: string, paragraphs: string[], lines: Line[]): OutgoingMail {
  const hello = `Hello ${toOneLine(b.name)},`
  const support = `Questions? Write to ${SUPPORT_EMAIL}, quoting your booking code ${b.bookingCode}. We are here 24/7.`
  const text = [
    hello,
    ...paragraphs,
    `${WRITTEN_TEXT_NOTE}\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}`,
    support,
  ].join('\n\n')
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<table>${rows}</table>`,
    `<p>${escapeHtml(support)}</p>`,
  ].join('\n')
  return { to: b.email, subject: `${subject}: ${b.bookingCode}`, text, html }
}

const rideLines = (b: BookingRow): Line[] => [
  ['Booking code', b.bookingCode],
  ['Pickup', quotedLine(b.pickupLocation)],
  ['Pickup time', localTime(b.pickupTime, b.timezone)],
]

/** A driver and/or vehicle was given to the ride. */
export function assignmentEmail(
  b: BookingRow,
  driver: DriverRow | undefined,
  vehicle: VehicleRow | undefined,
): OutgoingMail {
  const lines = rideLines(b)
  if (driver) lines.push(['Your driver', toOneLine(driver.name)], ['Driver’s phone', driver.phone])
  if (vehicle) {
    const kind = getVehicleClass(vehicle.vehicleClassId)?.name ?? vehicle.vehicleClassId
    lines.push(
      ['Vehicle', `${toOneLine(vehicle.colour)} ${toOneLine(vehicle.makeModel)} (${kind})`],
      ['Plate', vehicle.plate],
    )
  }
  const who =
    driver && vehicle ? 'your driver and vehicle' : driver ? 'your driver' : 'your vehicle'
  return mail(
    b,
    'Your driver for your Ridelane ride',
    [`We have arranged ${who} for your ride. Here is who and what to look for at the pickup.`],
    lines,
  )
}

/** The pickup time moved, e.g. for a delayed flight. */
export function pickupMovedEmail(b: BookingRow, previous: Date): OutgoingMail {
  return mail(
    b,
    'Your pickup time has changed',
    [
      `Your pickup time has changed. It was ${localTime(previous, b.timezone)}.`,
      `Your driver will now meet you at ${localTime(b.pickupTime, b.timezone)}. Everything else about your ride stays the same.`,
    ],
    rideLines(b),
  )
}

/** The booking was cancelled by us, with the refund recorded for it. */
export function cancellationEmail(b: BookingRow, refundCents: number): OutgoingMail {
  const refund =
    refundCents > 0
      ? `We will refund ${usd.format(refundCents / 100)} USD to the way you paid. It can take a few working days to show.`
      : 'No refund is due for this booking under our cancellation policy.'
  return mail(
    b,
    'Your Ridelane ride is cancelled',
    [`Your ride has been cancelled and will not take place.`, refund],
    rideLines(b),
  )
}
