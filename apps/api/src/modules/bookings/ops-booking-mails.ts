import {
  freeWaitingMinutes,
  getVehicleClass,
  meetingSentence,
  refundTimeText,
  SETTLED_WITH_PARTNER_TEXT,
  toOneLine,
  type WaitingPolicy,
} from '@ridelane/domain'
import {
  button,
  details,
  heading,
  paragraph,
  renderMail,
  type RenderedMail,
  withMailLink,
} from '../../mail/templates'
import { isAirport } from '../pricing'
import { localTime, SUPPORT_EMAIL } from './confirmation-email'
import { serverI18n } from '../../i18n/server-i18n'
import type { DriverRow, VehicleRow } from './ops-booking-repository'
import type { BookingRow } from './repository'
import { quotedLine } from './written-text'

// Mails telling a traveller that something they were told has changed (docs/decisions/
// 018-booking-detail-actions.md), in the booking's language (052-server-messages.md). Text the
// traveller typed is quoted as in the confirmation.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

type Line = [label: string, value: string]
/**
 * A link to the traveller's ride page: `label` introduces it in the text part, `button` (or the
 * label) is what its button says in the HTML part. Both are English messages of the catalogue
 * (marked for extraction where they are written), put in the booking's language by `mail`.
 */
export type RideLinkLine = { label: string; url: string; button?: string }

/** The link every mail after confirmation carries, where no other words fit better. */
export const rideLinkLine = (url: string): RideLinkLine => ({
  label: /*i18n*/ 'Your ride page',
  button: /*i18n*/ 'View your ride',
  url,
})

/** A traveller's mail's subject: what happened, then the booking code. */
export const travellerSubject = (b: Pick<BookingRow, 'bookingCode'>, what: string) =>
  `${what}: ${b.bookingCode}`

/** The booking's language's messages. */
const wordsFor = (b: Pick<BookingRow, 'language'>) => serverI18n(b.language)

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
  const i18n = wordsFor(b)
  return renderMail({
    to: b.email,
    language: b.language,
    subject: travellerSubject(b, subject),
    ...(paragraphs[0] ? { preview: paragraphs[0] } : {}),
    blocks: [
      heading(subject),
      paragraph(i18n._('Hello {name},', { name: toOneLine(b.name) })),
      ...paragraphs.map((text) => paragraph(text)),
      button(i18n._(link.button ?? link.label), link.url, { textLabel: i18n._(link.label) }),
      details(lines),
      paragraph(
        ...withMailLink(
          i18n._(
            'Questions? Write to {email}, quoting your booking code {code}. We are here 24/7.',
            { email: SUPPORT_EMAIL, code: b.bookingCode },
          ),
          SUPPORT_EMAIL,
        ),
      ),
    ],
  })
}

function rideLines(b: BookingRow): Line[] {
  const i18n = wordsFor(b)
  return [
    [i18n._('Booking code'), b.bookingCode],
    [i18n._('Pickup'), quotedLine(b.pickupLocation)],
    [i18n._('Pickup time'), localTime(b.pickupTime, b.timezone, b.language)],
  ]
}

/**
 * Where the driver meets the traveller, by the ride page's rules (one sentence), with the free
 * waiting of the ride's policy (bookingWaitingPolicy).
 */
export function meetingText(b: BookingRow, waiting: WaitingPolicy): string {
  const atAirport = isAirport({ lat: b.pickupLat, lng: b.pickupLng })
  return meetingSentence(serverI18n(b.language), {
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
  const i18n = wordsFor(b)
  const lines = rideLines(b)
  if (driver) {
    lines.push(
      [i18n._('Your driver'), toOneLine(driver.name)],
      [i18n._('Driver’s phone'), driver.phone],
    )
  }
  if (vehicle) {
    const kind = getVehicleClass(vehicle.vehicleClassId)?.name ?? vehicle.vehicleClassId
    lines.push(
      [i18n._('Vehicle'), `${toOneLine(vehicle.colour)} ${toOneLine(vehicle.makeModel)} (${kind})`],
      [i18n._('Colour'), toOneLine(vehicle.colour)],
      [i18n._('Plate'), vehicle.plate],
    )
  }
  lines.push([i18n._('Where to meet'), meetingText(b, waiting)])
  const who = driver && vehicle ? 'both' : driver ? 'driver' : 'vehicle'
  return options.reminder
    ? mail(
        b,
        i18n._('Your ride is tomorrow'),
        [
          i18n._(
            '{who, select, both {A reminder of your driver and vehicle for your ride.} driver {A reminder of your driver for your ride.} other {A reminder of your vehicle for your ride.}} Here is who and what to look for at the pickup.',
            { who },
          ),
        ],
        lines,
        link,
      )
    : mail(
        b,
        i18n._('Your driver for your Ridelane ride'),
        [
          i18n._(
            '{who, select, both {We have arranged your driver and vehicle for your ride.} driver {We have arranged your driver for your ride.} other {We have arranged your vehicle for your ride.}} Here is who and what to look for at the pickup.',
            { who },
          ),
        ],
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
  const i18n = wordsFor(b)
  return mail(
    b,
    i18n._('Your driver is on the way'),
    [
      i18n._('{driver} is on the way to pick you up.', { driver: toOneLine(driver) }),
      meetingText(b, waiting),
    ],
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
  const i18n = wordsFor(b)
  return mail(
    b,
    i18n._('Your driver has arrived'),
    [
      i18n._('{driver} has arrived and is waiting for you.', { driver: toOneLine(driver) }),
      meetingText(b, waiting),
    ],
    rideLines(b),
    link,
  )
}

const RATING_REQUEST = /*i18n*/ 'How was your ride?'
const RIDE_COMPLETED = /*i18n*/ 'Thank you for riding with Ridelane'

/** The rating request's subject, by which a job run twice knows it was sent. */
export const ratingRequestSubject = (b: Pick<BookingRow, 'bookingCode' | 'language'>) =>
  travellerSubject(b, wordsFor(b)._(RATING_REQUEST))

/** The thank-you mail's subject, by which a job run twice knows it was sent. */
export const rideCompletedSubject = (b: Pick<BookingRow, 'bookingCode' | 'language'>) =>
  travellerSubject(b, wordsFor(b)._(RIDE_COMPLETED))

/** An hour after the ride: how did it go? */
export function ratingRequestEmail(b: BookingRow, link: RideLinkLine): Promise<RenderedMail> {
  const i18n = wordsFor(b)
  return mail(
    b,
    i18n._(RATING_REQUEST),
    [
      i18n._(
        'We hope your ride went well. Would you rate it? It takes a few seconds and helps us and your driver.',
      ),
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
  const i18n = wordsFor(b)
  return mail(
    b,
    i18n._('Your pickup time has changed'),
    [
      ...(why ? [why] : []),
      i18n._('Your pickup time has changed. It was {when}.', {
        when: localTime(previous, b.timezone, b.language),
      }),
      i18n._(
        'Your driver will now meet you at {when}. Everything else about your ride stays the same.',
        { when: localTime(b.pickupTime, b.timezone, b.language) },
      ),
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
  const i18n = wordsFor(b)
  const byBooker = options.by === 'booker'
  const amount = `${usd.format(refundCents / 100)} USD`
  const refund =
    b.ratePlan === 'net'
      ? i18n._(SETTLED_WITH_PARTNER_TEXT)
      : refundCents > 0
        ? byBooker
          ? [
              options.percent !== undefined
                ? i18n._(
                    'We will refund {amount} to the way you paid (our cancellation policy gives back {percent} % of the ride for this notice).',
                    { amount, percent: options.percent },
                  )
                : i18n._('We will refund {amount} to the way you paid.', { amount }),
              refundTimeText(i18n),
            ].join(' ')
          : i18n._(
              'We will refund {amount} to the way you paid. It can take a few working days to show.',
              { amount },
            )
        : i18n._('No refund is due for this booking under our cancellation policy.')
  const first = byBooker
    ? i18n._('As asked, your ride has been cancelled and will not take place.')
    : i18n._('Your ride has been cancelled and will not take place.')
  return mail(
    b,
    i18n._('Your Ridelane ride is cancelled'),
    [first, refund],
    rideLines(b),
    options.link,
  )
}

/** The ride is over: thanks, and where to download the receipt and rate the ride. */
export function rideCompletedEmail(b: BookingRow, link: RideLinkLine): Promise<RenderedMail> {
  const i18n = wordsFor(b)
  return mail(
    b,
    i18n._(RIDE_COMPLETED),
    [
      i18n._('Your ride is complete. Thank you for travelling with us.'),
      i18n._(
        'Your receipt is ready to download on your ride page, where you can also tell us how the ride went: it takes a few seconds and helps us and your driver.',
      ),
    ],
    rideLines(b),
    link,
  )
}
