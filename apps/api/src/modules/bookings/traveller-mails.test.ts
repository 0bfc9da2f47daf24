import { defaultWaitingPolicy, rideFareLines, SETTLED_WITH_PARTNER_TEXT } from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import { expectBothParts } from '../../mail/templates/mail-test-kit'
import { bookingRow, driverRow as driver, vehicleRow as vehicle } from './booking-row-test-kit'
import { confirmationEmail } from './confirmation-email'
import { extraWaitingChargedEmail, receiptUrl } from './extra-waiting-mail'
import {
  assignmentEmail,
  cancellationEmail,
  driverArrivedEmail,
  driverOnTheWayEmail,
  pickupMovedEmail,
  ratingRequestEmail,
  ratingRequestSubject,
  rideCompletedEmail,
  rideCompletedSubject,
  rideLinkLine,
} from './ops-booking-mails'

// Every mail to a traveller about their ride, made from a booking without a database: both parts,
// the ride link as a button and as an address, and what the traveller typed escaped.

const RIDE_URL = 'https://ridelane.test/rides/RL7Q2X9K#ride-token_1'
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

/** The lines under a heading of the text part, up to the next blank line. */
function textSection(text: string, title: string): string[] {
  const lines = text.split('\n')
  const start = lines.indexOf(title)
  expect(start, `no ${title} in the text part`).toBeGreaterThan(-1)
  const end = lines.indexOf('', start)
  return lines.slice(start + 1, end === -1 ? undefined : end)
}

describe('the confirmation mail', () => {
  const confirmed = (booking = bookingRow()) =>
    confirmationEmail(booking, {
      rideUrl: RIDE_URL,
      cancellation: 'Free cancellation until Mon 14 Jan, 09:30 New York time',
    })

  it('has both parts, with the ride link as a button and as an address', async () => {
    const mail = await confirmed()
    expectBothParts(mail, [RIDE_URL])
    expect(mail.to).toBe('amara@example.com')
    expect(mail.subject).toBe('Your Ridelane ride is confirmed: RL7Q2X9K')
    expect(mail.html).toMatch(/href="[^"]*#ride-token_1"[^>]*>[\s\S]*?View your ride/)
    expect(mail.text).toContain(`View your ride: ${RIDE_URL}`)
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Free cancellation until Mon 14 Jan, 09:30 New York time.')
      // On the pickup's clock.
      expect(body).toContain('15 January 2030 at 09:30 Eastern Standard Time (America/New_York)')
    }
  })

  it('lists the fare exactly as rideFareLines does for the same booking', async () => {
    const booking = bookingRow()
    const lines = rideFareLines(booking)
    expect(lines.length).toBeGreaterThan(2)
    const expected = lines.map((line) => `${line.label}: ${usd(line.amountCents)}`)
    const mail = await confirmed(booking)
    expect(textSection(mail.text, 'FARE')).toEqual([...expected, 'Total paid: $115.15 USD'])
    const htmlRows = [
      ...mail.html.matchAll(/<td[^>]*>([^<]*)<\/td><td align="right"[^>]*>([^<]*)<\/td>/g),
    ].map((match) => `${match[1]}: ${match[2]}`.replaceAll('&amp;', '&'))
    expect(htmlRows).toEqual([...expected, 'Total paid: $115.15 USD'])
  })

  it('quotes what the traveller typed, escaped in the HTML, with no note about the quotes', async () => {
    const mail = await confirmed(
      bookingRow({
        name: 'Amara <script>alert(1)</script>',
        driverInstructions: 'Gate 4\n<script>alert("x")</script>',
        pickupAddressDetail: 'Terminal 4 <arrivals> & door 2',
      }),
    )
    expect(mail.html).not.toContain('<script')
    expect(mail.html).toContain('Hello Amara &lt;script&gt;alert(1)&lt;/script&gt;,')
    expect(mail.html).toContain('“&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;”')
    expect(mail.html).toContain('“Terminal 4 &lt;arrivals&gt; &amp; door 2”')
    expect(mail.text).toContain(
      'Instructions for the driver:\n  “Gate 4”\n  “<script>alert("x")</script>”',
    )
    expect(mail.text).toContain('Pickup address: “Terminal 4 <arrivals> & door 2”')
    expect(mail.text).not.toContain('quotation marks')
    expect(mail.html).not.toContain('quotation marks')
  })

  it('adds the traveller’s own clock when theirs reads differently', async () => {
    const mail = await confirmed(bookingRow({ travellerTimezone: 'Europe/Berlin' }))
    expect(mail.text).toContain(
      'Pickup time, your time: Tuesday, 15 January 2030 at 15:30 Central European Standard Time (Europe/Berlin)',
    )
  })
})

describe('the mails about a confirmed ride', () => {
  const link = rideLinkLine(RIDE_URL)
  const waiting = defaultWaitingPolicy
  const booking = bookingRow({ name: 'Amara <b>Okafor</b>' })
  const mails = {
    assigned: () => assignmentEmail(booking, driver, vehicle, link, waiting),
    reminder: () => assignmentEmail(booking, driver, vehicle, link, waiting, { reminder: true }),
    onTheWay: () =>
      driverOnTheWayEmail(
        booking,
        'Ravi Kumar',
        { label: 'Follow your driver', url: RIDE_URL },
        waiting,
      ),
    arrived: () => driverArrivedEmail(booking, 'Ravi Kumar', link, waiting),
    rating: () => ratingRequestEmail(booking, { label: 'Rate your ride', url: RIDE_URL }),
    moved: () =>
      pickupMovedEmail(booking, new Date('2030-01-15T13:30:00Z'), link, 'Your flight is late.'),
    cancelledByUs: () => cancellationEmail(booking, 8015, { link }),
    cancelledByBooker: () => cancellationEmail(booking, 0, { by: 'booker', percent: 0, link }),
    completed: () =>
      rideCompletedEmail(booking, {
        label: 'Download your receipt and rate your ride',
        url: receiptUrl(RIDE_URL),
      }),
    extraWaiting: () =>
      extraWaitingChargedEmail(
        booking,
        { extraMinutes: 20, blocks: 2, amountCents: 2000, card: { brand: 'visa', last4: '4242' } },
        { label: 'Your updated receipt', button: 'View your receipt', url: receiptUrl(RIDE_URL) },
      ),
  }

  it.each(Object.entries(mails))('%s: both parts, the ride link in each', async (_, make) => {
    const mail = await make()
    const url = mail.text.includes('receipt=1') ? receiptUrl(RIDE_URL) : RIDE_URL
    expectBothParts(mail, [url])
    expect(mail.to).toBe('amara@example.com')
    expect(mail.subject).toMatch(/: RL7Q2X9K$/)
    expect(mail.text).toContain('Hello Amara <b>Okafor</b>,')
    expect(mail.html).toContain('Hello Amara &lt;b&gt;Okafor&lt;/b&gt;,')
    expect(mail.html).not.toContain('<b>')
    expect(mail.text).toContain('Pickup: “JFK Airport, Queens, NY”')
  })

  it('words the ride page’s link for each part: a button to press, an address to copy', async () => {
    const mail = await mails.assigned()
    expect(mail.html).toMatch(/href="[^"]*#ride-token_1"[^>]*>[\s\S]*?View your ride/)
    expect(mail.text).toContain(`Your ride page: ${RIDE_URL}`)
    expect(mail.text).toContain('Your driver: Ravi Kumar')
    expect(mail.text).toContain('Plate: NY 4821')
    const receipt = await mails.extraWaiting()
    expect(receipt.html).toContain('View your receipt')
    expect(receipt.text).toContain(`Your updated receipt: ${receiptUrl(RIDE_URL)}`)
  })

  it('keeps the subjects the jobs look for', async () => {
    expect((await mails.rating()).subject).toBe(ratingRequestSubject(booking))
    expect((await mails.completed()).subject).toBe(rideCompletedSubject(booking))
    expect(ratingRequestSubject(booking)).toBe('How was your ride?: RL7Q2X9K')
  })

  it('says the pickup’s old and new times on the pickup’s clock', async () => {
    const mail = await mails.moved()
    expect(mail.text).toContain(
      'Your pickup time has changed. It was Tuesday, 15 January 2030 at 08:30 Eastern Standard Time (America/New_York).',
    )
    expect(mail.text).toContain('Your flight is late.')
  })
})

describe('the mails of a net-rate partner’s traveller', () => {
  // The partner paid its net (14,515 cents here) and sells the ride at 18,000: the traveller's
  // mails never show the net, nor any amount we charged or refunded the partner.
  const link = rideLinkLine(RIDE_URL)
  const net = bookingRow({ totalCents: 14515, ratePlan: 'net', sellingTotalCents: 18000 })
  const netAmounts = [usd(14515), usd(8015), usd(2000)]

  it('cancellation and extra waiting say the money is settled with the partner', async () => {
    for (const mail of [
      await cancellationEmail(net, 8015, { link }),
      await cancellationEmail(net, 8015, { by: 'booker', percent: 50, link }),
      await extraWaitingChargedEmail(
        { ...net, totalCents: 16515 },
        { extraMinutes: 20, blocks: 2, amountCents: 2000, card: { brand: 'visa', last4: '4242' } },
        { label: 'Your updated receipt', button: 'View your receipt', url: receiptUrl(RIDE_URL) },
      ),
    ]) {
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(SETTLED_WITH_PARTNER_TEXT)
        for (const amount of [...netAmounts, usd(16515)]) expect(body).not.toContain(amount)
        expect(body).not.toContain('4242')
      }
    }
    // A public booking's mails keep their amounts.
    expect((await cancellationEmail(bookingRow({}), 8015, { link })).text).toContain(usd(8015))
  })
})
