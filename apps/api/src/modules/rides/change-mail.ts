import { operatorCompany, toOneLine } from '@ridelane/domain'
import type { OutgoingMail } from '../../mail/outbox'
import type { BookingRow } from '../bookings'

// The mail a traveller gets when a change of the ride was applied: what changed, the new total,
// and the money charged or given back (docs/decisions/028-ride-page.md#change).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const money = (cents: number) => usd.format(cents / 100)

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export type ChangeMailInput = {
  booking: BookingRow
  summary: Array<{ label: string; before: string; after: string }>
  differenceCents: number
  /** Billed on the partner's account rather than charged or refunded by card. */
  onAccount: boolean
  rideLink: string
}

/** A changed value as the mail shows it: what the traveller typed is only said to have changed. */
function shown(row: ChangeMailInput['summary'][number]): string {
  if (row.label === 'Notes for the driver') return 'updated as you asked'
  return `${toOneLine(row.after)} (was ${toOneLine(row.before)})`
}

function moneyLine({ differenceCents, onAccount }: ChangeMailInput): string {
  if (differenceCents === 0) return 'The change did not alter the price.'
  if (onAccount) {
    return differenceCents > 0
      ? `The ride costs ${money(differenceCents)} more, added to the monthly invoice of the agency that booked it.`
      : `The ride costs ${money(-differenceCents)} less, taken off the monthly invoice of the agency that booked it.`
  }
  return differenceCents > 0
    ? `We charged ${money(differenceCents)} to your card for the change.`
    : `We are refunding ${money(-differenceCents)} to your card; banks take a few days to show it.`
}

export function changeAppliedEmail(input: ChangeMailInput): OutgoingMail {
  const b = input.booking
  const subject = `Your Ridelane ride was changed: ${b.bookingCode}`
  const hello = `Hello ${toOneLine(b.name)},`
  const intro = 'We have changed your ride as you asked. This was the booking’s free change.'
  const lines: Array<[string, string]> = [
    ['Booking code', b.bookingCode],
    ...input.summary.map((row): [string, string] => [row.label, shown(row)]),
    ['New total', `${money(b.totalCents)} USD`],
  ]
  const moneyText = moneyLine(input)
  const link = `See your ride, its receipt and its timeline: ${input.rideLink}`
  const support = `Need another change? Write to ${operatorCompany.supportEmail}, quoting your booking code ${b.bookingCode}. We are here 24/7.`
  const text = [
    hello,
    intro,
    lines.map(([label, value]) => `${label}: ${value}`).join('\n'),
    moneyText,
    link,
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
    `<p>${escapeHtml(intro)}</p>`,
    `<table>${rows}</table>`,
    `<p>${escapeHtml(moneyText)}</p>`,
    `<p><a href="${escapeHtml(input.rideLink)}">See your ride</a></p>`,
    `<p>${escapeHtml(support)}</p>`,
  ].join('\n')
  return { to: b.email, subject, text, html }
}
