import {
  DATA_ACCESS_MINUTES,
  DATA_CODE_MINUTES,
  RECORD_RETENTION_YEARS,
  textDirection,
  type Language,
} from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import { filled, otherLanguages, translated } from '../../i18n/catalogue-test-kit'
import { expectBothParts } from '../../mail/templates/mail-test-kit'
import {
  dataCodeMail,
  dataCodeSubject,
  dataErasedMail,
  dataErasedSubject,
  dataExportedMail,
  dataExportedSubject,
  rideErasedMail,
  rideErasedSubject,
} from './data-rights-mails'

// The data request's mails in the reader's language (docs/decisions/052-server-messages.md):
// subject, headings, sentences and the "my data" link; English stays as it was.

const at = new Date('2030-01-15T09:30:00Z')
const APP = 'https://ridelane.test'

const mailsIn = (language: Language) => ({
  [dataCodeSubject]: () => dataCodeMail('quilla@example.com', '042917', language),
  [dataExportedSubject]: () => dataExportedMail('quilla@example.com', at, 3, APP, language),
  [dataErasedSubject]: () =>
    dataErasedMail('quilla@example.com', { erased: ['RL1', 'RL2'], waiting: ['RL3'] }, language),
  [rideErasedSubject]: () => rideErasedMail('quilla@example.com', 'RL3', language),
})

describe('the data request’s mails in every language', () => {
  it.each(otherLanguages)('in %s, every subject and heading is translated', async (language) => {
    for (const [subject, mail] of Object.entries(mailsIn(language))) {
      const rendered = await mail()
      expectBothParts(rendered)
      expect(rendered.subject, subject).toBe(translated(language, subject))
      expect(rendered.forgetAfterSending).toBe(true)
      expect(rendered.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`))
      expect(rendered.html).toMatch(new RegExp(`<html[^>]* dir="${textDirection(language)}"`))
      expect(rendered.text).not.toMatch(/As you asked|Your data request code|is over, so/)
    }
  })

  it.each(otherLanguages)('in %s, links the “my data” page in that language', async (language) => {
    const mail = await dataExportedMail('quilla@example.com', at, 1, APP, language)
    const page = `${APP}/${language}/my-data`
    expectBothParts(mail, [page])
    expect(mail.html).toContain('href="mailto:support@ridelane.com"')
    expect(mail.text).toContain(`${translated(language, 'Your data')}: ${page}`)
  })

  it('writes Arabic right to left, with its plural forms', async () => {
    const mail = await dataErasedMail(
      'quilla@example.com',
      { erased: ['RL1', 'RL2'], waiting: [] },
      'ar',
    )
    expect(mail.html).toMatch(/<html[^>]* dir="rtl"/)
    expect(mail.text).toContain('هذين الحجزين')
    const ride = await rideErasedMail('quilla@example.com', 'RL3', 'ar')
    expect(ride.html).toMatch(/<html[^>]* dir="rtl"/)
    expect(ride.text).toContain(
      filled(
        'ar',
        'Booking {code} is over, so, as you asked, we have now erased your name, contact details, places and messages from it. Its code, dates, amounts and invoice number stay, as the law asks, with nothing that names you.',
        { code: 'RL3' },
      ),
    )
  })

  it('keeps English as it was: its subjects, sentences and the page without a prefix', async () => {
    const code = await dataCodeMail('quilla@example.com', '042917', 'en')
    expect(code.subject).toBe('Your code to see or erase your Ridelane data')
    expect(code.html).toMatch(/<html[^>]* lang="en"/)
    expect(code.text).toContain(
      `It works once, for the next ${DATA_CODE_MINUTES} minutes, and opens your data for ${DATA_ACCESS_MINUTES} minutes.`,
    )
    const exported = await dataExportedMail('quilla@example.com', at, 3, APP, 'en')
    expect(exported.text).toContain(
      'On 15 January 2030 at 09:30 UTC a copy of what we hold about this email address was downloaded with the code we sent you: 3 bookings, with payments',
    )
    expect(exported.text).toContain(`Your data: ${APP}/my-data`)
    const single = await dataErasedMail(
      'quilla@example.com',
      { erased: ['RL1'], waiting: [] },
      'en',
    )
    expect(single.text).toContain('ratings from this booking:')
    expect(single.text).toContain(
      `records for ${RECORD_RETENTION_YEARS} years, so each booking’s code`,
    )
    const several = await dataErasedMail(
      'quilla@example.com',
      { erased: ['RL1', 'RL2'], waiting: ['RL3'] },
      'en',
    )
    expect(several.text).toContain('ratings from these 2 bookings:')
    expect(several.text).toContain('We will write to you once more when that is done.')
  })
})
