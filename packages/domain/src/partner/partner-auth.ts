import { z } from 'zod'
import {
  contactNumberSchema,
  newPasswordSchema,
  partnerEmailSchema,
  signInPasswordSchema,
} from './partner-fields'
import { partnerMessages } from './partner-messages'

// docs/product.md#partner-accounts partner calls.
/** Browser local storage key of the partner's bearer token (docs/product.md#partner-accounts). */
export const PARTNER_TOKEN_KEY = 'partner_token'
/** After completion a logged-in partner goes to the dashboard after 2 s
 * (docs/product.md#partner-portal). */
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

/**
 * A set-password screen whose token comes from the link: the new password typed twice. Every
 * portal (partners, their team, operators, providers) asks for it the same way.
 */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: partnerMessages.passwordsMismatch,
    path: ['confirmPassword'],
  })
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>

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
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string'
    },
  })
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>

/** `data` of calls that report only an outcome (reset, profile update, logout). */
export const messageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponseSchema>
