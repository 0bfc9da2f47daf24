import {
  freeWaitingMinutes,
  getVehicleClass,
  meetingSentence,
  rideActionMessages,
  SETTLED_WITH_PARTNER_TEXT,
  toOneLine,
  type WaitingPolicy,
} from '@ridelane/domain'
import {
  button,
  details,
  heading,
  mailLink,
  paragraph,
  renderMail,
  type RenderedMail,
} from '../../mail/templates'
import { isAirport } from '../pricing'
import { localTime, SUPPORT_EMAIL } from './confirmation-email'
import type { DriverRow, VehicleRow } from './ops-booking-repository'
import type { BookingRow } from './repository'
import { quotedLine } from './written-text'

// Mails telling a traveller that something they were told has changed (docs/decisions/
// 018-booking-detail-actions.md). Text the traveller typed is quoted as in the confirmation.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

type Line = [label: string, value: string]
/**
 * A link to the traveller's ride page: `label` introduces it in the text part, `button` (or the
 * label) is what its button says in the HTML part.
 */
export type RideLinkLine = { label: string; url: string; button?: string }

/** The link every mail after confirmation carries, where no other words fit better. */
export const rideLinkLine = (url: string): RideLinkLine => ({
  label: 'Your ride page',
  button: 'View your ride',
  url,
})

/** A traveller's mail's subject: what happened, then the booking code. */
export const travellerSubject = (b: Pick<BookingRow, 'bookingCode'>, what: string) =>
  `${what}: ${b.bookingCode}`

/**
 * Every mail from here is about a confirmed ride, so every one carries its ride page's link as a
 * button. Other mails to the traveller after confirmation (extra-waiting-mail.ts) are written
 * with it too. `subject` is also the mail's heading.
 */
export function mail(
  b: BookingRow,
  subject: string,
  paragraphs: string[],
  lines: Line[],
  link: RideLinkLine,
): Promise<RenderedMail> {
  return renderMail({
    to: b.email,
    subject: travellerSubject(b, subject),
    ...(paragraphs[0] ? { preview: paragraphs[0] } : {}),
    blocks: [
      heading(subject),
      paragraph(`Hello ${toOneLine(b.name)},`),
      ...paragraphs.map((text) => paragraph(text)),
      button(link.button ?? link.label, link.url, { textLabel: link.label }),
      details(lines),
      paragraph(
        'Questions? Write to ',
        mailLink(SUPPORT_EMAIL),
        `, quoting your booking code ${b.bookingCode}. We are here 24/7.`,
      ),
    ],
  })
}

const rideLines = (b: BookingRow): Line[] => [
  ['Booking code', b.bookingCode],
  ['Pickup', quotedLine(b.pickupLocation)],
  ['Pickup time', localTime(b.pickupTime, b.timezone)],
]

/**
 * Where the driver meets the traveller, by the ride page's rules (one sentence), with the free
 * waiting of the ride's policy (bookingWaitingPolicy).
 */
export function meetingText(b: BookingRow, waiting: WaitingPolicy): string {
  const atAirport = isAirport({ lat: b.pickupLat, lng: b.pickupLng })
  return meetingSentence({
    atAirport,
    pickup: toOneLine(b.pickupAddressDetail || b.pickupLocation),
    nameSign: b.meetGreetApplicable ? toOneLine(b.name) : null,
    freeWaitingMinutes: freeWaitingMinutes(waiting, atAirport),
  })
}

/**
 * A driver and/or vehicle was given to the ride: who and what to look for, and where to meet.
 * With `reminder`, the same details the day before the ride.
 */
export function assignmentEmail(
  b: BookingRow,
  driver: DriverRow | undefined,
  vehicle: VehicleRow | undefined,
  link: RideLinkLine,
  waiting: WaitingPolicy,
  options: { reminder?: boolean } = {},
): Promise<RenderedMail> {
  const lines = rideLines(b)
  if (driver) lines.push(['Your driver', toOneLine(driver.name)], ['Driver’s phone', driver.phone])
  if (vehicle) {
    const kind = getVehicleClass(vehicle.vehicleClassId)?.name ?? vehicle.vehicleClassId
    lines.push(
      ['Vehicle', `${toOneLine(vehicle.colour)} ${toOneLine(vehicle.makeModel)} (${kind})`],
      ['Colour', toOneLine(vehicle.colour)],
      ['Plate', vehicle.plate],
    )
  }
  lines.push(['Where to meet', meetingText(b, waiting)])
  const who =
    driver && vehicle ? 'your driver and vehicle' : driver ? 'your driver' : 'your vehicle'
  return options.reminder
    ? mail(
        b,
        'Your ride is tomorrow',
        [`A reminder of ${who} for your ride. Here is who and what to look for at the pickup.`],
        lines,
        link,
      )
    : mail(
        b,
        'Your driver for your Ridelane ride',
        [`We have arranged ${who} for your ride. Here is who and what to look for at the pickup.`],
        lines,
        link,
      )
}

/** The driver set off for the pickup; the link follows them on the ride page. */
export function driverOnTheWayEmail(
  b: BookingRow,
  driver: string,
  link: RideLinkLine,
  waiting: WaitingPolicy,
): Promise<RenderedMail> {
  return mail(
    b,
    'Your driver is on the way',
    [`${toOneLine(driver)} is on the way to pick you up.`, meetingText(b, waiting)],
    rideLines(b),
    link,
  )
}

/** The driver is waiting at the pickup. */
export function driverArrivedEmail(
  b: BookingRow,
  driver: string,
  link: RideLinkLine,
  waiting: WaitingPolicy,
): Promise<RenderedMail> {
  return mail(
    b,
    'Your driver has arrived',
    [`${toOneLine(driver)} has arrived and is waiting for you.`, meetingText(b, waiting)],
    rideLines(b),
    link,
  )
}

const RATING_REQUEST = 'How was your ride?'
const RIDE_COMPLETED = 'Thank you for riding with Ridelane'

/** The rating request's subject, by which a job run twice knows it was sent. */
export const ratingRequestSubject = (b: Pick<BookingRow, 'bookingCode'>) =>
  travellerSubject(b, RATING_REQUEST)

/** The thank-you mail's subject, by which a job run twice knows it was sent. */
export const rideCompletedSubject = (b: Pick<BookingRow, 'bookingCode'>) =>
  travellerSubject(b, RIDE_COMPLETED)

/** An hour after the ride: how did it go? */
export function ratingRequestEmail(b: BookingRow, link: RideLinkLine): Promise<RenderedMail> {
  return mail(
    b,
    RATING_REQUEST,
    [
      'We hope your ride went well. Would you rate it? It takes a few seconds and helps us and your driver.',
    ],
    rideLines(b),
    link,
  )
}

/** The pickup time moved, e.g. for a delayed flight. */
export function pickupMovedEmail(
  b: BookingRow,
  previous: Date,
  link: RideLinkLine,
  /** Why it moved, when not by a person (a flight's new arrival). */
  why?: string,
): Promise<RenderedMail> {
  return mail(
    b,
    'Your pickup time has changed',
    [
      ...(why ? [why] : []),
      `Your pickup time has changed. It was ${localTime(previous, b.timezone)}.`,
      `Your driver will now meet you at ${localTime(b.pickupTime, b.timezone)}. Everything else about your ride stays the same.`,
    ],
    rideLines(b),
    link,
  )
}

/** Who cancelled, as the mail tells it: us (the console) or the traveller or partner who booked. */
export type CancelledBy = 'us' | 'booker'

/**
 * The booking was cancelled, with the refund recorded for it. When the traveller (or their
 * partner) cancelled, the mail says so, with the policy's share and how long a refund takes.
 */
export function cancellationEmail(
  b: BookingRow,
  refundCents: number,
  options: { by?: CancelledBy; percent?: number; link: RideLinkLine },
): Promise<RenderedMail> {
  const byBooker = options.by === 'booker'
  const share =
    byBooker && options.percent !== undefined
      ? ` (our cancellation policy gives back ${options.percent} % of the ride for this notice)`
      : ''
  const refund =
    b.ratePlan === 'net'
      ? SETTLED_WITH_PARTNER_TEXT
      : refundCents > 0
        ? byBooker
          ? `We will refund ${usd.format(refundCents / 100)} USD to the way you paid${share}. ${rideActionMessages.refundTime}`
          : `We will refund ${usd.format(refundCents / 100)} USD to the way you paid. It can take a few working days to show.`
        : 'No refund is due for this booking under our cancellation policy.'
  const first = byBooker
    ? 'As asked, your ride has been cancelled and will not take place.'
    : 'Your ride has been cancelled and will not take place.'
  return mail(b, 'Your Ridelane ride is cancelled', [first, refund], rideLines(b), options.link)
}

/** The ride is over: thanks, and where to download the receipt and rate the ride. */
export function rideCompletedEmail(b: BookingRow, link: RideLinkLine): Promise<RenderedMail> {
  return mail(
    b,
    RIDE_COMPLETED,
    [
      'Your ride is complete. Thank you for travelling with us.',
      'Your receipt is ready to download on your ride page, where you can also tell us how the ride went: it takes a few seconds and helps us and your driver.',
    ],
    rideLines(b),
    link,
  )
}
