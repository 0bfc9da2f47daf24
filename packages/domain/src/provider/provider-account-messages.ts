// Every sentence the provider portal and its invitations show for a rule, so the API and the web
// app say the same (docs/decisions/029-providers-and-drivers.md#provider-accounts).
export const providerAccountMessages = {
  nameRequired: 'Enter a name',
  emailInvalid: 'Enter a valid email',
  passwordRequired: 'Password is required',
  passwordsMismatch: 'Passwords do not match',
  signInInvalid: 'Invalid email or password',
  linkInvalid: 'This link is invalid or has expired. Ask for a new one.',
  ticketInvalid: 'Your sign-in has expired. Please sign in again.',
  codeInvalid: 'Enter the 6-digit code from your authenticator app',
  codeWrong: 'That code is not valid. Try the current code from your app.',
  enrolmentFirst: 'Start setting up your authenticator app first.',
  alreadyEnrolled: 'Two-step sign-in is already on for this account.',
  notEnrolled: 'Two-step sign-in is not on for this account.',
  twoFactorOn: 'Two-step sign-in is on.',
  twoFactorOff: 'Two-step sign-in is off.',
  sessionRequired: 'Your session has expired or is not valid. Please sign in.',
  tooManyRequests: 'Too many requests. Try again later.',
  passwordSet: 'Your password is set. Sign in to continue.',
  resetLinkSent:
    "If a portal account has this email, you'll receive a link to set a new password shortly.",
  signedOut: 'Signed out',
  emailTaken: 'A portal user with this email already exists.',
  userNotFound: 'This provider has no portal user with this id.',
  alreadyDisabled: 'This portal user is already disabled.',
  alreadyActive: 'This portal user is already active.',
  twoFactorNotOnForUser: 'This portal user has not turned on two-step sign-in.',
  invitationNotNeeded:
    'This portal user has already set a password; they can use "Forgot password".',
  invitationForDisabled: 'This portal user is disabled; no invitation can be sent.',
  providerInactive: 'This provider is deactivated; reactivate it before inviting users.',
  invitationSent: 'Invitation sent',
} as const
