import { button, heading, paragraph, renderMail, type RenderedMail } from '../../mail/templates'

// The mails of the provider portal's accounts; links are built by password-links.ts.

export function invitationMail(
  to: { email: string; name: string },
  providerName: string,
  link: string,
): Promise<RenderedMail> {
  return renderMail({
    to: to.email,
    subject: 'Your Ridelane provider portal account',
    preview: `You have been invited to the Ridelane provider portal for ${providerName}.`,
    blocks: [
      heading('Welcome to the provider portal'),
      paragraph(`Hello ${to.name},`),
      paragraph(
        `You have been invited to the Ridelane provider portal for ${providerName}, where you will see the rides offered to you.`,
      ),
      button('Choose your password', link),
      paragraph('The link works once, for the next three days.'),
      paragraph('If you did not expect this, ignore this email.'),
    ],
  })
}

export function resetMail(to: string, link: string): Promise<RenderedMail> {
  return renderMail({
    to,
    subject: 'Reset your Ridelane provider portal password',
    preview: 'Choose a new password for your provider portal account.',
    blocks: [
      heading('Reset your password'),
      paragraph('Someone asked to reset the password of your Ridelane provider portal account.'),
      button('Choose a new password', link),
      paragraph('The link works once, for the next hour.'),
      paragraph('If it was not you, ignore this email: your password stays as it is.'),
    ],
  })
}

export function twoFactorResetMail(to: { email: string; name: string }): Promise<RenderedMail> {
  return renderMail({
    to: to.email,
    subject: 'Two-step sign-in was turned off for your account',
    blocks: [
      heading('Two-step sign-in was turned off'),
      paragraph(`Hello ${to.name},`),
      paragraph(
        'Ridelane turned off two-step sign-in for your provider portal account, as asked, and signed you out everywhere.',
      ),
      paragraph(
        'Sign in with your email and password; you can set up an authenticator app again from your account.',
      ),
      paragraph('If you did not ask for this, tell your Ridelane contact at once.'),
    ],
  })
}
