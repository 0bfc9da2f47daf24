import {
  operatorCompany,
  SELLING_PRICE_LABEL,
  SETTLED_WITH_PARTNER_TEXT,
  toOneLine,
  travellerPrice,
  type Translator,
} from '@ridelane/domain'
import {
  button,
  details,
  heading,
  paragraph,
  renderMail,
  type RenderedMail,
  type Row,
  withMailLink,
} from '../../mail/templates'
import { serverI18n } from '../../i18n/server-i18n'
import type { BookingRow } from '../bookings'

// The mail a traveller gets when a change of the ride was applied: what changed, the new total,
// and the money charged or given back (docs/decisions/028-ride-page.md#change), in the booking's
// language (052-server-messages.md).

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
function shown(i18n: Translator, row: ChangeMailInput['summary'][number]): string {
  if (row.label === 'Notes for the driver') return i18n._('updated as you asked')
  return i18n._('{now} (was {before})', {
    now: toOneLine(row.after),
    before: toOneLine(row.before),
  })
}

function moneyLine(
  i18n: Translator,
  { booking, differenceCents, onAccount }: ChangeMailInput,
): string {
  // A net-rate partner's traveller never reads the net (docs/decisions/043-partner-rate-plans.md).
  if (booking.ratePlan === 'net') return i18n._(SETTLED_WITH_PARTNER_TEXT)
  if (differenceCents === 0) return i18n._('The change did not alter the price.')
  const amount = money(Math.abs(differenceCents))
  if (onAccount) {
    return differenceCents > 0
      ? i18n._(
          'The ride costs {amount} more, added to the monthly invoice of the agency that booked it.',
          { amount },
        )
      : i18n._(
          'The ride costs {amount} less, taken off the monthly invoice of the agency that booked it.',
          { amount },
        )
  }
  return differenceCents > 0
    ? i18n._('We charged {amount} to your card for the change.', { amount })
    : i18n._('We are refunding {amount} to your card; banks take a few days to show it.', {
        amount,
      })
}

/** The new total as the traveller is to see it: the fare, a partner's selling price, or none. */
function totalRow(i18n: Translator, b: BookingRow): Row[] {
  const price = travellerPrice(b)
  if (price.shown === 'none') return []
  if (price.shown === 'selling') {
    return [[i18n._(SELLING_PRICE_LABEL), `${money(price.totalCents)} USD`]]
  }
  return [[i18n._('New total'), `${money(b.totalCents)} USD`]]
}

export function changeAppliedEmail(input: ChangeMailInput): Promise<RenderedMail> {
  const b = input.booking
  const i18n = serverI18n(b.language)
  const code = b.bookingCode
  const rows: Row[] = [
    [i18n._('Booking code'), code],
    ...input.summary.map((row): Row => [i18n._(row.label), shown(i18n, row)]),
    ...totalRow(i18n, b),
  ]
  const support = operatorCompany.supportEmail
  return renderMail({
    to: b.email,
    language: b.language,
    subject: i18n._('Your Ridelane ride was changed: {code}', { code }),
    preview: i18n._('We have changed your ride as you asked.'),
    blocks: [
      heading(i18n._('Your ride was changed')),
      paragraph(i18n._('Hello {name},', { name: toOneLine(b.name) })),
      paragraph(
        i18n._('We have changed your ride as you asked. This was the booking’s free change.'),
      ),
      details(rows),
      paragraph(moneyLine(i18n, input)),
      paragraph(i18n._('See your ride, its receipt and its timeline.')),
      button(i18n._('View your ride'), input.rideLink, { spacing: 'line' }),
      paragraph(
        ...withMailLink(
          i18n._(
            'Need another change? Write to {email}, quoting your booking code {code}. We are here 24/7.',
            { email: support, code },
          ),
          support,
        ),
      ),
    ],
  })
}
