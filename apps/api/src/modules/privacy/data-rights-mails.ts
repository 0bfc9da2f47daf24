import {
  DATA_ACCESS_MINUTES,
  DATA_CODE_MINUTES,
  operatorCompany,
  RECORD_RETENTION_YEARS,
} from '@ridelane/domain'
import {
  bulletList,
  button,
  heading,
  mailLink,
  paragraph,
  renderMail,
  type RenderedMail,
} from '../../mail/templates'

// The mails of a traveller's data request (decision 042). Each is queued to be forgotten once
// sent (mail_outbox.forget_after_sending): the outbox keeps that it went, never to whom or what.

const myData = (appBaseUrl: string) => `${appBaseUrl}/my-data`
const { supportEmail } = operatorCompany

const when = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(at)} UTC`

const forgotten = async (mail: Promise<RenderedMail>): Promise<RenderedMail> => ({
  ...(await mail),
  forgetAfterSending: true,
})

export const dataCodeSubject = 'Your code to see or erase your Ridelane data'

export function dataCodeMail(to: string, code: string): Promise<RenderedMail> {
  return forgotten(
    renderMail({
      to,
      subject: dataCodeSubject,
      preview: `Your code is ${code}. It works for ${DATA_CODE_MINUTES} minutes.`,
      blocks: [
        heading('Your data request code'),
        paragraph(
          'Someone, we hope you, asked to see or erase the data Ridelane holds about this email address. Enter this code on the page where you asked:',
        ),
        heading(code),
        paragraph(
          `It works once, for the next ${DATA_CODE_MINUTES} minutes, and opens your data for ${DATA_ACCESS_MINUTES} minutes.`,
        ),
        paragraph(
          'If you did not ask, you can ignore this mail: nothing is shown or erased without the code.',
        ),
      ],
    }),
  )
}

export const dataExportedSubject = 'You downloaded a copy of your Ridelane data'

export function dataExportedMail(
  to: string,
  at: Date,
  bookingCount: number,
  appBaseUrl: string,
): Promise<RenderedMail> {
  return forgotten(
    renderMail({
      to,
      subject: dataExportedSubject,
      preview: `A copy of your data was downloaded on ${when(at)}.`,
      blocks: [
        heading('A copy of your data was downloaded'),
        paragraph(
          `On ${when(at)} a copy of what we hold about this email address was downloaded with the code we sent you: ${bookingCount} ${bookingCount === 1 ? 'booking' : 'bookings'}, with payments, messages, ratings and the driver’s positions we still keep.`,
        ),
        paragraph(
          'If that was not you, write to us at ',
          mailLink(supportEmail),
          ' and do not share codes we send you.',
        ),
        button('Your data', myData(appBaseUrl)),
      ],
    }),
  )
}

export const dataErasedSubject = 'Your Ridelane data is erased'

export function dataErasedMail(
  to: string,
  result: { erased: string[]; waiting: string[] },
): Promise<RenderedMail> {
  const blocks = [
    heading('We erased your data'),
    paragraph(
      result.erased.length > 0
        ? `As you asked, we erased your name, contact details, places, notes, messages and ratings from ${result.erased.length === 1 ? 'this booking' : `these ${result.erased.length} bookings`}:`
        : 'As you asked, we will erase your data.',
    ),
    ...(result.erased.length > 0 ? [bulletList(result.erased)] : []),
    ...(result.waiting.length > 0
      ? [
          paragraph(
            'These rides are still to come, so we keep what the driver needs until each is over, and erase it then:',
          ),
          bulletList(result.waiting),
          paragraph('We will write to you once more when that is done.'),
        ]
      : []),
    paragraph(
      `The law asks us to keep booking and payment records for ${RECORD_RETENTION_YEARS} years, so each booking’s code, dates, amounts and invoice number stay, with nothing that names you.`,
    ),
    paragraph('This is the last mail about these bookings, unless you book with us again.'),
  ]
  return forgotten(
    renderMail({
      to,
      subject: dataErasedSubject,
      preview: 'Your name, contact details and trips are erased from our records.',
      blocks,
    }),
  )
}

export const rideErasedSubject = 'Your ride’s data is erased'

export function rideErasedMail(to: string, code: string): Promise<RenderedMail> {
  return forgotten(
    renderMail({
      to,
      subject: rideErasedSubject,
      preview: `Booking ${code} is over, and its data is now erased.`,
      blocks: [
        heading('Your ride’s data is erased'),
        paragraph(
          `Booking ${code} is over, so, as you asked, we have now erased your name, contact details, places and messages from it. Its code, dates, amounts and invoice number stay, as the law asks, with nothing that names you.`,
        ),
      ],
    }),
  )
}
