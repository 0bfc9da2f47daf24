import {
  freeCancellationDeadline,
  freeCancellationText,
  PRICE_HIDDEN_TEXT,
  rideFareLines,
  SELLING_PRICE_LABEL,
  shortZonedTime,
  toOneLine,
  travellerPrice,
  zoneCity,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import {
  bulletList,
  button,
  details,
  fareTable,
  heading,
  mailLink,
  paragraph,
  quote,
  renderMail,
  type RenderedMail,
  type Row,
} from '../../mail/templates'
import { rideLinkForMail } from './ride-links'
import { bookedVehicle, type BookedVehicle } from './ops-booking-detail'
import type { BookingRow } from './repository'
import { quotedLine, quotedLines } from './written-text'

export const SUPPORT_EMAIL = 'support@ridelane.com'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const money = (cents: number) => usd.format(cents / 100)

/**
 * One formatter per kind and zone, made on first use: building an Intl.DateTimeFormat costs far
 * more than formatting with it, and every booking's mail formats several times.
 */
function formatterCache(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>, locale: string) {
  const byZone = new Map<string, Intl.DateTimeFormat>()
  return (timeZone: string) => {
    let formatter = byZone.get(timeZone)
    if (!formatter)
      byZone.set(timeZone, (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })))
    return formatter
  }
}
const longWallClock = formatterCache(
  {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  'en-GB',
)
const zoneNames = formatterCache({ timeZoneName: 'long' }, 'en-US')
const shortWallClock = formatterCache({ dateStyle: 'short', timeStyle: 'short' }, 'en-GB')

/** e.g. 'Tuesday, 15 January 2030 at 09:30 Eastern Standard Time (America/New_York)'. */
export function localTime(instant: Date, timeZone: string): string {
  const wallClock = longWallClock(timeZone).format(instant)
  const zoneName = zoneNames(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value
  return `${wallClock} ${zoneName ?? ''} (${timeZone})`.replace('  ', ' ')
}

type Line = [label: string, value: string]

const wallClock = (instant: Date, timeZone: string) => shortWallClock(timeZone).format(instant)

/**
 * A time in the pickup's zone, which is what the driver keeps to; when the traveller booked from
 * a zone whose clock reads differently, the same moment on their clock follows.
 */
function timeLines(label: string, instant: Date, b: BookingRow): Line[] {
  const lines: Line[] = [[label, localTime(instant, b.timezone)]]
  const own = b.travellerTimezone
  if (own && wallClock(instant, own) !== wallClock(instant, b.timezone)) {
    lines.push([`${label}, your time`, localTime(instant, own)])
  }
  return lines
}

function tripLines(b: BookingRow): Line[] {
  const lines: Line[] = [['Pickup', quotedLine(b.pickupLocation)]]
  if (b.pickupAddressDetail) lines.push(['Pickup address', quotedLine(b.pickupAddressDetail)])
  if (b.rideType === 'hourly') lines.push(['Hire', `${b.durationHours ?? 0} hours`])
  else if (b.rideType === 'multiday') lines.push(['Hire', `${b.days ?? 0} days`])
  else lines.push(['Drop-off', quotedLine(b.dropoffLocation ?? '')])
  if (b.dropoffAddressDetail) lines.push(['Drop-off address', quotedLine(b.dropoffAddressDetail)])
  lines.push(...timeLines('Pickup time', b.pickupTime, b))
  if (b.roundTripTime) lines.push(...timeLines('Return pickup', b.roundTripTime, b))
  lines.push(['Vehicle', b.vehicleName], ['Passengers', String(b.passengers)])
  if (b.flightNumber) lines.push(['Flight', quotedLine(b.flightNumber)])
  return lines
}

/** The driver's instructions, one quoted line each; none when there are none. */
const instructionLines = (b: BookingRow) => quotedLines(b.driverInstructions ?? '')

/** The fare as the ride page and the receipt list it (the domain's rideFareLines). */
export function fareRows(b: BookingRow): Row[] {
  return rideFareLines(b).map((line) => [
    line.label,
    line.kind === 'add_on' && line.amountCents === 0
      ? 'Included'
      : line.amountCents < 0
        ? `−${money(-line.amountCents)}`
        : money(line.amountCents),
  ])
}

/**
 * The price as the traveller is to see it (docs/decisions/043-partner-rate-plans.md): the fare's
 * lines, or a net-rate partner's selling price alone, or no price when that partner hides prices.
 */
export function priceBlocks(b: BookingRow) {
  const shown = travellerPrice(b)
  if (shown.shown === 'none') return [paragraph(PRICE_HIDDEN_TEXT)]
  if (shown.shown === 'selling') {
    const total = `${money(shown.totalCents)} USD`
    return [fareTable([[SELLING_PRICE_LABEL, money(shown.totalCents)]], ['Total', total], 'Price')]
  }
  return [fareTable(fareRows(b), ['Total paid', `${money(b.totalCents)} USD`], 'Fare')]
}

const nextSteps = [
  'Before your pickup we will email and WhatsApp you the name and phone number of your driver, the vehicle and its plate, and exactly where to meet.',
  'Once a driver is assigned you will also get a link to follow your ride live.',
  'After the ride we will ask you to rate it: it helps us keep every ride up to standard.',
]

/** What the confirmation adds to the booking: its ride page's link and the free-cancellation line. */
export type ConfirmationExtras = {
  /** `${appBaseUrl}/rides/CODE#token`, the token issued for this mail. */
  rideUrl: string
  /** e.g. 'Free cancellation until Tue 14 Jan, 10:30 New York time'; null when none applies. */
  cancellation: string | null
}

/** The free-cancellation line as the mail states it at `now`. */
export function cancellationLine(
  b: BookingRow,
  vehicle: Pick<BookedVehicle, 'seats' | 'cancellationTerms'>,
  now = new Date(),
): string | null {
  const deadline = freeCancellationDeadline({
    rideType: b.rideType,
    seats: vehicle.seats,
    pickupAt: b.pickupTime,
    terms: vehicle.cancellationTerms,
  })
  if (!deadline) return null
  if (deadline > now) return freeCancellationText(deadline, b.timezone)
  return `Free cancellation ended on ${shortZonedTime(deadline, b.timezone)} ${zoneCity(b.timezone)} time; your ride page shows what cancelling would refund now.`
}

/**
 * Queues the confirmation inside the caller's transaction, with a fresh ride link token: the
 * token exists if and only if the mail does. `quoteVehicles` are the booking's quote's vehicles
 * when the caller has read them (transitionHistory); else the quote is read here.
 */
export async function queueConfirmationEmail(
  tx: Database,
  b: BookingRow,
  appBaseUrl: string,
  quoteVehicles?: unknown,
) {
  const vehicle = await bookedVehicle(tx, b, quoteVehicles)
  const rideUrl = await rideLinkForMail(tx, appBaseUrl, b)
  await enqueueMail(
    tx,
    await confirmationEmail(b, { rideUrl, cancellation: cancellationLine(b, vehicle) }),
  )
}

/**
 * The mail a traveller gets when a booking is confirmed. What they typed is quoted, one line per
 * field, so no line of the text part can pass for one the mail states (a fare, a code).
 */
export function confirmationEmail(
  b: BookingRow,
  extras: ConfirmationExtras,
): Promise<RenderedMail> {
  const instructions = instructionLines(b)
  return renderMail({
    to: b.email,
    subject: `Your Ridelane ride is confirmed: ${b.bookingCode}`,
    preview: `Booking ${b.bookingCode}: pickup ${localTime(b.pickupTime, b.timezone)}.`,
    blocks: [
      heading('Your ride is confirmed'),
      paragraph(
        `Hello ${toOneLine(b.name)}, thank you for booking with Ridelane. Your ride is confirmed.`,
      ),
      paragraph(`Booking code: ${b.bookingCode}`),
      paragraph('See your ride, change or cancel it, and download your receipt at any time.'),
      button('View your ride', extras.rideUrl, { spacing: 'line' }),
      ...(extras.cancellation ? [paragraph(`${extras.cancellation}.`)] : []),
      details(tripLines(b), 'Your trip'),
      ...(instructions.length ? [quote('Instructions for the driver:', instructions)] : []),
      ...priceBlocks(b),
      bulletList(nextSteps, 'What happens next'),
      paragraph(
        'Questions or changes? Write to ',
        mailLink(SUPPORT_EMAIL),
        ` or message us on WhatsApp, quoting your booking code ${b.bookingCode}. We are here 24/7.`,
      ),
    ],
  })
}
