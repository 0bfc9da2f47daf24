import { defaultWaitingPolicy, WAITING_BLOCK_MINUTES, type Language } from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import { filled, otherLanguages, translated } from '../../i18n/catalogue-test-kit'
import { expectBothParts } from '../../mail/templates/mail-test-kit'
import { changeAppliedEmail } from '../rides/change-mail'
import { bookingRow, driverRow as driver, vehicleRow as vehicle } from './booking-row-test-kit'
import { confirmationEmail } from './confirmation-email'
import { extraWaitingChargedEmail } from './extra-waiting-mail'
import {
  assignmentEmail,
  cancellationEmail,
  driverArrivedEmail,
  driverOnTheWayEmail,
  pickupMovedEmail,
  ratingRequestEmail,
  ratingRequestSubject,
  rideCompletedEmail,
  rideLinkLine,
} from './ops-booking-mails'

// Every mail to a traveller is in the booking's language (docs/decisions/052-server-messages.md):
// its subject, headings, sentences, labels, fare lines and dates; English stays as it was.

const RIDE_URL = 'https://ridelane.test/hi/rides/RL7Q2X9K#ride-token_1'

const confirmed = (language: Language) =>
  confirmationEmail(bookingRow({ language }), { rideUrl: RIDE_URL, cancellation: null })

describe('the confirmation mail in the traveller’s language', () => {
  it('is Hindi from the subject to the fare, with the date written in Hindi', async () => {
    const mail = await confirmed('hi')
    expectBothParts(mail, [RIDE_URL])
    expect(mail.subject).toBe(
      filled('hi', 'Your Ridelane ride is confirmed: {code}', { code: 'RL7Q2X9K' }),
    )
    expect(mail.html).toMatch(/<html[^>]* lang="hi"/)
    expect(mail.html).toMatch(/<html[^>]* dir="ltr"/)
    for (const english of ['Your ride is confirmed', 'Vehicle fare', 'Meet & greet', 'Fare']) {
      expect(mail.text).toContain(translated('hi', english))
    }
    expect(mail.text).toContain(`${translated('hi', 'View your ride')}: ${RIDE_URL}`)
    const month = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' })
    expect(mail.text).toContain(month.format(new Date('2030-01-15T12:00:00Z')))
    expect(mail.text).not.toMatch(/Your ride is confirmed|Vehicle fare|January/)
  })

  it('mirrors for Arabic: right to left, labels on the right and amounts on the left', async () => {
    const mail = await confirmed('ar')
    expect(mail.html).toMatch(/<html[^>]* lang="ar"/)
    expect(mail.html).toMatch(/<html[^>]* dir="rtl"/)
    expect(mail.html).toMatch(/<th[^>]*align="right"/)
    expect(mail.html).not.toMatch(/<th[^>]*align="left"/)
    expect(mail.html).toMatch(/<td align="left"[^>]*>\$15\.00</)
    expect(mail.text).toContain(translated('ar', 'Your trip').toUpperCase())
  })

  it.each(otherLanguages)('in %s, names the support address as a link', async (language) => {
    const mail = await confirmed(language)
    expect(mail.html).toContain('href="mailto:support@ridelane.com"')
    expect(mail.text).not.toContain('Questions or changes?')
  })
})

describe('every later mail about the ride in the traveller’s language', () => {
  const link = rideLinkLine(RIDE_URL)
  const waiting = defaultWaitingPolicy
  const mails = (language: Language) => {
    const booking = bookingRow({ language })
    return {
      'Your driver for your Ridelane ride': () =>
        assignmentEmail(booking, driver, vehicle, link, waiting),
      'Your ride is tomorrow': () =>
        assignmentEmail(booking, driver, vehicle, link, waiting, { reminder: true }),
      'Your driver is on the way': () => driverOnTheWayEmail(booking, 'Ravi Kumar', link, waiting),
      'Your driver has arrived': () => driverArrivedEmail(booking, 'Ravi Kumar', link, waiting),
      'How was your ride?': () => ratingRequestEmail(booking, link),
      'Your pickup time has changed': () =>
        pickupMovedEmail(booking, new Date('2030-01-15T13:30:00Z'), link),
      'Your Ridelane ride is cancelled': () => cancellationEmail(booking, 8015, { link }),
      'Thank you for riding with Ridelane': () => rideCompletedEmail(booking, link),
      'Extra waiting on your ride': () =>
        extraWaitingChargedEmail(
          booking,
          {
            extraMinutes: 20,
            blocks: 2,
            amountCents: 2000,
            card: { brand: 'visa', last4: '4242' },
          },
          link,
        ),
    }
  }

  it.each(otherLanguages)('%s: subject, greeting, button and labels', async (language) => {
    for (const [subject, make] of Object.entries(mails(language))) {
      const mail = await make()
      expect(mail.subject, subject).toBe(`${translated(language, subject)}: RL7Q2X9K`)
      expect(mail.text).toContain(filled(language, 'Hello {name},', { name: 'Amara Okafor' }))
      expect(mail.text).toContain(`${translated(language, 'Your ride page')}: ${RIDE_URL}`)
      expect(mail.text).toContain(`${translated(language, 'Booking code')}: RL7Q2X9K`)
      expect(mail.html).toContain(`lang="${language}"`)
    }
  })

  it('keeps the rating request’s subject, which the job looks for, in the same language', async () => {
    const booking = bookingRow({ language: 'fr' })
    expect((await ratingRequestEmail(booking, link)).subject).toBe(ratingRequestSubject(booking))
  })

  it('tells a German traveller of a change in German', async () => {
    const mail = await changeAppliedEmail({
      booking: bookingRow({ language: 'de' }),
      summary: [{ label: 'Passengers', before: '2', after: '3' }],
      differenceCents: 1500,
      onAccount: false,
      rideLink: RIDE_URL,
    })
    expect(mail.subject).toBe(
      filled('de', 'Your Ridelane ride was changed: {code}', { code: 'RL7Q2X9K' }),
    )
    expect(mail.text).toContain(`${translated('de', 'Passengers')}: `)
    expect(mail.text).toContain(
      filled('de', 'We charged {amount} to your card for the change.', { amount: '$15.00' }),
    )
  })
})

describe('the extra-waiting mail’s card in the traveller’s language', () => {
  const link = rideLinkLine(RIDE_URL)
  const charge = { extraMinutes: 20, blocks: 2, amountCents: 2000 }
  const charged =
    'As you agreed when paying, we charged it to {card}: {blocks} × {minutes} min, {amount} in all.'
  const values = { blocks: 2, minutes: WAITING_BLOCK_MINUTES, amount: '$20.00' }

  it('names the card in Spanish words, the brand as printed', async () => {
    const card = { brand: 'visa', last4: '4242' }
    const mail = await extraWaitingChargedEmail(
      bookingRow({ language: 'es' }),
      { ...charge, card },
      link,
    )
    const words = filled('es', '{brand} ending {last4}', { brand: 'Visa', last4: '4242' })
    expect(mail.text).toContain(filled('es', charged, { ...values, card: words }))
    expect(mail.text).not.toMatch(/ending|card on file/)
  })

  it('says the card on file in Spanish when the gateway named no card', async () => {
    const mail = await extraWaitingChargedEmail(
      bookingRow({ language: 'es' }),
      { ...charge, card: null },
      link,
    )
    expect(mail.text).toContain(
      filled(
        'es',
        'As you agreed when paying, we charged it to the card on file: {blocks} × {minutes} min, {amount} in all.',
        values,
      ),
    )
  })

  it('keeps the English as it was', async () => {
    const card = { brand: 'visa', last4: '4242' }
    const mail = await extraWaitingChargedEmail(bookingRow({}), { ...charge, card }, link)
    expect(mail.text).toContain(
      `we charged it to Visa ending 4242: 2 × ${WAITING_BLOCK_MINUTES} min, $20.00 in all.`,
    )
    const none = await extraWaitingChargedEmail(bookingRow({}), { ...charge, card: null }, link)
    expect(none.text).toContain('we charged it to the card on file: 2 × ')
  })
})
