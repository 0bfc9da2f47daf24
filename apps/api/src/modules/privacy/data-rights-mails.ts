import {
  DATA_ACCESS_MINUTES,
  DATA_CODE_MINUTES,
  localizedPath,
  operatorCompany,
  RECORD_RETENTION_YEARS,
  type Language,
} from '@ridelane/domain'
import { serverI18n } from '../../i18n/server-i18n'
import { utcLongMoment } from '../../i18n/utc-dates'
import {
  bulletList,
  button,
  heading,
  paragraph,
  renderMail,
  type RenderedMail,
  withMailLink,
} from '../../mail/templates'

// The mails of a traveller's data request (decision 042). Each is queued to be forgotten once
// sent (mail_outbox.forget_after_sending): the outbox keeps that it went, never to whom or what.
// Each is in the language of the person who asked (docs/decisions/052-server-messages.md): the
// request's Accept-Language for the code, export and erasure mails; the booking's language for
// the mail a ride's later erasure sends, which no request is behind.

/** The web app's "my data" page, in the reader's language (`/hi/my-data`; English at `/my-data`). */
const myData = (appBaseUrl: string, language: Language) =>
  `${appBaseUrl}${localizedPath('/my-data', language)}`
const { supportEmail } = operatorCompany

/** '15 January 2030, 09:30 UTC' in English, the same parts in the reader's language. */
const when = utcLongMoment

const forgotten = async (mail: Promise<RenderedMail>): Promise<RenderedMail> => ({
  ...(await mail),
  forgetAfterSending: true,
})

// The subjects in English, by which the tests find each mail; a mail's own is `i18n._(subject)`.
export const dataCodeSubject = /*i18n*/ 'Your code to see or erase your Ridelane data'
export const dataExportedSubject = /*i18n*/ 'You downloaded a copy of your Ridelane data'
export const dataErasedSubject = /*i18n*/ 'Your Ridelane data is erased'
export const rideErasedSubject = /*i18n*/ 'Your ride’s data is erased'

export function dataCodeMail(to: string, code: string, language: Language): Promise<RenderedMail> {
  const i18n = serverI18n(language)
  return forgotten(
    renderMail({
      to,
      language,
      subject: i18n._(dataCodeSubject),
      preview: i18n._(
        'Your code is {code}. It works for {minutes, plural, one {# minute} other {# minutes}}.',
        { code, minutes: DATA_CODE_MINUTES },
      ),
      blocks: [
        heading(i18n._('Your data request code')),
        paragraph(
          i18n._(
            'Someone, we hope you, asked to see or erase the data Ridelane holds about this email address. Enter this code on the page where you asked:',
          ),
        ),
        heading(code),
        paragraph(
          i18n._(
            'It works once, for the next {codeMinutes, plural, one {# minute} other {# minutes}}, and opens your data for {accessMinutes, plural, one {# minute} other {# minutes}}.',
            { codeMinutes: DATA_CODE_MINUTES, accessMinutes: DATA_ACCESS_MINUTES },
          ),
        ),
        paragraph(
          i18n._(
            'If you did not ask, you can ignore this mail: nothing is shown or erased without the code.',
          ),
        ),
      ],
    }),
  )
}

export function dataExportedMail(
  to: string,
  at: Date,
  bookingCount: number,
  appBaseUrl: string,
  language: Language,
): Promise<RenderedMail> {
  const i18n = serverI18n(language)
  const date = when(at, language)
  return forgotten(
    renderMail({
      to,
      language,
      subject: i18n._(dataExportedSubject),
      preview: i18n._('A copy of your data was downloaded on {date}.', { date }),
      blocks: [
        heading(i18n._('A copy of your data was downloaded')),
        paragraph(
          i18n._(
            'On {date} a copy of what we hold about this email address was downloaded with the code we sent you: {count, plural, one {# booking} other {# bookings}}, with payments, messages, ratings and the driver’s positions we still keep.',
            { date, count: bookingCount },
          ),
        ),
        paragraph(
          ...withMailLink(
            i18n._(
              'If that was not you, write to us at {email} and do not share codes we send you.',
              { email: supportEmail },
            ),
            supportEmail,
          ),
        ),
        button(i18n._('Your data'), myData(appBaseUrl, language)),
      ],
    }),
  )
}

export function dataErasedMail(
  to: string,
  result: { erased: string[]; waiting: string[] },
  language: Language,
): Promise<RenderedMail> {
  const i18n = serverI18n(language)
  const blocks = [
    heading(i18n._('We erased your data')),
    paragraph(
      result.erased.length > 0
        ? i18n._(
            'As you asked, we erased your name, contact details, places, notes, messages and ratings from {count, plural, one {this booking} other {these # bookings}}:',
            { count: result.erased.length },
          )
        : i18n._('As you asked, we will erase your data.'),
    ),
    ...(result.erased.length > 0 ? [bulletList(result.erased)] : []),
    ...(result.waiting.length > 0
      ? [
          paragraph(
            i18n._(
              'These rides are still to come, so we keep what the driver needs until each is over, and erase it then:',
            ),
          ),
          bulletList(result.waiting),
          paragraph(i18n._('We will write to you once more when that is done.')),
        ]
      : []),
    paragraph(
      i18n._(
        'The law asks us to keep booking and payment records for {years, plural, one {# year} other {# years}}, so each booking’s code, dates, amounts and invoice number stay, with nothing that names you.',
        { years: RECORD_RETENTION_YEARS },
      ),
    ),
    paragraph(i18n._('This is the last mail about these bookings, unless you book with us again.')),
  ]
  return forgotten(
    renderMail({
      to,
      language,
      subject: i18n._(dataErasedSubject),
      preview: i18n._('Your name, contact details and trips are erased from our records.'),
      blocks,
    }),
  )
}

export function rideErasedMail(
  to: string,
  code: string,
  language: Language,
): Promise<RenderedMail> {
  const i18n = serverI18n(language)
  return forgotten(
    renderMail({
      to,
      language,
      subject: i18n._(rideErasedSubject),
      preview: i18n._('Booking {code} is over, and its data is now erased.', { code }),
      blocks: [
        heading(i18n._(rideErasedSubject)),
        paragraph(
          i18n._(
            'Booking {code} is over, so, as you asked, we have now erased your name, contact details, places and messages from it. Its code, dates, amounts and invoice number stay, as the law asks, with nothing that names you.',
            { code },
          ),
        ),
      ],
    }),
  )
}
