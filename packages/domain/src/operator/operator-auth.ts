import { z } from 'zod'
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from '../partner/partner-fields'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../passenger/email'
import { textableMobileSchema } from '../validation/mobile-phone'
import { operatorMessages } from './operator-messages'

/** Browser local storage key of the operator's bearer token, apart from the partner's. */
export const OPERATOR_TOKEN_KEY = 'ops_token'
/** A session ends after this long without a request. */
export const OPERATOR_SESSION_IDLE_MS = 12 * 60 * 60 * 1000
/** How many single-use recovery codes an operator gets at enrolment. */
export const RECOVERY_CODE_COUNT = 10

export const operatorRoles = ['admin', 'dispatcher'] as const
export type OperatorRole = (typeof operatorRoles)[number]
export const operatorStatuses = ['active', 'disabled'] as const
export type OperatorStatus = (typeof operatorStatuses)[number]

export const operatorEmailSchema = z
  .string({ error: operatorMessages.emailInvalid })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: operatorMessages.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, operatorMessages.emailInvalid)

const signInPassword = z
  .string({ error: operatorMessages.passwordRequired })
  .min(1, { error: operatorMessages.passwordRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, operatorMessages.passwordRequired)

// Tokens and tickets are 43 base64url characters; a bound keeps junk out of the hashing.
const secretTokenSchema = z
  .string({ error: operatorMessages.linkInvalid })
  .trim()
  .min(1, operatorMessages.linkInvalid)
  .max(200, operatorMessages.linkInvalid)
const ticketSchema = z
  .string({ error: operatorMessages.ticketInvalid })
  .trim()
  .min(1, operatorMessages.ticketInvalid)
  .max(200, operatorMessages.ticketInvalid)

/** Six digits from the app; spaces people type in the middle are dropped. */
export const totpCodeSchema = z
  .string({ error: operatorMessages.totpCodeInvalid })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, operatorMessages.totpCodeInvalid))

/** Recovery codes look like `abcd-efgh-jkmn-pqrs`; the dashes are optional when typed. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}(-?[a-z0-9]{4}){3}$/

/** A code from the app or a recovery code. */
export const secondFactorCodeSchema = z
  .string({ error: operatorMessages.codeInvalid })
  .transform((code) => code.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .refine(
        (code) => /^\d{6}$/.test(code) || RECOVERY_CODE_PATTERN.test(code),
        operatorMessages.codeInvalid,
      ),
  )

export const operatorSignInSchema = z.object({
  email: operatorEmailSchema,
  password: signInPassword,
})
export type OperatorSignIn = z.infer<typeof operatorSignInSchema>

/** What the first step asks for next: a code, or setting up the app on a first sign-in. */
export const operatorSignInStepSchema = z.object({
  ticket: z.string(),
  next: z.enum(['code', 'enrol']),
})
export type OperatorSignInStep = z.infer<typeof operatorSignInStepSchema>

export const operatorVerifySchema = z.object({ ticket: ticketSchema, code: secondFactorCodeSchema })
export type OperatorVerify = z.infer<typeof operatorVerifySchema>

export const operatorEnrolSchema = z.object({ ticket: ticketSchema })
export const operatorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** An SVG image of the otpauth URI, as a data: URL. */
  qr_code: z.string(),
})
export type OperatorEnrolment = z.infer<typeof operatorEnrolmentSchema>

export const operatorConfirmEnrolmentSchema = z.object({
  ticket: ticketSchema,
  code: totpCodeSchema,
})
export type OperatorConfirmEnrolment = z.infer<typeof operatorConfirmEnrolmentSchema>

export const operatorTokenResponseSchema = z.object({ token: z.string() })
export const operatorEnrolledResponseSchema = z.object({
  token: z.string(),
  /** Shown once; the server keeps only their hashes. */
  recovery_codes: z.array(z.string()),
})
export type OperatorEnrolled = z.infer<typeof operatorEnrolledResponseSchema>

export const operatorSetPasswordSchema = z.object({
  token: secretTokenSchema,
  password: newPasswordSchema,
})
export type OperatorSetPassword = z.infer<typeof operatorSetPasswordSchema>

export const operatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(operatorRoles),
  status: z.enum(operatorStatuses),
  /** False until the operator has chosen a password from their link. */
  password_set: z.boolean(),
  two_factor_enabled: z.boolean(),
  /** Their mobile in E.164, where escalated rides are texted while they are on duty. */
  phone: z.string().nullable(),
  /** Admins on duty are the ones called in when automatic dispatch gives up on a ride. */
  on_duty: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
})
export type Operator = z.infer<typeof operatorSchema>

export const operatorMeSchema = z.object({
  operator: operatorSchema.pick({ id: true, email: true, role: true }),
})
export type OperatorMe = z.infer<typeof operatorMeSchema>

export const operatorListSchema = z.object({ operators: z.array(operatorSchema) })

export const operatorSessionSchema = z.object({
  id: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  last_seen_at: z.iso.datetime({ offset: true }),
  user_agent: z.string().nullable(),
  current: z.boolean(),
})
export type OperatorSession = z.infer<typeof operatorSessionSchema>
export const operatorSessionListSchema = z.object({ sessions: z.array(operatorSessionSchema) })

export const operatorRoleSchema = z.enum(operatorRoles, { error: operatorMessages.roleInvalid })

export const operatorInviteSchema = z.object({
  email: operatorEmailSchema,
  role: operatorRoleSchema,
})
export type OperatorInvite = z.infer<typeof operatorInviteSchema>

/**
 * An operator's mobile as a form or a client sends it: the domain's rule for numbers that are
 * texted, in E.164 once parsed; blank or null removes it.
 */
export const operatorPhoneSchema = z
  .string({ error: operatorMessages.phoneInvalid })
  .trim()
  .transform((value) => (value === '' ? null : value))
  .pipe(textableMobileSchema(operatorMessages.phoneInvalid).nullable())
  .nullable()

/** The console's phone form, on the account page and where admins manage operators. */
export const operatorPhoneFormSchema = z.object({ phone: operatorPhoneSchema })
export type OperatorPhoneFormInput = z.input<typeof operatorPhoneFormSchema>
export type OperatorPhoneForm = z.infer<typeof operatorPhoneFormSchema>

const onDutySchema = z.boolean({ error: operatorMessages.onDutyInvalid })

/** An admin's change to an operator; role and status only for someone else. */
export const operatorChangeSchema = z
  .object({
    role: operatorRoleSchema.optional(),
    status: z.enum(operatorStatuses, { error: operatorMessages.statusInvalid }).optional(),
    phone: operatorPhoneSchema.optional(),
    on_duty: onDutySchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: operatorMessages.nothingToChange,
  })
export type OperatorChange = z.infer<typeof operatorChangeSchema>

/** What any operator changes of their own account (`PATCH /ops/account`). */
export const operatorAccountChangeSchema = z
  .object({ phone: operatorPhoneSchema.optional(), on_duty: onDutySchema.optional() })
  .refine((change) => change.phone !== undefined || change.on_duty !== undefined, {
    error: operatorMessages.accountNothingToChange,
  })
export type OperatorAccountChangeInput = z.input<typeof operatorAccountChangeSchema>
export type OperatorAccountChange = z.infer<typeof operatorAccountChangeSchema>

/** The signed-in operator's own account, with their phone and duty. */
export const operatorAccountSchema = z.object({ operator: operatorSchema })
export type OperatorAccount = z.infer<typeof operatorAccountSchema>

export const operatorIdParamsSchema = z.object({ id: z.string().max(100) })
