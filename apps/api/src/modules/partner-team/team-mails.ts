import {
  PARTNER_INVITATION_LIFETIME_HOURS,
  partnerRoleLabels,
  type PartnerRole,
} from '@ridelane/domain'

// The team's invitation mail; the link is built by team.ts.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function invitationMail(
  to: { email: string; name: string; role: PartnerRole },
  account: { name: string; invitedBy: string },
  link: string,
) {
  const role = partnerRoleLabels[to.role].toLowerCase()
  const days = PARTNER_INVITATION_LIFETIME_HOURS / 24
  const text = [
    `Hello ${to.name},`,
    `${account.invitedBy} has added you as ${role === 'admin' ? 'an admin' : 'a booker'} to the Ridelane partner account of ${account.name}, where you can book rides for your clients and follow them.`,
    `Choose your password here (the link works once, for the next ${days} days):`,
    link,
    'You will then sign in on the partner portal with this email address and that password.',
    'If you did not expect this, ignore this email.',
  ].join('\n\n')
  const html = `<p>Hello ${escapeHtml(to.name)},</p>
<p>${escapeHtml(account.invitedBy)} has added you as ${role === 'admin' ? 'an admin' : 'a booker'} to the Ridelane partner account of ${escapeHtml(account.name)}, where you can book rides for your clients and follow them.</p>
<p><a href="${link}">Choose your password</a> (the link works once, for the next ${days} days).</p>
<p>You will then sign in on the partner portal with this email address and that password.</p>
<p>If you did not expect this, ignore this email.</p>`
  return {
    to: to.email,
    subject: `Join ${account.name} on Ridelane for Business`,
    text,
    html,
  }
}
