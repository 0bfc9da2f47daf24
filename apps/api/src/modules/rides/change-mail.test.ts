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
