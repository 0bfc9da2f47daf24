import { z } from 'zod'
import { newPasswordFormSchema, type NewPasswordForm } from '../partner/partner-auth'
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from '../partner/partner-fields'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../passenger/email'
import { providerAccountMessages as m } from './provider-account-messages'
import { requiredName } from './provider-fields'

// The provider portal's accounts (docs/decisions/029-providers-and-drivers.md#provider-accounts):
// operators invite, provider users set a password, sign in and may turn on an authenticator app.

/** Browser local storage key of the provider user's bearer token, apart from the others. */
export const PROVIDER_TOKEN_KEY = 'provider_token'
export const PROVIDER_HOME_PATH = '/provider'
export const PROVIDER_SIGN_IN_PATH = '/provider/sign-in'

export const providerUserStatuses = ['active', 'disabled'] as const
export type ProviderUserStatus = (typeof providerUserStatuses)[number]

export const providerUserEmailSchema = z
  .string({ error: m.emailInvalid })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: m.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, m.emailInvalid)

const signInPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, m.passwordRequired)

// Links and tickets carry 43 base64url characters; the bound keeps junk out of the hashing.
const secretSchema = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, message)

/** Six digits from the app; spaces typed in the middle are dropped. */
export const providerTotpCodeSchema = z
  .string({ error: m.codeInvalid })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, m.codeInvalid))

/** POST /ops/providers/:id/users: an operator adds a portal user. */
export const providerUserInviteSchema = z.object({
  name: requiredName(120, m.nameRequired),
  email: providerUserEmailSchema,
})
export type ProviderUserInvite = z.infer<typeof providerUserInviteSchema>

/** A portal user as the operator console lists it. */
export const providerUserSchema = z.object({
  id: z.string(),
  provider_id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(providerUserStatuses),
  /** False until the user has chosen a password from the invitation. */
  password_set: z.boolean(),
  two_factor_enabled: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
})
export type ProviderUser = z.infer<typeof providerUserSchema>
export const providerUserListSchema = z.object({ users: z.array(providerUserSchema) })
export const providerUserParamsSchema = z.object({
  id: z.string().max(100),
  userId: z.string().max(100),
})

/** POST /provider/password: the invitation or reset link's token and the new password. */
export const providerSetPasswordSchema = z.object({
  token: secretSchema(m.linkInvalid),
  password: newPasswordSchema,
})
export type ProviderSetPassword = z.infer<typeof providerSetPasswordSchema>

/** The set-password screen: the link's token plus the password typed twice. */
export const providerSetPasswordFormSchema = newPasswordFormSchema
export type ProviderSetPasswordForm = NewPasswordForm

export const providerSignInSchema = z.object({
  email: providerUserEmailSchema,
  password: signInPasswordSchema,
})
export type ProviderSignIn = z.infer<typeof providerSignInSchema>

/** Signed in at once, or a ticket to trade with a code from the app when TOTP is on. */
export const providerSignInResultSchema = z.discriminatedUnion('next', [
  z.object({ next: z.literal('signed_in'), token: z.string() }),
  z.object({ next: z.literal('code'), ticket: z.string() }),
])
export type ProviderSignInResult = z.infer<typeof providerSignInResultSchema>

export const providerSignInCodeSchema = z.object({
  ticket: secretSchema(m.ticketInvalid),
  code: providerTotpCodeSchema,
})
export type ProviderSignInCode = z.infer<typeof providerSignInCodeSchema>

export const providerTokenResponseSchema = z.object({ token: z.string() })

export const providerForgotPasswordSchema = z.object({ email: providerUserEmailSchema })
export type ProviderForgotPassword = z.infer<typeof providerForgotPasswordSchema>

/** GET /provider/me. */
export const providerMeSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    two_factor_enabled: z.boolean(),
  }),
  provider: z.object({ id: z.string(), name: z.string() }),
})
export type ProviderMe = z.infer<typeof providerMeSchema>

/** What the enrolment screen shows: the otpauth URI, its QR code and the secret as text. */
export const providerTotpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** An SVG image of the otpauth URI, as a data: URL. */
  qr_code: z.string(),
})
export type ProviderTotpEnrolment = z.infer<typeof providerTotpEnrolmentSchema>

/** Confirming or removing the authenticator app takes a current code from it. */
export const providerTotpCodeBodySchema = z.object({ code: providerTotpCodeSchema })
export type ProviderTotpCodeBody = z.infer<typeof providerTotpCodeBodySchema>
