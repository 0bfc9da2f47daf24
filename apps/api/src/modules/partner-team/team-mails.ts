import {
  PARTNER_INVITATION_LIFETIME_HOURS,
  partnerRoleLabels,
  type PartnerRole,
} from '@ridelane/domain'
import { button, heading, paragraph, renderMail, type RenderedMail } from '../../mail/templates'

// The team's invitation mail; the link is built by team.ts.

export function invitationMail(
  to: { email: string; name: string; role: PartnerRole },
  account: { name: string; invitedBy: string },
  link: string,
): Promise<RenderedMail> {
  const role = partnerRoleLabels[to.role].toLowerCase()
  const days = PARTNER_INVITATION_LIFETIME_HOURS / 24
  return renderMail({
    to: to.email,
    subject: `Join ${account.name} on Ridelane for Business`,
    preview: `${account.invitedBy} has added you to ${account.name} on Ridelane for Business.`,
    blocks: [
      heading(`Join ${account.name} on Ridelane`),
      paragraph(`Hello ${to.name},`),
      paragraph(
        `${account.invitedBy} has added you as ${role === 'admin' ? 'an admin' : 'a booker'} to the Ridelane partner account of ${account.name}, where you can book rides for your clients and follow them.`,
      ),
      button('Choose your password', link),
      paragraph(`The link works once, for the next ${days} days.`),
      paragraph(
        'You will then sign in on the partner portal with this email address and that password.',
      ),
      paragraph('If you did not expect this, ignore this email.'),
    ],
  })
}
