import {
  operatorCompany,
  SELLING_PRICE_LABEL,
  SETTLED_WITH_PARTNER_TEXT,
  toOneLine,
  travellerPrice,
} from '@ridelane/domain'
import {
  button,
  details,
  heading,
  mailLink,
  paragraph,
  renderMail,
  type RenderedMail,
  type Row,
} from '../../mail/templates'
import type { BookingRow } from '../bookings'

// The mail a traveller gets when a change of the ride was applied: what changed, the new total,
// and the money charged or given back (docs/decisions/028-ride-page.md#change).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const money = (cents: number) => usd.format(cents / 100)

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

function moneyLine({ booking, differenceCents, onAccount }: ChangeMailInput): string {
  // A net-rate partner's traveller never reads the net (docs/decisions/043-partner-rate-plans.md).
  if (booking.ratePlan === 'net') return SETTLED_WITH_PARTNER_TEXT
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

/** The new total as the traveller is to see it: the fare, a partner's selling price, or none. */
function totalRow(b: BookingRow): Row[] {
  const price = travellerPrice(b)
  if (price.shown === 'none') return []
  if (price.shown === 'selling') return [[SELLING_PRICE_LABEL, `${money(price.totalCents)} USD`]]
  return [['New total', `${money(b.totalCents)} USD`]]
}

export function changeAppliedEmail(input: ChangeMailInput): Promise<RenderedMail> {
  const b = input.booking
  const rows: Row[] = [
    ['Booking code', b.bookingCode],
    ...input.summary.map((row): Row => [row.label, shown(row)]),
    ...totalRow(b),
  ]
  return renderMail({
    to: b.email,
    subject: `Your Ridelane ride was changed: ${b.bookingCode}`,
    preview: 'We have changed your ride as you asked.',
    blocks: [
      heading('Your ride was changed'),
      paragraph(`Hello ${toOneLine(b.name)},`),
      paragraph('We have changed your ride as you asked. This was the booking’s free change.'),
      details(rows),
      paragraph(moneyLine(input)),
      paragraph('See your ride, its receipt and its timeline.'),
      button('View your ride', input.rideLink, { spacing: 'line' }),
      paragraph(
        'Need another change? Write to ',
        mailLink(operatorCompany.supportEmail),
        `, quoting your booking code ${b.bookingCode}. We are here 24/7.`,
      ),
    ],
  })
}
