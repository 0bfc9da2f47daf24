// The mails of the provider portal's accounts; links are built by password-links.ts.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function invitationMail(
  to: { email: string; name: string },
  providerName: string,
  link: string,
) {
  const text = [
    `Hello ${to.name},`,
    `You have been invited to the Ridelane provider portal for ${providerName}, where you will see the rides offered to you.`,
    'Choose your password here (the link works once, for the next three days):',
    link,
    'If you did not expect this, ignore this email.',
  ].join('\n\n')
  const html = `<p>Hello ${escapeHtml(to.name)},</p>
<p>You have been invited to the Ridelane provider portal for ${escapeHtml(providerName)}, where you will see the rides offered to you.</p>
<p><a href="${link}">Choose your password</a> (the link works once, for the next three days).</p>
<p>If you did not expect this, ignore this email.</p>`
  return { to: to.email, subject: 'Your Ridelane provider portal account', text, html }
}

export function resetMail(to: string, link: string) {
  const text = [
    'Someone asked to reset the password of your Ridelane provider portal account.',
    'Choose a new password here (the link works once, for the next hour):',
    link,
    'If it was not you, ignore this email: your password stays as it is.',
  ].join('\n\n')
  const html = `<p>Someone asked to reset the password of your Ridelane provider portal account.</p>
<p><a href="${link}">Choose a new password</a> (the link works once, for the next hour).</p>
<p>If it was not you, ignore this email: your password stays as it is.</p>`
  return { to, subject: 'Reset your Ridelane provider portal password', text, html }
}

export function twoFactorResetMail(to: { email: string; name: string }) {
  const text = [
    `Hello ${to.name},`,
    'Ridelane turned off two-step sign-in for your provider portal account, as asked, and signed you out everywhere.',
    'Sign in with your email and password; you can set up an authenticator app again from your account.',
    'If you did not ask for this, tell your Ridelane contact at once.',
  ].join('\n\n')
  const html = `<p>Hello ${escapeHtml(to.name)},</p>
<p>Ridelane turned off two-step sign-in for your provider portal account, as asked, and signed you out everywhere.</p>
<p>Sign in with your email and password; you can set up an authenticator app again from your account.</p>
<p>If you did not ask for this, tell your Ridelane contact at once.</p>`
  return { to: to.email, subject: 'Two-step sign-in was turned off for your account', text, html }
}
