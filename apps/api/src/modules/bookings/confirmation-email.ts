import {
  freeCancellationDeadline,
  freeCancellationText,
  intlLocale,
  PRICE_HIDDEN_TEXT,
  rideFareLines,
  SELLING_PRICE_LABEL,
  shortZonedTime,
  toOneLine,
  travellerPrice,
  zoneCity,
  type Language,
  type Translator,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { serverI18n } from '../../i18n/server-i18n'
import { enqueueMail } from '../../mail/outbox'
import {
  bulletList,
  button,
  details,
  fareTable,
  heading,
  paragraph,
  quote,
  renderMail,
  type RenderedMail,
  type Row,
  withMailLink,
} from '../../mail/templates'
import { rideLinkForMail } from './ride-links'
import { bookedVehicle, type BookedVehicle } from './ops-booking-detail'
import type { BookingRow } from './repository'
import { quotedLine, quotedLines } from './written-text'

export const SUPPORT_EMAIL = 'support@ridelane.com'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const money = (cents: number) => usd.format(cents / 100)

/**
 * One formatter per kind, locale and zone, made on first use: building an Intl.DateTimeFormat
 * costs far more than formatting with it, and every booking's mail formats several times.
 */
function formatterCache(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>) {
  const byZone = new Map<string, Intl.DateTimeFormat>()
  return (locale: string, timeZone: string) => {
    const key = `${locale} ${timeZone}`
    let formatter = byZone.get(key)
    if (!formatter)
      byZone.set(key, (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })))
    return formatter
  }
}
const longWallClock = formatterCache({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const zoneNames = formatterCache({ timeZoneName: 'long' })
const shortWallClock = formatterCache({ dateStyle: 'short', timeStyle: 'short' })

/**
 * e.g. 'Tuesday, 15 January 2030 at 09:30 Eastern Standard Time (America/New_York)', in the
 * reader's language (English keeps its day-month order and the zone's American name).
 */
export function localTime(instant: Date, timeZone: string, language: Language = 'en'): string {
  const locale = intlLocale(language)
  const wallClock = longWallClock(locale, timeZone).format(instant)
  const zoneName = zoneNames(language === 'en' ? 'en-US' : locale, timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value
  return `${wallClock} ${zoneName ?? ''} (${timeZone})`.replace('  ', ' ')
}

type Line = [label: string, value: string]

const wallClock = (instant: Date, timeZone: string) =>
  shortWallClock('en-GB', timeZone).format(instant)

const shortTimes = formatterCache({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** 'Tue 14 Jan, 10:30' in English (the domain's), the same parts in the reader's language. */
function shortTime(instant: Date, timeZone: string, language: Language): string {
  if (language === 'en') return shortZonedTime(instant, timeZone)
  return shortTimes(intlLocale(language), timeZone).format(instant)
}

/**
 * A time in the pickup's zone, which is what the driver keeps to; when the traveller booked from
 * a zone whose clock reads differently, the same moment on their clock follows.
 */
function timeLines(labels: [own: string, traveller: string], instant: Date, b: BookingRow): Line[] {
  const lines: Line[] = [[labels[0], localTime(instant, b.timezone, b.language)]]
  const own = b.travellerTimezone
  if (own && wallClock(instant, own) !== wallClock(instant, b.timezone)) {
    lines.push([labels[1], localTime(instant, own, b.language)])
  }
  return lines
}

function tripLines(b: BookingRow): Line[] {
  const i18n = serverI18n(b.language)
  const lines: Line[] = [[i18n._('Pickup'), quotedLine(b.pickupLocation)]]
  if (b.pickupAddressDetail)
    lines.push([i18n._('Pickup address'), quotedLine(b.pickupAddressDetail)])
  if (b.rideType === 'hourly') {
    lines.push([
      i18n._('Hire'),
      i18n._('{hours, plural, one {# hour} other {# hours}}', { hours: b.durationHours ?? 0 }),
    ])
  } else if (b.rideType === 'multiday') {
    lines.push([
      i18n._('Hire'),
      i18n._('{days, plural, one {# day} other {# days}}', { days: b.days ?? 0 }),
    ])
  } else lines.push([i18n._('Drop-off'), quotedLine(b.dropoffLocation ?? '')])
  if (b.dropoffAddressDetail)
    lines.push([i18n._('Drop-off address'), quotedLine(b.dropoffAddressDetail)])
  lines.push(
    ...timeLines([i18n._('Pickup time'), i18n._('Pickup time, your time')], b.pickupTime, b),
  )
  if (b.roundTripTime) {
    lines.push(
      ...timeLines(
        [i18n._('Return pickup'), i18n._('Return pickup, your time')],
        b.roundTripTime,
        b,
      ),
    )
  }
  lines.push([i18n._('Vehicle'), b.vehicleName], [i18n._('Passengers'), String(b.passengers)])
  if (b.flightNumber) lines.push([i18n._('Flight'), quotedLine(b.flightNumber)])
  return lines
}

/** The driver's instructions, one quoted line each; none when there are none. */
const instructionLines = (b: BookingRow) => quotedLines(b.driverInstructions ?? '')

/** The fare as the ride page and the receipt list it (the domain's rideFareLines). */
export function fareRows(b: BookingRow, language: Language = 'en'): Row[] {
  const i18n = serverI18n(language)
  return rideFareLines(b, i18n).map((line) => [
    line.label,
    line.kind === 'add_on' && line.amountCents === 0
      ? i18n._('Included')
      : line.amountCents < 0
        ? `−${money(-line.amountCents)}`
        : money(line.amountCents),
  ])
}

/**
 * The price as the traveller is to see it (docs/decisions/043-partner-rate-plans.md): the fare's
 * lines, or a net-rate partner's selling price alone, or no price when that partner hides prices.
 * In the booking's language unless another is given.
 */
export function priceBlocks(b: BookingRow, language: Language = b.language) {
  const i18n = serverI18n(language)
  const shown = travellerPrice(b)
  if (shown.shown === 'none') return [paragraph(i18n._(PRICE_HIDDEN_TEXT))]
  if (shown.shown === 'selling') {
    const total = `${money(shown.totalCents)} USD`
    return [
      fareTable(
        [[i18n._(SELLING_PRICE_LABEL), money(shown.totalCents)]],
        [i18n._('Total'), total],
        i18n._('Price'),
      ),
    ]
  }
  return [
    fareTable(
      fareRows(b, language),
      [i18n._('Total paid'), `${money(b.totalCents)} USD`],
      i18n._('Fare'),
    ),
  ]
}

/** A line as a sentence: its own full stop (or danda) when it has one, else one added. */
const sentence = (line: string) => (/[.!?।]$/.test(line) ? line : `${line}.`)

const nextSteps = (i18n: Translator) => [
  i18n._(
    'Before your pickup we will email and WhatsApp you the name and phone number of your driver, the vehicle and its plate, and exactly where to meet.',
  ),
  i18n._('Once a driver is assigned you will also get a link to follow your ride live.'),
  i18n._('After the ride we will ask you to rate it: it helps us keep every ride up to standard.'),
]

/** What the confirmation adds to the booking: its ride page's link and the free-cancellation line. */
export type ConfirmationExtras = {
  /** `${appBaseUrl}/rides/CODE#token`, the token issued for this mail. */
  rideUrl: string
  /** e.g. 'Free cancellation until Tue 14 Jan, 10:30 New York time'; null when none applies. */
  cancellation: string | null
}

/** 'Free cancellation until Tue 14 Jan, 10:30 New York time', in `language`. */
export function freeCancellationWords(deadline: Date, timeZone: string, language: Language) {
  if (language === 'en') return freeCancellationText(deadline, timeZone)
  const when = shortTime(deadline, timeZone, language)
  return freeCancellationText(deadline, timeZone, { i18n: serverI18n(language), when })
}

/** The free-cancellation line as the mail states it at `now`, in the booking's language. */
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
  if (deadline > now) return freeCancellationWords(deadline, b.timezone, b.language)
  const i18n = serverI18n(b.language)
  const when = shortTime(deadline, b.timezone, b.language)
  return i18n._(
    'Free cancellation ended on {when} {city} time; your ride page shows what cancelling would refund now.',
    { when, city: zoneCity(b.timezone) },
  )
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
 * The mail a traveller gets when a booking is confirmed, in the booking's language. What they
 * typed is quoted, one line per field, so no line of the text part can pass for one the mail
 * states (a fare, a code).
 */
export function confirmationEmail(
  b: BookingRow,
  extras: ConfirmationExtras,
): Promise<RenderedMail> {
  const i18n = serverI18n(b.language)
  const code = b.bookingCode
  const instructions = instructionLines(b)
  return renderMail({
    to: b.email,
    language: b.language,
    subject: i18n._('Your Ridelane ride is confirmed: {code}', { code }),
    preview: i18n._('Booking {code}: pickup {when}.', {
      code,
      when: localTime(b.pickupTime, b.timezone, b.language),
    }),
    blocks: [
      heading(i18n._('Your ride is confirmed')),
      paragraph(
        i18n._('Hello {name}, thank you for booking with Ridelane. Your ride is confirmed.', {
          name: toOneLine(b.name),
        }),
      ),
      paragraph(i18n._('Booking code: {code}', { code })),
      paragraph(
        i18n._('See your ride, change or cancel it, and download your receipt at any time.'),
      ),
      button(i18n._('View your ride'), extras.rideUrl, { spacing: 'line' }),
      ...(extras.cancellation ? [paragraph(sentence(extras.cancellation))] : []),
      details(tripLines(b), i18n._('Your trip')),
      ...(instructions.length ? [quote(i18n._('Instructions for the driver:'), instructions)] : []),
      ...priceBlocks(b),
      bulletList(nextSteps(i18n), i18n._('What happens next')),
      paragraph(
        ...withMailLink(
          i18n._(
            'Questions or changes? Write to {email} or message us on WhatsApp, quoting your booking code {code}. We are here 24/7.',
            { email: SUPPORT_EMAIL, code },
          ),
          SUPPORT_EMAIL,
        ),
      ),
    ],
  })
}
