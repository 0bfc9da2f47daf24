import { operatorCompany, RECORD_RETENTION_YEARS } from '@ridelane/domain'
import { button, heading, paragraph, renderMail, type RenderedMail } from '../../mail/templates'

// The mails of a partner account's own login; the links are built by email-confirmation.ts and
// request-password-reset.ts. A team member's invitation is partner-team's.

export function confirmationMail(to: string, link: string): Promise<RenderedMail> {
  return renderMail({
    to,
    subject: 'Confirm your Ridelane partner email',
    preview: 'Confirm the email of your new partner account.',
    blocks: [
      heading('Confirm your email'),
      paragraph('Welcome to Ridelane. Please confirm the email of your new partner account.'),
      button('Confirm my email', link),
      paragraph(
        'The link works once, for the next 72 hours. Once confirmed, our team reviews your account and sets your partner discount; until then you book at public prices.',
      ),
      paragraph('If you did not sign up, ignore this email.'),
    ],
  })
}

export function resetMail(to: string, link: string): Promise<RenderedMail> {
  return renderMail({
    to,
    subject: 'Reset your Ridelane partner password',
    preview: 'Choose a new password for your partner account.',
    blocks: [
      heading('Reset your password'),
      paragraph('Someone asked to reset the password of your Ridelane partner account.'),
      button('Choose a new password', link),
      paragraph('The link works once, for the next hour.'),
      paragraph('If it was not you, ignore this email: your password stays as it is.'),
    ],
  })
}

export const accountClosedSubject = 'Your Ridelane partner account is closed'

/** The last mail of a closed account, erased from the outbox once sent (account-closure.ts). */
export async function accountClosedMail(to: string): Promise<RenderedMail> {
  const mail = await renderMail({
    to,
    subject: accountClosedSubject,
    preview: 'Your partner account is closed and its people’s data erased.',
    blocks: [
      heading('Your partner account is closed'),
      paragraph(
        'An admin of your Ridelane partner account closed it just now. Nobody can sign in to it any more, its API keys and webhooks have stopped, and the names, logins and phone numbers of its team are erased.',
      ),
      paragraph(
        `We keep its business details, bookings and invoices for ${RECORD_RETENTION_YEARS} years, as the law asks of our accounts; after that they are erased too.`,
      ),
      paragraph(
        `If you did not expect this, write to ${operatorCompany.supportEmail} at once and quote this mail.`,
      ),
    ],
  })
  return { ...mail, forgetAfterSending: true }
}
