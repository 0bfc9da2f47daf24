import { driverArrivedText } from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import { translated } from '../../i18n/catalogue-test-kit'
import { serverI18n } from '../../i18n/server-i18n'
import { expectBothParts } from '../../mail/templates/mail-test-kit'
import { fallbackMail, fallbackMailSubject } from './deliver-due-messages'

const RIDE_URL = 'http://localhost:3000/rides/RL7Q2X9K#tok'

describe('a text sent by mail instead', () => {
  it('keeps the text as its text part and shows the ride link as a button', async () => {
    const body = driverArrivedText(serverI18n('en'), {
      bookingCode: 'RL7Q2X9K',
      driver: 'Ravi <Kumar>',
      meet: 'Your driver waits at arrivals.',
      link: RIDE_URL,
    })
    const mail = await fallbackMail('amara@example.com', body)
    expectBothParts(mail, [RIDE_URL])
    expect(mail).toMatchObject({ to: 'amara@example.com', subject: fallbackMailSubject })
    expect(mail.text).toBe(body)
    expect(mail.html).toMatch(/#tok"[^>]*>[\s\S]*?Your ride page<\/span>/)
    expect(mail.html).toContain('Ravi &lt;Kumar&gt;')
  })
})

describe('a traveller’s text sent by mail instead, in the booking’s language', () => {
  const body = (language: 'es' | 'ar') =>
    driverArrivedText(serverI18n(language), {
      bookingCode: 'RL7Q2X9K',
      driver: 'Ravi Kumar',
      meet: 'Your driver waits at arrivals.',
      link: RIDE_URL,
    })

  it('writes its subject in Spanish', async () => {
    const mail = await fallbackMail('amara@example.com', body('es'), 'es')
    expect(mail.subject).toBe(translated('es', fallbackMailSubject))
    expect(mail.text).toBe(body('es'))
  })

  it('sets the layout’s language and direction: Spanish left to right, Arabic right to left', async () => {
    const spanish = await fallbackMail('amara@example.com', body('es'), 'es')
    expect(spanish.html).toMatch(/<html[^>]* lang="es"/)
    expect(spanish.html).toMatch(/<html[^>]* dir="ltr"/)
    const arabic = await fallbackMail('amara@example.com', body('ar'), 'ar')
    expect(arabic.html).toMatch(/<html[^>]* lang="ar"/)
    expect(arabic.html).toMatch(/<html[^>]* dir="rtl"/)
    expectBothParts(arabic, [RIDE_URL])
  })

  it('stays English without a language (a provider’s mail for a driver’s text)', async () => {
    const mail = await fallbackMail('desk@provider.example', body('es'))
    expect(mail.subject).toBe('A message from Ridelane')
    expect(mail.html).toMatch(/<html[^>]* lang="en"/)
  })
})
