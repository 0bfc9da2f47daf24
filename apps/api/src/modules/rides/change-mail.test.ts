import { SELLING_PRICE_LABEL, SETTLED_WITH_PARTNER_TEXT } from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import { expectBothParts } from '../../mail/templates/mail-test-kit'
import { bookingRow } from '../bookings/booking-row-test-kit'
import { changeAppliedEmail } from './change-mail'

const RIDE_URL = 'https://ridelane.test/rides/RL7Q2X9K#change-token'

describe('the mail of an applied change', () => {
  const changed = (differenceCents: number, onAccount = false) =>
    changeAppliedEmail({
      booking: bookingRow({ name: 'Amara <i>O</i>', totalCents: 14515 }),
      summary: [
        { label: 'Pickup time', before: '09:30', after: '10:30' },
        { label: 'Notes for the driver', before: 'Gate 4', after: '<script>x</script>' },
      ],
      differenceCents,
      onAccount,
      rideLink: RIDE_URL,
    })

  it('has both parts with the ride link, what changed and the money', async () => {
    const mail = await changed(3000)
    expectBothParts(mail, [RIDE_URL])
    expect(mail.subject).toBe('Your Ridelane ride was changed: RL7Q2X9K')
    expect(mail.html).toMatch(/#change-token"[^>]*>[\s\S]*?View your ride/)
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('10:30 (was 09:30)')
      expect(body).toContain('We charged $30.00 to your card for the change.')
      expect(body).toContain('$145.15 USD')
    }
    // The driver's notes are only said to have changed, never repeated.
    expect(mail.text).toContain('Notes for the driver: updated as you asked')
    expect(mail.html).not.toContain('script')
    expect(mail.html).toContain('Hello Amara &lt;i&gt;O&lt;/i&gt;,')
  })

  it('says when nothing was charged, or what the agency’s invoice gets', async () => {
    expect((await changed(0)).text).toContain('did not alter the price')
    expect((await changed(-2500)).text).toContain('refunding $25.00')
    expect((await changed(1000, true)).text).toContain('monthly invoice')
  })
})

describe('the change mail of a net-rate partner’s traveller', () => {
  const changedNet = (hidePrices: boolean) =>
    changeAppliedEmail({
      booking: bookingRow({
        totalCents: 14515,
        ratePlan: 'net',
        sellingTotalCents: 18000,
        hidePrices,
      }),
      summary: [{ label: 'Pickup time', before: '09:30', after: '10:30' }],
      differenceCents: 3000,
      onAccount: false,
      rideLink: RIDE_URL,
    })

  it('shows the partner’s selling price, or none, and never the net or what moved', async () => {
    const selling = await changedNet(false)
    const hidden = await changedNet(true)
    for (const body of [selling.text, selling.html]) {
      expect(body).toContain(SELLING_PRICE_LABEL)
      expect(body).toContain('$180.00 USD')
    }
    for (const mail of [selling, hidden]) {
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(SETTLED_WITH_PARTNER_TEXT)
        expect(body).not.toContain('$145.15')
        expect(body).not.toContain('$30.00')
      }
    }
    expect(hidden.text).not.toContain('$180.00')
  })
})
