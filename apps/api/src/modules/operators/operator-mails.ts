import type { OperatorRole } from '@ridelane/domain'
import {
  button,
  fromPlainText,
  heading,
  paragraph,
  renderMail,
  type RenderedMail,
} from '../../mail/templates'

// The mails to operators: an invitation to the console (manage-operators.ts builds its link) and
// a call to the admins on a ride that needs a person (call-in-admins.ts).

export function invitationMail(
  to: string,
  role: OperatorRole,
  link: string,
): Promise<RenderedMail> {
  return renderMail({
    to,
    subject: 'Your Ridelane operator account',
    preview: `You have been invited to the Ridelane operator console as ${role}.`,
    blocks: [
      heading('Welcome to the operator console'),
      paragraph(`You have been invited to the Ridelane operator console as ${role}.`),
      button('Choose your password', link),
      paragraph('The link works once, for the next three days.'),
      paragraph('After that you will set up an authenticator app for two-step sign-in.'),
    ],
  })
}

/**
 * A call-in as written by the feature that raises it: its text is the text part as it stands,
 * and the HTML part shows it under the subject, a captioned link as a button. `to` is filled in
 * per admin.
 */
export function callInMail(mail: { subject: string; text: string }): Promise<RenderedMail> {
  return renderMail({
    to: '',
    subject: mail.subject,
    blocks: [heading(mail.subject), ...fromPlainText(mail.text)],
  })
}
