import {
  extraWaitingLabel,
  SETTLED_WITH_PARTNER_TEXT,
  waitingMinutesText,
  WAITING_BLOCK_MINUTES,
} from '@ridelane/domain'
import type { RenderedMail } from '../../mail/templates'
import { localTime } from './confirmation-email'
import { mail, type RideLinkLine } from './ops-booking-mails'
import type { BookingRow } from './repository'
import { quotedLine } from './written-text'

// The traveller's mail when extra waiting was charged to the card they kept on file
// (docs/decisions/024-payments.md#extra-waiting): what was charged, why, and the receipt's new line.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export type ExtraWaitingCharge = {
  extraMinutes: number
  blocks: number
  amountCents: number
  /** 'Visa ending 4242', or 'your card'. */
  card: string
}

/** The receipt's link: the ride page opened on the receipt, with a fresh token. */
export function receiptUrl(rideUrl: string): string {
  const url = new URL(rideUrl)
  url.searchParams.set('receipt', '1')
  return url.toString()
}

/** `b` is the booking with the charge added to its total. */
export function extraWaitingChargedEmail(
  b: BookingRow,
  charge: ExtraWaitingCharge,
  link: RideLinkLine,
): Promise<RenderedMail> {
  const amount = usd.format(charge.amountCents / 100)
  const label = extraWaitingLabel(charge.extraMinutes)
  if (b.ratePlan === 'net') {
    // The partner pays us its net and bills its traveller itself: no amount of ours is theirs.
    return mail(
      b,
      'Extra waiting on your ride',
      [
        `Your driver waited ${waitingMinutesText(charge.extraMinutes)} beyond the free waiting time at the pickup.`,
        SETTLED_WITH_PARTNER_TEXT,
      ],
      [
        ['Booking code', b.bookingCode],
        ['Pickup', quotedLine(b.pickupLocation)],
        ['Pickup time', localTime(b.pickupTime, b.timezone)],
      ],
      link,
    )
  }
  return mail(
    b,
    'Extra waiting on your ride',
    [
      `Your driver waited ${waitingMinutesText(charge.extraMinutes)} beyond the free waiting time at the pickup. As you agreed when paying, we charged it to ${charge.card}: ${charge.blocks} × ${WAITING_BLOCK_MINUTES} min, ${amount} in all.`,
      `Your receipt now lists it as “${label}”, and your ride’s total is ${usd.format(b.totalCents / 100)}.`,
    ],
    [
      ['Booking code', b.bookingCode],
      ['Pickup', quotedLine(b.pickupLocation)],
      ['Pickup time', localTime(b.pickupTime, b.timezone)],
      [label, amount],
      ['New total', usd.format(b.totalCents / 100)],
    ],
    link,
  )
}
