import { z } from 'zod'
import {
  contactNumberSchema,
  newPasswordSchema,
  partnerEmailSchema,
  signInPasswordSchema,
} from './partner-fields'
import { partnerMessages } from './partner-messages'

// SPEC.md §3 "Partner auth payloads", §7 partner calls.
/** Browser local storage key of the partner's bearer token (SPEC.md §3). */
export const PARTNER_TOKEN_KEY = 'partner_token'
/** After completion a logged-in partner goes to the dashboard after 2 s (SPEC.md §4, §9). */
export const PARTNER_REDIRECT_DELAY_MS = 2000
export const PARTNER_HOME_PATH = '/partner/dashboard'

export const partnerSignupSchema = z.object({
  email: partnerEmailSchema,
  contact_number: contactNumberSchema,
  password: newPasswordSchema,
})
export type PartnerSignup = z.infer<typeof partnerSignupSchema>

export const partnerLoginSchema = z.object({
  email: partnerEmailSchema,
  password: signInPasswordSchema,
})
export type PartnerLogin = z.infer<typeof partnerLoginSchema>

/** `data` of signup and login. */
export const partnerAuthResponseSchema = z.object({ token: z.string().min(1) })
export type PartnerAuthResponse = z.infer<typeof partnerAuthResponseSchema>

export const requestPasswordResetSchema = z.object({ email: partnerEmailSchema })
export type RequestPasswordReset = z.infer<typeof requestPasswordResetSchema>

const resetTokenSchema = z
  .string({ error: partnerMessages.tokenMissing })
  .trim()
  .min(1, partnerMessages.tokenMissing)

/** POST /partners/reset-password body. */
export const resetPasswordSchema = z.object({
  token: resetTokenSchema,
  password: newPasswordSchema,
})
export type ResetPassword = z.infer<typeof resetPasswordSchema>

/** The reset screen: the token from the query string plus the two password fields. */
export const resetPasswordFormSchema = z
  .object({
    token: resetTokenSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: partnerMessages.passwordsMismatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown }
      return typeof value.password === 'string' && typeof value.confirmPassword === 'string'
    },
  })
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>

/** `data` of calls that report only an outcome (reset, profile update, logout). */
export const messageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponseSchema>

const protectedPartnerPaths = ['/partner/dashboard', '/partner/profile', '/partner/bookings']

/**
 * Where to go after sign-in: the protected page the partner was sent away from, else the
 * dashboard (ARCHITECTURE.md). Anything else, including other sites, is ignored.
 */
export function postSignInPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return PARTNER_HOME_PATH
  }
  const path = from.split(/[?#]/, 1)[0] ?? ''
  const allowed = protectedPartnerPaths.some((p) => path === p || path.startsWith(`${p}/`))
  return allowed ? from : PARTNER_HOME_PATH
}
