import { driverArrivedText } from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
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
