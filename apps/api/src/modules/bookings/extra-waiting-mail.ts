import {
  cardText,
  extraWaitingLabel,
  SETTLED_WITH_PARTNER_TEXT,
  waitingMinutesText,
  WAITING_BLOCK_MINUTES,
  type KeptCard,
  type Translator,
} from '@ridelane/domain'
import { serverI18n } from '../../i18n/server-i18n'
import type { RenderedMail } from '../../mail/templates'
import { localTime } from './confirmation-email'
import { mail, type RideLinkLine } from './ops-booking-mails'
import type { BookingRow } from './repository'
import { quotedLine } from './written-text'

// The traveller's mail when extra waiting was charged to the card they kept on file
// (docs/decisions/024-payments.md#extra-waiting): what was charged, why, and the receipt's new line,
// in the booking's language (052-server-messages.md), the card's brand as it is printed.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export type ExtraWaitingCharge = {
  extraMinutes: number
  blocks: number
  amountCents: number
  /** The card charged, as the gateway answered it; null when it named none. */
  card: KeptCard | null
}

/** The receipt's link: the ride page opened on the receipt, with a fresh token. */
export function receiptUrl(rideUrl: string): string {
  const url = new URL(rideUrl)
  url.searchParams.set('receipt', '1')
  return url.toString()
}

/** The charge's sentence, naming the card ('Visa ending 4242') when the gateway did. */
function charged(i18n: Translator, charge: ExtraWaitingCharge, amount: string): string {
  const { blocks } = charge
  const minutes = WAITING_BLOCK_MINUTES
  if (!charge.card) {
    return i18n._(
      'As you agreed when paying, we charged it to the card on file: {blocks} × {minutes} min, {amount} in all.',
      { blocks, minutes, amount },
    )
  }
  const card = cardText(charge.card, i18n)
  return i18n._(
    'As you agreed when paying, we charged it to {card}: {blocks} × {minutes} min, {amount} in all.',
    { card, blocks, minutes, amount },
  )
}

/** `b` is the booking with the charge added to its total. */
export function extraWaitingChargedEmail(
  b: BookingRow,
  charge: ExtraWaitingCharge,
  link: RideLinkLine,
): Promise<RenderedMail> {
  const i18n = serverI18n(b.language)
  const amount = usd.format(charge.amountCents / 100)
  const label = extraWaitingLabel(charge.extraMinutes, i18n)
  const waited = i18n._('Your driver waited {time} beyond the free waiting time at the pickup.', {
    time: waitingMinutesText(charge.extraMinutes, i18n),
  })
  const rideRows: [string, string][] = [
    [i18n._('Booking code'), b.bookingCode],
    [i18n._('Pickup'), quotedLine(b.pickupLocation)],
    [i18n._('Pickup time'), localTime(b.pickupTime, b.timezone, b.language)],
  ]
  const subject = i18n._('Extra waiting on your ride')
  if (b.ratePlan === 'net') {
    // The partner pays us its net and bills its traveller itself: no amount of ours is theirs.
    return mail(b, subject, [waited, i18n._(SETTLED_WITH_PARTNER_TEXT)], rideRows, link)
  }
  const total = usd.format(b.totalCents / 100)
  return mail(
    b,
    subject,
    [
      `${waited} ${charged(i18n, charge, amount)}`,
      i18n._('Your receipt now lists it as “{label}”, and your ride’s total is {total}.', {
        label,
        total,
      }),
    ],
    [...rideRows, [label, amount], [i18n._('New total'), total]],
    link,
  )
}
