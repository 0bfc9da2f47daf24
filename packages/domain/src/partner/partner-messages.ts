// docs/product.md#passenger-and-partner-fields, character for character.
export const partnerMessages = {
  emailInvalid: 'Enter a valid email',
  contactInvalid: 'Enter a valid contact number',
  passwordWeak: 'Password must be 8+ chars with upper, lower, number, special',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordRequired: 'Password is required',
  tokenMissing: 'Invalid or missing token',
  passwordsMismatch: 'Passwords do not match',
  profileRequired: 'Please fill all required fields',
  resetLinkSent: "If an account exists for this email, you'll receive a reset link shortly.",
  passwordResetDone: 'Your password has been reset successfully.',
  profileIncomplete: 'Profile incomplete. Please complete your business details.',
  profileUpdated: 'Profile updated',
  tooManyRequests: 'Too many requests. Try again later.',
  invalidOrExpiredToken: 'Invalid or expired token',
  websiteInvalid: 'Enter a website address such as https://example.com',
} as const

/** Defaults when a failed call carries no message (docs/product.md#error-codes). */
export const partnerErrorFallbacks = {
  authentication: 'Authentication failed',
  request: 'Request failed',
  reset: 'Reset failed',
  loadDashboard: 'Failed to load dashboard',
  loadProfile: 'Failed to load profile',
  updateProfile: 'Failed to update profile',
  loadBookings: 'Failed to load bookings',
} as const
